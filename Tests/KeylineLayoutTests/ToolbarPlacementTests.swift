import KeylineCore
import KeylineLayout
import Testing

/// SwiftUI's `ToolbarItem(placement:)` written out in a navigationStack's `toolbar`, and the
/// navigationStack's bar in a sheet, worked out by hand on an iPhone 14 (390 pt, 47-pt safe
/// area, no raise) and an iPhone 15 Pro (393 pt, 59-pt safe area). FixedMeasurer: 10 pt a
/// character. The numbers come from NavigationBarMetrics' sources and RSSReader's Add Feed
/// sheet (Tests/KeylineCompareTests/Screenshots/SOURCES.md): 16-pt margins, a 56-pt bar in a
/// sheet from its top, which is 10 pt under the safe area's top.
@Suite struct ToolbarPlacementTests {
    static let addFeed = """
    navigationStack:
      - text: Body
        navigationTitle: Add Feed
        navigationBarTitleDisplayMode: inline
        toolbar:
          - { button: Cancel, placement: cancellationAction }
          - { button: Add, placement: confirmationAction, disabled: true }
    """

    func texts(_ body: String, device: Device = .iphone14) throws -> [String: TextSpec] {
        let document = try SceneLoader.load(text: screen(body), file: "test.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(device: device)).instantiate(document.screens[0])
        var found: [String: TextSpec] = [:]
        root.forEachNode { node in
            if let id = node.id, case .text(let text) = node.kind { found[id] = text }
        }
        return found
    }

    @Test("cancellationAction goes before the title 16 pt from the edge; confirmationAction after it, 16 pt from the other")
    func sides() throws {
        let f = try solve(screen(Self.addFeed))
        #expect(f["navigationBar.leading0"]?.minX == 16, "\(String(describing: f["navigationBar.leading0"]))")
        #expect(f["navigationBar.leading0"]?.width == 60)
        #expect(abs((f["navigationBar.trailing0"]?.maxX ?? 0) - (390 - 16)) < 1e-9, "\(String(describing: f["navigationBar.trailing0"]))")
        // Both on the bar's line, as the title is.
        #expect(f["navigationBar.leading0"]?.midY == f["navigationBar.title"]?.midY)
        #expect(f["navigationBar.trailing0"]?.midY == f["navigationBar.title"]?.midY)
    }

    @Test("a confirmation action is semibold, a disabled item tertiaryLabel; a cancellation action regular in the tint")
    func weightsAndColours() throws {
        let t = try texts(Self.addFeed + "\ntint: systemRed")
        #expect(t["navigationBar.trailing0"]?.font.weight == .semibold)
        #expect(t["navigationBar.leading0"]?.font.weight == .regular)
        let tokens = try SceneLoader.load(text: screen("text: A"), file: "t.yaml", directory: "/nonexistent").tokens
        #expect(t["navigationBar.trailing0"]?.color == .color(tokens.color("tertiaryLabel", .light)!))
        #expect(t["navigationBar.leading0"]?.color == .color(tokens.color("systemRed", .light)!))
    }

    @Test("after a back button a leading item keeps 16 pt from the chevron's group; items without placement stay trailing")
    func withBack() throws {
        let f = try solve(screen("""
        navigationBar: Title
        displayMode: inline
        back: ""
        trailing:
          - Edit
          - { button: Close, placement: topBarLeading }
        """))
        let back = try #require(f["navigationBar.back"])
        let close = try #require(f["navigationBar.leading0"])
        #expect(back.minX == 9.33)
        #expect(abs(close.minX - back.maxX - 16) < 1e-9 && close.width == 50, "\(back) \(close)")
        #expect(abs((f["navigationBar.trailing0"]?.maxX ?? 0) - (390 - 16)) < 1e-9)
    }

    @Test("in a sheet the bar starts at the sheet's top and is 56 pt; on the screen it starts under the status bar and is 44")
    func inASheet() throws {
        let sheet = """
        vstack:
          - spacer
        sheet:
          isPresented: true
          content:
            - navigationStack:
                - text: Body
                  navigationTitle: Add Feed
                  navigationBarTitleDisplayMode: inline
        """
        let f = try solve(screen(sheet), device: .iphone15pro)
        let top = try #require(f["sheet"]).minY
        #expect(abs(top - (59 + 10)) < 1e-9)
        #expect(f["navigationBar"]?.minY == top && f["navigationBar"]?.height == 56, "\(String(describing: f["navigationBar"]))")
        let onScreen = try solve(screen("navigationStack:\n  - text: Body\n    navigationTitle: A\n    navigationBarTitleDisplayMode: inline"), device: .iphone15pro)
        #expect(onScreen["navigationBar"].map { abs($0.minY - 54.33) < 0.01 && $0.height == 44 } == true, "\(String(describing: onScreen["navigationBar"]))")
    }

    @Test("a bad placement or item is refused where it is written, with the nearest word")
    func errors() {
        func message(_ body: String) -> String {
            do { _ = try solve(screen(body)); return "" } catch { return "\(error)" }
        }
        let bad = message("navigationStack:\n  - text: A\n    toolbar: [{ button: Cancel, placement: cancelAction }]")
        #expect(bad.contains("test.yaml:6:50: error:") && bad.contains("cancellationAction"), "\(bad)")
        #expect(message("navigationStack:\n  - text: A\n    toolbar: [{ button: Go, systemName: plus }]").contains("a title or a symbol, not both"))
        #expect(message("navigationStack:\n  - text: A\n    toolbar: [{ button: Go, role: cancel }]").contains("unknown key 'role' for a bar button"))
        let four = "[" + Array(repeating: "{ button: A, placement: cancellationAction }", count: 4).joined(separator: ", ") + "]"
        #expect(message("navigationStack:\n  - text: A\n    toolbar: \(four)").contains("at most 3 'toolbar' items on a side"))
    }
}

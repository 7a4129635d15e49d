import KeylineCore
import KeylineLayout
import Testing

/// The navigation bar and the tab bar, laid out on a device. The expected heights are the
/// published ones (NavigationBarMetrics / TabBarMetrics cite them: 44 pt, 44 + 52 with a
/// large title, 49 pt above the bottom safe area), worked out here by hand, not read off
/// Keyline's output.
@Suite struct SystemBarsTests {
    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 0.001) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    static let screenWithBars = screen("""
    vstack:
      - navigationBar: Settings
        back: Home
        trailing: [Edit, { systemName: plus }]
      - spacer
      - tabBar:
        items:
          - { systemName: house.fill, label: Home }
          - { systemName: magnifyingglass, label: Search }
          - { systemName: gearshape.fill, label: Settings }
        selection: 1
    spacing: 0
    """)

    @Test("a large title: 96 pt under the status bar, the title 34 pt bold on a 41-pt line, 16 pt in, 8 pt above the bar's bottom")
    func largeTitle() throws {
        let f = try solve(Self.screenWithBars, device: .iphone14)
        let bar = try #require(f["navigationBar"])
        #expect(Self.close(bar.minY, 47), "the iPhone 14's top safe area: \(bar)")
        #expect(Self.close(bar.height, 96) && Self.close(bar.width, 390), "\(bar)")
        #expect(Self.close(f["navigationBar.bar"]?.height, 44))
        let title = try #require(f["navigationBar.title"])
        #expect(Self.close(title.height, 41) && Self.close(title.minX, 16) && Self.close(bar.maxY - title.maxY, 8), "\(title)")
    }

    @Test("a large title moves in to the 20-pt margin on a Max phone")
    func largeTitleMarginOnMax() throws {
        let f = try solve(Self.screenWithBars, device: .iphone15promax)
        #expect(Self.close(f["navigationBar.title"]?.minX, 20))
        #expect(Self.close(f["navigationBar.bar"]?.minY, Device.iphone15promax.safeArea.top))
    }

    @Test("inline: the 44-pt bar alone, the title centred on it; back 9.33 pt in, trailing items 16 pt from the edge")
    func inline() throws {
        let f = try solve(screen("""
        vstack:
          - navigationBar: Account
            displayMode: inline
            back: Settings
            trailing: Done
          - spacer
        """), device: .iphone15pro)
        let bar = try #require(f["navigationBar"])
        #expect(Self.close(bar.minY, 59) && Self.close(bar.height, 44), "\(bar)")
        let title = try #require(f["navigationBar.title"])
        #expect(Self.close(title.midX, 393 / 2) && Self.close(title.midY, bar.midY), "\(title)")
        // The chevron's box, whose ink is iOS's 11 x 19 at 9.33 (AppleKit's and RSSReader's screenshots).
        #expect(Self.close(f["navigationBar.back"]?.minX, 9.33))
        #expect(Self.close(f["navigationBar.back.chevron"]?.width, 11) && Self.close(f["navigationBar.back.chevron"]?.height, 18.67))
        #expect(Self.close(f["navigationBar.trailing0"]?.maxX, 393 - 16))
        #expect(f["navigationBar.trailing1"] == nil)
    }

    @Test("the tab bar: 49 pt ending at the bottom safe area, items sharing the width, symbols centred 18.67 pt below its top")
    func tabBar() throws {
        for device in [Device.iphone14, .iphone15pro] {
            let f = try solve(Self.screenWithBars, device: device)
            let bar = try #require(f["tabBar"])
            #expect(Self.close(bar.height, 49) && Self.close(bar.maxY, device.size.height - device.safeArea.bottom), "\(device.name): \(bar)")
            #expect(Self.close(bar.width, device.size.width))
            let width = device.size.width / 3
            for i in 0..<3 {
                let item = try #require(f["tabBar.item\(i)"])
                #expect(Self.close(item.width, width) && Self.close(item.minX, Double(i) * width), "\(device.name) item\(i): \(item)")
                let icon = try #require(f["tabBar.item\(i).icon"])
                #expect(Self.close(icon.midY, bar.minY + 18.67) && Self.close(icon.width, 28) && Self.close(icon.height, 24) && Self.close(icon.midX, item.midX))
            }
            #expect(Self.close(f["tabBar.item0.label"]?.height, 12))
        }
    }

    @Test("the selected tab is drawn in the tint, the others in the measured grey #929292, in light and dark")
    func selectionTint() throws {
        let document = try SceneLoader.load(text: Self.screenWithBars, file: "test.yaml", directory: "/nonexistent")
        for appearance in [Appearance.light, .dark] {
            let root = try Instantiator(document: document, variant: Variant(appearance: appearance, device: .iphone14)).instantiate(document.screens[0])
            var colours: [String: Color] = [:]
            root.forEachNode { node in
                guard let id = node.id else { return }
                if case .text(let text) = node.kind, case .color(let c) = text.color { colours[id] = c }
                if case .image(let image) = node.kind { colours[id] = image.tint }
            }
            let pick = { (name: String) in appearance == .dark ? SystemColors.all[name]!.dark : SystemColors.all[name]!.light }
            let blue = pick("systemBlue"), grey = Color(rgb8: 146, 146, 146)
            #expect(colours["tabBar.item1.label"] == blue && colours["tabBar.item1.icon"] == blue, "\(appearance)")
            #expect(colours["tabBar.item0.label"] == grey && colours["tabBar.item2.icon"] == grey, "\(appearance)")
            #expect(colours["navigationBar.back.title"] == blue && colours["navigationBar.trailing1"] == blue)
        }
    }

    @Test("a bar's id names its parts: two tab bars with ids of their own do not collide")
    func ids() throws {
        let f = try solve(screen("""
        vstack:
          - tabBar:
            items: [{ systemName: house.fill, label: Home }]
            id: top
          - tabBar:
            items: [{ systemName: house.fill, label: Home }]
            id: bottom
        """))
        #expect(f["top.item0"] != nil && f["bottom.item0"] != nil && f["tabBar"] == nil)
    }

    /// SwiftUI: `NavigationStack { Text("Hello").navigationTitle("Inbox").toolbar { … } }`.
    static let stack = screen("""
    navigationStack:
      - text: Hello
        id: hello
        navigationTitle: Inbox
        toolbar: [Edit, { systemName: plus }]
    """)

    @Test("navigationStack: a large title by default, from its view's navigationTitle; the view centred in the space under the bar")
    func navigationStack() throws {
        let f = try solve(Self.stack, device: .iphone15pro)
        let bar = try #require(f["navigationBar"])
        // The bar starts under the status bar, 54.33 pt, above the 59-pt safe area's top: measured
        // on real iPhone 15 Pro and 16 Pro screenshots (NavigationBarMetrics.raise).
        #expect(Self.close(bar.minY, 54.33) && Self.close(bar.height, 96) && Self.close(bar.width, 393), "\(bar)")
        let title = try #require(f["navigationBar.title"])
        #expect(Self.close(title.minX, 16) && Self.close(title.height, 41) && Self.close(bar.maxY - title.maxY, 8), "\(title)")
        #expect(Self.close(f["navigationBar.trailing1"]?.maxX, 393 - 16))
        // Under the bar: 54.33 + 96 = 150.33 down to the bottom safe area, 852 - 34 = 818.
        let hello = try #require(f["hello"])
        #expect(Self.close(hello.midY, (150.33 + 818) / 2) && Self.close(hello.midX, 393 / 2), "\(hello)")
    }

    @Test("navigationStack: navigationBarTitleDisplayMode inline gives the 44-pt bar with the title centred on it; tint colours the toolbar")
    func navigationStackInline() throws {
        let yaml = screen("""
        navigationStack:
          - vstack:
              - text: Hello
            navigationTitle: Inbox
            navigationBarTitleDisplayMode: inline
            toolbar: Done
        tint: "#FF0000"
        """)
        let f = try solve(yaml, device: .iphone14)
        let bar = try #require(f["navigationBar"])
        #expect(Self.close(bar.minY, 47) && Self.close(bar.height, 44), "\(bar)")
        #expect(Self.close(f["navigationBar.title"]?.midX, 390 / 2) && Self.close(f["navigationBar.title"]?.midY, bar.midY))
        let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(device: .iphone14)).instantiate(document.screens[0])
        var done: Color?
        root.forEachNode { node in
            if node.id == "navigationBar.trailing0", case .text(let text) = node.kind, case .color(let c) = text.color { done = c }
        }
        #expect(done == Color(rgb8: 255, 0, 0))
    }

    @Test("navigationStack with back: a pushed screen, its bar under the status bar leading with the chevron and the previous title")
    func navigationStackPushed() throws {
        let f = try solve(screen("""
        navigationStack:
          - text: HealthKit
            navigationBarTitleDisplayMode: inline
        back: Apple Kit
        """), device: .iphone15pro)
        let bar = try #require(f["navigationBar"])
        #expect(Self.close(bar.minY, 54.33) && Self.close(bar.height, 44), "\(bar)")
        let chevron = try #require(f["navigationBar.back.chevron"]), title = try #require(f["navigationBar.back.title"])
        #expect(Self.close(chevron.minX, 9.33) && Self.close(chevron.midY, bar.midY), "\(chevron)")
        #expect(Self.close(title.minX, chevron.maxX + 9) && Self.close(title.midY, bar.midY), "\(title)")
        // Without `back:` the root screen has no back button.
        #expect(try solve(screen("navigationStack:\n  - text: Hi\n    navigationTitle: Inbox"))["navigationBar.back"] == nil)
    }

    @Test("a NavigationStack by SwiftUI's name is the same view; a bad one is refused with the words written")
    func navigationStackErrors() throws {
        #expect(try solve(screen("NavigationStack:\n  - text: Hi\n    navigationTitle: Inbox"))["navigationBar.title"] != nil)
        func message(_ body: String) -> String {
            do { _ = try solve(screen(body)); return "" } catch { return "\(error)" }
        }
        #expect(message("navigationStack:\n  - text: A\n  - text: B").contains("test.yaml:4:7: error: a navigationStack shows one view, its root screen, found 2"))
        #expect(message("navigationStack:\n  - text: A\n    navigationBarTitleDisplayMode: huge").contains("navigationBarTitleDisplayMode"))
        #expect(message("navigationStack:\n  - text: A\n    toolbar: [a, b, c, d]").contains("at most 3 'toolbar' items"))
        #expect(message("navigationStack:\n  - text: A\n    navigationTitl: Inbox").contains("did you mean 'navigationTitle'?"))
    }

    @Test("a bar item's symbol Keyline has no glyph for gets the same located warning as an image's")
    func missingSymbolWarning() throws {
        for body in ["tabBar:\nitems: [{ systemName: infinity, label: Loop }]", "navigationBar: A\ntrailing: { systemName: infinity }"] {
            let document = try SceneLoader.load(text: screen(body), file: "test.yaml", directory: "/nonexistent")
            let warning = try #require(document.warnings.first { $0.code == .symbolMissing }, "\(body)")
            #expect(warning.message == "SF Symbol 'infinity' has no stand-in in Keyline (no infinity glyph in the set); drawing a placeholder")
            #expect(warning.location?.line == 5, "\(body)")
            // The column of the name itself, after "systemName: ".
            #expect(warning.location?.column == (body.hasPrefix("tab") ? 29 : 31), "\(body): \(String(describing: warning.location))")
        }
    }

    @Test("bad bars are refused with the place and what to write")
    func errors() {
        func message(_ body: String) -> String {
            do { _ = try solve(screen(body)); return "" } catch { return "\(error)" }
        }
        // A bar's properties are written beside its key, as every view's are.
        #expect(message("tabBar:\nselection: 0").contains("test.yaml:4:7: error: 'tabBar' needs 'items:'"))
        #expect(message("tabBar:\nitems: [{ systemName: house.fill, label: A }]\nselection: 1").contains("selection"))
        #expect(message("tabBar:\nitems: [1, 2, 3, 4, 5, 6]").contains("at most 5"))
        #expect(message("tabBar:\nitems: [{ systemName: house.fill, title: A }]").contains("test.yaml:5:41: error: unknown key 'title' for a tab"))
        #expect(message("tabBar:\nitems: [{ systemName: chevron.rihgt, label: A }]").contains("did you mean 'chevron.right'?"))
        #expect(message("navigationBar: A\ntrailing: [a, b, c, d]").contains("at most 3"))
        #expect(message("navigationBar: A\ntrailing: { systemName: plus, title: Add }").contains("unknown key 'title' for a bar button"))
        #expect(message("navigationBar: A\ndisplayMode: huge").contains("displayMode"))
    }
}

import KeylineCore
import KeylineLayout
import Testing

/// SwiftUI's `listRowInsets`, `listRowSeparator` and `listRowBackground` on the rows of an
/// insetGrouped list on a 390-pt iPhone, worked by hand as ListLayoutTests does: the card
/// 20 pt in, a row's content 20 pt further by default, 11 pt above and below it, rows at
/// least 44 pt, 35 pt above a section without a header. FixedMeasurer: 10 pt a character,
/// 22-pt body lines.
@Suite struct ListRowModifierTests {
    func tree(_ body: String) throws -> LayoutTree {
        let document = try SceneLoader.load(text: screen(body), file: "test.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(device: .iphone14)).instantiate(document.screens[0])
        return SolvedLayout.solve(root, device: .iphone14, measurer: FixedMeasurer())
    }

    static func list(wifi: String = "", bluetooth: String = "", cellular: String = "") -> String {
        func lines(_ s: String) -> String { s.isEmpty ? "" : "\n" + s.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n") }
        return """
        list:
          - section:
              - text: Wi-Fi
                id: wifi\(lines(wifi))
              - text: Bluetooth
                id: bt\(lines(bluetooth))
              - text: Cellular
                id: cell\(lines(cellular))
        id: list
        """
    }

    func separators(_ t: LayoutTree) -> [LayoutNode] {
        t.nodes.filter { $0.kind == "rect" && abs($0.frame.height - 1.0 / 3) < 1e-9 }
    }

    @Test("listRowInsets replace the row's paddings: the content 24 pt into the card, 20 pt above and below, its separator from the content's edge")
    func insets() throws {
        let t = try tree(Self.list(wifi: "listRowInsets: { leading: 24, vertical: 20 }"))
        let top = try #require(t.frame(of: "list")).minY + 35
        #expect(t.frame(of: "wifi") == Rect(x: 20 + 24, y: top + 20, width: 50, height: 22))
        // The row is 20 + 22 + 20 = 62 tall; the next one keeps the defaults.
        #expect(t.frame(of: "bt") == Rect(x: 40, y: top + 62 + 11, width: 90, height: 22))
        let lines = separators(t)
        #expect(lines.count == 2)
        #expect(lines.first.map { $0.contentFrame.minX == 44 && abs($0.contentFrame.maxY - (top + 62)) < 1e-9 } == true)
    }

    @Test("listRowInsets: 0 puts the content on the card's edge, the row still 44 pt")
    func zeroInsets() throws {
        let t = try tree(Self.list(wifi: "listRowInsets: 0"))
        let top = try #require(t.frame(of: "list")).minY + 35
        #expect(t.frame(of: "wifi") == Rect(x: 20, y: top + 11, width: 50, height: 22))
    }

    @Test("listRowSeparator: hidden takes away the lines above and below that row, as SwiftUI's edges default to all")
    func hiddenSeparator() throws {
        #expect(separators(try tree(Self.list())).count == 2)
        #expect(separators(try tree(Self.list(bluetooth: "listRowSeparator: hidden"))).isEmpty)
        let last = separators(try tree(Self.list(cellular: "listRowSeparator: hidden")))
        #expect(last.count == 1)
        #expect(separators(try tree(Self.list(cellular: "listRowSeparator: visible"))).count == 2)
    }

    @Test("listRowBackground fills that row's frame, over the card")
    func background() throws {
        let t = try tree(Self.list(bluetooth: "listRowBackground: systemYellow"))
        let yellow = t.nodes.filter { $0.kind == "rect" && $0.fill == .color(Color(rgb8: 255, 204, 0)) }
        #expect(yellow.count == 1)
        let top = try #require(t.frame(of: "list")).minY + 35
        #expect(yellow.first?.frame == Rect(x: 20, y: top + 44, width: 350, height: 44))
    }

    @Test("outside a list the words are read and change nothing, as in SwiftUI; a bad value is refused where it is written")
    func outsideAListAndErrors() throws {
        #expect(try tree("text: A\nid: a\nlistRowInsets: 30").frame(of: "a") == (try tree("text: A\nid: a")).frame(of: "a"))
        func message(_ body: String) -> String {
            do { _ = try tree(body); return "" } catch { return "\(error)" }
        }
        let wrong = message(Self.list(bluetooth: "listRowSeparator: hiden"))
        #expect(wrong.contains("test.yaml:10:33: error:") && wrong.contains("did you mean 'hidden'?"), "\(wrong)")
        #expect(message(Self.list(wifi: "listRowInsets: { left: 3 }")).contains("unknown key 'left'"))
    }
}

/// The same modifiers written on a component used as a row, as SwiftUI accepts them on a
/// custom view (`SettingRow(title:).listRowInsets(…)`): they are the row's, not arguments.
@Suite struct ComponentListRowModifierTests {
    static func scene(_ use: String, parameters: String = "title: string") -> String {
        """
        components:
          Row:
            params: { \(parameters) }
            body:
              text: ${title}
              id: label
        """ + "\n" + screen("""
        list:
          - section:
              - Row: { title: Wi-Fi }
                id: wifi
        \(use.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
              - text: Bluetooth
                id: bt
        id: list
        """)
    }

    func tree(_ yaml: String) throws -> LayoutTree {
        let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(device: .iphone14)).instantiate(document.screens[0])
        return SolvedLayout.solve(root, device: .iphone14, measurer: FixedMeasurer())
    }

    func message(_ yaml: String) -> String {
        do { _ = try tree(yaml); return "" } catch { return "\(error)" }
    }

    @Test("listRowInsets on a component's use moves its row's content as on a built-in row")
    func insets() throws {
        let t = try tree(Self.scene("listRowInsets: { leading: 24, vertical: 20 }"))
        let top = try #require(t.frame(of: "list")).minY + 35
        #expect(t.frame(of: "wifi") == Rect(x: 20 + 24, y: top + 20, width: 50, height: 22))
        #expect(t.frame(of: "bt") == Rect(x: 40, y: top + 62 + 11, width: 90, height: 22))
        // Without it the row keeps the defaults: 20 pt in, 11 above.
        let plain = try tree(Self.scene(""))
        #expect(plain.frame(of: "wifi") == Rect(x: 40, y: top + 11, width: 50, height: 22))
    }

    @Test("listRowSeparator and listRowBackground on a component's use")
    func separatorAndBackground() throws {
        let hidden = try tree(Self.scene("listRowSeparator: hidden"))
        #expect(hidden.nodes.filter { $0.kind == "rect" && abs($0.frame.height - 1.0 / 3) < 1e-9 }.isEmpty)
        let t = try tree(Self.scene("listRowBackground: systemYellow"))
        let yellow = t.nodes.filter { $0.kind == "rect" && $0.fill == .color(Color(rgb8: 255, 204, 0)) }
        let top = try #require(t.frame(of: "list")).minY + 35
        #expect(yellow.map(\.frame) == [Rect(x: 20, y: top, width: 350, height: 44)])
    }

    @Test("a component that declares a parameter of that name gets it as an argument, not as the row's insets")
    func declaredParameterWins() throws {
        let t = try tree(Self.scene("listRowInsets: 30", parameters: "title: string, listRowInsets: { type: number, default: 0 }"))
        let top = try #require(t.frame(of: "list")).minY + 35
        #expect(t.frame(of: "wifi") == Rect(x: 40, y: top + 11, width: 50, height: 22))
    }

    @Test("a genuinely unknown key on a use, or a bad value, is still refused where it is written")
    func errors() {
        let unknown = message(Self.scene("listRowInset: 3"))
        #expect(unknown.contains("test.yaml:14:15: error:") && unknown.contains("unknown key 'listRowInset'") && unknown.contains("listRowInsets"), "\(unknown)")
        let wrong = message(Self.scene("listRowSeparator: hiden"))
        #expect(wrong.contains("test.yaml:14:33: error:") && wrong.contains("did you mean 'hidden'?"), "\(wrong)")
    }
}

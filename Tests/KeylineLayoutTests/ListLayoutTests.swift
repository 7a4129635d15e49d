import KeylineCore
import KeylineLayout
import Testing

/// Lists and forms as iOS 17 lays them out, with the numbers of ListMetrics worked by
/// hand: the margin is 20 on every iPhone, so an insetGrouped row's text starts at
/// 20 (section inset) + 20 (row inset) = 40; rows are 11 + text + 11, at least 44;
/// headers and footers are footnote (18 pt lines at Large), 16.83 above a header in the first
/// section (34.5 after a section, 29.4 after a footer), 6.33 between it and the rows, 6 above a
/// footer; 35 above a section without a header, 24.33 when the section before has a footer.
/// FixedMeasurer: 10 pt per character, lines as tall as the style's leading.
@Suite struct ListLayoutTests {
    static let settings = """
    list:
      - section:
          - text: Wi-Fi
            id: wifi
          - navigationLink: Bluetooth
            id: bt
        header: Connections
        footer: Footer
        id: first
      - section:
          - text: General
            id: general
        id: second
    id: list
    """

    func tree(_ body: String, device: Device = .iphone14, appearance: Appearance = .light,
              dynamicType: DynamicTypeSize = .large) throws -> LayoutTree {
        let document = try SceneLoader.load(text: screen(body), file: "test.yaml", directory: "/nonexistent")
        let variant = Variant(appearance: appearance, device: device, dynamicTypeSize: dynamicType)
        let root = try Instantiator(document: document, variant: variant).instantiate(document.screens[0])
        return SolvedLayout.solve(root, device: device, measurer: FixedMeasurer())
    }

    @Test func insetGroupedRowsAndSections() throws {
        let t = try tree(Self.settings)
        let list = try #require(t.frame(of: "list"))
        // The list fills the safe area of the iPhone 14 (47 pt status bar, 34 pt home indicator).
        #expect(list == Rect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        let top = list.minY
        // Header in the list's first section: 16.83 + 18 + 6.33 = 41.16 above the first row
        // (as iOS 17.5 draws it, ListMetrics); the row's text 11 below its top.
        let wifi = try #require(t.frame(of: "wifi"))
        #expect(abs(wifi.minY - (top + 41.16 + 11)) < 1e-9 && wifi.minX == 40 && wifi.width == 50 && wifi.height == 22)
        // The navigation row fills the row between the insets: 390 − 2 × 40 = 310.
        let bt = try #require(t.frame(of: "bt"))
        #expect(abs(bt.minY - (top + 41.16 + 44 + 11)) < 1e-9 && bt.minX == 40 && bt.width == 310)
        // The first section: 41.16 + 2 × 44 + 6 + 18 (footer) = 153.16 tall, full width.
        let first = try #require(t.frame(of: "first"))
        #expect(first.minY == top && first.width == 390 && abs(first.height - 153.16) < 1e-9)
        // The second has no header and follows a footer: 24.33 above it.
        #expect(abs(t.frame(of: "general")!.minY - (top + 153.16 + 24.33 + 11)) < 1e-9)
        #expect(abs(t.frame(of: "second")!.height - (24.33 + 44)) < 1e-9)
    }

    /// The chevron is SF Symbols' chevron.right in tertiaryLabel at the row's trailing inset.
    @Test func navigationRowsEndInAChevron() throws {
        let t = try tree(Self.settings)
        let bt = try #require(t.node(id: "bt"))
        let chevron = try #require(t.children(of: bt).last)
        #expect(chevron.kind == "image")
        #expect(chevron.frame.maxX == 350)
        guard case .image(let image) = chevron.content else { Issue.record("not an image"); return }
        #expect(image.systemName == "chevron.right")
        #expect(image.tint == Color(rgb8: 60, 60, 67, alpha: 0.3))
    }

    /// A separator under every row but the last of a section, one device pixel tall,
    /// from the text's leading edge (40) to the card's trailing edge (370).
    @Test func separatorsAreInsetToTheText() throws {
        let t = try tree(Self.settings)
        let wifiRowBottom = t.frame(of: "wifi")!.maxY + 11
        let separators = t.nodes.filter { $0.kind == "rect" && abs($0.frame.height - 1.0 / 3) < 1e-9 }
        #expect(separators.count == 1)
        // The line itself (its content frame), inside the padding that insets it.
        #expect(separators.first.map { $0.contentFrame.minX == 40 && $0.contentFrame.maxX == 370 && abs($0.contentFrame.maxY - wifiRowBottom) < 1e-9 } == true)
        #expect(separators.first?.fill == .color(Color(rgb8: 60, 60, 67, alpha: 0.29)))
    }

    /// systemGroupedBackground behind, secondarySystemGroupedBackground cards, light and dark.
    @Test func groupedBackgroundColours() throws {
        for (appearance, back, card) in [(Appearance.light, Color(rgb8: 242, 242, 247), Color(rgb8: 255, 255, 255)),
                                         (.dark, Color(rgb8: 0, 0, 0), Color(rgb8: 28, 28, 30))] {
            let t = try tree(Self.settings, appearance: appearance)
            let list = try #require(t.node(id: "list"))
            let background = try #require(t.children(of: list).first)
            #expect(background.fill == .color(back))
            // It reaches under the status bar and the home indicator, as a List's does.
            #expect(background.frame == Rect(x: 0, y: 0, width: 390, height: 844))
            let cards = t.nodes.filter { $0.kind == "roundedRect" }
            #expect(cards.count == 2)
            #expect(cards.allSatisfy { $0.fill == .color(card) && $0.frame.minX == 20 && $0.frame.width == 350 })
        }
    }

    /// Section headers are uppercased footnote text in secondaryLabel, aligned with the rows' text.
    @Test func headersAreUppercaseFootnote() throws {
        let t = try tree(Self.settings)
        let header = try #require(t.nodes.first { $0.text?.string == "CONNECTIONS" })
        #expect(header.text?.font.size == 13)
        #expect(header.contentFrame.minX == 40)
        #expect(t.nodes.contains { $0.text?.string == "Footer" })
    }

    /// Rows grow with Dynamic Type (the 44 pt minimum holds at small sizes): at xxxLarge a
    /// body line is 29 pt, so the row is 11 + 29 + 11 = 51.
    @Test func rowsGrowWithDynamicType() throws {
        let large = try tree(Self.settings)
        let big = try tree(Self.settings, dynamicType: .xxxLarge)
        #expect(big.frame(of: "bt")!.minY - big.frame(of: "wifi")!.minY == 51)
        #expect(large.frame(of: "bt")!.minY - large.frame(of: "wifi")!.minY == 44)
        let small = try tree(Self.settings, dynamicType: .xSmall)
        #expect(small.frame(of: "bt")!.minY - small.frame(of: "wifi")!.minY == 44)
    }

    /// The margin is 20 on the narrowest phone as on the widest (Real screens: 375- to 430-pt
    /// iPhones and windows): text at 40.
    @Test func everyPhoneHasTheSameMargins() throws {
        for device in [Device.iphoneSE, .iphone13mini, .iphone16promax] {
            #expect(try tree(Self.settings, device: device).frame(of: "wifi")?.minX == 40, "\(device.name)")
        }
    }

    /// plain: rows full width on systemBackground, text at the margin, no cards, no gap
    /// between sections; grouped: full-width cards with hairlines above and below.
    @Test func plainAndGroupedStyles() throws {
        let plain = try tree(Self.settings + "\nlistStyle: plain")
        #expect(plain.frame(of: "wifi")?.minX == 20)
        #expect(!plain.nodes.contains { $0.kind == "roundedRect" })
        #expect(plain.children(of: plain.node(id: "list")!).first?.fill == .color(Color(rgb8: 255, 255, 255)))
        // A plain header is a headline (22 pt line) between 11 and 6.
        #expect(plain.frame(of: "wifi")?.minY == plain.frame(of: "list")!.minY + 11 + 22 + 6 + 11)
        #expect(plain.nodes.contains { $0.text?.string == "Connections" })

        let grouped = try tree(Self.settings + "\nlistStyle: grouped")
        #expect(grouped.frame(of: "wifi")?.minX == 20)
        let hairlines = grouped.nodes.filter { $0.kind == "rect" && abs($0.frame.height - 1.0 / 3) < 1e-9 }
        // Per section one above and one below, full width; one between Wi-Fi and Bluetooth.
        #expect(hairlines.filter { $0.contentFrame.width == 390 }.count == 4)
        #expect(hairlines.count == 5)
    }

    /// A form is an insetGrouped list; rows outside sections make a section of their own.
    @Test func formAndLooseRows() throws {
        let t = try tree("""
        form:
          - text: Name
            id: name
          - text: Email
            id: email
        id: form
        """)
        #expect(t.node(id: "form")?.kind == "form")
        #expect(t.frame(of: "name")?.minY == t.frame(of: "form")!.minY + 35 + 11)
        #expect(t.frame(of: "email")!.minY - t.frame(of: "name")!.minY == 44)
    }

    /// Outside a list a navigationLink is its title in the accent colour, without chevron.
    @Test func navigationLinkOutsideAList() throws {
        let t = try tree("vstack:\n  - navigationLink: Next\n    id: next")
        let link = try #require(t.node(id: "next"))
        #expect(t.children(of: link).count == 1)
        #expect(t.children(of: link).first?.text?.color == .color(Color(rgb8: 0, 122, 255)))
    }

    /// A header's space above it depends on what is above (iOS 17.5's lists, ListMetrics):
    /// 16.83 in the first section, 34.5 under a card, 29.4 under a footer.
    @Test func headersSitCloserToAFooterThanToACard() throws {
        let t = try tree("""
        list:
          - section:
              - text: A
                id: a
            header: One
          - section:
              - text: B
                id: b
            header: Two
            footer: Note
          - section:
              - text: C
                id: c
            header: Three
        """)
        let top = try #require(t.frame(of: "a")).minY - 11 - 6.33 - 18 - 16.83
        #expect(abs(top - 47) < 1e-9, "the first header 16.83 pt under the list's top")
        // Row A ends 11 pt under its text; then 34.5 + 18 + 6.33 and B's 11.
        #expect(abs(t.frame(of: "b")!.minY - (t.frame(of: "a")!.maxY + 11 + 34.5 + 18 + 6.33 + 11)) < 1e-9)
        // Under B's footer (6 + 18), 29.4 + 18 + 6.33 and C's 11.
        #expect(abs(t.frame(of: "c")!.minY - (t.frame(of: "b")!.maxY + 11 + 6 + 18 + 29.4 + 18 + 6.33 + 11)) < 1e-9)
    }

    /// `navigationLink:` with views is SwiftUI's `NavigationLink { … } label: { … }`: in a list
    /// (also from inside a component used as the row) the label, then the chevron 12 pt after
    /// it, 1.2 pt inside the row's trailing inset.
    @Test func aNavigationLinkWithALabelOfViewsEndsInAChevron() throws {
        let document = try SceneLoader.load(text: """
        components:
          Cell:
            params: { title: string }
            body:
              navigationLink:
                - vstack:
                    - text: $title
                    - hstack: [{ text: Name }, spacer, { text: Value, id: value }]
                  id: label
        """ + "\n" + screen("""
        list:
          - Cell: { title: Week }
            id: cell
        """), file: "test.yaml", directory: "/nonexistent")
        let variant = Variant(appearance: .light, device: .iphone14, dynamicTypeSize: .large)
        let root = try Instantiator(document: document, variant: variant).instantiate(document.screens[0])
        let t = SolvedLayout.solve(root, device: .iphone14, measurer: FixedMeasurer())
        let cell = try #require(t.node(id: "cell"))
        let chevron = try #require(t.nodes.last { $0.kind == "image" && $0.frame.minY >= cell.frame.minY && $0.frame.maxY <= cell.frame.maxY })
        // The chevron's frame (with its paddings) ends at the row's inset, 390 − 40 = 350.
        #expect(abs(chevron.frame.maxX - 350) < 1e-9)
        #expect(abs(chevron.contentFrame.maxX - (350 - 1.2)) < 1e-9)
        // The label's values end 12 pt before the chevron's ink.
        #expect(abs(t.frame(of: "cell.value")!.maxX - (chevron.contentFrame.minX - 12)) < 1e-9)
    }
}

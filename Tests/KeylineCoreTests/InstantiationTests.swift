import KeylineCore
import Testing

@Suite struct InstantiationTests {
    func root(_ text: String, state: [String: Value] = [:], appearance: Appearance = .light) throws -> ViewNode {
        let document = try loadScene(text)
        return try Instantiator(document: document, variant: Variant(appearance: appearance)).instantiate(document.screens[0], state: state)
    }

    @Test func stateDrivesContentAndVisibility() throws {
        let text = """
        screens:
          main:
            state: { page: 0 }
            body:
              vstack:
                - text: "${page == 2 ? 'Get Started' : 'Next'}"
                - text: Skip
                  if: "${page < 2}"
        """
        let first = try root(text)
        #expect(first.kind.children.count == 2)
        guard case .text(let label) = first.kind.children[0].kind else { Issue.record("text expected"); return }
        #expect(label.content == "Next")

        let last = try root(text, state: ["page": .number(2)])
        #expect(last.kind.children.count == 1)
        guard case .text(let label2) = last.kind.children[0].kind else { Issue.record("text expected"); return }
        #expect(label2.content == "Get Started")
    }

    @Test func foreachRepeatsWithIndexAndKeepsStableIdentities() throws {
        let node = try root("""
        screens:
          main:
            state: { current: 1 }
            body:
              hstack:
                - foreach: 3
                  content:
                    capsule:
                    frame: { width: "${index == current ? 20 : 8}", height: 8 }
                    id: "dot${index}"
        """)
        let dots = node.kind.children
        #expect(dots.map(\.id) == ["dot0", "dot1", "dot2"])
        #expect(Set(dots.map(\.identity)).count == 3)
        guard case .frame(let frame) = dots[1].modifiers[0] else { Issue.record("frame expected"); return }
        #expect(frame.minWidth == 20)
    }

    @Test func componentsTakeArgumentsDefaultsAndSlots() throws {
        let node = try root("""
        components:
          Card:
            params:
              title: string
              emphasis: { type: bool, default: false }
              content: views
            body:
              vstack:
                - text: $title
                  weight: "${emphasis ? 'bold' : 'regular'}"
                - slot: content
        screens:
          main:
            body:
              Card:
                title: Budget
                content:
                  - text: "$$120"
                  - divider
        """)
        let children = node.kind.children
        #expect(children.count == 3)
        guard case .text(let title) = children[0].kind, case .text(let amount) = children[1].kind else {
            Issue.record("texts expected"); return
        }
        #expect(title.content == "Budget")
        #expect(title.font.weight == .regular)
        #expect(amount.content == "$120")
    }

    @Test func idsInsideANamedInstanceArePrefixed() throws {
        let node = try root("""
        components:
          Labelled:
            body:
              vstack:
                - text: Name
                  id: label
        screens:
          main:
            body:
              vstack:
                - Labelled
                  id: first
                - Labelled
                  id: second
        """.replacingOccurrences(of: "- Labelled\n", with: "- Labelled:\n"))
        var ids: [String] = []
        node.forEachNode { if let id = $0.id { ids.append(id) } }
        #expect(ids == ["first", "first.label", "second", "second.label"])
    }

    @Test func darkAppearanceResolvesDarkTokenValues() throws {
        let text = """
        tokens:
          colors:
            ink: { light: "#1E1E1E", dark: "#E0E0E0" }
        screens:
          main:
            body: { text: Hi, color: ink }
        """
        guard case .text(let light) = try root(text).kind, case .text(let dark) = try root(text, appearance: .dark).kind else {
            Issue.record("text expected"); return
        }
        #expect(light.color == .color(Color(hex: "#1E1E1E")!))
        #expect(dark.color == .color(Color(hex: "#E0E0E0")!))
    }

    @Test func colourBackgroundIgnoresTheSafeAreaLikeSwiftUI() throws {
        let node = try root(scene(body: "text: Hi\nbackground: red"))
        guard case .background(let fill, _) = node.modifiers[0] else { Issue.record("background expected"); return }
        guard case .ignoresSafeArea(let edges) = fill.modifiers.first else { Issue.record("ignoresSafeArea expected"); return }
        #expect(edges == .all)
    }

    @Test func theSameViewHasTheSameIdentityInEveryState() throws {
        let text = """
        screens:
          main:
            state: { page: 0 }
            body:
              vstack:
                - text: A
                  if: "${page == 0}"
                - text: B
        """
        let a = try root(text), b = try root(text, state: ["page": .number(1)])
        // "B" keeps its identity although "A" before it disappeared.
        #expect(a.kind.children[1].identity == b.kind.children[0].identity)
    }
}

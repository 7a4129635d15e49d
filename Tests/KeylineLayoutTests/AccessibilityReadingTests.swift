import KeylineCore
import KeylineLayout
import Testing

/// What VoiceOver reads, worked out by hand with the 10-pt-per-character measurer (lines
/// 20 pt): elements, labels, traits, and their order.
@Suite struct AccessibilityReadingTests {
    func reading(_ yaml: String) throws -> (AccessibilityReading, LayoutTree) {
        let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
        let tree = SolvedLayout.solve(root, device: .iphone14, measurer: FixedMeasurer())
        return (AccessibilityReading(tree), tree)
    }

    /// Texts are in `body`, 22 pt a line. The vstack is 390 wide (its first row has a
    /// spacer) and 22 + 22 + 30 + 22 + 22 + 22 + 5 × 8 = 180 tall, centred in the safe area
    /// (47…810): its top is at 47 + (763 − 180) / 2 = 338.5. Rows: Back (0, 338.5) and Skip
    /// (350, 338.5); Title (170, 368.5); the image (175, 398.5), hidden; the pair (146,
    /// 436.5), "Left" and "Right" combined; Secret, hidden by `hidden`; Later (170, 496.5),
    /// sort priority 1.
    @Test func topToBottomLeadingToTrailingThenSortPriority() throws {
        let (reading, tree) = try reading(screen("""
        vstack:
          - hstack:
              - text: Back
                accessibility: { traits: [button] }
                id: back
              - spacer
              - text: Skip
                accessibility: { label: Skip onboarding, traits: [button] }
                id: skip
          - text: Title
            accessibility: { traits: [header] }
            id: title
          - image: hero.png
            accessibility: { hidden: true }
          - hstack:
              - text: Left
              - text: Right
            accessibility: { children: combine }
            id: pair
          - text: Secret
            hidden: true
          - text: Later
            accessibility: { sortPriority: 1 }
            id: later
        """))
        #expect(reading.elements.map(\.label) == ["Later", "Back", "Skip onboarding", "Title", "Left, Right"])
        #expect(reading.elements.map(\.id) == ["later", "back", "skip", "title", "pair"])
        #expect(reading.elements.map(\.traits) == [[.staticText], [.button], [.button], [.header, .staticText], []])
        #expect(reading.elements.map(\.frame) == [
            Rect(x: 170, y: 496.5, width: 50, height: 22), Rect(x: 0, y: 338.5, width: 40, height: 22),
            Rect(x: 350, y: 338.5, width: 40, height: 22), Rect(x: 170, y: 368.5, width: 50, height: 22),
            Rect(x: 146, y: 436.5, width: 98, height: 22),
        ])
        #expect(reading.index(ofNode: try #require(tree.node(id: "skip")).index) == 2)
    }

    /// A component with `role: button` combines its views: its text is its label.
    /// A labelled container keeps its children and says its label first.
    @Test func buttonsCombineAndGroupsContain() throws {
        let (reading, _) = try reading("""
        components:
          Button:
            role: button
            params: { title: string }
            body:
              hstack:
                - image: { systemName: checkmark }
                  accessibility: { hidden: true }
                - text: $title
        screens:
          main:
            body:
              vstack:
                - vstack:
                    - text: One
                    - text: Two
                  accessibility: { label: Numbers, hint: Counts }
                  id: numbers
                - Button: { title: Continue }
                  accessibility: { hint: Opens registration }
                  id: cta
        """)
        #expect(reading.elements.map(\.label) == ["Numbers", "One", "Two", "Continue"])
        #expect(reading.elements.map(\.isGroup) == [true, false, false, false])
        let cta = try #require(reading.elements.last)
        #expect(cta.traits == [.button])
        #expect(cta.hint == "Opens registration")
        #expect(cta.id == "cta")
        #expect(cta.isInteractive)
    }

    /// Tops within half a row's first element's height read as one row, leading first.
    @Test func elementsSlightlyLowerReadInTheSameRow() throws {
        let (reading, _) = try reading(screen("""
        hstack:
          - text: Late
            padding: { top: 8 }
          - text: Early
        alignment: top
        """))
        // "Late" is at y + 8, its neighbour at y: within 11 pt (half of 22), so one row.
        #expect(reading.elements.map(\.label) == ["Late", "Early"])
    }

    @Test func opacityZeroAndHiddenAreNotRead() throws {
        let (reading, _) = try reading(screen("""
        vstack:
          - text: Gone
            opacity: 0
          - vstack:
              - text: Inside
            accessibility: { hidden: true }
          - text: Here
        """))
        #expect(reading.elements.map(\.label) == ["Here"])
    }
}

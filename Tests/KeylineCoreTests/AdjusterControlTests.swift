import KeylineCore
import Testing

/// The colours and values of SwiftUI's label, progress view, slider, stepper, picker and menu
/// in light and dark, from Apple's system colours (HIG, Color: systemBlue #007AFF / #0A84FF;
/// systemGray2's dark value #636366; tertiarySystemFill rgba(118, 118, 128) at 12 % / 24 %;
/// label black / white), and the errors bad arguments give.
@Suite struct AdjusterControlTests {
    func root(_ body: String, appearance: Appearance = .light) throws -> ViewNode {
        let document = try loadScene(scene(body: body))
        return try Instantiator(document: document, variant: Variant(appearance: appearance)).instantiate(document.screens[0])
    }

    func part(_ name: String, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        root.forEachNode { node in if found == nil, node.identity.hasSuffix("/" + name) { found = node } }
        return found
    }

    func count(_ prefix: String, in root: ViewNode) -> Int {
        var n = 0
        root.forEachNode { node in if node.identity.split(separator: "/").last?.hasPrefix(prefix) == true { n += 1 } }
        return n
    }

    func progress(_ node: ViewNode?) -> ProgressSpec? {
        guard case .progress(let p)? = node?.kind else { return nil }
        return p
    }

    func fill(_ node: ViewNode?) -> Color? {
        guard case .shape(let s)? = node?.kind, case .color(let c)? = s.fill else { return nil }
        return c
    }

    func tint(_ node: ViewNode?) -> Color? {
        guard case .image(let i)? = node?.kind else { return nil }
        return i.tint
    }

    func text(_ node: ViewNode?) -> TextSpec? {
        guard case .text(let t)? = node?.kind else { return nil }
        return t
    }

    let blue = (light: Color(rgb8: 0, 122, 255), dark: Color(rgb8: 10, 132, 255))
    let tertiaryFill = (light: Color(rgb8: 118, 118, 128).withAlpha(0.12), dark: Color(rgb8: 118, 118, 128).withAlpha(0.24))

    @Test func aLabelsIconAndTitleShareTheForeground() throws {
        let light = try root("label: Favorites\nsystemImage: star.fill")
        #expect(tint(part("icon", in: light)) == .black)
        #expect(text(part("title", in: light))?.content == "Favorites")
        let dark = try root("label: Favorites\nsystemImage: star.fill\nforegroundStyle: systemBlue", appearance: .dark)
        #expect(tint(part("icon", in: dark)) == blue.dark)
        if case .color(let c)? = text(part("title", in: dark))?.color { #expect(c == blue.dark) } else { Issue.record("a colour expected") }
        // The icon is the symbol named, at the title's size (body, 17 pt at Large).
        guard case .image(let image)? = part("icon", in: light)?.kind else { Issue.record("an icon expected"); return }
        #expect(image.systemName == "star.fill")
        #expect(image.symbol?.pointSize == 17)
    }

    @Test func aLinearProgressViewIsItsValueOverItsTotal() throws {
        for (appearance, accent) in [(Appearance.light, blue.light), (.dark, blue.dark)] {
            let bar = progress(part("bar", in: try root("progressView: Copying\nvalue: 3\ntotal: 4", appearance: appearance)))
            #expect(bar?.value == 0.75)
            #expect(bar?.tint == .color(accent))
            #expect(bar?.thickness == 4)
        }
        // Past the total it is pinned full (Apple's documentation of ProgressView).
        #expect(progress(part("bar", in: try root("progressView:\nvalue: 7\ntotal: 4")))?.value == 1)
        // An explicit linear style without a value: empty.
        #expect(progress(part("bar", in: try root("progressView:\nprogressViewStyle: linear")))?.value == 0)
    }

    @Test func aProgressViewWithoutAValueIsTheSpinner() throws {
        let node = try root("progressView: Loading")
        #expect(part("bar", in: node) == nil)
        #expect(count("spoke", in: node) == 8)
        // Spokes in secondaryLabel (60 % label grey), the first at full strength.
        #expect(fill(part("spoke0", in: node)) == Color(rgb8: 60, 60, 67).withAlpha(0.6))
        #expect(part("row", in: node)?.modifiers.contains { if case .accessibility(let a) = $0 { a.value == "in progress" } else { false } } == true)
    }

    @Test func aSliderFillsToItsValueInTheTint() throws {
        let node = try root("slider: Volume\nvalue: 25\nin: [0, 50]", appearance: .dark)
        let track = progress(part("track", in: node))
        #expect(track?.value == 0.5)
        #expect(track?.tint == .color(blue.dark))
        #expect(track?.thickness == 4)
        #expect(fill(part("thumb", in: node)) == .white)
        // The thumb is moved by the fraction of its travel.
        let thumb = try #require(part("thumb", in: node))
        #expect(thumb.modifiers.contains { if case .relativeOffset(let x, _) = $0 { x == 0.5 } else { false } })
        // Out of range, the value is pinned to the range (UISlider's documentation).
        #expect(progress(part("track", in: try root("slider:\nvalue: -3")))?.value == 0)
    }

    @Test func aStepperDisablesTheHalfAtTheEndOfItsRange() throws {
        let atMinimum = try root("stepper: Quantity\nvalue: 0\nin: [0, 10]")
        // The disabled half's glyph: the label at half strength, as iOS 17.5 draws it
        // (AccessibilitySnapshot's stepper at its minimum, SOURCES.md), not tertiaryLabel.
        #expect(tint(part("decrement", in: atMinimum)) == Color.black.withAlpha(0.5))
        #expect(tint(part("increment", in: atMinimum)) == .black)
        let atMaximum = try root("stepper: Quantity\nvalue: 10\nin: [0, 10]", appearance: .dark)
        #expect(tint(part("decrement", in: atMaximum)) == .white)
        #expect(tint(part("increment", in: atMaximum)) != .white)
        #expect(fill(part("stepper", in: atMinimum)) == tertiaryFill.light)
        #expect(fill(part("stepper", in: atMaximum)) == tertiaryFill.dark)
    }

    @Test func aSegmentedPickerRaisesItsSelection() throws {
        let body = "picker: Flavor\noptions: [Chocolate, Vanilla]\nselection: Vanilla\npickerStyle: segmented"
        let light = try root(body)
        #expect(fill(part("selection", in: light)) == .white)
        #expect(fill(part("track", in: light)) == tertiaryFill.light)
        #expect(text(part("segment1", in: light))?.font.weight == .semibold)
        #expect(text(part("segment0", in: light))?.font.weight == .regular)
        #expect(text(part("segment0", in: light))?.font.size == 13)
        let dark = try root(body, appearance: .dark)
        #expect(fill(part("selection", in: dark)) == Color(rgb8: 99, 99, 102))
    }

    @Test func aMenuPickerAndAMenuAreDrawnInTheTint() throws {
        let picker = try root("picker: Flavor\noptions: [Chocolate, Vanilla]\nselection: Chocolate")
        #expect(text(part("selection", in: picker))?.content == "Chocolate")
        #expect(tint(part("chevron", in: picker)) == blue.light)
        let menu = try root("menu: Sort", appearance: .dark)
        if case .color(let c)? = text(part("label", in: menu))?.color { #expect(c == blue.dark) } else { Issue.record("a colour expected") }
    }

    @Test func swiftUIsNamesAreTheNewControls() throws {
        #expect(ViewKindWord(word: "Label") == .label)
        #expect(ViewKindWord(word: "ProgressView") == .progressView)
        #expect(ViewKindWord(word: "Slider") == .slider)
        #expect(ViewKindWord(word: "Stepper") == .stepper)
        #expect(ViewKindWord(word: "Picker") == .picker)
        #expect(ViewKindWord(word: "Menu") == .menu)
    }

    /// Each bad value is an error at the value: line 5 of the scene, the column of the value.
    @Test func badArgumentsAreErrorsAtTheirValue() throws {
        let cases: [(body: String, code: Diagnostic.Code, line: Int, column: Int, hint: String)] = [
            ("slider:\nin: [5, 1]", .invalidValue, 5, 11, "[minimum, maximum]"),
            ("stepper: Quantity\nin: 3", .typeMismatch, 5, 11, ""),
            ("slider:\nvalue: loud", .typeMismatch, 5, 14, ""),
            ("progressView:\ntotal: 0", .invalidValue, 5, 14, "total"),
            ("picker: Flavor\noptions: [Chocolate, Vanilla]\nselection: Vanila", .invalidValue, 6, 18, "Vanilla"),
            ("picker: Flavor\npickerStyle: wheels\noptions: [A]", .invalidValue, 5, 20, "wheel"),
            ("label: Favorites\nsystemImage: star\nlabelStyle: iconAndTitle", .invalidValue, 6, 19, "titleAndIcon"),
        ]
        for c in cases {
            let errors = sceneErrors(scene(body: c.body))
            #expect(errors.count == 1, "\(c.body)")
            #expect(errors.first?.code == c.code, "\(c.body)")
            #expect(errors.first?.location?.line == c.line, "\(c.body)")
            #expect(errors.first?.location?.column == c.column, "\(c.body)")
            let said = (errors.first?.hint ?? "") + (errors.first?.message ?? "") + (errors.first?.fixIt.map { "\($0)" } ?? "")
            #expect(c.hint.isEmpty || said.contains(c.hint), "\(c.body): \(said)")
        }
    }

    @Test func aLabelNeedsItsSymbolAndAPickerItsOptions() throws {
        let label = sceneErrors(scene(body: "label: Favorites"))
        #expect(label.first?.code == .missingKey)
        #expect(label.first?.hint == "systemImage: star.fill")
        #expect(label.first?.location?.line == 4)
        let picker = sceneErrors(scene(body: "picker: Flavor"))
        #expect(picker.first?.message == "'picker' needs 'options:', the list of choices")
    }
}

import KeylineCore
import KeylineLayout
import Testing

/// SwiftUI's label, progress view, slider, stepper and picker laid out with the fixed measurer
/// (10 pt per character, body lines 22 pt at Large), so each frame is a cited metric plus a
/// number worked by hand: `LabelMetrics` (8 pt between icon and title), `ProgressViewMetrics`
/// (4-pt bar, 20-pt spinner), `SliderMetrics` (31 pt tall, 28-pt thumb), `StepperMetrics`
/// (94 × 32), `SegmentedControlMetrics` (32 pt tall, 2-pt selection inset).
@Suite struct AdjusterControlLayoutTests: ControlLayoutSupport {
    @Test func aLabelIsItsIconThenItsTitleOnOneBaseline() throws {
        let t = try tree("""
        vstack:
          - label: Favorites
            systemImage: star.fill
            id: both
          - label: Favorites
            systemImage: star.fill
            labelStyle: titleOnly
            id: title
          - label: Favorites
            systemImage: star.fill
            labelStyle: iconOnly
            id: icon
        alignment: leading
        """)
        let icon = try #require(part("icon", of: "both", in: t))
        let title = try #require(part("title", of: "both", in: t))
        #expect(title.frame.minX == icon.frame.maxX + 8)
        #expect(title.frame.size == Size(width: 90, height: 22))
        #expect(t.frame(of: "both")!.width == icon.frame.width + 8 + 90)
        // The styles leave out one part: the title alone is as large as the text.
        #expect(t.frame(of: "title")!.size == Size(width: 90, height: 22))
        #expect(part("icon", of: "title", in: t) == nil)
        #expect(t.frame(of: "icon")!.size == icon.frame.size)
        #expect(part("title", of: "icon", in: t) == nil)
    }

    /// The icon takes the title's font, so both grow with Dynamic Type.
    @Test func aLabelsIconGrowsWithItsTitle() throws {
        let body = "label: Favorites\nsystemImage: star.fill\nid: label"
        let large = try #require(part("icon", of: "label", in: try tree(body)))
        let ax3Tree = try tree(body, dynamicType: .accessibility3)
        let ax3 = try #require(part("icon", of: "label", in: ax3Tree))
        // Body is 17 pt at Large and 40 pt at AX3 (HIG): the symbol scales by 40/17.
        #expect(abs(ax3.frame.width / large.frame.width - 40.0 / 17.0) < 0.02)
        #expect(part("title", of: "label", in: ax3Tree)!.frame.height == 48)
    }

    @Test func aLinearProgressViewFillsItsWidthUnderItsTitle() throws {
        let t = try tree("""
        vstack:
          - progressView:
            value: 0.5
            id: bar
          - progressView: Downloading
            value: 0.5
            id: titled
        padding: { horizontal: 16 }
        """)
        #expect(t.frame(of: "bar")!.size == Size(width: 358, height: 4))
        // The title (22-pt line), SwiftUI's 8-pt stack spacing, the 4-pt bar.
        let titled = try #require(t.frame(of: "titled"))
        #expect(titled.size == Size(width: 358, height: 22 + 8 + 4))
        #expect(part("bar", of: "titled", in: t)!.frame.minY == titled.minY + 30)
    }

    @Test func aCircularProgressViewIsTheTwentyPointSpinner() throws {
        let t = try tree("""
        vstack:
          - progressView:
            id: spinner
          - progressView: Loading
            id: titled
        """)
        #expect(t.frame(of: "spinner")!.size == Size(width: 20, height: 20))
        // The spinner over its title: 20 + 8 + 22; as wide as "Loading" (70 pt).
        #expect(t.frame(of: "titled")!.size == Size(width: 70, height: 20 + 8 + 22))
        // It keeps its size at the accessibility sizes (UIActivityIndicatorView does).
        let ax5 = try tree("progressView:\nid: spinner", dynamicType: .accessibility5)
        #expect(ax5.frame(of: "spinner")!.size == Size(width: 20, height: 20))
    }

    @Test func aSliderFillsItsRowBetweenItsValueLabels() throws {
        let t = try tree("""
        vstack:
          - slider: Volume
            value: 0.5
            id: plain
          - slider: Volume
            value: 30
            in: [0, 100]
            minimumValueLabel: "0"
            maximumValueLabel: "100"
            id: labelled
        """)
        let plain = try #require(t.frame(of: "plain"))
        #expect(plain.size == Size(width: 390, height: 34))
        // The 28-pt thumb, centred on the 34-pt slider, its frame 1 pt in (its centre 15 pt
        // from the end at the range's start; the value moves the drawing).
        let thumb = try #require(part("thumb", of: "plain", in: t))
        #expect(thumb.contentFrame == Rect(x: 1, y: plain.minY + 3, width: 28, height: 28))
        // "0" (10 pt) and "100" (30 pt), 8 pt from the track either side.
        let track = try #require(part("track", of: "labelled", in: t))
        #expect(track.frame.width == 390 - 10 - 30 - 16)
        #expect(track.frame.minX == 18)
    }

    @Test func theSliderAndStepperKeepTheirSizeAtEveryDynamicTypeSize() throws {
        let t = try tree("""
        vstack:
          - slider:
            id: slider
          - stepper: Quantity
            value: 2
            id: stepper
        """, dynamicType: .accessibility5)
        #expect(t.frame(of: "slider")!.height == 34)
        #expect(part("stepper", of: "stepper", in: t)!.contentFrame.size == Size(width: 94, height: 32))
        // Body at AX5: a 62-pt line, taller than the stepper.
        #expect(t.frame(of: "stepper")!.height == 62)
    }

    @Test func aStepperIsItsTitleThenTheCapsuleOnTheTrailingEdge() throws {
        let t = try tree("""
        stepper: Quantity
        value: 2
        in: [0, 10]
        id: row
        """)
        let row = try #require(t.frame(of: "row"))
        #expect(row.size == Size(width: 390, height: 32))
        let body = try #require(part("stepper", of: "row", in: t))
        #expect(body.contentFrame == Rect(x: 390 - 94, y: row.minY, width: 94, height: 32))
        // Two halves either side of a 1-pt divider: (94 − 1) / 2 each.
        let minus = try #require(part("decrement", of: "row", in: t))
        let plus = try #require(part("increment", of: "row", in: t))
        #expect(minus.frame == Rect(x: 390 - 94, y: row.minY, width: 46.5, height: 32))
        #expect(plus.frame.minX == 390 - 46.5)
        #expect(part("divider", of: "row", in: t)!.frame.size == Size(width: 1, height: 18))
    }

    @Test func aSegmentedPickerSplitsItsWidthIntoEqualSegments() throws {
        let t = try tree("""
        picker: Flavor
        options: [Chocolate, Vanilla, Mint]
        selection: Vanilla
        pickerStyle: segmented
        id: flavor
        """)
        let control = try #require(t.frame(of: "flavor"))
        #expect(abs(control.width - 390) < 0.001 && abs(control.height - 32) < 0.001)
        // Three segments and two 1-pt dividers across 390 pt, whatever their titles' widths.
        let widths = try (0..<3).map { i in try #require(part("segment\(i)", of: "flavor", in: t)).frame.width }
        for w in widths { #expect(abs(w - 388.0 / 3) < 0.001) }
        // The selection, inset 2 pt inside its segment.
        let segment = try #require(part("segment1", of: "flavor", in: t))
        let selection = try #require(part("selection", of: "flavor", in: t))
        let expected = Rect(x: segment.frame.minX + 2, y: control.minY + 2, width: segment.frame.width - 4, height: 28)
        #expect(abs(selection.contentFrame.minX - expected.minX) < 0.001 && abs(selection.contentFrame.minY - expected.minY) < 0.001)
        #expect(abs(selection.contentFrame.width - expected.width) < 0.001 && abs(selection.contentFrame.height - 28) < 0.001)
    }

    @Test func aMenuPickerIsItsSelectionAndTheChevron() throws {
        let t = try tree("""
        vstack:
          - picker: Flavor
            options: [Chocolate, Vanilla]
            selection: Vanilla
            id: menu
          - menu: Sort
            id: sort
        alignment: leading
        """)
        let selection = try #require(part("selection", of: "menu", in: t))
        let chevron = try #require(part("chevron", of: "menu", in: t))
        #expect(selection.frame.size == Size(width: 70, height: 22))
        #expect(chevron.frame.minX == selection.frame.maxX + 4)
        // The title is not drawn outside a form.
        #expect(part("title", of: "menu", in: t) == nil)
        // A closed menu is its title, as large as the text.
        #expect(t.frame(of: "sort")!.size == Size(width: 40, height: 22))
    }

    /// `keyline layout` names a control by the kind written, not the zstack it expands into.
    @Test func aControlsKindIsItsOwnInTheLayout() throws {
        let t = try tree("""
        vstack:
          - button: Go
            id: go
          - slider:
            id: volume
          - picker: Flavor
            options: [A, B]
            id: flavor
        """)
        #expect(t.node(id: "go")?.kind == "button")
        #expect(t.node(id: "volume")?.kind == "slider")
        #expect(t.node(id: "flavor")?.kind == "picker")
    }
}

import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// SwiftUI's `minimumScaleFactor(_:)` and `allowsTightening(_:)`: a text that does not fit
/// its lines tightens, then shrinks, before it wraps or truncates (TextFitting.swift).
@Suite struct TextFittingTests {
    let renderer = Renderer()

    func label(_ content: String = "SF Symbols", scale: Double = 1, tightening: Bool = false, lineLimit: Int? = nil) -> TextSpec {
        TextSpec(content: content, font: TextStyles.font(.title3, at: .large), color: .color(.black), lineLimit: lineLimit,
                 minimumScaleFactor: scale, allowsTightening: tightening)
    }

    var natural: Double { renderer.measure(label(), width: nil).size.width }

    /// Issue 15's grid label: at 80 % of its width it wraps; with `minimumScaleFactor(0.6)`
    /// it shrinks onto one line, as large as still fits (within 1/1024 of the range).
    @Test func aLineThatDoesNotFitShrinksBeforeItWraps() {
        let width = natural * 0.8
        #expect(renderer.measure(label(), width: width).lineCount == 2)
        let shrunk = renderer.measure(label(scale: 0.6), width: width)
        #expect(shrunk.lineCount == 1)
        #expect(shrunk.size.width <= width)
        #expect(shrunk.size.width > width * 0.98, "the largest scale that fits, not the smallest")
        #expect(shrunk.size.height < renderer.measure(label(), width: nil).size.height)
    }

    /// Shrinking stops at the factor: below it the text wraps (at the smallest size).
    @Test func belowTheFactorItWrapsAtTheSmallestSize() {
        let m = renderer.measure(label(scale: 0.95), width: natural * 0.8)
        #expect(m.lineCount == 2)
        #expect(m.size.height < 2 * renderer.measure(label(), width: nil).size.height, "two lines at 95 %")
        let one = renderer.measure(label(scale: 0.95), width: nil)
        #expect(one.lineCount == 1, "with room it keeps its size")
        #expect(one.size.width == natural)
    }

    /// With a line limit, shrinking comes before the ellipsis.
    @Test func aLimitedLineShrinksBeforeItTruncates() {
        let width = natural * 0.8
        #expect(renderer.measure(label(lineLimit: 1), width: width).isTruncated)
        let m = renderer.measure(label(scale: 0.5, lineLimit: 1), width: width)
        #expect(!m.isTruncated && m.lineCount == 1)
    }

    /// Tightening closes a small gap without shrinking; it cannot close a large one.
    @Test func tighteningFitsALineThatIsSlightlyTooWide() {
        let width = natural * 0.99
        #expect(renderer.measure(label(), width: width).lineCount == 2)
        let tight = renderer.measure(label(tightening: true), width: width)
        #expect(tight.lineCount == 1)
        #expect(tight.size.height == renderer.measure(label(), width: nil).size.height, "the same size, tighter")
        #expect(renderer.measure(label(tightening: true), width: natural * 0.7).lineCount == 2)
    }

    /// What layout measured is what is drawn: the shrunk label draws as one line.
    @Test func theDrawingIsTheFittedText() {
        let width = natural * 0.8
        for spec in [label(), label(scale: 0.6)] {
            let m = renderer.measure(spec, width: width)
            let list = DisplayList(canvas: Size(width: 200, height: 80), background: .white,
                                   items: [.text(spec, Rect(x: 0, y: 0, width: m.size.width, height: m.size.height), wrapWidth: width)])
            let ink = InkProfile(renderer.rasterize(list, scale: 2), scale: 2)
            #expect(ink.lineBands().count == m.lineCount)
        }
    }
}

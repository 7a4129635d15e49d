import KeylineCore
@testable import KeylineLayout
import Testing

/// `scroll`'s `contentOffset`, as UIScrollView's: points scrolled past the top (leading)
/// edge, clamped to where a scroll view rests. iPhone 14: safe area 390×763 at y 47.
@Suite struct ScrollOffsetTests {
    /// The scroll view's top (typed: literal sums inside `#expect` cost the type checker seconds).
    private let top: Double = 328.5
    /// A 200-pt-tall scroll view, centred: y = 47 + (763 − 200) / 2 = 328.5. Its content is
    /// five 100-pt rows with no spacing, 500 pt long; it can rest at 0 … 300.
    private func vertical(offset: Double, rows: Int = 5) -> String {
        var yaml = "scroll:\n"
        for i in 0..<rows { yaml += "  - rect:\n    frame: { width: 100, height: 100 }\n    id: row\(i)\n" }
        return yaml + "spacing: 0\ncontentOffset: \(offset)\nframe: { height: 200 }\nid: scroller"
    }

    @Test func aPositiveOffsetMovesTheContentUp() throws {
        let f = try solve(screen(vertical(offset: 150)))
        #expect(f["scroller"] == Rect(x: 0, y: top, width: 390, height: 200))
        #expect(f["row0"] == Rect(x: 145, y: top - 150, width: 100, height: 100))
        #expect(f["row2"]!.minY == top + 200 - 150)
    }

    @Test func anOffsetPastTheEndRestsAtTheEnd() throws {
        let f = try solve(screen(vertical(offset: 1000)))
        #expect(f["row0"]!.minY == top - 300)
        #expect(f["row4"]!.maxY == f["scroller"]!.maxY, "the last row's bottom on the scroll view's bottom")
    }

    @Test func contentShorterThanTheViewCannotScroll() throws {
        let f = try solve(screen(vertical(offset: 50, rows: 1)))
        #expect(f["row0"]!.minY == 328.5)
    }

    /// Horizontal: a 300-wide scroll view at x = 45 holding four 100-pt columns (400 pt)
    /// rests at 0 … 100.
    @Test func horizontalOffsetsMoveTheContentLeftAndClamp() throws {
        func columns(_ offset: Double) -> String {
            var yaml = "scroll:\n"
            for i in 0..<4 { yaml += "  - rect:\n    frame: { width: 100, height: 50 }\n    id: col\(i)\n" }
            return yaml + "axis: horizontal\nspacing: 0\ncontentOffset: \(offset)\nframe: { width: 300, height: 50 }"
        }
        #expect(try solve(screen(columns(60)))["col0"]!.minX == 45 - 60)
        #expect(try solve(screen(columns(250)))["col0"]!.minX == 45 - 100)
    }

    /// An animated offset can pass its ends (a spring overshooting): at rest it stays in.
    @Test func restingOffsetClampsBothEnds() {
        #expect(ScrollElement.restingOffset(-20, contentLength: 500, viewportLength: 200) == 0)
        #expect(ScrollElement.restingOffset(120, contentLength: 500, viewportLength: 200) == 120)
        #expect(ScrollElement.restingOffset(301, contentLength: 500, viewportLength: 200) == 300)
        #expect(ScrollElement.restingOffset(.nan, contentLength: 500, viewportLength: 200) == 0)
    }
}

import Foundation
import KeylineCompare
import KeylineCore
import KeylinePixels
import Testing

/// The segmented picker's shape on GoCycling's Settings tab (iOS 16, @3x; SOURCES.md): its
/// track's corner row by row, the selected segment's insets and corner, and the shadow the
/// selected segment casts on the track under it, measured with the same rules in the
/// screenshot and in Keyline's render of the scene (`units`, "Imperial | Metric", Metric
/// selected, 150 x 32 pt at x 238). SegmentedControlMetrics cites what they check.
extension RealScreenshotTests {
    struct SegmentedShape {
        /// The track's edges, in pixels (@3x).
        var left = 0, right = 0, top = 0, bottom = 0
        /// How far in from the track's left edge its outline is on each of its first rows
        /// (coverage-weighted), in points, with each row's middle's distance under the track's
        /// top, in points.
        var corner: [(below: Double, inset: Double)] = []
        /// The selected segment (white): its edges, in pixels.
        var thumbLeft = 0, thumbRight = 0, thumbTop = 0, thumbBottom = 0
        /// How much darker than the bare track the track is, 2 to 6 pixels under the selected
        /// segment (its shadow), in 8-bit levels of green.
        var shadowDarkening: [Int] = []
    }

    /// Finds the track on the row `y` (pixels) right of `x`, and the white segment inside it.
    static func measureSegmented(_ image: PixelImage, x: Int, y: Int) throws -> SegmentedShape {
        func green(_ px: Int, _ py: Int) -> Int { Int(image.straightRGBA(x: px, y: py).green) }
        var s = SegmentedShape()
        let white = 255
        var px = x
        while px < image.width - 1, green(px, y) >= white - 2 { px += 1 }
        s.left = px
        // The bare track's colour, 5 pt in from its left edge, where no shadow reaches.
        let track = green(px + 15, y)
        var py = y
        while py > 0, abs(green(px + 24, py - 1) - white) > 2 { py -= 1 }
        s.top = py
        py = y
        while py < image.height - 1, abs(green(px + 24, py + 1) - white) > 2 { py += 1 }
        s.bottom = py + 1
        // The white segment: the first white pixel past the track's edge (the other segment's
        // title is dark, its track grey); its right edge, back from where the track ends.
        var tx = s.left + 3
        while tx < image.width - 1, green(tx, y) < white - 1 { tx += 1 }
        s.thumbLeft = tx
        // The track ends where the form row's white starts again, looked for from 20 pt past
        // the track's expected end (150 pt), back towards it.
        var back = min(image.width - 1, s.left + 170 * 3)
        while back > tx, green(back - 1, y) >= white - 2 { back -= 1 }
        s.right = back
        while back > tx, green(back - 1, y) < white - 1 { back -= 1 }
        s.thumbRight = back
        // The segment's top and bottom, down and up its middle column from the track's edges
        // (the title in its middle rows is not crossed).
        let middle = (s.thumbLeft + s.thumbRight) / 2
        var ty = s.top
        while ty < s.bottom - 1, green(middle, ty) < white - 1 { ty += 1 }
        s.thumbTop = ty
        ty = s.bottom - 1
        while ty > s.top, green(middle, ty) < white - 1 { ty -= 1 }
        s.thumbBottom = ty + 1
        // The track's top-left corner, 9 pt of rows, placed under the track's top to a
        // fraction of a pixel (how much of its first row the track covers).
        func coverage(_ px: Int, _ py: Int) -> Double { min(1, max(0, Double(white - green(px, py)) / Double(white - track))) }
        let exactTop = Double(s.top + 1) - coverage(s.left + 24, s.top)
        for row in s.top..<(s.top + 27) {
            let covered = ((s.left - 3)..<(s.left + 45)).reduce(0) { $0 + coverage($1, row) }
            s.corner.append(((Double(row) + 0.5 - exactTop) / 3, (Double(s.left + 45) - covered - Double(s.left)) / 3))
        }
        // The shadow: the track under the segment's middle against the bare track on the row,
        // 10 pt in from the track's edge (past its corner, under the other segment's title).
        // (The row right under the segment is left out: its edge's antialiasing, not shadow.)
        for below in 1..<6 where s.thumbBottom + below < s.bottom {
            let row = s.thumbBottom + below
            s.shadowDarkening.append(green(s.left + 30, row) - green(middle, row))
        }
        guard s.thumbRight > s.thumbLeft, s.right > s.thumbRight else {
            throw MeasureFailure(description: "no selected segment inside the track")
        }
        return s
    }

    @Test func goCyclingSegmentedPickerShape() throws {
        let (found, shot, render) = try Self.goCycling("settings.png", "settings.yaml")
        let real = try Self.measureSegmented(shot.image, x: 700, y: 951)
        // What a person measures (SOURCES.md): the track 450 x 96 pixels (150 x 32 pt) at
        // (714, 903); the selected segment 6 pixels (2 pt) inside it at the top, the bottom
        // and the end, 71 pt wide; the track 21 levels darker just under the segment.
        #expect(real.left == 714 && real.top == 903 && real.bottom == 999 && real.right == 1164, "\(real)")
        #expect(real.thumbTop - real.top == 6 && real.bottom - real.thumbBottom == 6 && real.right - real.thumbRight == 6, "\(real)")
        #expect(real.thumbRight - real.thumbLeft == 213 && (real.shadowDarkening.first ?? 0) >= 15, "\(real)")

        // Keyline's picker, found where compare finds it (its titles' ink, within 1 pt).
        let units = try #require(found["units"]?.expected)
        let drawn = try Self.measureSegmented(render, x: 700, y: Int((units.midY * 3).rounded()))
        #expect(drawn.bottom - drawn.top == real.bottom - real.top && abs(drawn.top - real.top) <= 3, "track: drawn \(drawn), screenshot \(real)")
        // The selected segment: 2 pt in at the top and the bottom, half the track less the
        // insets wide. (Its end is not compared: Keyline's shadow spills 3 pt past the track's
        // end onto the row, where iOS's track ends clean; docs/controls.md.)
        // Within 1 pt (3 pixels).
        #expect(abs((drawn.thumbTop - drawn.top) - (real.thumbTop - real.top)) <= 3
                && abs((drawn.bottom - drawn.thumbBottom) - (real.bottom - real.thumbBottom)) <= 3
                && abs((drawn.thumbRight - drawn.thumbLeft) - (real.thumbRight - real.thumbLeft)) <= 3,
                "segment: drawn \(drawn), screenshot \(real)")
        // The track's corner, row by row, read between the screenshot's rows at each of
        // Keyline's from 0.5 to 7 pt down: an 8.1-pt continuous corner, within 0.06 pt a row.
        // Within 0.2 here, which tells it from Apple's design file's 9 (0.2 to 0.45 pt further
        // in on these rows) and from 7.6.
        let compared = drawn.corner.filter { $0.below >= 0.5 && $0.below <= 7 }
        #expect(compared.count >= 15)
        for row in compared {
            let expected = try #require(Self.inset(real.corner, at: row.below), "no screenshot row around \(row.below)")
            #expect(abs(row.inset - expected) <= 0.2, "corner \(row.below) pt down: drawn \(row.inset) pt in, screenshot \(expected)")
        }
        // The shadow under the segment: as dark as the screenshot's, pixel row by row.
        #expect(drawn.shadowDarkening.count == real.shadowDarkening.count
                && zip(drawn.shadowDarkening, real.shadowDarkening).allSatisfy { abs($0 - $1) <= 5 },
                "shadow: drawn \(drawn.shadowDarkening), screenshot \(real.shadowDarkening)")
    }
}

import KeylineCore
import KeylineRender
import Testing

/// SwiftUI fills a trimmed shape: the trimmed outline, closed by a straight line, under
/// the non-zero rule. Circles start at 3 o'clock and run clockwise on screen.
@Suite struct TrimmedFillTests {
    // A 100×100 circle centred in iPhone 14's safe area: centre (195, 47 + 381.5), radius 50.
    private let cx = 195.0, cy = 428.5

    private func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red > 250 && p.green < 5 && p.blue < 5 }
    private func isWhite(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red == 255 && p.green == 255 && p.blue == 255 }

    private func circle(trim: String) throws -> RasterImage {
        try render(screen("circle:\nfill: \"#FF0000\"\ntrim: \(trim)\nframe: { width: 100, height: 100 }"))
    }

    /// The arc from 3 to 9 o'clock through 6 o'clock, closed by the diameter: the lower
    /// half disc — not nothing, and not the whole disc.
    @Test func aCircleTrimmedToHalfFillsHalfADisc() throws {
        let image = try circle(trim: "0.5")
        for (dx, dy) in [(0.0, 30.0), (30, 30), (-30, 30), (-45, 5), (45, 5), (0, 45)] {
            #expect(isRed(image.pixel(x: Int(cx + dx), y: Int(cy + dy))), "below the diameter at \(dx), \(dy)")
        }
        for (dx, dy) in [(0.0, -30.0), (30, -30), (-30, -30), (-45, -5), (45, -5), (0, -45)] {
            #expect(isWhite(image.pixel(x: Int(cx + dx), y: Int(cy + dy))), "above the diameter at \(dx), \(dy)")
        }
    }

    /// A quarter (3 to 6 o'clock) is closed by the chord, not by two radii: the segment
    /// beyond the line x + y = cx + 50 + cy is filled, the centre side of it is not.
    @Test func aQuarterIsClosedByItsChordNotAPieSlice() throws {
        let image = try circle(trim: "0.25")
        #expect(isRed(image.pixel(x: Int(cx + 40), y: Int(cy + 25))))      // 47 from the centre, beyond the chord
        #expect(isWhite(image.pixel(x: Int(cx + 10), y: Int(cy + 10))))    // inside the pie, before the chord
        #expect(isWhite(image.pixel(x: Int(cx - 30), y: Int(cy + 30))))    // another quadrant
        #expect(isWhite(image.pixel(x: Int(cx + 30), y: Int(cy - 30))))
    }

    /// `{ from, to }` trims both ends: 0.25…0.75 runs from 6 o'clock through 9 to 12, the
    /// left half disc.
    @Test func bothEndsTrimmedFillTheMiddlePiece() throws {
        let image = try circle(trim: "{ from: 0.25, to: 0.75 }")
        #expect(isRed(image.pixel(x: Int(cx - 30), y: Int(cy))))
        #expect(isWhite(image.pixel(x: Int(cx + 30), y: Int(cy))))
    }
}

import CCairo
import Foundation
import KeylineRender
import Testing

@Suite("EncoderComparison")
struct EncoderComparisonTests {
    @Test("reports each surface's sizes from both encoders, and totals that add up")
    func reportsSizesAndTotals() throws {
        let light = SyntheticUIFrame.light.render(scale: 0.25)
        let sheet = SyntheticUIFrame.translucentSheet.render(scale: 0.25)
        defer { [light, sheet].forEach { cairo_surface_destroy($0) } }

        let result = try EncoderComparison.run(
            [.init(name: "light", surface: light), .init(name: "sheet", surface: sheet)], iterations: 2)

        #expect(result.iterations == 2)
        #expect(result.compressionLevel == PNGEncoder.defaultCompressionLevel)
        #expect(result.entries.map(\.name) == ["light", "sheet"])
        #expect(result.entries[0].keyline.bytes == (try PNGEncoder().encode(surface: light)).count)
        #expect(result.entries[1].cairo.bytes == CairoPNG.write(sheet).count)
        #expect(result.total.keyline.bytes == result.entries[0].keyline.bytes + result.entries[1].keyline.bytes)
        #expect(result.total.cairo.seconds == result.entries[0].cairo.seconds + result.entries[1].cairo.seconds)
        for entry in result.entries + [result.total] {
            #expect(entry.keyline.seconds > 0 && entry.cairo.seconds > 0)
            #expect(entry.speedUp == entry.cairo.seconds / entry.keyline.seconds)
            #expect(entry.sizeRatio == Double(entry.keyline.bytes) / Double(entry.cairo.bytes))
        }
    }

    @Test("a surface that is not ARGB32 is an error, not a bogus number")
    func rejectsOtherFormats() throws {
        let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, 8, 8)!
        defer { cairo_surface_destroy(a8) }
        #expect(throws: PNGEncodingError.self) {
            try EncoderComparison.run([.init(name: "a8", surface: a8)], iterations: 1)
        }
    }
}

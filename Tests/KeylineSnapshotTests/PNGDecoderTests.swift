import CCairo
import Foundation
import KeylineRender
@testable import KeylinePixels
@testable import KeylineSnapshot
import KeylineTestSupport
import Testing

/// The decoder reads what Keyline's encoder, Cairo's writer and other tools write, into the
/// renderer's own pixel format (premultiplied ARGB32), so a decoded golden equals the frame
/// it was written from.
@Suite struct PNGDecoderTests {
    /// Premultiplied as the PNG spec's straight samples say (§12.3): c × a / 255 to nearest.
    /// 255 is odd, so c × a / 255 never falls exactly halfway.
    static func premultiplied(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
        func p(_ c: Int) -> UInt32 { UInt32((Double(c * a) / 255).rounded()) }
        return a == 0 ? 0 : UInt32(a) << 24 | p(r) << 16 | p(g) << 8 | p(b)
    }

    // MARK: Keyline's encoder

    @Test func anOpaqueImageRoundTripsThroughKeylinesEncoder() throws {
        var random = SeededBytes(state: 1)
        // Random colours, and runs of one colour as UI frames have.
        let words = (0..<(97 * 41)).map { i in
            i % 7 < 3 ? opaque(0x0D7377) : opaque(UInt32(random.next()) << 16 | UInt32(random.next()) << 8 | UInt32(random.next()))
        }
        let image = PixelImage(width: 97, height: 41, pixels: words)
        let png = try image.encodedPNG()
        #expect(png[25] == 2, "an opaque image is written as RGB (colour type 2)")
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test func translucentPixelsRoundTripExactlyThroughUnpremultiplying() throws {
        // Every valid premultiplied word (colour ≤ alpha) survives Cairo's un-premultiply on
        // writing and its premultiply on reading: both round to nearest, and going from
        // fewer values (premultiplied) to more (straight) and back loses nothing.
        var words: [UInt32] = []
        for alpha in 0..<256 {
            for c in stride(from: 0, through: alpha, by: max(1, alpha / 15)) {
                words.append(alpha == 0 ? 0 : UInt32(alpha) << 24 | UInt32(c) << 16 | UInt32(alpha - c) << 8 | UInt32(c / 2))
            }
        }
        let width = 64
        while words.count % width != 0 { words.append(0x8040_2010) }
        let image = PixelImage(width: width, height: words.count / width, pixels: words)
        let png = try image.encodedPNG()
        #expect(png[25] == 6, "a translucent image is written as RGBA (colour type 6)")
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test func aRenderedFrameDecodesToItsOwnWords() throws {
        let drawing = CairoDrawing(width: 120, height: 80) { cr in
            cairo_set_source_rgba(cr, 0.05, 0.45, 0.47, 0.6)
            cairo_arc(cr, 60, 40, 30.3, 0, 2 * .pi)
            cairo_fill(cr)
        }
        defer { drawing.destroy() }
        let png = try PNGEncoder().encode(surface: drawing.surface)
        #expect(try PNGDecoder().decode(png) == drawing.image)
    }

    // MARK: Cairo's writer

    @Test func filesWrittenByCairoDecodeToTheSamePixels() throws {
        var random = SeededBytes(state: 7)
        // Noise, gradients and translucent shapes, so libpng picks different filters.
        let drawing = CairoDrawing(width: 160, height: 120, background: nil) { cr in
            let gradient = cairo_pattern_create_linear(0, 0, 160, 120)!
            cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0.2, 0.1, 1)
            cairo_pattern_add_color_stop_rgba(gradient, 1, 0.1, 0.3, 0.9, 0.3)
            cairo_set_source(cr, gradient)
            cairo_paint(cr)
            cairo_pattern_destroy(gradient)
            for _ in 0..<300 {
                cairo_set_source_rgba(cr, Double(random.next()) / 255, Double(random.next()) / 255,
                                      Double(random.next()) / 255, Double(random.next()) / 255)
                cairo_rectangle(cr, Double(random.next() % 160), Double(random.next() % 120), 3.5, 2.25)
                cairo_fill(cr)
            }
        }
        defer { drawing.destroy() }
        let png = drawing.cairoPNG
        let decoded = try PNGDecoder().decode(png)
        #expect(decoded == drawing.image)

        // The file really uses filters other than Up, so this covers more than Keyline's.
        let filters = try png.withBytes { (bytes) throws(PNGDecodingError) in
            let layout = try PNGLayout(bytes, limits: .standard)
            let samples = try DecodedSamples(layout, in: bytes)
            return samples.withScanlines { scanlines in Set((0..<layout.header.height).map { scanlines[$0 * samples.pitch] }) }
        }
        #expect(filters.count >= 2 && filters != [2], "filters used: \(filters.sorted())")
    }

    // MARK: Every colour type and filter

    static let filterSets: [[UInt8]] = [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4]]

    @Test(arguments: filterSets)
    func truecolorWithAlphaUnderEveryFilter(filters: [UInt8]) throws {
        var random = SeededBytes(state: 11)
        let (width, height) = (13, 9)
        let rows = (0..<height).map { _ in (0..<(width * 4)).map { _ in random.next() } }
        let png = HandmadePNG(width: width, height: height, colorType: 6, rows: rows, filters: filters, idatChunkSize: 50)
        let expected = rows.flatMap { row in
            stride(from: 0, to: row.count, by: 4).map { Self.premultiplied(Int(row[$0]), Int(row[$0 + 1]), Int(row[$0 + 2]), Int(row[$0 + 3])) }
        }
        #expect(try PNGDecoder().decode(png.bytes()) == PixelImage(width: width, height: height, pixels: expected))
    }

    @Test(arguments: filterSets)
    func truecolorUnderEveryFilter(filters: [UInt8]) throws {
        var random = SeededBytes(state: 12)
        let (width, height) = (11, 7)
        let rows = (0..<height).map { _ in (0..<(width * 3)).map { _ in random.next() } }
        let png = HandmadePNG(width: width, height: height, colorType: 2, rows: rows, filters: filters)
        let expected = rows.flatMap { row in
            stride(from: 0, to: row.count, by: 3).map { opaque(UInt32(row[$0]) << 16 | UInt32(row[$0 + 1]) << 8 | UInt32(row[$0 + 2])) }
        }
        #expect(try PNGDecoder().decode(png.bytes()) == PixelImage(width: width, height: height, pixels: expected))
    }

    @Test func greyscaleAndGreyscaleWithAlpha() throws {
        let grey = HandmadePNG(width: 4, height: 2, colorType: 0, rows: [[0, 1, 128, 255], [10, 20, 30, 40]], filters: [4, 3])
        #expect(try PNGDecoder().decode(grey.bytes()).pixels
            == [0, 1, 128, 255, 10, 20, 30, 40].map { opaque(UInt32($0) * 0x01_0101) })

        let greyAlpha = HandmadePNG(width: 3, height: 1, colorType: 4, rows: [[200, 255, 200, 128, 77, 0]], filters: [1])
        #expect(try PNGDecoder().decode(greyAlpha.bytes()).pixels
            == [Self.premultiplied(200, 200, 200, 255), Self.premultiplied(200, 200, 200, 128), 0])
    }

    @Test func paletteWithTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let png = HandmadePNG(width: 3, height: 2, colorType: 3, rows: [[0, 1, 2], [2, 2, 0]], filters: [0, 2],
                              palette: palette, transparency: [128, 0])  // entry 2 has no alpha: opaque
        #expect(try PNGDecoder().decode(png.bytes()).pixels == [
            Self.premultiplied(255, 0, 0, 128), 0, opaque(0x0000FF),
            opaque(0x0000FF), opaque(0x0000FF), Self.premultiplied(255, 0, 0, 128),
        ])
    }

    @Test func colourKeyTransparencyForGreyAndTruecolor() throws {
        let grey = HandmadePNG(width: 3, height: 1, colorType: 0, rows: [[5, 6, 5]], transparency: [0, 5])
        #expect(try PNGDecoder().decode(grey.bytes()).pixels == [0, opaque(0x060606), 0])
        let rgb = HandmadePNG(width: 2, height: 1, colorType: 2, rows: [[1, 2, 3, 1, 2, 4]], transparency: [0, 1, 0, 2, 0, 3])
        #expect(try PNGDecoder().decode(rgb.bytes()).pixels == [0, opaque(0x010204)])
        // A key sample of 256 matches no 8-bit sample (and must not spill into its neighbour:
        // green 256 is not red 1).
        let beyond = HandmadePNG(width: 1, height: 1, colorType: 2, rows: [[1, 0, 0]], transparency: [0, 0, 1, 0, 0, 0])
        #expect(try PNGDecoder().decode(beyond.bytes()).pixels == [opaque(0x010000)])
    }

    @Test func ancillaryChunksAreIgnoredAndBytesAfterIENDRefused() throws {
        var png = HandmadePNG(width: 1, height: 1, colorType: 2, rows: [[9, 8, 7]]).bytes()
        // A gAMA chunk after IHDR (ancillary: lower-case first letter).
        png.insert(contentsOf: HandWrittenPNG.chunk("gAMA", [0, 0, 0xB1, 0x8F]), at: 33)
        #expect(try PNGDecoder().decode(png).pixels == [opaque(0x090807)])
        // Junk after IEND: no encoder writes it, and a file is either a PNG or damaged.
        let failure = #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(png + Array("trailing".utf8)) }
        #expect(failure == .malformed(detail: "the file goes on for 8 bytes after the IEND chunk at byte \(png.count - 12) (a PNG ends with IEND)"))
    }

    @Test func aFileOnDiskDecodesAndItsErrorsNameIt() throws {
        let dir = try ScratchDirectory()
        let good = try dir.write("good.png", HandmadePNG(width: 1, height: 1, colorType: 0, rows: [[3]]).bytes())
        #expect(try PNGDecoder().decode(contentsOf: good).pixels == [opaque(0x030303)])

        let missing = dir.url.appendingPathComponent("missing.png").path
        let error = #expect(throws: PNGFileError.self) { try PNGDecoder().decode(contentsOf: missing) }
        #expect(error?.description.hasPrefix("\(missing): cannot read the file: No such file or directory") == true)
    }
}

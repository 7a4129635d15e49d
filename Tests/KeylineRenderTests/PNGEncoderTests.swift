import CCairo
import Foundation
import KeylineRender
import Testing

@Suite("PNGEncoder")
struct PNGEncoderTests {
    /// Odd sizes: single pixel, widths that are not a multiple of 4, single row and
    /// column, and rows padded beyond width * 4 bytes.
    static let sizes: [(width: Int, height: Int, extraStrideWords: Int)] = [
        (1, 1, 0), (3, 2, 0), (5, 7, 3), (7, 3, 1), (1, 9, 2), (33, 1, 0), (61, 17, 5),
    ]

    @Test("opaque pixels come back exactly through Cairo's PNG reader", arguments: sizes)
    func opaqueRoundTrip(size: (width: Int, height: Int, extraStrideWords: Int)) throws {
        var random = SeededRandom(state: UInt64(size.width * 1000 + size.height))
        let image = TestPixels(width: size.width, height: size.height, extraStrideWords: size.extraStrideWords) { _, _ in
            random.opaquePixel()
        }
        let decoded = try #require(CairoPNG.read(try image.encoded()))
        #expect(decoded.format == CAIRO_FORMAT_RGB24)
        #expect(decoded.pixels == image.tight)
    }

    @Test("translucent pixels decode exactly as Cairo's own writer and reader give them", arguments: sizes)
    func translucentRoundTrip(size: (width: Int, height: Int, extraStrideWords: Int)) throws {
        var random = SeededRandom(state: UInt64(size.width * 7 + size.height))
        let image = TestPixels(width: size.width, height: size.height, extraStrideWords: size.extraStrideWords) { _, _ in
            random.premultipliedPixel()
        }
        let ours = try image.encoded()
        let cairos = image.withSurface(CairoPNG.write)
        let oursDecoded = try #require(CairoPNG.read(ours))
        let cairosDecoded = try #require(CairoPNG.read(cairos))
        #expect(oursDecoded.format == CAIRO_FORMAT_ARGB32)
        #expect(oursDecoded.pixels == cairosDecoded.pixels)
        #expect(try DecodedPNG(ours).samples == DecodedPNG(cairos).samples)
    }

    @Test("every (alpha, colour) pair un-premultiplies to the same byte as in Cairo's PNG")
    func unpremultiplyMatchesCairoForAllPairs() throws {
        // Pixel (x, y) has alpha y and red x (when x <= alpha), so the 256x256 image
        // holds every valid premultiplied (alpha, channel) pair, alpha 0 included.
        let image = TestPixels(width: 256, height: 256) { x, y in
            let alpha = UInt32(y), c = UInt32(min(x, y))
            return alpha << 24 | c << 16 | (alpha - c) << 8 | c / 2
        }
        let ours = try DecodedPNG(try image.encoded())
        let cairos = try DecodedPNG(image.withSurface(CairoPNG.write))
        #expect(ours.colorType == 6)
        #expect(ours.samples == cairos.samples)
        // Spot checks of the rounding rule itself: (c * 255 + alpha / 2) / alpha.
        let rowSize = 256 * 4
        #expect(ours.samples[2 * rowSize + 1 * 4] == 128)  // alpha 2, red 1: 256 / 2
        #expect(ours.samples[3 * rowSize + 1 * 4] == 85)  // alpha 3, red 1: 256 / 3
        #expect(ours.samples[0 * rowSize + 0 * 4 ..< 0 * rowSize + 4] == [0, 0, 0, 0])  // alpha 0
    }

    @Test("the file is signature, IHDR, one IDAT, IEND, with valid CRCs and Up-filtered rows")
    func chunkLayout() throws {
        var random = SeededRandom(state: 42)
        let image = TestPixels(width: 13, height: 6) { _, _ in random.premultipliedPixel() }
        let png = try DecodedPNG(try image.encoded())  // throws on a bad signature or CRC
        #expect(png.chunkTypes == ["IHDR", "IDAT", "IEND"])
        #expect(png.width == 13)
        #expect(png.height == 6)
        #expect(png.bitDepth == 8)
        #expect(png.compressionMethod == 0)
        #expect(png.filterMethod == 0)
        #expect(png.interlaceMethod == 0)
        #expect(png.chunks.last?.data.isEmpty == true)
        #expect(png.rowFilters == [UInt8](repeating: 2, count: 6))
    }

    @Test("a corrupted byte is caught by the CRC check (so the check above can fail)")
    func corruptedChunkIsDetected() throws {
        let image = TestPixels(width: 4, height: 4) { _, _ in 0xFF10_2030 }
        var png = try image.encoded()
        png[8 + 8 + 3] ^= 0x01  // inside IHDR's width field
        #expect(throws: DecodedPNG.Failure.self) { try DecodedPNG(png) }
    }

    @Test("RGB for opaque images, RGBA as soon as one pixel is translucent")
    func colourTypeFollowsAlpha() throws {
        let opaque = TestPixels(width: 5, height: 3) { _, _ in 0xFF33_6699 }
        #expect(try DecodedPNG(try opaque.encoded()).colorType == 2)

        let lastPixelTranslucent = TestPixels(width: 5, height: 3) { x, y in
            x == 4 && y == 2 ? 0xFE33_6699 : 0xFF33_6699
        }
        #expect(try DecodedPNG(try lastPixelTranslucent.encoded()).colorType == 6)

        let transparent = TestPixels(width: 5, height: 3) { _, _ in 0 }
        #expect(try DecodedPNG(try transparent.encoded()).colorType == 6)
    }

    @Test("padding bytes between rows do not affect the output")
    func rowPaddingIsIgnored() throws {
        var random = SeededRandom(state: 7)
        let pixels = (0..<(9 * 4)).map { _ in random.premultipliedPixel() }
        let tight = TestPixels(width: 9, height: 4) { x, y in pixels[y * 9 + x] }
        let padded = TestPixels(width: 9, height: 4, extraStrideWords: 3, padding: 0x8012_3456) { x, y in pixels[y * 9 + x] }
        #expect(try padded.encoded() == tight.encoded())
    }

    @Test("same pixels give the same bytes, from the same encoder and from another one")
    func deterministic() throws {
        let frame = SyntheticUIFrame.light.render(scale: 0.5)
        defer { cairo_surface_destroy(frame) }
        let encoder = PNGEncoder()
        let first = try encoder.encode(surface: frame)
        #expect(try encoder.encode(surface: frame) == first)
        #expect(try PNGEncoder().encode(surface: frame) == first)
    }

    @Test("an encoder reused across sizes and colour types gives what a fresh one gives")
    func reuseDoesNotLeakState() throws {
        var random = SeededRandom(state: 99)
        let images = [
            TestPixels(width: 40, height: 30) { _, _ in random.premultipliedPixel() },
            TestPixels(width: 3, height: 2) { _, _ in random.opaquePixel() },
            TestPixels(width: 17, height: 9) { _, _ in random.premultipliedPixel() },
            TestPixels(width: 40, height: 30) { x, _ in x.isMultiple(of: 2) ? 0xFF00_0000 : 0xFFFF_FFFF },
        ]
        let reused = PNGEncoder()
        for image in images {
            #expect(try image.encoded(with: reused) == image.encoded(with: PNGEncoder()))
        }
    }

    @Test("encode(surface:) flushes the surface and matches encoding its raw pixels")
    func surfaceConvenience() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 31, 23)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 0.2, 0.5, 0.9, 0.6)
        cairo_arc(cr, 15, 11, 9.5, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_destroy(cr)

        let fromSurface = try PNGEncoder().encode(surface: surface)
        let fromPixels = try PNGEncoder().encode(
            argb32: UnsafeRawPointer(cairo_image_surface_get_data(surface)!), width: 31, height: 23,
            stride: Int(cairo_image_surface_get_stride(surface)))
        #expect(fromSurface == fromPixels)
        #expect(CairoPNG.read(fromSurface)?.pixels == CairoPNG.read(CairoPNG.write(surface))?.pixels)
    }

    @Test("invalid sizes, strides and surfaces are rejected with a reason")
    func invalidInputs() throws {
        let pixels = [UInt32](repeating: 0, count: 16)
        pixels.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!
            #expect(throws: PNGEncodingError.invalidSize(width: 0, height: 4)) {
                try PNGEncoder().encode(argb32: base, width: 0, height: 4, stride: 16)
            }
            #expect(throws: PNGEncodingError.invalidSize(width: 4, height: -1)) {
                try PNGEncoder().encode(argb32: base, width: 4, height: -1, stride: 16)
            }
            #expect(throws: PNGEncodingError.strideTooSmall(stride: 12, width: 4)) {
                try PNGEncoder().encode(argb32: base, width: 4, height: 4, stride: 12)
            }
        }
        let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, 4, 4)!
        defer { cairo_surface_destroy(a8) }
        let error = #expect(throws: PNGEncodingError.self) { try PNGEncoder().encode(surface: a8) }
        #expect(error?.description.contains("ARGB32") == true)
    }

    @Test("UI-like frames decode to the same pixels as Cairo's own round trip", arguments: SyntheticUIFrame.allCases)
    func uiFrames(kind: SyntheticUIFrame) throws {
        let frame = kind.render(scale: 0.5)
        defer { cairo_surface_destroy(frame) }
        let ours = try PNGEncoder().encode(surface: frame)
        let decoded = try #require(CairoPNG.read(ours))
        #expect(decoded.pixels == CairoPNG.read(CairoPNG.write(frame))?.pixels)
        #expect((kind == .translucentSheet) == (decoded.format == CAIRO_FORMAT_ARGB32))
    }

    @Test("a pool used from many threads at once gives the bytes a single encoder gives")
    func poolUnderConcurrency() throws {
        var random = SeededRandom(state: 5)
        let images = (0..<4).map { i in
            TestPixels(width: 50 + i * 13, height: 40) { _, _ in i.isMultiple(of: 2) ? random.opaquePixel() : random.premultipliedPixel() }
        }
        let expected = try images.map { try $0.encoded() }
        let pool = PNGEncoderPool()
        let results = LockedResults(count: 32)
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            let image = images[i % images.count]
            let bytes = image.words.withUnsafeBytes { buffer in
                try? pool.withEncoder {
                    try $0.encode(argb32: buffer.baseAddress!, width: image.width, height: image.height, stride: image.strideBytes)
                }
            }
            results.set(i, bytes)
        }
        for i in 0..<32 {
            #expect(results.get(i) == expected[i % images.count])
        }
    }
}

/// Results written by concurrent workers.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UInt8]?]

    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: [UInt8]?) { lock.withLock { values[i] = value } }
    func get(_ i: Int) -> [UInt8]? { lock.withLock { values[i] } }
}

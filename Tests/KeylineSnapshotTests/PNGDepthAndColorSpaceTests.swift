import Foundation
@testable import KeylinePixels
import KeylineTestSupport
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PNGDepthFixtures")

/// Screenshots as the simulator and devices write them: 16 bits per sample, interlaced
/// (Adam7), tagged Display P3. Expectations come from an independent encoder (ImageMagick,
/// PNGDepthFixtures/SOURCES.md), from the PNG spec's arithmetic, and from CSS Color 4's
/// published matrices.
@Suite struct PNGDepthAndColorSpaceTests {
    func decode(_ name: String) throws -> PixelImage {
        try PNGDecoder().decode(contentsOf: fixtures.appendingPathComponent(name).path)
    }

    @Test("16-bit and interlaced files decode to the 8-bit, non-interlaced file's pixels",
          arguments: ["rgba16.png", "rgba8-interlaced.png", "rgba16-interlaced.png"])
    func sameAsEightBit(_ name: String) throws {
        let reference = try decode("rgba8.png")
        #expect(reference.width == 37 && reference.height == 23)
        #expect(Set(reference.pixels.map { $0 >> 24 }).count > 2, "the fixture has several alphas")
        #expect(try decode(name) == reference)
    }

    @Test func opaque16BitFilesDecodeToTheir8BitPixels() throws {
        let reference = try decode("rgb8.png")
        #expect(try decode("rgb16.png") == reference)
        #expect(try decode("rgb16-interlaced.png") == reference)
    }

    @Test func a16BitGreyscaleInterlacedFileDecodesAsItsNonInterlacedTwin() throws {
        // The same 16-bit greys, interlaced and not (ImageMagick wrote both); the rounding
        // itself is `sixteenBitSamplesRoundToNearest`'s.
        let image = try decode("grey16-interlaced.png")
        #expect(image == (try decode("grey16.png")))
        #expect(image.pixels.allSatisfy { $0 >> 24 == 0xFF && ($0 >> 16 & 0xFF) == ($0 & 0xFF) && ($0 >> 8 & 0xFF) == ($0 & 0xFF) })
        #expect(Set(image.pixels).count > 50, "many greys")
    }

    @Test func sixteenBitSamplesRoundToNearest() throws {
        // 128 / 257 = 0.498 → 0; 129 / 257 = 0.502 → 1; 0x8080 / 257 = 128 exactly; 65535 → 255.
        let samples: [UInt16] = [128, 129, 0x8080, 0xFFFF]
        let png = HandmadePNG(width: 4, height: 1, bitDepth: 16, colorType: 0, rows: [samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }])
        let image = try PNGDecoder().decode(png.bytes())
        #expect(image.pixels == [0xFF00_0000, 0xFF01_0101, 0xFF80_8080, 0xFFFF_FFFF])
    }

    @Test func a16BitTransparentColourMatchesAllSixteenBits() throws {
        // 0x1234 and 0x1235 reduce to the same 8-bit value; only the exact key is transparent.
        let key: [UInt8] = [0x12, 0x34, 0, 0, 0xFF, 0xFF]
        let rows: [[UInt8]] = [[0x12, 0x34, 0, 0, 0xFF, 0xFF, 0x12, 0x35, 0, 0, 0xFF, 0xFF]]
        let png = HandmadePNG(width: 2, height: 1, bitDepth: 16, colorType: 2, rows: rows, transparency: key)
        let image = try PNGDecoder().decode(png.bytes())
        #expect(image.pixels == [0, 0xFF12_00FF])
    }

    @Test func aOnePixelInterlacedImageStoresOnlyItsFirstPass() throws {
        // Adam7 pass 1 holds pixel (0, 0); passes 2-7 are empty and store nothing (§8.2).
        let png = HandmadePNG(width: 1, height: 1, colorType: 2, interlace: 1, rows: [[10, 20, 30]])
        #expect(try PNGDecoder().decode(png.bytes()).pixels == [0xFF0A_141E])
        func readHeader(_ bytes: [UInt8]) throws -> PNGImageHeader {
            try bytes.withUnsafeBytes { try PNGDecoder().header(of: $0) }
        }
        var header = try readHeader(png.bytes())
        #expect(header.storedImageDataBytes == 4)
        // Pass sizes for 9x9 from the spec's figure (§8.2): the pass of each pixel of an 8x8 block,
        // counted over the image.
        let figure = ["16462646", "77777777", "56565656", "77777777", "36463646", "77777777", "56565656", "77777777"].map { Array($0) }
        var expected: [String] = []
        for pass in 1...7 {
            var columns = Set<Int>(), rows = Set<Int>()
            for y in 0..<9 {
                for x in 0..<9 where figure[y % 8][x % 8] == Character(String(pass)) {
                    columns.insert(x)
                    rows.insert(y)
                }
            }
            expected.append("\(columns.count)x\(rows.count)")
        }
        header = try readHeader(HandmadePNG(width: 9, height: 9, colorType: 0, interlace: 1, rows: []).bytes(zlib: [0x78, 0x01]))
        #expect(header.passes.map { "\($0.width)x\($0.height)" } == expected)
        var stored = 0
        for pass in header.passes where !pass.isEmpty { stored += pass.height * (1 + pass.width) }
        #expect(header.storedImageDataBytes == stored)
    }

    @Test func aBadFilterInALaterPassIsNamedByItsStoredRow() throws {
        // 8x8 grey, interlaced: passes of 1x1, 1x1, 2x1, 2x2, 4x2, 4x4, 8x4 rows → 15 rows stored.
        var stored: [UInt8] = []
        for pass in [(1, 1), (1, 1), (2, 1), (2, 2), (4, 2), (4, 4), (8, 4)] {
            for _ in 0..<pass.1 { stored += [0] + [UInt8](repeating: 7, count: pass.0) }
        }
        stored[2 + 2] = 9  // pass 3's only row, the third stored row
        let png = HandmadePNG(width: 8, height: 8, colorType: 0, interlace: 1, rows: []).bytes(zlib: HandmadePNG.zlibCompress(stored))
        #expect(throws: PNGDecodingError.invalidFilter(row: 2, type: 9)) { try PNGDecoder().decode(png) }
    }

    // MARK: Colour spaces

    /// A PNG with extra chunks right after IHDR.
    func tagged(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        let png = HandmadePNG(width: 1, height: 1, colorType: 2, rows: [[200, 100, 50]]).bytes()
        return Array(png[..<33]) + chunks.flatMap { HandWrittenPNG.chunk($0.0, $0.1) } + Array(png[33...])
    }

    /// A minimal ICC profile: a 128-byte header, then rXYZ, gXYZ and bXYZ (ICC.1:2010 §7, §10.31).
    func profile(_ colorants: [[Double]]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 128) + HandWrittenPNG.bigEndian(3)
        let tags = ["rXYZ", "gXYZ", "bXYZ"]
        for (i, tag) in tags.enumerated() {
            bytes += Array(tag.utf8) + HandWrittenPNG.bigEndian(UInt32(132 + 36 + 20 * i)) + HandWrittenPNG.bigEndian(20)
        }
        for xyz in colorants {
            bytes += Array("XYZ ".utf8) + [0, 0, 0, 0] + xyz.flatMap { HandWrittenPNG.bigEndian(UInt32(bitPattern: Int32(($0 * 65536).rounded()))) }
        }
        return bytes
    }

    func iCCP(_ name: String, _ profile: [UInt8]) -> (String, [UInt8]) {
        ("iCCP", Array(name.utf8) + [0, 0] + HandmadePNG.zlibCompress(profile))
    }

    func space(_ png: [UInt8]) throws -> PNGColorSpace { try PNGDecoder().decodeTagged(png).colorSpace }

    @Test func theColourSpaceComesFromCICPThenICCPThenSRGB() throws {
        // The colorants of Apple's "Display P3.icc" and of the ICC's sRGB profile (D50), as those profiles store them.
        let appleP3 = profile([[0.515121, 0.241182, -0.001050], [0.291977, 0.692245, 0.041885], [0.157104, 0.066574, 0.784073]])
        let iccSRGB = profile([[0.436066, 0.222488, 0.013916], [0.385147, 0.716873, 0.097076], [0.143066, 0.060608, 0.714096]])
        #expect(try space(tagged([])) == .sRGB)
        #expect(try space(tagged([("sRGB", [0])])) == .sRGB)
        #expect(try space(tagged([iCCP("Display P3", appleP3)])) == .displayP3)
        #expect(try space(tagged([iCCP("anything", iccSRGB)])) == .sRGB)
        #expect(try space(tagged([("cICP", [12, 13, 0, 1])])) == .displayP3)
        #expect(try space(tagged([("cICP", [1, 13, 0, 1]), iCCP("Display P3", appleP3)])) == .sRGB, "cICP ranks above iCCP")
        #expect(try space(tagged([("cICP", [9, 16, 0, 1])])) == .other("cICP primaries 9, transfer 16"))
        #expect(try space(tagged([iCCP("Broken", [1, 2, 3])])) == .other("the ICC profile 'Broken'"))
        #expect(try space(tagged([("iCCP", [0, 0, 0])])) == .other("a damaged iCCP chunk"))
    }

    @Test func theP3ToSRGBMatrixIsCSSColor4s() {
        // CSS Color 4 §18 sample code (https://www.w3.org/TR/css-color-4/#color-conversion-code):
        // lin_P3_to_XYZ and XYZ_to_lin_sRGB, multiplied here.
        let p3ToXYZ = Matrix3(rows: [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
                                     [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
                                     [0.0, 0.04511338185890264, 1.043944368900976]])
        let xyzToSRGB = Matrix3(rows: [[3.2409699419045226, -1.537383177570094, -0.4986107602930034],
                                       [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
                                       [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]])
        let expected = xyzToSRGB * p3ToXYZ
        for (a, b) in zip(ColorMatrices.displayP3ToSRGB.m, expected.m) { #expect(abs(a - b) < 1e-4) }
    }

    @Test func displayP3PixelsConvertToSRGB() throws {
        // White and greys stay (same white point, same curve); P3's pure red lies outside sRGB
        // and clips to sRGB's red; (200, 100, 50) by CSS Color 4's numbers is sRGB (215, 93, 31).
        let words: [UInt32] = [0xFFFF_FFFF, 0xFF80_8080, 0xFFFF_0000, 0xFFC8_6432, 0]
        let image = PixelImage(width: 5, height: 1, pixels: words).convertedToSRGB(from: .displayP3)
        #expect(image.pixels[0] == 0xFFFF_FFFF)
        #expect(image.pixels[1] == 0xFF80_8080)
        #expect(image.pixels[2] == 0xFFFF_0000)
        #expect(image.pixels[4] == 0)
        let (r, g, b, _) = PixelWord.straight(image.pixels[3])
        #expect(abs(Int(r) - 215) <= 1 && abs(Int(g) - 93) <= 1 && abs(Int(b) - 31) <= 1, "got \(r), \(g), \(b)")
        #expect(PixelImage(width: 5, height: 1, pixels: words).convertedToSRGB(from: .sRGB).pixels == words)
    }
}

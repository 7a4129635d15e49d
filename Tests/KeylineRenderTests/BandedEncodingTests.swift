import CCairo
import CDeflate
@testable import KeylinePixels
@testable import KeylineRender
import Testing

/// Frames taller than one band exercise the joins between independently compressed
/// bands; reuse of unchanged bands must give exactly the bytes a fresh encoder gives.
@Suite struct BandedEncodingTests {
    /// A flat UI-like image with stripes and noise in a few places, `height` rows.
    func frame(width: Int = 300, height: Int = 700, seed: UInt64, changedRows: Range<Int>? = nil) -> TestPixels {
        var random = seed
        return TestPixels(width: width, height: height) { x, y in
            let inChange = changedRows?.contains(y) ?? false
            if (y / 37) % 5 == 0 || inChange {
                random = random &* 6364136223846793005 &+ 1442695040888963407
                return 0xFF00_0000 | UInt32(truncatingIfNeeded: random >> 40) & 0x00FF_FFFF
            }
            return x < width / 2 ? 0xFFF2_F2F7 : 0xFF0D_7377
        }
    }

    @Test(arguments: [65, 128, 700, 1000])
    func multiBandImagesDecodeExactly(height: Int) throws {
        let image = frame(height: height, seed: 7)
        let png = try image.encoded()
        let decoded = try #require(CairoPNG.read(png))
        #expect(decoded.pixels == image.tight)
    }

    @Test func reusedBandsGiveTheSameBytesAsAFreshEncoder() throws {
        let encoder = PNGEncoder()
        let first = frame(seed: 1)
        // Same picture except rows 200..<260 (parts of two bands).
        let second = frame(seed: 1, changedRows: 200..<260)
        _ = try first.encoded(with: encoder)
        let reused = try second.encoded(with: encoder)
        let fresh = try second.encoded(with: PNGEncoder())
        #expect(reused == fresh)
        #expect(CairoPNG.read(reused)?.pixels == second.tight)
    }

    /// A band is re-encoded when only the row above it changed (the Up filter reads it), when
    /// the colour type flips (one translucent pixel anywhere makes every band RGBA), and back.
    @Test func aChangeOnlyInTheRowAboveABandOrInOpacityIsNotMissed() throws {
        let encoder = PNGEncoder()
        let base = frame(seed: 3)
        // Row 63 is band 0's last row: band 1 (rows 64…127) filters its first row against it.
        let lastRowOfBand0 = frame(seed: 3, changedRows: 63..<64)
        var translucent = lastRowOfBand0
        translucent.words[600 * translucent.strideWords + 5] = 0  // transparent: decodes back exactly
        for image in [base, lastRowOfBand0, translucent, lastRowOfBand0, base, base] {
            let reused = try image.encoded(with: encoder)
            #expect(reused == (try image.encoded(with: PNGEncoder())))
            #expect(CairoPNG.read(reused)?.pixels == image.tight)
        }
    }

    /// The stream's checksum is combined from the bands' own: the same as Adler-32 over all
    /// the bytes, for lengths around the modulus and bytes that make both sums wrap.
    @Test(arguments: [0, 1, 5552, 65520, 65521, 65522, 200_000])
    func adlerCombinedFromPartsIsAdlerOfTheWhole(secondLength: Int) {
        var random: UInt64 = 42
        let bytes = (0..<(70_000 + secondLength)).map { _ -> UInt8 in
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return random >> 60 == 0 ? UInt8(truncatingIfNeeded: random >> 32) : 0xFF
        }
        let first = Array(bytes[..<70_000]), second = Array(bytes[70_000...])
        let whole = libdeflate_adler32(1, bytes, bytes.count)
        let combined = Adler32.combine(libdeflate_adler32(1, first, first.count), libdeflate_adler32(1, second, second.count), count: second.count)
        #expect(combined == whole)
        #expect(Adler32.combine(1, whole, count: bytes.count) == whole)
    }

    /// The walker finds the true end of libdeflate's streams at every level, checked by
    /// libdeflate's own decompressor, which reports how many bytes it consumed.
    @Test(arguments: [1, 5, 9, 12])
    func walkerAgreesWithLibdeflate(level: Int32) throws {
        let image = frame(height: 64, seed: UInt64(level))
        let input = image.words.withUnsafeBytes { Array($0) }
        let compressor = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(compressor) }
        var output = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, input.count))
        let written = libdeflate_deflate_compress(compressor, input, input.count, &output, output.count)
        let compressed = Array(output[..<written])
        let shape = try compressed.withUnsafeBytes { try DeflateStreamWalker.shape(of: $0) }
        let decompressor = libdeflate_alloc_decompressor()!
        defer { libdeflate_free_decompressor(decompressor) }
        var restored = [UInt8](repeating: 0, count: input.count)
        var consumed = 0, produced = 0
        let result = libdeflate_deflate_decompress_ex(decompressor, compressed, compressed.count, &restored, restored.count, &consumed, &produced)
        #expect(result == LIBDEFLATE_SUCCESS)
        #expect((shape.endBit + 7) / 8 == consumed)
        #expect(shape.lastBlockHeaderBit < shape.endBit)
        // BFINAL is set in the header the walker found.
        #expect(compressed[shape.lastBlockHeaderBit / 8] >> UInt8(shape.lastBlockHeaderBit % 8) & 1 == 1)
    }
}

import KeylineSnapshot
import Testing

/// File against file, as `keyline diff` compares: the shortcut for equal image data must
/// never let a damaged pair pass, and different encodings of equal pixels are equal.
@Suite struct PNGFileComparisonTests {
    static let image = PixelImage(width: 20, height: 10, pixels: (0..<200).map { opaque(UInt32($0 * 77_777) & 0xFFFFFF) })

    @Test func theSameFileTwiceIsIdentical() throws {
        let dir = try ScratchDirectory()
        let a = try dir.write("a.png", try Self.image.encodedPNG())
        let b = try dir.write("b.png", try Self.image.encodedPNG())
        let result = try PNGFileComparison.compare(expected: a, actual: b, drawingDiff: true)
        #expect(result.verdict == .identical)
        #expect(result.diffImage?.width == 20)
    }

    @Test func equalPixelsInDifferentEncodingsAreIdentical() throws {
        // Keyline's encoder (Up, libdeflate) against a hand-made file (Paeth and Sub, zlib
        // at another level, IDAT in 7-byte chunks): different bytes, the same pixels.
        let rows = (0..<10).map { y in (0..<20).flatMap { x -> [UInt8] in
            let w = Self.image[x, y]
            return [UInt8(w >> 16 & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(w & 0xFF)]
        } }
        let handmade = HandmadePNG(width: 20, height: 10, colorType: 2, rows: rows, filters: [4, 1], idatChunkSize: 7)
        let dir = try ScratchDirectory()
        let a = try dir.write("a.png", try Self.image.encodedPNG())
        let b = try dir.write("b.png", handmade.bytes())
        #expect(try PNGFileComparison.compare(expected: a, actual: b).verdict == .identical)
    }

    @Test func equalButDamagedImageDataStillFails() throws {
        // Both files hold the same corrupt stream (CRCs right): equal bytes prove equal pixels
        // only for data that decodes, so the shortcut must still decode one of them.
        let zlib = HandmadePNG.zlibCompress([UInt8](repeating: 0, count: 10 * 61))
        let png = HandmadePNG(width: 20, height: 10, colorType: 2, rows: [], filters: [0]).bytes(zlib: Array(zlib.dropLast(5)))
        let dir = try ScratchDirectory()
        let a = try dir.write("a.png", png)
        let b = try dir.write("b.png", png)
        let failure = #expect(throws: PNGFileError.self) { try PNGFileComparison.compare(expected: a, actual: b) }
        #expect(failure?.path == a)
        #expect(failure?.error == .imageDataCorrupt)
    }

    @Test func equalFilesWithABadFilterOrPaletteIndexStillFail() throws {
        let dir = try ScratchDirectory()
        var filtered = HandmadePNG(width: 2, height: 3, colorType: 2, rows: [[UInt8]](repeating: [1, 2, 3, 4, 5, 6], count: 3))
        filtered.filters = [0, 7]
        let a = try dir.write("a.png", filtered.bytes())
        let b = try dir.write("b.png", filtered.bytes())
        let badFilter = #expect(throws: PNGFileError.self) { try PNGFileComparison.compare(expected: a, actual: b) }
        #expect(badFilter?.error == .invalidFilter(row: 1, type: 7))

        let indexed = HandmadePNG(width: 2, height: 1, colorType: 3, rows: [[0, 3]], palette: [0, 0, 0, 9, 9, 9])
        let c = try dir.write("c.png", indexed.bytes())
        let d = try dir.write("d.png", indexed.bytes())
        let badIndex = #expect(throws: PNGFileError.self) { try PNGFileComparison.compare(expected: c, actual: d) }
        #expect(badIndex?.error == .paletteIndexOutOfRange(index: 3, paletteSize: 2, row: 0))
    }

    @Test func aDamagedActualFileIsNamed() throws {
        let dir = try ScratchDirectory()
        let a = try dir.write("a.png", try Self.image.encodedPNG())
        let b = try dir.write("b.png", Array(try Self.image.encodedPNG().dropLast(20)))
        let failure = #expect(throws: PNGFileError.self) { try PNGFileComparison.compare(expected: a, actual: b) }
        #expect(failure?.path == b)
        #expect(failure?.description.hasPrefix("\(b): truncated: ") == true)
    }

    @Test func aGoldenFileComparesWithAnImageInMemory() throws {
        let dir = try ScratchDirectory()
        let golden = try dir.write("golden.png", try Self.image.encodedPNG())
        #expect(try PNGFileComparison.compare(expected: golden, actual: Self.image).verdict == .identical)
        let taller = PixelImage(width: 20, height: 11, filledWith: 0)
        #expect(try PNGFileComparison.compare(expected: golden, actual: taller).verdict == .sizeMismatch)
        let missing = dir.url.appendingPathComponent("none.png").path
        let failure = #expect(throws: PNGFileError.self) { try PNGFileComparison.compare(expected: missing, actual: Self.image) }
        #expect(failure?.path == missing)
    }

    @Test func differentFilesAreCompared() throws {
        var pixels = Self.image.pixels
        pixels[45] ^= 0x01
        let dir = try ScratchDirectory()
        let a = try dir.write("a.png", try Self.image.encodedPNG())
        let b = try dir.write("b.png", try PixelImage(width: 20, height: 10, pixels: pixels).encodedPNG())
        let result = try PNGFileComparison.compare(expected: a, actual: b)
        #expect(result.verdict == .different)
        #expect(result.differenceBounds == PixelRect(x: 5, y: 2, width: 1, height: 1))
    }
}

import Foundation
import KeylineSnapshot
import KeylineTestSupport
import Testing

/// The decoder fails closed: every kind of damage is a typed error that says what is wrong
/// and what to do, never a picture made of whatever could be read.
@Suite struct PNGDecoderFailureTests {
    /// 6 × 4 RGB, Up filter (as Keyline writes it): signature, IHDR at 8, IDAT at 33.
    static let valid = HandmadePNG(width: 6, height: 4, colorType: 2,
                                   rows: (0..<4).map { y in (0..<18).map { UInt8($0 * 10 + y) } }, filters: [2])
    static let idatOffset = 33

    func decode(_ bytes: [UInt8], limits: PNGDecoder.Limits = .standard) throws(PNGDecodingError) -> PixelImage {
        try PNGDecoder(limits: limits).decode(bytes)
    }

    func error(_ bytes: [UInt8], limits: PNGDecoder.Limits = .standard) -> PNGDecodingError? {
        do {
            _ = try decode(bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func theValidFileDecodes() throws {
        #expect(try decode(Self.valid.bytes()).width == 6)
    }

    // MARK: Truncation

    @Test(arguments: [0, 5, 8, 20, 40, 60])
    func aTruncatedFileSaysSo(length: Int) throws {
        let bytes = Self.valid.bytes()
        let cut = Array(bytes.prefix(min(length, bytes.count - 1)))
        let failure = try #require(error(cut))
        guard case .truncated = failure else { Issue.record("\(failure)"); return }
        #expect(failure.description.hasPrefix("truncated: "))
        #expect(failure.description.contains("re-record it"))
    }

    @Test func aFileWithoutIENDIsTruncated() throws {
        let bytes = Self.valid.bytes()
        let withoutIEND = Array(bytes.dropLast(12))
        #expect(error(withoutIEND) == .truncated(detail: "the file ends after the IDAT chunk at byte 33, before the IEND chunk"))
    }

    // MARK: CRCs

    @Test func aFlippedCRCByteIsCaught() throws {
        var bytes = Self.valid.bytes()
        let idatLength = Int(bytes[33]) << 24 | Int(bytes[34]) << 16 | Int(bytes[35]) << 8 | Int(bytes[36])
        bytes[Self.idatOffset + 8 + idatLength] ^= 0x01  // first byte of IDAT's CRC
        #expect(error(bytes) == .crcMismatch(chunk: "IDAT", offset: 33))
    }

    @Test func aFlippedDataByteIsCaughtByItsCRC() throws {
        var bytes = Self.valid.bytes()
        bytes[Self.idatOffset + 10] ^= 0x40
        #expect(error(bytes) == .crcMismatch(chunk: "IDAT", offset: 33))
        var header = Self.valid.bytes()
        header[17] ^= 0x01  // IHDR's height
        #expect(error(header) == .crcMismatch(chunk: "IHDR", offset: 8))
    }

    // MARK: IHDR

    /// The valid file with IHDR's data replaced (and its CRC made right again).
    func withHeader(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
        var ihdr = Self.valid.ihdr
        edit(&ihdr)
        var bytes = Self.valid.bytes()
        bytes.replaceSubrange(8..<33, with: HandWrittenPNG.chunk("IHDR", ihdr))
        return bytes
    }

    @Test func aWrongHeaderIsRefusedWithTheReason() throws {
        #expect(error(withHeader { $0[0...3] = [0, 0, 0, 0] })
            == .invalidHeader(detail: "the image is 0x4; width and height must be 1 to 2147483647"))
        #expect(error(withHeader { $0[9] = 5 }) == .invalidHeader(detail: "colour type 5 does not exist (PNG has 0, 2, 3, 4 and 6)"))
        #expect(error(withHeader { $0[8] = 4 }) == .invalidHeader(detail: "bit depth 4 is not allowed for colour type 2"))
        #expect(error(withHeader { $0[10] = 1 }) == .invalidHeader(detail: "compression method 1 (PNG has only 0, deflate)"))
        #expect(error(withHeader { $0[12] = 2 }) == .invalidHeader(detail: "interlace method 2 (PNG has 0 and 1)"))
        var longHeader = Self.valid.bytes()
        longHeader.replaceSubrange(8..<33, with: HandWrittenPNG.chunk("IHDR", Self.valid.ihdr + [0]))
        #expect(error(longHeader) == .malformed(detail: "IHDR has 14 bytes of data, not 13"))
    }

    @Test func validButUnreadFormsAreUnsupportedWithAWayOut() throws {
        // 16-bit and interlaced images are read (PNGDepthAndColorSpaceTests); 1, 2 and 4 bits are not.
        let fourBit = try #require(error(withHeader { $0[8] = 4; $0[9] = 0 }))
        #expect(fourBit == .unsupported(detail: "4 bits per sample; this decoder reads 8- and 16-bit images"))
        #expect(fourBit.advice.contains("convert it to 8-bit RGBA"))
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() throws {
        // 20000 × 4 claims more than 16384 on a side; 16384 × 16384 more pixels than allowed.
        // Neither allocates: the IDAT here is for a 6 × 4 image.
        #expect(error(withHeader { $0[0...3] = [0, 0, 0x4E, 0x20] })
            == .imageTooLarge(width: 20000, height: 4, limit: "16384 pixels on a side"))
        #expect(error(withHeader { $0[0...7] = [0, 0, 0x40, 0, 0, 0, 0x40, 0] })
            == .imageTooLarge(width: 16384, height: 16384, limit: "67108864 pixels in all"))
        let tiny = PNGDecoder.Limits(maximumSide: 5)
        #expect(error(Self.valid.bytes(), limits: tiny) == .imageTooLarge(width: 6, height: 4, limit: "5 pixels on a side"))
    }

    // MARK: The zlib stream

    @Test func aZlibStreamCutShortIsCorrupt() throws {
        let zlib = HandmadePNG.zlibCompress(Self.valid.filteredScanlines)
        let cut = Self.valid.bytes(zlib: Array(zlib.dropLast(6)))  // CRCs are right: only the stream is short
        #expect(error(cut) == .imageDataCorrupt)
        let noChecksum = Self.valid.bytes(zlib: Array(zlib.dropLast(4)))
        #expect(error(noChecksum) == .imageDataCorrupt)
        var wrongChecksum = zlib
        wrongChecksum[wrongChecksum.count - 1] ^= 1
        #expect(error(Self.valid.bytes(zlib: wrongChecksum)) == .imageDataCorrupt)
    }

    @Test func aStreamOfTheWrongLengthIsRefused() throws {
        let scanlines = Self.valid.filteredScanlines  // 4 × (1 + 18) = 76 bytes
        let short = Self.valid.bytes(zlib: HandmadePNG.zlibCompress(Array(scanlines.dropLast(19))))
        #expect(error(short) == .imageDataTooShort(expected: 76, actual: 57))
        let long = Self.valid.bytes(zlib: HandmadePNG.zlibCompress(scanlines + [0]))
        #expect(error(long) == .imageDataTooLong(expected: 76, detail: "inflates to more bytes than the image needs"))
        let trailing = Self.valid.bytes(zlib: HandmadePNG.zlibCompress(scanlines) + [1, 2, 3])
        #expect(error(trailing) == .imageDataTooLong(expected: 76, detail: "has 3 bytes after the end of its zlib stream"))
    }

    @Test func anUnknownFilterTypeIsDamage() throws {
        var png = Self.valid
        png.filters = [2, 2, 5]
        #expect(error(png.bytes()) == .invalidFilter(row: 2, type: 5))
    }

    @Test func aPaletteIndexBeyondThePaletteIsDamage() throws {
        let png = HandmadePNG(width: 2, height: 2, colorType: 3, rows: [[0, 1], [1, 2]], palette: [1, 2, 3, 4, 5, 6])
        #expect(error(png.bytes()) == .paletteIndexOutOfRange(index: 2, paletteSize: 2, row: 1))
    }

    // MARK: Structure

    @Test func chunksOutOfOrderOrMissingAreMalformed() throws {
        let bytes = Self.valid.bytes()
        let iend = Array(bytes.suffix(12))
        let idat = Array(bytes[33..<(bytes.count - 12)])
        let head = Array(bytes[0..<33])

        #expect(error(head + iend) == .malformed(detail: "no IDAT chunk: the file has no image data"))
        #expect(error(Array(bytes[0..<8]) + idat + iend) == .malformed(detail: "the first chunk is IDAT; a PNG starts with IHDR"))
        let text = HandWrittenPNG.chunk("tEXt", Array("a\0b".utf8))
        #expect(error(head + idat + text + idat + iend) == .malformed(detail: "IDAT chunks are not consecutive (another IDAT at byte \(33 + idat.count + text.count))"))
        let palette = HandWrittenPNG.chunk("PLTE", [0, 0, 0])
        #expect(error(head + idat + palette + iend) == .malformed(detail: "PLTE after IDAT (it must come before)"))
        #expect(error(head + HandWrittenPNG.chunk("ABCD", []) + idat + iend) == .unsupported(detail: "it has a critical chunk ABCD this decoder does not know"))
        let indexedWithoutPalette = HandmadePNG(width: 1, height: 1, colorType: 3, rows: [[0]])
        #expect(error(indexedWithoutPalette.bytes()) == .malformed(detail: "a palette image (colour type 3) without a PLTE chunk"))
    }

    @Test func otherFilesAreNamedForWhatTheyAre() throws {
        let lfs = Array("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 123\n".utf8)
        let failure = try #require(error(lfs))
        #expect(failure == .notPNG(found: "a Git LFS pointer file"))
        #expect(failure.advice.contains("git lfs pull"))
        #expect(error([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46]) == .notPNG(found: "a JPEG image"))
        var textMode = Self.valid.bytes()
        textMode.remove(at: 4)  // "\r\n" became "\n"
        #expect(error(textMode) == .notPNG(found: "its signature's line-ending bytes were altered, as a transfer in text mode does"))
    }

    @Test func aFileBeyondTheSizeLimitIsNotRead() throws {
        let dir = try ScratchDirectory()
        let path = try dir.write("big.png", Self.valid.bytes())
        let decoder = PNGDecoder(limits: PNGDecoder.Limits(maximumFileBytes: 50))
        let failure = #expect(throws: PNGFileError.self) { try decoder.decode(contentsOf: path) }
        #expect(failure?.error == .fileTooLarge(bytes: Self.valid.bytes().count, limit: 50))
    }
}

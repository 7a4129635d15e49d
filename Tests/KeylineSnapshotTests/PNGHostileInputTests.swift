import CDeflate
import Foundation
@testable import KeylinePixels
import KeylineSnapshot
import KeylineTestSupport
import Testing

/// Files made to hurt the decoder: its memory must stay bounded by the image's size (not
/// by how many chunks the file has or how it is laid out), and every such file must get
/// a clear error, without reading what it need not. (Time is measured in
/// Scripts/bench-diff-adversarial, not here.)
@Suite struct PNGHostileInputTests {
    /// 6 × 4 RGB, one IDAT.
    static let valid = HandmadePNG(width: 6, height: 4, colorType: 2,
                                   rows: (0..<4).map { y in (0..<18).map { UInt8($0 * 7 + y) } }, filters: [2])
    static let signatureAndHeader = Array(valid.bytes().prefix(33))
    static let stream = HandmadePNG.zlibCompress(valid.filteredScanlines)
    static let iend = HandWrittenPNG.chunk("IEND", [])

    static func header() throws -> PNGImageHeader {
        try Self.valid.bytes().withUnsafeBytes { try PNGDecoder().header(of: $0) }
    }

    func error(_ bytes: [UInt8], limits: PNGDecoder.Limits = .standard) -> PNGDecodingError? {
        do {
            _ = try PNGDecoder(limits: limits).decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// The valid image with `empty` empty IDAT chunks after its data.
    static func withEmptyImageDataChunks(_ empty: Int) -> [UInt8] {
        let emptyChunk = HandWrittenPNG.chunk("IDAT", [])
        var bytes = signatureAndHeader + HandWrittenPNG.chunk("IDAT", stream)
        bytes.reserveCapacity(bytes.count + empty * 12 + 12)
        for _ in 0..<empty { bytes += emptyChunk }
        return bytes + iend
    }

    // MARK: Memory bounded by the image, not by the chunks

    @Test func aLayoutHoldsNoStoragePerChunk() throws {
        // A layout is plain values (no array, no reference): what it keeps cannot grow with
        // the file. It kept a range per IDAT chunk, 16 bytes for each 12-byte empty chunk.
        #expect(_isPOD(PNGLayout.self))
        #expect(_isPOD(ImageDataChunks.self))
    }

    @Test func hundredsOfThousandsOfEmptyImageDataChunksDecodeInPlace() throws {
        let bytes = Self.withEmptyImageDataChunks(300_000)
        try bytes.withUnsafeBytes { file in
            let layout = try PNGLayout(file, limits: .standard)
            #expect(layout.imageData.count == 300_001)
            #expect(layout.imageDataCount == Self.stream.count)
            // One chunk has data: it is inflated where it lies in the file, nothing is joined.
            #expect(layout.imageData.single(in: file) == .some(33 + 8 ..< 33 + 8 + Self.stream.count))
        }
        #expect(try PNGDecoder().decode(bytes) == PNGDecoder().decode(Self.valid.bytes()))
    }

    @Test func imageDataSplitIntoTinyChunksIsJoinedOnceAndDecodes() throws {
        var split = Self.valid
        split.idatChunkSize = 1
        let bytes = split.bytes()
        try bytes.withUnsafeBytes { file in
            let layout = try PNGLayout(file, limits: .standard)
            #expect(layout.imageData.count == Self.stream.count)
            #expect(layout.imageData.single(in: file) == nil)
            var walk = layout.imageData.walk(file), joined: [UInt8] = []
            while let range = walk.next() { joined += file[range] }
            #expect(joined == Self.stream)
        }
        #expect(try PNGDecoder().decode(bytes) == PNGDecoder().decode(Self.valid.bytes()))
    }

    @Test func moreChunksThanTheLimitAreRefusedAtTheFirstOneBeyond() throws {
        let bytes = Self.withEmptyImageDataChunks(2_000)
        let failure = try #require(error(bytes, limits: PNGDecoder.Limits(maximumChunks: 1_000)))
        // Signature 8, IHDR 25, the data IDAT, then 998 empty ones: the 1,001st chunk.
        #expect(failure == .tooManyChunks(limit: 1_000, offset: 33 + 12 + Self.stream.count + 998 * 12))
        #expect(failure.description.contains("more than 1000 chunks"))
        #expect(failure.advice.contains("re-encode it"))
        // Many ancillary chunks count alike.
        var text = Self.signatureAndHeader
        for i in 0..<1_500 { text += HandWrittenPNG.chunk("tEXt", Array("k\0\(i)".utf8)) }
        text += HandWrittenPNG.chunk("IDAT", Self.stream) + Self.iend
        // IHDR is the first chunk, so the 1,001st is the 1,000th tEXt (i = 999).
        let offset = 33 + (0..<999).reduce(0) { $0 + 12 + "k\0\($1)".utf8.count }
        #expect(error(text, limits: PNGDecoder.Limits(maximumChunks: 1_000)) == .tooManyChunks(limit: 1_000, offset: offset))
    }

    @Test func ancillaryChunksBeyondTheirByteLimitAreRefused() throws {
        var bytes = Self.signatureAndHeader
        for _ in 0..<3 { bytes += HandWrittenPNG.chunk("zTXt", [UInt8](repeating: 0x41, count: 40_000)) }
        bytes += HandWrittenPNG.chunk("IDAT", Self.stream) + Self.iend
        let failure = try #require(error(bytes, limits: PNGDecoder.Limits(maximumOtherChunkBytes: 100_000)))
        guard case .chunksTooLarge(let detail) = failure else { Issue.record("\(failure)"); return }
        #expect(detail.contains("chunks other than IDAT hold more than 100000 bytes"))
        #expect(detail.contains("the zTXt chunk at byte \(33 + 2 * 40_012)"))
        #expect(error(bytes) == nil)  // within the standard 16 MiB
    }

    @Test func imageDataBeyondWhatTheImageCanNeedIsRefusedBeforeInflating() throws {
        // A 6 × 4 image needs 76 bytes of scanlines; 2 × 76 + 64 KiB is the most its IDAT may hold.
        let most = PNGDecoder.Limits.standard.maximumImageDataBytes(for: try Self.header())
        #expect(most == 2 * 76 + 65_536)
        var padded = Self.valid
        padded.idatChunkSize = 30_000
        let filler = [UInt8](repeating: 0, count: most + 1 - Self.stream.count)
        let bytes = padded.bytes(zlib: Self.stream + filler)
        let failure = try #require(error(bytes))
        guard case .chunksTooLarge(let detail) = failure else { Issue.record("\(failure)"); return }
        #expect(detail.contains("IDAT chunks hold more than \(most) bytes"))
        #expect(detail.contains("6x4"))
    }

    @Test func aDecompressionBombStopsAtTheImagesSize() throws {
        // 10 MB of zeros compress to about 10 KB: within the IDAT limit, so it is inflated,
        // into the 76 bytes the image needs and not one more.
        let bomb = HandmadePNG.zlibCompress([UInt8](repeating: 0, count: 10 << 20), level: 9)
        #expect(bomb.count < 65_536)
        #expect(error(Self.valid.bytes(zlib: bomb)) == .imageDataTooLong(expected: 76, detail: "inflates to more bytes than the image needs"))
    }

    @Test func onlyEmptyImageDataChunksAreCorruptData() throws {
        let bytes = Self.signatureAndHeader + HandWrittenPNG.chunk("IDAT", []) + HandWrittenPNG.chunk("IDAT", []) + Self.iend
        #expect(error(bytes) == .imageDataCorrupt)
    }

    // MARK: After the image

    @Test func bytesOrChunksAfterIENDAreRefused() throws {
        let valid = Self.valid.bytes()
        #expect(error(valid + [0]) == .malformed(detail: "the file goes on for 1 bytes after the IEND chunk at byte \(valid.count - 12) (a PNG ends with IEND)"))
        let idatAfter = valid + HandWrittenPNG.chunk("IDAT", Self.stream)
        #expect(error(idatAfter) == .malformed(detail: "the file goes on for \(12 + Self.stream.count) bytes after the IEND chunk at byte \(valid.count - 12) (a PNG ends with IEND)"))
        #expect(error(valid + Self.iend) != nil)
    }

    @Test func aChunkLengthThatLiesIsTruncationOrDamage() throws {
        var bytes = Self.valid.bytes()
        bytes[33...36] = [0x00, 0x10, 0x00, 0x00]  // IDAT claims 1 MiB
        guard case .truncated = try #require(error(bytes)) else { Issue.record("not truncated"); return }
        var shorter = Self.valid.bytes()
        shorter[36] -= 1  // one byte less: the CRC is read from the data
        #expect(error(shorter) == .crcMismatch(chunk: "IDAT", offset: 33))
    }

    // MARK: Files read from disk

    @Test func aFileLargerThanItsImageCanNeedIsNotRead() throws {
        let dir = try ScratchDirectory()
        let limits = PNGDecoder.Limits(maximumChunks: 16, maximumOtherChunkBytes: 4_096)
        let header = try Self.header()
        let most = limits.maximumFileBytes(for: header)
        #expect(most == 8 + (2 * 76 + 65_536) + 4_096 + 12 * 16)
        let path = try dir.write("padded.png", Self.valid.bytes() + [UInt8](repeating: 0, count: most))
        let failure = #expect(throws: PNGFileError.self) { try PNGDecoder(limits: limits).decode(contentsOf: path) }
        #expect(failure?.error == .fileTooLargeForImage(bytes: Self.valid.bytes().count + most, limit: most, image: PixelSize(width: 6, height: 4)))
        #expect(failure?.description.hasPrefix("\(path): the file is") == true)
        // A file whose header is damaged is read only as far as needed to say so.
        var damaged = Self.valid.bytes() + [UInt8](repeating: 0, count: 200_000)
        damaged[17] ^= 1
        let damagedPath = try dir.write("damaged.png", damaged)
        let damagedFailure = #expect(throws: PNGFileError.self) { try PNGDecoder().decode(contentsOf: damagedPath) }
        #expect(damagedFailure?.error == .crcMismatch(chunk: "IHDR", offset: 8))
    }

    @Test func inputsThatAreNotRegularFilesAreRefusedBeforeOpening() throws {
        let dir = try ScratchDirectory()
        let fifo = dir.url.appendingPathComponent("fifo.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let folder = dir.url.appendingPathComponent("folder.png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let link = dir.url.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
        for (path, kind) in [(fifo, "a FIFO (named pipe)"), (link, "a FIFO (named pipe)"), (folder, "a folder"), ("/dev/zero", "a character device")] {
            // Reading a FIFO nobody writes to would block forever: these return.
            let failure = #expect(throws: PNGFileError.self) { try PNGDecoder().decode(contentsOf: path) }
            #expect(failure?.error == .notRegularFile(kind: kind))
            #expect(failure?.description.contains("not a regular file: give the path of a PNG file") == true)
            // The reading a golden's verification does (GoldenVerifier), and keyline diff's.
            let golden = #expect(throws: PNGFileError.self) { try InflatedPNG(contentsOf: path) }
            #expect(golden?.error == .notRegularFile(kind: kind))
        }
        // A symbolic link to a regular file is read.
        let real = try dir.write("real.png", Self.valid.bytes())
        let toReal = dir.url.appendingPathComponent("to-real.png").path
        try FileManager.default.createSymbolicLink(atPath: toReal, withDestinationPath: real)
        #expect(try PNGDecoder().decode(contentsOf: toReal).width == 6)
    }
}

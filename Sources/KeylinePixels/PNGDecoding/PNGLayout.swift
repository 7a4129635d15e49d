import CDeflate
#if canImport(Glibc)
import Glibc
#endif

/// Where a PNG file's chunks lie, after checking its structure: the signature, every chunk's
/// CRC (ancillary ones too), IHDR against the spec and the decoder's limits, the chunk order
/// of PNG spec §5.6, IEND at the end and nothing after it. Nothing is inflated yet.
///
/// What it keeps is the same size whatever the file holds: the IDAT chunks are consecutive
/// (§5.6), so they are kept as where the first one starts and how many bytes of data they
/// hold together (`ImageDataChunks`), and walked again in the file when needed. (It kept a
/// range per IDAT chunk: 10 million empty IDAT chunks, 120 MB of file, took 3x that.)
/// Every count the file controls is bounded by `PNGDecoder.Limits`: chunks, bytes of
/// chunks other than IDAT, and IDAT bytes for the image's size (`maximumImageDataBytes`).
struct PNGLayout: Sendable {
    let header: PNGImageHeader
    /// Byte ranges of chunk data in the file.
    let headerData: Range<Int>
    let palette: Range<Int>?
    let transparency: Range<Int>?
    /// The chunks that say what colour space the samples are in (PNG spec, third edition,
    /// §11.3.2.5 cICP, §11.3.2.3 iCCP, §11.3.2.4 sRGB): their data, when present.
    let colorChunks: PNGColorChunks
    /// The IDAT chunks: together, one zlib stream (§10.1).
    let imageData: ImageDataChunks

    /// PNG spec §5.2.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The bytes of the zlib stream, over every IDAT chunk.
    var imageDataCount: Int { imageData.byteCount }

    init(_ file: UnsafeRawBufferPointer, limits: PNGDecoder.Limits) throws(PNGDecodingError) {
        try Self.checkSignature(file)
        var header: PNGImageHeader?
        var headerData: Range<Int>?
        var palette: Range<Int>?
        var transparency: Range<Int>?
        var colorChunks = PNGColorChunks()
        var imageData: ImageDataChunks?
        var imageDataEnded = false
        var previous = "the signature"
        var offset = Self.signature.count
        var chunkCount = 0
        var otherChunkBytes = 0

        chunks: while true {
            chunkCount += 1
            guard chunkCount <= limits.maximumChunks else {
                throw .tooManyChunks(limit: limits.maximumChunks, offset: offset)
            }
            guard offset + 8 <= file.count else {
                throw .truncated(detail: offset == file.count
                    ? "the file ends after \(previous), before the IEND chunk"
                    : "the file ends at byte \(file.count), inside the chunk header at byte \(offset)")
            }
            let length = Int(PNGBytes.bigEndian32(file, at: offset))
            guard length <= Int(Int32.max) else {
                throw .malformed(detail: "the chunk at byte \(offset) claims \(length) bytes of data (at most 2147483647)")
            }
            guard let type = Self.chunkType(file, at: offset + 4) else {
                throw .malformed(detail: "bytes \(offset + 4) to \(offset + 7) are not a chunk type")
            }
            let end = offset + 12 + length
            guard end <= file.count else {
                throw .truncated(detail: "the \(type) chunk at byte \(offset) needs \(12 + length) bytes; the file ends after \(file.count - offset)")
            }
            // CRC-32 over type and data (§5.3), the same CRC libdeflate computes.
            let stored = PNGBytes.bigEndian32(file, at: offset + 8 + length)
            guard UInt32(libdeflate_crc32(0, file.baseAddress! + offset + 4, length + 4)) == stored else {
                throw .crcMismatch(chunk: type, offset: offset)
            }
            let data = (offset + 8)..<(offset + 8 + length)

            if header == nil, type != "IHDR" {
                throw .malformed(detail: "the first chunk is \(type); a PNG starts with IHDR")
            }
            if imageData != nil, type != "IDAT" { imageDataEnded = true }
            if type != "IDAT" {
                otherChunkBytes += length
                guard otherChunkBytes <= limits.maximumOtherChunkBytes else {
                    throw .chunksTooLarge(detail: "its chunks other than IDAT hold more than \(limits.maximumOtherChunkBytes) bytes (the \(type) chunk at byte \(offset) passes that)")
                }
            }
            switch type {
            case "IHDR":
                guard header == nil else { throw .malformed(detail: "a second IHDR chunk at byte \(offset)") }
                header = try PNGImageHeader(UnsafeRawBufferPointer(rebasing: file[data]), limits: limits)
                headerData = data
            case "PLTE":
                guard palette == nil else { throw .malformed(detail: "a second PLTE chunk at byte \(offset)") }
                guard imageData == nil else { throw .malformed(detail: "PLTE after IDAT (it must come before)") }
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw .malformed(detail: "PLTE has \(length) bytes; a palette is 1 to 256 entries of 3 bytes")
                }
                palette = data
            case "tRNS":
                guard transparency == nil else { throw .malformed(detail: "a second tRNS chunk at byte \(offset)") }
                guard imageData == nil else { throw .malformed(detail: "tRNS after IDAT (it must come before)") }
                transparency = data
            case "IDAT":
                guard !imageDataEnded else { throw .malformed(detail: "IDAT chunks are not consecutive (another IDAT at byte \(offset))") }
                guard let header else { break }  // unreachable: IHDR came first
                var chunks = imageData ?? ImageDataChunks(firstChunk: offset)
                chunks.add(length)
                let most = limits.maximumImageDataBytes(for: header)
                guard chunks.byteCount <= most else {
                    throw .chunksTooLarge(detail: "its IDAT chunks hold more than \(most) bytes, more than any encoder writes for a \(header.width)x\(header.height) image (a decompression bomb?)")
                }
                imageData = chunks
            case "IEND":
                guard length == 0 else { throw .malformed(detail: "IEND holds \(length) bytes of data (it must be empty)") }
                guard end == file.count else {
                    throw .malformed(detail: "the file goes on for \(file.count - end) bytes after the IEND chunk at byte \(offset) (a PNG ends with IEND)")
                }
                break chunks
            // The colour-space chunks (`keyline compare` reads them), after IDAT and IEND so
            // that a file of a million IDAT chunks compares no more strings per chunk.
            case "cICP": colorChunks.codingPoints = colorChunks.codingPoints ?? data
            case "iCCP": colorChunks.profile = colorChunks.profile ?? data
            case "sRGB": colorChunks.standardRGB = colorChunks.standardRGB ?? data
            default:
                // §5.4: bit 5 of the first byte clear means critical; a decoder must not
                // show an image with a critical chunk it does not know.
                if file[offset + 4] & 0x20 == 0 {
                    throw .unsupported(detail: "it has a critical chunk \(type) this decoder does not know")
                }
            }
            previous = "the \(type) chunk at byte \(offset)"
            offset = end
        }

        guard let header, let headerData else { throw .malformed(detail: "no IHDR chunk") }
        guard let imageData else { throw .malformed(detail: "no IDAT chunk: the file has no image data") }
        try Self.checkPaletteAndTransparency(header, palette: palette, transparency: transparency)
        self.header = header
        self.headerData = headerData
        self.palette = palette
        self.transparency = transparency
        self.colorChunks = colorChunks
        self.imageData = imageData
    }

    /// Whether two files' pixels are the same without decoding them: decoded pixels depend
    /// only on IHDR, PLTE, tRNS and the IDAT stream, so equal bytes there mean equal pixels,
    /// whatever wrote the files. (Keyline's encoder is deterministic, so two renders of the
    /// same pixels by the same build produce equal streams and this holds often; unequal
    /// streams say nothing, and the pixels must be compared.)
    func hasSamePixelData(as other: PNGLayout, file: UnsafeRawBufferPointer, otherFile: UnsafeRawBufferPointer) -> Bool {
        func same(_ a: Range<Int>?, _ b: Range<Int>?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case let (a?, b?): a.count == b.count && memcmp(file.baseAddress! + a.lowerBound, otherFile.baseAddress! + b.lowerBound, a.count) == 0
            default: false
            }
        }
        guard same(headerData, other.headerData), same(palette, other.palette), same(transparency, other.transparency),
              imageDataCount == other.imageDataCount else { return false }
        // The streams may be split into IDAT chunks differently: walk both.
        var mine = imageData.walk(file), theirs = other.imageData.walk(otherFile)
        var a = mine.next(), b = theirs.next()
        while var ra = a, var rb = b {
            let n = min(ra.count, rb.count)
            if n > 0, memcmp(file.baseAddress! + ra.lowerBound, otherFile.baseAddress! + rb.lowerBound, n) != 0 { return false }
            ra = (ra.lowerBound + n)..<ra.upperBound
            rb = (rb.lowerBound + n)..<rb.upperBound
            a = ra.isEmpty ? mine.next() : ra
            b = rb.isEmpty ? theirs.next() : rb
        }
        return true
    }

    /// The header, when `prefix` (a file's first 33 bytes) is a PNG signature and a sound
    /// IHDR chunk within `limits`; throws otherwise.
    static func header(inPrefix prefix: UnsafeRawBufferPointer, limits: PNGDecoder.Limits) throws(PNGDecodingError) -> PNGImageHeader {
        try checkSignature(prefix)
        guard prefix.count >= 33, PNGBytes.bigEndian32(prefix, at: 8) == 13, chunkType(prefix, at: 12) == "IHDR",
              UInt32(libdeflate_crc32(0, prefix.baseAddress! + 12, 17)) == PNGBytes.bigEndian32(prefix, at: 29) else {
            throw .malformed(detail: "the file does not start with a sound IHDR chunk")
        }
        return try PNGImageHeader(UnsafeRawBufferPointer(rebasing: prefix[16..<29]), limits: limits)
    }

    private static func checkSignature(_ file: UnsafeRawBufferPointer) throws(PNGDecodingError) {
        if file.count == 0 { throw .truncated(detail: "the file is empty") }
        let prefix = Array(file.prefix(signature.count))
        if prefix == signature { return }
        if file.count < signature.count, signature.starts(with: prefix) {
            throw .truncated(detail: "the file ends after \(file.count) bytes, inside the PNG signature")
        }
        throw .notPNG(found: describeForeign(file))
    }

    /// What a file that is not a PNG looks like, from its first bytes.
    private static func describeForeign(_ file: UnsafeRawBufferPointer) -> String {
        let head = Array(file.prefix(64))
        func startsWith(_ text: String) -> Bool { head.starts(with: Array(text.utf8)) }
        if startsWith("version https://git-lfs") { return "a Git LFS pointer file" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if startsWith("GIF8") { return "a GIF image" }
        if startsWith("RIFF"), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) { return "a WebP image" }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return "its signature's line-ending bytes were altered, as a transfer in text mode does"
        }
        let hex = head.prefix(8).map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: " ")
        return "it starts with the bytes \(hex)"
    }

    /// §11.2.3 and §11.3.2.1: which colour types may or must have PLTE and tRNS, and tRNS's length.
    private static func checkPaletteAndTransparency(
        _ header: PNGImageHeader, palette: Range<Int>?, transparency: Range<Int>?
    ) throws(PNGDecodingError) {
        switch header.colorType {
        case .indexed:
            guard let palette else { throw .malformed(detail: "a palette image (colour type 3) without a PLTE chunk") }
            if let transparency, transparency.count > palette.count / 3 {
                throw .malformed(detail: "tRNS has \(transparency.count) entries for a \(palette.count / 3)-colour palette")
            }
        case .greyscale, .greyscaleAlpha:
            if palette != nil { throw .malformed(detail: "a PLTE chunk in a greyscale image") }
            fallthrough
        case .truecolor, .truecolorAlpha:
            guard let transparency else { return }
            switch header.colorType {
            case .greyscale where transparency.count == 2, .truecolor where transparency.count == 6: return
            case .greyscaleAlpha, .truecolorAlpha:
                throw .malformed(detail: "a tRNS chunk in an image that has an alpha channel")
            default:
                throw .malformed(detail: "tRNS has \(transparency.count) bytes; colour type \(header.colorType.rawValue) needs \(header.colorType == .greyscale ? 2 : 6)")
            }
        }
    }

    /// The four ASCII letters at `offset` (§5.3), or nil when they are not letters.
    private static func chunkType(_ file: UnsafeRawBufferPointer, at offset: Int) -> String? {
        var letters: [UInt8] = []
        for i in 0..<4 {
            let c = file[offset + i]
            guard (65...90).contains(c) || (97...122).contains(c) else { return nil }
            letters.append(c)
        }
        return String(decoding: letters, as: UTF8.self)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// A file's IDAT chunks, which are consecutive (§5.6): where the first starts, how many
/// there are and how many bytes of data they hold. The same few integers for one chunk or
/// a million; `walk` finds each chunk's data again in the file, in order.
struct ImageDataChunks: Sendable, Equatable {
    /// The offset of the first IDAT chunk's length field.
    let firstChunk: Int
    private(set) var count = 0
    private(set) var byteCount = 0

    init(firstChunk: Int) { self.firstChunk = firstChunk }

    mutating func add(_ length: Int) {
        count += 1
        byteCount += length
    }

    /// The chunks' data ranges in the file (which `PNGLayout` checked), empty ones skipped.
    func walk(_ file: UnsafeRawBufferPointer) -> Walk { Walk(file: file, offset: firstChunk, left: count) }

    /// The data range of the only chunk that has data, when at most one has (nil for none
    /// or several): the stream can then be inflated in place, without joining chunks.
    func single(in file: UnsafeRawBufferPointer) -> Range<Int>?? {
        var walk = walk(file)
        guard let first = walk.next() else { return .some(nil) }
        return walk.next() == nil ? .some(first) : nil
    }

    struct Walk: IteratorProtocol {
        let file: UnsafeRawBufferPointer
        var offset: Int
        var left: Int

        mutating func next() -> Range<Int>? {
            while left > 0 {
                let length = Int(PNGBytes.bigEndian32(file, at: offset))
                let data = (offset + 8)..<(offset + 8 + length)
                offset += 12 + length
                left -= 1
                if length > 0 { return data }
            }
            return nil
        }
    }
}

/// Why a PNG could not be decoded. Every case is a reason to fail: the decoder never guesses
/// pixels for a damaged file (fail closed), so a broken golden can never pass.
///
/// `description` says what is wrong, then what to do.
public enum PNGDecodingError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all (missing, a directory, no permission).
    case unreadable(reason: String)
    /// The path names something that is not a regular file (a FIFO, a device, a directory,
    /// a socket): refused before it is read, since reading a FIFO blocks forever.
    case notRegularFile(kind: String)
    /// The file is larger than `PNGDecoder.Limits.maximumFileBytes`.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The file is larger than the image its header declares can need
    /// (`PNGDecoder.Limits.maximumFileBytes(for:)`): padded with chunks or filler.
    case fileTooLargeForImage(bytes: Int, limit: Int, image: PixelSize)
    /// More chunks than `PNGDecoder.Limits.maximumChunks`; `offset` is where the first one
    /// beyond the limit starts.
    case tooManyChunks(limit: Int, offset: Int)
    /// Chunks holding more bytes than the limits allow: IDAT data beyond what the image
    /// can need, or other chunks beyond `maximumOtherChunkBytes`.
    case chunksTooLarge(detail: String)
    /// The first eight bytes are not PNG's signature; `found` says what the file looks like.
    case notPNG(found: String)
    /// The file ends before its IEND chunk: `detail` says where.
    case truncated(detail: String)
    /// A chunk's CRC-32 does not match its type and data (PNG spec §5.3).
    case crcMismatch(chunk: String, offset: Int)
    /// The chunks are not laid out as PNG spec §5.6 requires (order, lengths, a missing
    /// critical chunk).
    case malformed(detail: String)
    /// IHDR holds values the PNG spec does not allow (§11.2.2).
    case invalidHeader(detail: String)
    /// A valid PNG in a form this decoder does not read (16-bit, fewer than 8 bits, interlaced).
    case unsupported(detail: String)
    /// Width, height or pixel count beyond `PNGDecoder.Limits`; refused before allocating.
    case imageTooLarge(width: Int, height: Int, limit: String)
    /// The zlib stream in IDAT is damaged: a bad code, a wrong checksum, or cut short.
    case imageDataCorrupt
    /// The zlib stream ended cleanly but held fewer bytes than the image needs.
    case imageDataTooShort(expected: Int, actual: Int)
    /// The zlib stream holds more bytes than the image needs, or bytes follow its end.
    case imageDataTooLong(expected: Int, detail: String)
    /// A row starts with a filter type other than 0 ... 4 (PNG spec §9.2).
    case invalidFilter(row: Int, type: UInt8)
    /// A pixel of a palette image names an entry the palette does not have (§11.2.3).
    case paletteIndexOutOfRange(index: Int, paletteSize: Int, row: Int)

    public var description: String { "\(problem): \(advice)" }

    /// What is wrong, in one clause.
    public var problem: String {
        switch self {
        case let .unreadable(reason): "cannot read the file: \(reason)"
        case let .notRegularFile(kind): "it is \(kind), not a regular file"
        case let .fileTooLarge(bytes, limit): "the file is \(bytes) bytes, more than the \(limit) bytes a PNG may have here"
        case let .fileTooLargeForImage(bytes, limit, image):
            "the file is \(bytes) bytes, more than the \(limit) bytes a \(image) PNG can need"
        case let .tooManyChunks(limit, offset): "the file has more than \(limit) chunks (the one at byte \(offset) is past the limit)"
        case let .chunksTooLarge(detail): "oversized PNG: \(detail)"
        case let .notPNG(found): "not a PNG file (\(found))"
        case let .truncated(detail): "truncated: \(detail)"
        case let .crcMismatch(chunk, offset): "damaged: the CRC of the \(chunk) chunk at byte \(offset) does not match its contents"
        case let .malformed(detail): "malformed PNG: \(detail)"
        case let .invalidHeader(detail): "invalid PNG header (IHDR): \(detail)"
        case let .unsupported(detail): "unsupported PNG: \(detail)"
        case let .imageTooLarge(width, height, limit): "the image is \(width)x\(height) pixels, more than \(limit)"
        case .imageDataCorrupt: "damaged: the compressed image data (IDAT) is corrupt or cut short"
        case let .imageDataTooShort(expected, actual):
            "truncated: the compressed image data (IDAT) holds \(actual) bytes of scanlines, the image needs \(expected)"
        case let .imageDataTooLong(expected, detail):
            "damaged: the compressed image data (IDAT) \(detail) (the image needs \(expected) bytes of scanlines)"
        case let .invalidFilter(row, type): "damaged: row \(row) has filter type \(type) (PNG has 0 to 4)"
        case let .paletteIndexOutOfRange(index, size, row): "damaged: row \(row) uses colour \(index) of a \(size)-colour palette"
        }
    }

    /// What to do about it.
    public var advice: String {
        switch self {
        case .unreadable:
            "check the path and that the file is readable"
        case .notRegularFile:
            "give the path of a PNG file (Keyline never reads FIFOs, devices or directories as images)"
        case .notPNG(let found) where found.hasPrefix("a Git LFS pointer"):
            "fetch the real file (git lfs pull), or re-record it"
        case .unsupported:
            "convert it to 8-bit RGBA, non-interlaced (for example `convert IN.png -depth 8 -interlace none PNG32:OUT.png`), or re-record it with Keyline"
        case .fileTooLarge, .imageTooLarge:
            "compare smaller images, or raise the decoder's limits if this size is intended"
        case .fileTooLargeForImage, .tooManyChunks, .chunksTooLarge:
            "re-encode it with a standard tool (for example `optipng` or `convert IN.png PNG32:OUT.png`), or re-record it"
        case .notPNG, .truncated, .crcMismatch, .malformed, .invalidHeader, .imageDataCorrupt,
             .imageDataTooShort, .imageDataTooLong, .invalidFilter, .paletteIndexOutOfRange:
            "the file is damaged (an interrupted write or copy?): restore it from version control, or re-record it"
        }
    }
}

/// A decoding error and the file it came from; `description` starts with the path.
public struct PNGFileError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let error: PNGDecodingError

    public init(path: String, error: PNGDecodingError) {
        self.path = path
        self.error = error
    }

    public var description: String { "\(path): \(error)" }
}

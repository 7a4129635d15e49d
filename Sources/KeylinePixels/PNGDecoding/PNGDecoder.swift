import CDeflate
#if canImport(Glibc)
import Glibc
#endif

/// Reads PNG files into `PixelImage`s, and fails closed: a file is decoded only if every
/// check passes, and otherwise a `PNGDecodingError` says what is wrong and what to do.
///
/// Reads 8- and 16-bit greyscale, greyscale+alpha, truecolour and truecolour+alpha images,
/// 8-bit palette images (with tRNS), interlaced (Adam7) or not, all five row filters: what
/// Keyline's encoder (RGB or RGBA, filter Up), Cairo, browsers, image tools, the iOS
/// simulator and devices write for screenshots. Checks, in order:
///
/// 1. the file size against `Limits.maximumFileBytes`, before reading it;
/// 2. the signature; every chunk's length, type and CRC; the chunk order (IHDR first, PLTE
///    and tRNS before IDAT, IDAT chunks consecutive, IEND present); see `PNGLayout`;
/// 3. IHDR against the spec, then against `Limits`, before allocating anything its size;
/// 4. the IDAT stream, inflated by libdeflate into a buffer of exactly the size the header
///    implies: a stream that is corrupt (bad code, wrong Adler-32), ends early, holds more,
///    or is followed by extra bytes, is an error;
/// 5. each row's filter type, and palette indices against the palette.
///
/// Ancillary chunks (gAMA, sRGB, iCCP, text…) are checked for damage but not applied:
/// the comparison is of the stored samples, as Keyline writes and reads them. The colour
/// space a file declares (cICP, iCCP, sRGB) is read by `decodeTagged`, for `keyline
/// compare`, which measures screenshots in sRGB (`PNGColorSpace`).
public struct PNGDecoder: Sendable {
    /// What the decoder refuses before it allocates, so that its memory is bounded by the
    /// image's size (plus a constant), never by the file's structure, and its time is linear
    /// in the file. docs/limits.md states them.
    public struct Limits: Hashable, Sendable {
        /// Width and height, each: far beyond any screen at @3x (an iPhone 15 Pro Max is 1290x2796).
        public var maximumSide: Int
        /// Width × height: 64 Mi pixels are 256 MiB decoded.
        public var maximumPixels: Int
        /// The file itself, whatever its image (a file is also refused unread when it is
        /// larger than its header's image can need: `maximumFileBytes(for:)`).
        public var maximumFileBytes: Int
        /// Chunks in one file, of every type. Encoders write IDAT in chunks of 8 KiB
        /// (libpng) or more: 256 MiB of image data is 32,768 of them.
        public var maximumChunks: Int
        /// Bytes of data in all chunks but IDAT together (palette, colour profile, text,
        /// metadata): an ICC profile is a few KiB to a few MiB.
        public var maximumOtherChunkBytes: Int

        public init(
            maximumSide: Int = 16384, maximumPixels: Int = 64 << 20, maximumFileBytes: Int = 512 << 20,
            maximumChunks: Int = 1 << 20, maximumOtherChunkBytes: Int = 16 << 20
        ) {
            self.maximumSide = maximumSide
            self.maximumPixels = maximumPixels
            self.maximumFileBytes = maximumFileBytes
            self.maximumChunks = maximumChunks
            self.maximumOtherChunkBytes = maximumOtherChunkBytes
        }

        public static let standard = Limits()

        /// The most compressed image data (IDAT bytes) a file may hold for `header`'s image:
        /// twice its scanlines, plus 64 KiB. Deflate's worst case, incompressible data in
        /// stored blocks, adds 5 bytes per 64 KiB, and fixed Huffman codes at most 1 bit in
        /// 8; more is no encoder's output but a stream padded to make the decoder work or
        /// hold memory (empty blocks, a decompression bomb's filler).
        public func maximumImageDataBytes(for header: PNGImageHeader) -> Int {
            2 * header.storedImageDataBytes + (64 << 10)
        }

        /// The largest file that can hold `header`'s image: its image data, every other
        /// chunk's data, and 12 bytes of framing per chunk; at most `maximumFileBytes`.
        public func maximumFileBytes(for header: PNGImageHeader) -> Int {
            min(maximumFileBytes, 8 + maximumImageDataBytes(for: header) + maximumOtherChunkBytes + 12 * maximumChunks)
        }
    }

    public let limits: Limits

    public init(limits: Limits = .standard) {
        self.limits = limits
    }

    /// Decodes a PNG held in memory.
    public func decode(_ png: UnsafeRawBufferPointer) throws(PNGDecodingError) -> PixelImage {
        let layout = try PNGLayout(png, limits: limits)
        return try Self.decode(layout, in: png)
    }

    public func decode(_ png: [UInt8]) throws(PNGDecodingError) -> PixelImage {
        try png.withBytes { (bytes) throws(PNGDecodingError) in try decode(bytes) }
    }

    /// Reads and decodes the file at `path`; the error names the file.
    public func decode(contentsOf path: String) throws(PNGFileError) -> PixelImage {
        do throws(PNGDecodingError) {
            return try decode(try Self.read(path, limits: limits))
        } catch {
            throw PNGFileError(path: path, error: error)
        }
    }

    /// The header of a PNG in memory, after checking the file's structure (but not
    /// inflating its image data).
    public func header(of png: UnsafeRawBufferPointer) throws(PNGDecodingError) -> PNGImageHeader {
        try PNGLayout(png, limits: limits).header
    }

    // MARK: - Stages

    /// Inflates, unfilters and converts the image data of a file whose layout was checked
    /// (see `DecodedSamples`).
    static func decode(_ layout: PNGLayout, in file: UnsafeRawBufferPointer) throws(PNGDecodingError) -> PixelImage {
        try DecodedSamples(layout, in: file).pixels()
    }

    /// Checks that the image data decodes, without converting it: inflated to exactly the
    /// right size with a sound checksum, every row's filter type valid, and for palette
    /// images every index in the palette (which needs the full decode).
    static func validate(_ layout: PNGLayout, in file: UnsafeRawBufferPointer) throws(PNGDecodingError) {
        let header = layout.header
        if header.colorType == .indexed || !header.isConvertedDirectly {
            _ = try decode(layout, in: file)
            return
        }
        guard let buffer = PageBuffer.Pool.shared.take(count: header.scanlineBytes) else {
            throw .unreadable(reason: "out of memory (no room for the \(header.scanlineBytes) bytes of its image data)")
        }
        defer { PageBuffer.Pool.shared.give(back: buffer) }
        try inflate(layout, in: file, into: buffer.base)
        try ScanlineUnfilter.checkFilterTypes(buffer.base.assumingMemoryBound(to: UInt8.self), rows: header.height, rowBytes: header.rowBytes)
    }

    /// Inflates the IDAT stream into `out`, which has room for `header.storedImageDataBytes`:
    /// the stream must fill exactly that, end there, and check out (Adler-32).
    static func inflate(_ layout: PNGLayout, in file: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer) throws(PNGDecodingError) {
        let expected = layout.header.storedImageDataBytes
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw .unreadable(reason: "out of memory (libdeflate could not allocate a decompressor)")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var result = LIBDEFLATE_SUCCESS
        var consumed = 0, produced = 0
        func run(_ input: UnsafeRawBufferPointer) {
            result = libdeflate_zlib_decompress_ex(decompressor, input.baseAddress, input.count, out, expected, &consumed, &produced)
        }
        if let single = layout.imageData.single(in: file) {
            // One IDAT chunk with data, as Keyline writes (empty ones aside): inflated in place.
            run(single.map { UnsafeRawBufferPointer(rebasing: file[$0]) } ?? UnsafeRawBufferPointer(start: nil, count: 0))
        } else {
            // Joined into one buffer of the stream's size, which `Limits.maximumImageDataBytes`
            // bounds by the image's size.
            let total = layout.imageDataCount
            var joined = [UInt8](repeating: 0, count: total)
            joined.withUnsafeMutableBytes { out in
                var walk = layout.imageData.walk(file)
                var at = 0
                while let range = walk.next() {
                    out.baseAddress!.advanced(by: at).copyMemory(from: file.baseAddress! + range.lowerBound, byteCount: range.count)
                    at += range.count
                }
            }
            joined.withUnsafeBytes { run($0) }
        }
        switch result {
        case LIBDEFLATE_SUCCESS:
            guard produced == expected else { throw .imageDataTooShort(expected: expected, actual: produced) }
            guard consumed == layout.imageDataCount else {
                throw .imageDataTooLong(expected: expected, detail: "has \(layout.imageDataCount - consumed) bytes after the end of its zlib stream")
            }
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw .imageDataTooLong(expected: expected, detail: "inflates to more bytes than the image needs")
        default:
            throw .imageDataCorrupt
        }
    }

    /// The whole file, refused unread when it is not a regular file (a FIFO would block the
    /// read forever, a device never end), or larger than `limits` allow: than
    /// `maximumFileBytes`, or than its header's image can need (`maximumFileBytes(for:)`).
    static func read(_ path: String, limits: Limits) throws(PNGDecodingError) -> [UInt8] {
        let fd = try RegularFileInput.open(path)
        defer { close(fd.descriptor) }
        let size = fd.size
        guard size <= limits.maximumFileBytes else { throw .fileTooLarge(bytes: size, limit: limits.maximumFileBytes) }

        // Signature and IHDR first: when they hold a valid header, the file may be no larger
        // than that image needs. When they do not, the first bytes alone fail decoding with
        // the same error the whole file would.
        let prefixCount = min(size, 33)
        let prefix = try readFully(fd.descriptor, count: prefixCount)
        var count = size
        if let header = try? prefix.withBytes({ (b) throws(PNGDecodingError) in try PNGLayout.header(inPrefix: b, limits: limits) }) {
            let most = limits.maximumFileBytes(for: header)
            guard size <= most else {
                throw .fileTooLargeForImage(bytes: size, limit: most, image: header.size)
            }
        } else {
            count = min(size, 64 << 10)
        }
        return prefix + (try readFully(fd.descriptor, count: count - prefixCount))
    }

    /// `count` bytes from `fd`, fewer when the file ends first (it shrank while read:
    /// decoding then sees a truncated file).
    private static func readFully(_ fd: Int32, count: Int) throws(PNGDecodingError) -> [UInt8] {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var offset = 0
            while offset < count {
                let n = Glibc.read(fd, buffer.baseAddress! + offset, count - offset)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = errno; break }
                if n == 0 { break }
                offset += n
            }
            initialized = offset
        }
        if failure != 0 { throw .unreadable(reason: String(cString: strerror(failure))) }
        return bytes
    }
}

extension Array where Element == UInt8 {
    /// `withUnsafeBytes` keeping the body's error type (the standard library's version rethrows
    /// untyped).
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws(PNGDecodingError) -> R) throws(PNGDecodingError) -> R {
        try withUnsafeBytes { bytes in Result { () throws(PNGDecodingError) in try body(bytes) } }.get()
    }
}

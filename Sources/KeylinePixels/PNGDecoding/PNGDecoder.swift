import CDeflate
#if canImport(Glibc)
import Glibc
#endif

/// Reads PNG files into `PixelImage`s, and fails closed: a file is decoded only if every
/// check passes, and otherwise a `PNGDecodingError` says what is wrong and what to do.
///
/// Reads 8-bit greyscale, greyscale+alpha, truecolour, truecolour+alpha and palette images
/// (with tRNS), non-interlaced, all five row filters: what Keyline's encoder (RGB or RGBA,
/// filter Up), Cairo, browsers and image tools write for screenshots. Checks, in order:
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
/// the comparison is of the stored samples, as Keyline writes and reads them.
public struct PNGDecoder: Sendable {
    /// What the decoder refuses before it allocates.
    public struct Limits: Hashable, Sendable {
        /// Width and height, each: far beyond any screen at @3x (an iPhone 15 Pro Max is 1290x2796).
        public var maximumSide: Int
        /// Width × height: 64 Mi pixels are 256 MiB decoded.
        public var maximumPixels: Int
        /// The file itself.
        public var maximumFileBytes: Int

        public init(maximumSide: Int = 16384, maximumPixels: Int = 64 << 20, maximumFileBytes: Int = 512 << 20) {
            self.maximumSide = maximumSide
            self.maximumPixels = maximumPixels
            self.maximumFileBytes = maximumFileBytes
        }

        public static let standard = Limits()
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
            return try decode(try Self.read(path, limit: limits.maximumFileBytes))
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
        if header.colorType == .indexed {
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

    /// Inflates the IDAT stream into `out`, which has room for `header.scanlineBytes`: the
    /// stream must fill exactly that, end there, and check out (Adler-32).
    static func inflate(_ layout: PNGLayout, in file: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer) throws(PNGDecodingError) {
        let expected = layout.header.scanlineBytes
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw .unreadable(reason: "out of memory (libdeflate could not allocate a decompressor)")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var result = LIBDEFLATE_SUCCESS
        var consumed = 0, produced = 0
        func run(_ input: UnsafeRawBufferPointer) {
            result = libdeflate_zlib_decompress_ex(decompressor, input.baseAddress, input.count, out, expected, &consumed, &produced)
        }
        if layout.imageData.count == 1 {
            run(UnsafeRawBufferPointer(rebasing: file[layout.imageData[0]]))  // Keyline's files: no copy
        } else {
            var joined: [UInt8] = []
            joined.reserveCapacity(layout.imageDataCount)
            for i in 0..<layout.imageData.count { joined += UnsafeRawBufferPointer(rebasing: file[layout.imageData[i]]) }
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

    /// The whole file, refused unread when it is larger than `limit`.
    static func read(_ path: String, limit: Int) throws(PNGDecodingError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(reason: "it is not a regular file") }
        let size = Int(info.st_size)
        guard size <= limit else { throw .fileTooLarge(bytes: size, limit: limit) }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var offset = 0
            while offset < size {
                let n = Glibc.read(fd, buffer.baseAddress! + offset, size - offset)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = errno; break }
                if n == 0 { break }  // the file shrank while being read: decoding sees a truncated file
                offset += n
            }
            count = offset
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

import CDeflate
#if canImport(Glibc)
import Glibc
#endif

/// A zlib stream (RFC 1950) made of bands of rows that are deflated independently and
/// joined into one stream, so that a band that did not change since the last frame keeps
/// its compressed bytes (and its checksum) instead of being compressed again.
///
/// Each band is a raw deflate stream. To join them, the walker finds each band's last
/// block (for libdeflate's streams); its BFINAL bit is cleared and an empty stored block follows
/// (the "sync flush" that pigz uses to join parallel deflate streams), which realigns
/// the next band to a byte. The stream's Adler-32 is combined from the bands' own
/// (`Adler32.combine`). The result depends only on the bytes and the band size, not on
/// what was reused, so encoding stays deterministic. Bands cost about 1.5 % in size
/// (measured on the seed screens at @3x) against one stream over the whole image.
///
/// Bands are deflated by libdeflate (goldens, stills) or, for the frames of a sequence, by
/// Keyline's `FrameDeflater`, which writes each band's shape as it goes.
///
/// Like libdeflate's compressor it is used by one thread at a time.
final class BandedZlibCompressor {
    /// libdeflate's own range: 0 (store only) to 12 (slowest, smallest).
    static let levels = 0...12

    /// Rows per band: small enough that a frame where little changes recompresses
    /// little, large enough that libdeflate still finds the long matches of flat UI.
    static let bandRows = 64

    /// One band, compressed: its raw deflate stream, where that stream's last block
    /// starts and ends, and the Adler-32 and length of the bytes it holds.
    struct Band {
        var compressed: [UInt8]
        var shape: DeflateStreamWalker.Shape
        var adler: UInt32
        var count: Int
    }

    let compression: PNGEncoder.Compression
    /// libdeflate's compressor, or Keyline's own deflater for frames.
    private let handle: OpaquePointer?
    private let frameDeflater: FrameDeflater?
    private var scratch: [UInt8] = []

    init(_ compression: PNGEncoder.Compression) {
        self.compression = compression
        switch compression {
        case .libdeflate(let level):
            precondition(Self.levels.contains(level), "libdeflate compression level \(level) is outside \(Self.levels)")
            // libdeflate fails only for an invalid level (ruled out above) or without memory.
            guard let handle = libdeflate_alloc_compressor(Int32(level)) else {
                fatalError("libdeflate could not allocate a compressor (out of memory)")
            }
            self.handle = handle
            frameDeflater = nil
        case .frames:
            handle = nil
            frameDeflater = FrameDeflater()
        }
    }

    deinit { if let handle { libdeflate_free_compressor(handle) } }

    /// Deflates one band's bytes on their own.
    /// `rowLength` is the distance between a byte and the one above it (1 + a row's samples).
    func compress(band input: UnsafeRawBufferPointer, rowLength: Int) throws -> Band {
        let adler = libdeflate_adler32(1, input.baseAddress, input.count)
        guard let handle else {
            let (compressed, shape) = frameDeflater!.deflate(input, rowLength: rowLength)
            return Band(compressed: compressed, shape: shape, adler: adler, count: input.count)
        }
        let bound = libdeflate_deflate_compress_bound(handle, input.count)
        if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
        let written = scratch.withUnsafeMutableBytes { out in
            libdeflate_deflate_compress(handle, input.baseAddress, input.count, out.baseAddress, out.count)
        }
        guard written > 0 else { throw PNGEncodingError.compressionFailed }
        let compressed = Array(scratch[..<written])
        let shape = try compressed.withUnsafeBytes { try DeflateStreamWalker.shape(of: $0) }
        return Band(compressed: compressed, shape: shape, adler: adler, count: input.count)
    }

    /// The bands, in order, as one zlib stream.
    static func stream(of bands: [Band]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x9C]  // deflate, 32 KiB window; (0x789C % 31 == 0) as RFC 1950 requires
        stream.reserveCapacity(bands.reduce(6) { $0 + $1.compressed.count + 6 })
        var adler: UInt32 = 1  // of no bytes
        for (b, band) in bands.enumerated() {
            append(band, to: &stream, isLast: b == bands.count - 1)
            adler = Adler32.combine(adler, band.adler, count: band.count)
        }
        stream += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return stream
    }

    private static func append(_ band: Band, to stream: inout [UInt8], isLast: Bool) {
        if isLast { stream += band.compressed; return }
        var bytes = band.compressed[..<((band.shape.endBit + 7) / 8)]
        // Not the last band any more: clear BFINAL.
        let h = band.shape.lastBlockHeaderBit
        bytes[h / 8] &= ~UInt8(1 << (h % 8))
        // Padding after the end-of-block code must be zero: it becomes part of the
        // stored block's header (BFINAL 0, BTYPE 00).
        let used = band.shape.endBit % 8
        if used != 0 { bytes[bytes.count - 1] &= UInt8((1 << used) - 1) }
        stream += bytes
        // The stored header's 3 bits fit in this byte's padding if at least 3 are left;
        // otherwise (or when the band ended on a byte boundary) they take a byte of their own.
        if used == 0 || used > 5 { stream.append(0) }
        stream += [0x00, 0x00, 0xFF, 0xFF]  // LEN 0, NLEN 0xFFFF: an empty stored block
    }
}

/// Adler-32 (RFC 1950 §8.2): two sums modulo 65521, `a` of the bytes plus one and `b` of
/// the running values of `a`, packed as `b << 16 | a`.
enum Adler32 {
    static let modulus: UInt32 = 65521

    /// The checksum of two byte strings one after the other, from each one's checksum and
    /// the second's length. Appending `count` bytes with sums (a₂, b₂) to bytes with sums
    /// (a₁, b₁) gives a = a₁ + a₂ − 1 and b = b₁ + b₂ + count · (a₁ − 1), modulo 65521
    /// (each of the second string's running `a` values is larger by a₁ − 1).
    static func combine(_ first: UInt32, _ second: UInt32, count: Int) -> UInt32 {
        let m = UInt64(modulus)
        let (a1, b1) = (UInt64(first & 0xFFFF), UInt64(first >> 16))
        let (a2, b2) = (UInt64(second & 0xFFFF), UInt64(second >> 16))
        let n = UInt64(count) % m
        let a = (a1 + a2 + m - 1) % m
        let b = (b1 + b2 + n * ((a1 + m - 1) % m)) % m
        return UInt32(b << 16 | a)
    }
}

import CDeflate
#if canImport(Glibc)
import Glibc
#endif

/// A zlib stream (RFC 1950) compressed in bands of rows that are deflated independently
/// and joined into one stream, so that a band whose bytes did not change since the last
/// frame reuses its compressed bytes instead of being compressed again.
///
/// Each band is a raw deflate stream from libdeflate. To join them, the walker finds
/// each band's last block; its BFINAL bit is cleared and an empty stored block follows
/// (the "sync flush" that pigz uses to join parallel deflate streams), which realigns
/// the next band to a byte. The result depends only on the bytes and the band size, not
/// on what was reused, so encoding stays deterministic. Bands cost about 1.5 % in size
/// (measured on the seed screens at @3x) against one stream over the whole image.
///
/// Like libdeflate's compressor it is used by one thread at a time.
final class BandedZlibCompressor {
    /// libdeflate's own range: 0 (store only) to 12 (slowest, smallest).
    static let levels = 0...12

    /// Rows per band: small enough that a frame where little changes recompresses
    /// little, large enough that libdeflate still finds the long matches of flat UI.
    static let bandRows = 64

    let level: Int
    private let handle: OpaquePointer
    private var bands: [CachedBand] = []
    private var scratch: [UInt8] = []

    private struct CachedBand {
        var input: [UInt8]
        var compressed: [UInt8]
        var shape: DeflateStreamWalker.Shape
    }

    init(level: Int) {
        precondition(Self.levels.contains(level), "libdeflate compression level \(level) is outside \(Self.levels)")
        // libdeflate fails only for an invalid level (ruled out above) or without memory.
        guard let handle = libdeflate_alloc_compressor(Int32(level)) else {
            fatalError("libdeflate could not allocate a compressor (out of memory)")
        }
        self.level = level
        self.handle = handle
    }

    deinit { libdeflate_free_compressor(handle) }

    func forgetBands() { bands.removeAll() }

    /// Compresses `rows` scanlines of `rowBytes` each into one zlib stream.
    func compress(_ input: UnsafeRawBufferPointer, rowBytes: Int, rows: Int) throws -> [UInt8] {
        let bandCount = (rows + Self.bandRows - 1) / Self.bandRows
        if bands.count != bandCount {
            bands = Array(repeating: CachedBand(input: [], compressed: [], shape: .init(lastBlockHeaderBit: 0, endBit: 0)), count: bandCount)
        }
        var stream: [UInt8] = [0x78, 0x9C]  // deflate, 32 KiB window; (0x789C % 31 == 0) as RFC 1950 requires
        for b in 0..<bandCount {
            let start = b * Self.bandRows * rowBytes
            let end = min(rows, (b + 1) * Self.bandRows) * rowBytes
            let slice = UnsafeRawBufferPointer(rebasing: input[start..<end])
            if !Self.same(bands[b].input, slice) { try recompress(band: b, slice) }
            append(bands[b], to: &stream, isLast: b == bandCount - 1)
        }
        let adler = libdeflate_adler32(1, input.baseAddress, input.count)
        stream += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return stream
    }

    private static func same(_ cached: [UInt8], _ slice: UnsafeRawBufferPointer) -> Bool {
        guard cached.count == slice.count else { return false }
        return cached.withUnsafeBytes { memcmp($0.baseAddress!, slice.baseAddress!, slice.count) == 0 }
    }

    private func recompress(band b: Int, _ slice: UnsafeRawBufferPointer) throws {
        let bound = libdeflate_deflate_compress_bound(handle, slice.count)
        if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
        let written = scratch.withUnsafeMutableBytes { out in
            libdeflate_deflate_compress(handle, slice.baseAddress, slice.count, out.baseAddress, out.count)
        }
        guard written > 0 else { throw PNGEncodingError.compressionFailed }
        let compressed = Array(scratch[..<written])
        let shape = try compressed.withUnsafeBytes { try DeflateStreamWalker.shape(of: $0) }
        bands[b] = CachedBand(input: Array(slice), compressed: compressed, shape: shape)
    }

    private func append(_ band: CachedBand, to stream: inout [UInt8], isLast: Bool) {
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

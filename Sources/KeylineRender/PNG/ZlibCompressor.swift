import CDeflate

/// One libdeflate compressor, producing zlib streams (RFC 1950) as PNG's IDAT
/// data requires (PNG spec §10.1: "compression method 0", deflate inside zlib).
///
/// libdeflate keeps its hash tables and match-finder state inside the compressor
/// and writes to them on every call, so one instance must never be used by two
/// threads at once. The type is deliberately not `Sendable`.
final class ZlibCompressor {
    /// libdeflate's own range: 0 (store only) to 12 (slowest, smallest).
    static let levels = 0...12

    let level: Int
    private let handle: OpaquePointer

    init(level: Int) {
        precondition(Self.levels.contains(level), "libdeflate compression level \(level) is outside \(Self.levels)")
        // libdeflate_alloc_compressor fails only on an invalid level (ruled out above)
        // or when malloc fails; there is nothing sensible to do about the latter.
        guard let handle = libdeflate_alloc_compressor(Int32(level)) else {
            fatalError("libdeflate could not allocate a compressor (out of memory)")
        }
        self.level = level
        self.handle = handle
    }

    deinit {
        libdeflate_free_compressor(handle)
    }

    /// The most bytes `compress` can write for `inputSize` bytes of input.
    func maximumCompressedSize(forInputSize inputSize: Int) -> Int {
        libdeflate_zlib_compress_bound(handle, inputSize)
    }

    /// Compresses `input` into `output` as one zlib stream and returns the number of
    /// bytes written, or nil when `output` is too small (it never is when sized
    /// with `maximumCompressedSize`).
    func compress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int? {
        let written = libdeflate_zlib_compress(handle, input.baseAddress, input.count, output.baseAddress, output.count)
        return written == 0 ? nil : written
    }
}

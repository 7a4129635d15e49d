import CDeflate

/// Regression inputs too large to check in as they are (a million empty IDAT chunks is
/// 12 MB) are stored gzipped, as `NAME.gz`: this unpacks them for replay.
public enum GzippedInput {
    /// `bytes` unpacked when `name` ends in `.gz`, else as they are; nil for a damaged file.
    public static func unpack(_ bytes: [UInt8], name: String) -> [UInt8]? {
        guard name.hasSuffix(".gz") else { return bytes }
        guard bytes.count >= 18 else { return nil }
        // The gzip trailer's last four bytes: the unpacked size modulo 2^32 (RFC 1952 §2.3.1).
        let size = Int(bytes[bytes.count - 4]) | Int(bytes[bytes.count - 3]) << 8 | Int(bytes[bytes.count - 2]) << 16
            | Int(bytes[bytes.count - 1]) << 24
        guard size <= 256 << 20, let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: size)
        var produced = 0
        let result = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { libdeflate_gzip_decompress(decompressor, input.baseAddress, input.count, $0.baseAddress, size, &produced) }
        }
        return result == LIBDEFLATE_SUCCESS && produced == size ? out : nil
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// `printf`'s `%.Nf`, by the C library itself: the digits `String(format:)` gives, without
/// Foundation, which would add about 1.7 ms to the start of every `keyline diff` (its
/// internationalisation data linked into the static binary; measured with `perf stat`).
enum CFormat {
    /// `value` with `decimals` digits after the point (0 ... 20), rounded as `printf` rounds.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 400)  // %.20f of the largest double is 330 characters
        let format = "%.\(max(0, min(20, decimals)))f"
        let count = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        }
        guard count >= 0, count < buffer.count else { return String(value) }
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The contents of a PNG image header chunk, IHDR (PNG spec §11.2.2).
struct PNGHeader {
    /// PNG spec §11.2.2, table 11.1: the colour types this encoder writes.
    enum ColorType: UInt8 {
        /// Truecolour: R, G, B.
        case rgb = 2
        /// Truecolour with alpha: R, G, B, A (alpha not premultiplied, §12.3).
        case rgba = 6

        var bytesPerPixel: Int {
            switch self {
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    /// PNG spec §11.2.2: width and height are 1 ... 2^31 - 1.
    static let dimensions = 1...Int(Int32.max)

    let width: Int
    let height: Int
    let colorType: ColorType

    /// The 13 data bytes of IHDR: width, height (4 bytes each, big-endian), bit
    /// depth 8, colour type, compression method 0 (deflate), filter method 0
    /// (the five adaptive filter types of §9.2) and interlace method 0 (none).
    var chunkData: [UInt8] {
        func bigEndian(_ value: Int) -> [UInt8] {
            [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
             UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
        }
        return bigEndian(width) + bigEndian(height) + [8, colorType.rawValue, 0, 0, 0]
    }
}

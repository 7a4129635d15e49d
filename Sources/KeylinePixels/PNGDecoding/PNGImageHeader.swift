/// The image header, IHDR (PNG spec §11.2.2), checked against the spec and this decoder.
public struct PNGImageHeader: Hashable, Sendable {
    /// PNG spec §11.2.2, table 11.1.
    public enum ColorType: UInt8, Sendable {
        case greyscale = 0
        case truecolor = 2
        case indexed = 3
        case greyscaleAlpha = 4
        case truecolorAlpha = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .greyscale, .indexed: 1
            case .greyscaleAlpha: 2
            case .truecolor: 3
            case .truecolorAlpha: 4
            }
        }

        /// Table 11.1: the bit depths each colour type allows. (An array: a `Set` would cost
        /// a fresh `keyline diff` process a tenth of a millisecond to build its type.)
        var allowedBitDepths: [UInt8] {
            switch self {
            case .greyscale: [1, 2, 4, 8, 16]
            case .indexed: [1, 2, 4, 8]
            case .truecolor, .greyscaleAlpha, .truecolorAlpha: [8, 16]
            }
        }
    }

    public let width: Int
    public let height: Int
    public let bitDepth: UInt8
    public let colorType: ColorType
    public let interlaced: Bool

    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// Bytes per pixel at the 8-bit depth this decoder reads: the distance the Sub,
    /// Average and Paeth filters look back (§9.2).
    var bytesPerPixel: Int { colorType.channels }
    var rowBytes: Int { width * bytesPerPixel }
    /// Filter-type byte plus samples, for every row: what IDAT must inflate to.
    var scanlineBytes: Int { height * (1 + rowBytes) }

    /// Parses the 13 data bytes of IHDR, then refuses what the spec forbids, what this
    /// decoder does not read, and images beyond `limits`, in that order.
    init(_ data: UnsafeRawBufferPointer, limits: PNGDecoder.Limits) throws(PNGDecodingError) {
        guard data.count == 13 else {
            throw .malformed(detail: "IHDR has \(data.count) bytes of data, not 13")
        }
        let width = Int(PNGBytes.bigEndian32(data, at: 0))
        let height = Int(PNGBytes.bigEndian32(data, at: 4))
        let (bitDepth, rawColorType) = (data[8], data[9])
        let (compression, filter, interlace) = (data[10], data[11], data[12])

        // §11.2.2: width and height are 1 ... 2^31 - 1.
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw .invalidHeader(detail: "the image is \(width)x\(height); width and height must be 1 to 2147483647")
        }
        guard let colorType = ColorType(rawValue: rawColorType) else {
            throw .invalidHeader(detail: "colour type \(rawColorType) does not exist (PNG has 0, 2, 3, 4 and 6)")
        }
        guard colorType.allowedBitDepths.contains(bitDepth) else {
            throw .invalidHeader(detail: "bit depth \(bitDepth) is not allowed for colour type \(rawColorType)")
        }
        guard compression == 0 else { throw .invalidHeader(detail: "compression method \(compression) (PNG has only 0, deflate)") }
        guard filter == 0 else { throw .invalidHeader(detail: "filter method \(filter) (PNG has only 0)") }
        guard interlace <= 1 else { throw .invalidHeader(detail: "interlace method \(interlace) (PNG has 0 and 1)") }

        guard bitDepth == 8 else {
            throw .unsupported(detail: "\(bitDepth) bits per sample; this decoder reads 8-bit images only")
        }
        guard interlace == 0 else {
            throw .unsupported(detail: "the image is interlaced (Adam7); this decoder reads non-interlaced images only")
        }
        guard width <= limits.maximumSide, height <= limits.maximumSide else {
            throw .imageTooLarge(width: width, height: height, limit: "\(limits.maximumSide) pixels on a side")
        }
        guard width * height <= limits.maximumPixels else {
            throw .imageTooLarge(width: width, height: height, limit: "\(limits.maximumPixels) pixels in all")
        }
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = false
    }
}

/// Big-endian integers as PNG stores them (§7.1).
enum PNGBytes {
    @inline(__always)
    static func bigEndian32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

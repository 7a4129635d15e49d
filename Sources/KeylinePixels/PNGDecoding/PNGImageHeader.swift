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

    /// Bytes per pixel at the 8-bit depth the sample conversion reads (`DecodedSamples`
    /// turns 16-bit and interlaced images into that layout first; see `isConvertedDirectly`).
    var bytesPerPixel: Int { colorType.channels }
    var rowBytes: Int { width * bytesPerPixel }
    /// Filter-type byte plus samples, for every row, at 8 bits and not interlaced.
    var scanlineBytes: Int { height * (1 + rowBytes) }

    /// Whether the stored samples are already the layout the conversion reads: 8 bits per
    /// sample, not interlaced (what Keyline, Cairo and most tools write). Other images are
    /// reduced to it once, when decoded (`StoredSampleReduction`).
    var isConvertedDirectly: Bool { bitDepth == 8 && !interlaced }

    /// Bytes per complete pixel as stored: the distance the Sub, Average and Paeth filters
    /// look back (§9.2). 16-bit samples are two bytes, most significant first (§7.1).
    var storedBytesPerPixel: Int { colorType.channels * Int(bitDepth) / 8 }

    /// The sub-images the stored data holds, in order: the whole image, or Adam7's seven
    /// passes (§8.2), each (its first column, first row, column step, row step, width,
    /// height). A pass with no pixels stores nothing, not even filter bytes (§8.2).
    var passes: [Adam7Pass] {
        guard interlaced else { return [Adam7Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
        // PNG spec §8.2, figure 8.2: the pass each pixel of an 8x8 block belongs to.
        let starts = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return starts.map { x0, y0, dx, dy in
            Adam7Pass(x0: x0, y0: y0, dx: dx, dy: dy,
                      width: width > x0 ? (width - x0 + dx - 1) / dx : 0, height: height > y0 ? (height - y0 + dy - 1) / dy : 0)
        }
    }

    /// What IDAT must inflate to: for every non-empty pass, each row's filter-type byte and samples.
    var storedImageDataBytes: Int {
        guard interlaced else { return height * (1 + width * storedBytesPerPixel) }  // no array on the common path
        return passes.reduce(0) { total, pass in
            pass.isEmpty ? total : total + pass.height * (1 + pass.width * storedBytesPerPixel)
        }
    }

    /// The header of the samples `StoredSampleReduction` makes of this image: 8 bits, not
    /// interlaced; a 16-bit image with a transparent colour (tRNS) gains an alpha channel,
    /// since its key is matched on the 16-bit samples, before they are reduced.
    func reduced(keyedTransparency: Bool) -> PNGImageHeader {
        var type = colorType
        if bitDepth == 16, keyedTransparency {
            type = colorType == .greyscale ? .greyscaleAlpha : colorType == .truecolor ? .truecolorAlpha : colorType
        }
        return PNGImageHeader(width: width, height: height, bitDepth: 8, colorType: type, interlaced: false)
    }

    private init(width: Int, height: Int, bitDepth: UInt8, colorType: ColorType, interlaced: Bool) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = interlaced
    }

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

        // 8 and 16 bits: what screenshots, Cairo and image tools write (a device's Display P3
        // screenshot may be 16-bit). 1, 2 and 4 bits (greyscale and palette) are not read.
        guard bitDepth == 8 || bitDepth == 16 else {
            throw .unsupported(detail: "\(bitDepth) bits per sample; this decoder reads 8- and 16-bit images")
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
        self.interlaced = interlace == 1
    }
}

/// One sub-image of an interlaced PNG (PNG spec §8.2), or the whole image.
struct Adam7Pass: Hashable, Sendable {
    let x0: Int, y0: Int, dx: Int, dy: Int
    let width: Int, height: Int
    var isEmpty: Bool { width == 0 || height == 0 }
}

/// Big-endian integers as PNG stores them (§7.1).
enum PNGBytes {
    @inline(__always)
    static func bigEndian32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

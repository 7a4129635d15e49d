/// An image in the pixel format Keyline renders in: Cairo's `CAIRO_FORMAT_ARGB32`, one
/// native-endian 32-bit word per pixel, alpha in the top byte, then red, green and blue
/// premultiplied by alpha. Rows are `width` words, back to back.
///
/// The PNG decoder produces this format, so a decoded golden and a freshly rendered frame
/// (KeylineRender's `RasterImage`) compare word for word, with neither converted nor re-encoded.
/// Premultiplied colour is what is drawn: two PNGs whose straight colours differ only where
/// they cannot be seen (any colour at alpha 0) decode to the same words.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height` words, top row first.
    public internal(set) var pixels: [UInt32]

    /// - Precondition: `pixels.count == width * height` (a programming error otherwise).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height,
                     "PixelImage: \(pixels.count) words for \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Every pixel `word`.
    public init(width: Int, height: Int, filledWith word: UInt32) {
        self.init(width: width, height: height, pixels: [UInt32](repeating: word, count: max(0, width) * max(0, height)))
    }

    /// The word at (x, y); (0, 0) is the top left.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// The pixel at (x, y) with its colour un-premultiplied, as a PNG stores it.
    public func straightRGBA(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        PixelWord.straight(self[x, y])
    }

    /// The image as a PNG, by Keyline's encoder (opaque images as RGB, others as RGBA).
    public func encodedPNG(compressionLevel: Int = PNGEncoder.defaultCompressionLevel) throws -> [UInt8] {
        try pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { throw PNGEncodingError.invalidSize(width: width, height: height) }
            return try PNGEncoder(compressionLevel: compressionLevel).encode(argb32: base, width: width, height: height, stride: width * 4)
        }
    }
}

/// A premultiplied ARGB32 word taken apart.
enum PixelWord {
    @inline(__always) static func alpha(_ w: UInt32) -> Int { Int(w >> 24) }
    @inline(__always) static func red(_ w: UInt32) -> Int { Int(w >> 16 & 0xFF) }
    @inline(__always) static func green(_ w: UInt32) -> Int { Int(w >> 8 & 0xFF) }
    @inline(__always) static func blue(_ w: UInt32) -> Int { Int(w & 0xFF) }

    @inline(__always) static func opaque(red: Int, green: Int, blue: Int) -> UInt32 {
        0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// Un-premultiplied with Cairo's rounding (the rule Keyline's encoder writes PNGs with).
    static func straight(_ w: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = alpha(w)
        guard a != 0 else { return (0, 0, 0, 0) }
        func un(_ c: Int) -> UInt8 { UInt8(truncatingIfNeeded: (c * 255 + a / 2) / a) }
        return (un(red(w)), un(green(w)), un(blue(w)), UInt8(a))
    }
}

/// A frame as a video encoder takes it: straight (un-premultiplied) R, G, B, A bytes, row
/// after row, at the video's padded size, converted exactly as Keyline's PNG encoder
/// converts pixels (`PixelImage.writeStraightRGBA`). Made by the thread that rendered the
/// frame, straight from its surface, so that the thread feeding ffmpeg only writes bytes.
public struct StraightRGBAFrame: Sendable {
    /// `paddedWidth * paddedHeight * 4` bytes.
    public let bytes: [UInt8]
    /// The rendered frame's size; the padded size is at least this.
    public let width: Int, height: Int
    public let paddedWidth: Int, paddedHeight: Int
    /// Whether every rendered pixel has alpha 255.
    public let isOpaque: Bool

    /// Converts `height` rows of Cairo ARGB32 words (premultiplied, native-endian), `stride`
    /// bytes apart; the extra columns and rows repeat the last ones (a video encoder's even
    /// sides, without a border of another colour).
    public init(argb32 pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, paddedWidth: Int, paddedHeight: Int) {
        precondition(width > 0 && height > 0 && paddedWidth >= width && paddedHeight >= height && stride >= width * 4,
                     "StraightRGBAFrame: \(width)x\(height) padded to \(paddedWidth)x\(paddedHeight), stride \(stride)")
        let image = ARGB32Image(pixels: pixels, width: width, height: height, stride: stride)
        var opaque = true
        bytes = [UInt8](unsafeUninitializedCapacity: paddedWidth * paddedHeight * 4) { out, count in
            opaque = Self.write(image, to: UnsafeMutableRawPointer(out.baseAddress!), paddedWidth: paddedWidth, paddedHeight: paddedHeight)
            count = paddedWidth * paddedHeight * 4
        }
        self.width = width
        self.height = height
        self.paddedWidth = paddedWidth
        self.paddedHeight = paddedHeight
        isOpaque = opaque
    }

    /// Writes `image` padded into `out`; returns whether it is opaque.
    static func write(_ image: ARGB32Image, to out: UnsafeMutableRawPointer, paddedWidth: Int, paddedHeight: Int) -> Bool {
        let (width, height) = (image.width, image.height)
        var opaque = true
        ScanlineConversion.unpremultiplyTable.withUnsafeBufferPointer { table in
            for y in 0..<height {
                let row = out + y * paddedWidth * 4
                if opaque { opaque = image.isOpaque(row: y) }
                ScanlineConversion.writeUnpremultipliedRGBA(from: image.row(y), width: width, to: row, table: table.baseAddress!)
                let last = row.load(fromByteOffset: (width - 1) * 4, as: UInt32.self)
                for x in width..<paddedWidth { row.storeBytes(of: last, toByteOffset: x * 4, as: UInt32.self) }
            }
        }
        for y in height..<paddedHeight {
            (out + y * paddedWidth * 4).copyMemory(from: out + (height - 1) * paddedWidth * 4, byteCount: paddedWidth * 4)
        }
        return opaque
    }
}

/// A frame as a video encoder takes it: straight (un-premultiplied) B, G, R, A bytes, row
/// after row, at the video's padded size; ffmpeg's `bgra`. That is the byte order of Cairo's
/// ARGB32 words on a little-endian machine, so an opaque row, where premultiplied and straight
/// colour are the same, is its surface row copied as it is; a translucent pixel is
/// un-premultiplied exactly as Keyline's PNG encoder does it (`ScanlineConversion.unpremultiplied`),
/// so a video starts from the PNG frames' pixels. Made by the thread that rendered the frame,
/// straight from its surface, into a buffer reused from frame to frame (`FrameBufferPool`), so
/// that the thread feeding ffmpeg only writes bytes.
///
/// (Cairo's byte order, not the PNG's R, G, B, A, because the frames are the largest thing
/// Keyline moves: 55 frames at @3x are 650 MB, and converting each pixel's order cost a
/// quarter of Keyline's own CPU time beside ffmpeg on UrbanNest's slide 1; ffmpeg's colour
/// conversion reads either order at the same cost, and the MP4 is the same to the byte.)
public struct StraightBGRAFrame: Sendable {
    private let buffer: FrameBuffer
    /// The rendered frame's size; the padded size is at least this.
    public let width: Int, height: Int
    public let paddedWidth: Int, paddedHeight: Int
    /// Whether every rendered pixel has alpha 255.
    public let isOpaque: Bool

    /// Converts `height` rows of Cairo ARGB32 words (premultiplied, native-endian), `stride`
    /// bytes apart, into a buffer from `pool`; the extra columns and rows repeat the last ones
    /// (a video encoder's even sides, without a border of another colour).
    public init(argb32 pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, paddedWidth: Int, paddedHeight: Int,
                pool: FrameBufferPool) {
        precondition(width > 0 && height > 0 && paddedWidth >= width && paddedHeight >= height && stride >= width * 4,
                     "StraightBGRAFrame: \(width)x\(height) padded to \(paddedWidth)x\(paddedHeight), stride \(stride)")
        buffer = pool.take(count: paddedWidth * paddedHeight * 4)
        isOpaque = Self.write(ARGB32Image(pixels: pixels, width: width, height: height, stride: stride), to: buffer.base,
                              paddedWidth: paddedWidth, paddedHeight: paddedHeight)
        self.width = width
        self.height = height
        self.paddedWidth = paddedWidth
        self.paddedHeight = paddedHeight
    }

    /// A frame drawn straight into its buffer, with no copy out of another surface: `draw`
    /// gets the buffer and its row stride (`paddedWidth * 4` bytes) and writes `height` rows of
    /// Cairo ARGB32 words (premultiplied, native-endian) of `width` pixels (a Cairo image
    /// surface made on these bytes). Each row is then made straight where it is: an opaque
    /// row is already its straight B, G, R, A bytes, a translucent one is un-premultiplied in
    /// place by the same rule as `init(argb32:…)`, and the padding repeats the last column and
    /// row, so the bytes are those `init(argb32:…)` makes from the same drawing.
    public init(drawingInto pool: FrameBufferPool, width: Int, height: Int, paddedWidth: Int, paddedHeight: Int,
                draw: (_ rows: UnsafeMutableRawPointer, _ stride: Int) -> Void) {
        precondition(width > 0 && height > 0 && paddedWidth >= width && paddedHeight >= height,
                     "StraightBGRAFrame: \(width)x\(height) padded to \(paddedWidth)x\(paddedHeight)")
        buffer = pool.take(count: paddedWidth * paddedHeight * 4)
        draw(buffer.base, paddedWidth * 4)
        isOpaque = Self.straightenInPlace(buffer.base, width: width, height: height, paddedWidth: paddedWidth, paddedHeight: paddedHeight)
        self.width = width
        self.height = height
        self.paddedWidth = paddedWidth
        self.paddedHeight = paddedHeight
    }

    /// The `paddedWidth * paddedHeight * 4` bytes, valid inside `body`.
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(buffer) { try body(UnsafeRawBufferPointer(start: buffer.base, count: buffer.count)) }
    }

    /// A copy of the bytes (for tests and callers that keep them).
    public var bytes: [UInt8] { withBytes { [UInt8]($0) } }

    /// Whether two frames are one buffer (a hold: the frame before handed out again).
    public func sharesBytes(with other: StraightBGRAFrame) -> Bool { buffer === other.buffer }

    /// Makes `height` rows of ARGB32 words, `paddedWidth * 4` bytes apart, straight B, G, R, A
    /// where they are, and pads them; returns whether every pixel is opaque. Reads an opaque
    /// row once and writes nothing (its words are its bytes already).
    static func straightenInPlace(_ rows: UnsafeMutableRawPointer, width: Int, height: Int, paddedWidth: Int, paddedHeight: Int) -> Bool {
        var opaque = true
        for y in 0..<height {
            let row = rows + y * paddedWidth * 4
            if !isOpaque(row, width: width) {
                opaque = false
                ScanlineConversion.unpremultiplyTable.withUnsafeBufferPointer { table in
                    // In place: each word is read before the same word is written.
                    writeUnpremultipliedBGRA(from: row, width: width, to: row, table: table.baseAddress!)
                }
            }
        }
        pad(rows, width: width, height: height, paddedWidth: paddedWidth, paddedHeight: paddedHeight)
        return opaque
    }

    /// Whether every word of a row has alpha 255. One branch-free pass: vectorized.
    @inline(__always)
    static func isOpaque(_ row: UnsafeRawPointer, width: Int) -> Bool {
        var all: UInt32 = 0xFFFF_FFFF
        for x in 0..<width { all &= row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) }
        return all >> 24 == 0xFF
    }

    /// Repeats the last column into the padding columns of each row, then the last row into
    /// the padding rows.
    static func pad(_ rows: UnsafeMutableRawPointer, width: Int, height: Int, paddedWidth: Int, paddedHeight: Int) {
        if paddedWidth > width {
            for y in 0..<height {
                let row = rows + y * paddedWidth * 4
                let last = row.load(fromByteOffset: (width - 1) * 4, as: UInt32.self)
                for x in width..<paddedWidth { row.storeBytes(of: last, toByteOffset: x * 4, as: UInt32.self) }
            }
        }
        for y in height..<paddedHeight {
            (rows + y * paddedWidth * 4).copyMemory(from: rows + (height - 1) * paddedWidth * 4, byteCount: paddedWidth * 4)
        }
    }

    /// Writes `image` padded into `out`; returns whether it is opaque.
    static func write(_ image: ARGB32Image, to out: UnsafeMutableRawPointer, paddedWidth: Int, paddedHeight: Int) -> Bool {
        let (width, height) = (image.width, image.height)
        var opaque = true
        for y in 0..<height {
            let row = out + y * paddedWidth * 4
            if !copyIfOpaque(image.row(y), width: width, to: row) {
                opaque = false
                ScanlineConversion.unpremultiplyTable.withUnsafeBufferPointer { table in
                    writeUnpremultipliedBGRA(from: image.row(y), width: width, to: row, table: table.baseAddress!)
                }
            }
        }
        pad(out, width: width, height: height, paddedWidth: paddedWidth, paddedHeight: paddedHeight)
        return opaque
    }

    /// Copies a row of words as B, G, R, A bytes and returns whether every pixel has alpha 255
    /// (then the copy is the straight row; otherwise the caller writes the row again). One
    /// pass, branch-free: the compiler vectorizes it.
    @inline(__always)
    static func copyIfOpaque(_ row: UnsafeRawPointer, width: Int, to out: UnsafeMutableRawPointer) -> Bool {
        var all: UInt32 = 0xFFFF_FFFF
        for x in 0..<width {
            let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            all &= word
            // 0xAARRGGBB stored little-endian is B, G, R, A (a plain copy on x86 and ARM Linux).
            out.storeBytes(of: word.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
        }
        return all >> 24 == 0xFF
    }

    /// A row with translucent pixels, un-premultiplied by Cairo's PNG writer's rule
    /// (`ScanlineConversion.writeUnpremultipliedRGBA` does the same into R, G, B, A).
    static func writeUnpremultipliedBGRA(from row: UnsafeRawPointer, width: Int, to out: UnsafeMutableRawPointer, table: UnsafePointer<UInt8>) {
        for x in 0..<width {
            // 0xAARRGGBB stored little-endian is B, G, R, A.
            let straight = ScanlineConversion.straightARGB(row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self), table: table)
            out.storeBytes(of: straight.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
        }
    }
}

extension PixelImage {
    /// The pixels as straight (un-premultiplied) R, G, B, A bytes, row after row, converted
    /// exactly as Keyline's PNG encoder converts them: what other encoders are given, so
    /// that every format starts from the pixels of the PNG frames.
    ///
    /// - Parameters:
    ///   - out: `paddedWidth * paddedHeight * 4` bytes.
    ///   - paddedWidth, paddedHeight: at least the image's; the extra columns and rows repeat
    ///     the last ones (a video encoder's even sides, without a border of another colour).
    public func writeStraightRGBA(to out: UnsafeMutableRawPointer, paddedWidth: Int? = nil, paddedHeight: Int? = nil) {
        let outWidth = paddedWidth ?? width, outHeight = paddedHeight ?? height
        precondition(outWidth >= width && outHeight >= height, "padding only adds pixels")
        guard width > 0, height > 0 else { return }
        let (width, height) = (width, height)
        pixels.withUnsafeBytes { source in
            let image = ARGB32Image(pixels: source.baseAddress!, width: width, height: height, stride: width * 4)
            ScanlineConversion.unpremultiplyTable.withUnsafeBufferPointer { table in
                for y in 0..<height {
                    let row = out + y * outWidth * 4
                    ScanlineConversion.writeUnpremultipliedRGBA(from: image.row(y), width: width, to: row, table: table.baseAddress!)
                    let last = row.load(fromByteOffset: (width - 1) * 4, as: UInt32.self)
                    for x in width..<outWidth { row.storeBytes(of: last, toByteOffset: x * 4, as: UInt32.self) }
                }
            }
        }
        for y in height..<outHeight {
            (out + y * outWidth * 4).copyMemory(from: out + (height - 1) * outWidth * 4, byteCount: outWidth * 4)
        }
    }

    /// `writeStraightRGBA` into a new array.
    public var straightRGBA: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            writeStraightRGBA(to: buffer.baseAddress!)
            count = width * height * 4
        }
    }

    /// Whether every pixel is opaque.
    public var isOpaque: Bool { pixels.allSatisfy { $0 >> 24 == 0xFF } }
}

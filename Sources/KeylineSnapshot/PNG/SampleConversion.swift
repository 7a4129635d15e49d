/// Turns unfiltered 8-bit PNG samples into premultiplied ARGB32 words (`PixelImage`'s format),
/// premultiplying exactly as Cairo's PNG reader does, so a file written by Keyline's encoder
/// (or Cairo's writer) from a frame decodes to that frame's words.
enum SampleConversion {
    /// Everything a row conversion needs besides the samples.
    struct Context {
        let header: PNGImageHeader
        /// Indexed images: the palette as premultiplied words, `paletteSize` of 256 used.
        let palette: [UInt32]
        let paletteSize: Int
        /// Greyscale or truecolour with tRNS: the one sample value (grey, or R, G, B) that
        /// is fully transparent (§11.3.2.1).
        let transparentKey: (UInt16, UInt16, UInt16)?

        init(header: PNGImageHeader, file: UnsafeRawBufferPointer, palette: Range<Int>?, transparency: Range<Int>?) {
            self.header = header
            var words = [UInt32](repeating: 0, count: 256)
            var size = 0
            if header.colorType == .indexed, let palette {
                size = palette.count / 3
                for i in 0..<size {
                    let p = palette.lowerBound + 3 * i
                    // tRNS gives the first entries' alphas; the rest are opaque.
                    let alpha = transparency.map { i < $0.count ? Int(file[$0.lowerBound + i]) : 255 } ?? 255
                    words[i] = SampleConversion.premultiplied(red: Int(file[p]), green: Int(file[p + 1]), blue: Int(file[p + 2]), alpha: alpha)
                }
            }
            self.palette = words
            self.paletteSize = size
            if let t = transparency, header.colorType == .greyscale || header.colorType == .truecolor {
                func sample(_ i: Int) -> UInt16 { UInt16(file[t.lowerBound + 2 * i]) << 8 | UInt16(file[t.lowerBound + 2 * i + 1]) }
                transparentKey = header.colorType == .greyscale ? (sample(0), sample(0), sample(0)) : (sample(0), sample(1), sample(2))
            } else {
                transparentKey = nil
            }
        }
    }

    /// Replaces the unfiltered scanlines at `buffer` (row y's samples at
    /// `y * (1 + rowBytes) + 1`, and one readable byte after the last row) by the image's
    /// words, row after row from `buffer` on. Pixel (x, y)'s word goes to byte 4(yw + x):
    /// never past its own samples for four-byte pixels (so front to back), and past the
    /// samples of every pixel before it for narrower ones (so back to front); each pixel's
    /// samples are read before its word is stored.
    static func convertInPlace(_ buffer: UnsafeMutableRawPointer, context: Context, table: UnsafePointer<UInt8>) throws(PNGDecodingError) {
        let header = context.header
        let (width, height, pitch) = (header.width, header.height, 1 + header.rowBytes)
        let key = context.transparentKey

        /// Calls `body(samplesOffset, wordOffset, x, y)` for every pixel in a safe order.
        @inline(__always)
        func eachPixel(bytesPerPixel b: Int, _ body: (Int, Int, Int, Int) throws(PNGDecodingError) -> Void) throws(PNGDecodingError) {
            if b == 4 {
                for y in 0..<height {
                    for x in 0..<width { try body(y &* pitch &+ 1 &+ x &* 4, (y &* width &+ x) &* 4, x, y) }
                }
            } else {
                for y in stride(from: height - 1, through: 0, by: -1) {
                    for x in stride(from: width - 1, through: 0, by: -1) { try body(y &* pitch &+ 1 &+ x &* b, (y &* width &+ x) &* 4, x, y) }
                }
            }
        }
        @inline(__always) func load(_ offset: Int) -> UInt32 { UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        @inline(__always) func store(_ word: UInt32, _ offset: Int) { buffer.storeBytes(of: word, toByteOffset: offset, as: UInt32.self) }
        @inline(__always) func byte(_ offset: Int) -> Int { Int(buffer.load(fromByteOffset: offset, as: UInt8.self)) }

        switch header.colorType {
        case .truecolorAlpha:
            try eachPixel(bytesPerPixel: 4) { i, o, _, _ in
                // Bytes R, G, B, A loaded little-endian are 0xAABBGGRR; byte-swapped 0xRRGGBBAA.
                let word = load(i)
                let alpha = word >> 24
                if alpha == 0xFF {
                    store(word.byteSwapped >> 8 | 0xFF00_0000, o)
                } else if alpha == 0 {
                    store(0, o)  // Cairo's reader stores every fully transparent pixel as 0.
                } else {
                    let t = table + Int(alpha << 8)
                    store(alpha << 24 | UInt32(t[Int(word & 0xFF)]) << 16 | UInt32(t[Int(word >> 8 & 0xFF)]) << 8
                          | UInt32(t[Int(word >> 16 & 0xFF)]), o)
                }
            }
        case .truecolor:
            // A key sample beyond 255 matches nothing at bit depth 8.
            let rgbKey = key.flatMap { k in k.0 < 256 && k.1 < 256 && k.2 < 256 ? UInt32(k.0) << 16 | UInt32(k.1) << 8 | UInt32(k.2) : nil }
            try eachPixel(bytesPerPixel: 3) { i, o, _, _ in
                // R, G, B and the next byte (whatever it holds by now) are 0x??BBGGRR;
                // byte-swapped and shifted right by 8, 0x00RRGGBB.
                let rgb = load(i).byteSwapped >> 8
                if rgb == rgbKey {
                    store(0, o)
                } else {
                    store(0xFF00_0000 | rgb, o)
                }
            }
        case .greyscale:
            try eachPixel(bytesPerPixel: 1) { i, o, _, _ in
                let grey = byte(i)
                store(key.map { UInt16(grey) == $0.0 } == true ? 0 : 0xFF00_0000 | UInt32(grey) &* 0x01_0101, o)
            }
        case .greyscaleAlpha:
            try eachPixel(bytesPerPixel: 2) { i, o, _, _ in
                let grey = byte(i), alpha = byte(i + 1)
                store(UInt32(alpha) << 24 | UInt32(table[alpha << 8 | grey]) &* 0x01_0101, o)
            }
        case .indexed:
            try context.palette.withUnsafeBufferPointer { (palette) throws(PNGDecodingError) in
                try eachPixel(bytesPerPixel: 1) { (i, o, _, y) throws(PNGDecodingError) in
                    let index = byte(i)
                    guard index < context.paletteSize else {
                        throw .paletteIndexOutOfRange(index: index, paletteSize: context.paletteSize, row: y)
                    }
                    store(palette[index], o)
                }
            }
        }
    }

    /// Cairo's `multiply_alpha` (cairo-png.c): c × a / 255 rounded to nearest, in integers;
    /// alpha 0 gives the word 0.
    static func premultiplied(red: Int, green: Int, blue: Int, alpha: Int) -> UInt32 {
        guard alpha != 0 else { return 0 }
        return UInt32(alpha) << 24 | UInt32(multiply(red, alpha)) << 16 | UInt32(multiply(green, alpha)) << 8 | UInt32(multiply(blue, alpha))
    }

    @inline(__always)
    static func multiply(_ c: Int, _ alpha: Int) -> Int {
        let t = c * alpha + 0x80
        return ((t >> 8) + t) >> 8
    }

    /// `multiply` for every (alpha, c), indexed by `alpha << 8 | c`: 64 KiB, built once.
    static let premultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 0..<256 {
            for c in 0..<256 { table[alpha << 8 | c] = UInt8(multiply(c, alpha)) }
        }
        return table
    }()
}

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
        // Plain loops per colour type (no per-pixel closure): this is the decoder's hot loop.
        switch header.colorType {
        case .truecolorAlpha:
            for y in 0..<height {
                let samples = UnsafeRawPointer(buffer + (y &* pitch &+ 1)), words = buffer + y &* width &* 4
                for x in 0..<width {
                    // Bytes R, G, B, A loaded little-endian are 0xAABBGGRR; byte-swapped 0xRRGGBBAA.
                    let word = UInt32(littleEndian: samples.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
                    let alpha = word >> 24
                    let argb: UInt32
                    if alpha == 0xFF {
                        argb = word.byteSwapped >> 8 | 0xFF00_0000
                    } else if alpha == 0 {
                        argb = 0  // Cairo's reader stores every fully transparent pixel as 0.
                    } else {
                        let t = table + Int(alpha << 8)
                        argb = alpha << 24 | UInt32(t[Int(word & 0xFF)]) << 16 | UInt32(t[Int(word >> 8 & 0xFF)]) << 8
                            | UInt32(t[Int(word >> 16 & 0xFF)])
                    }
                    words.storeBytes(of: argb, toByteOffset: x &* 4, as: UInt32.self)
                }
            }
        case .truecolor:
            // A key sample beyond 255 matches nothing at bit depth 8; no 24-bit colour is 0xFFFFFFFF.
            let key = context.transparentKey.flatMap { k in
                k.0 < 256 && k.1 < 256 && k.2 < 256 ? UInt32(k.0) << 16 | UInt32(k.1) << 8 | UInt32(k.2) : nil
            } ?? 0xFFFF_FFFF
            for y in stride(from: height - 1, through: 0, by: -1) {
                let samples = UnsafeRawPointer(buffer + (y &* pitch &+ 1)), words = buffer + y &* width &* 4
                var x = width - 1
                while x >= 0 {
                    // R, G, B and the next byte (whatever it holds by now) are 0x??BBGGRR;
                    // byte-swapped and shifted right by 8, 0x00RRGGBB.
                    let rgb = UInt32(littleEndian: samples.loadUnaligned(fromByteOffset: x &* 3, as: UInt32.self)).byteSwapped >> 8
                    words.storeBytes(of: rgb == key ? 0 : 0xFF00_0000 | rgb, toByteOffset: x &* 4, as: UInt32.self)
                    x &-= 1
                }
            }
        case .greyscale:
            let key = context.transparentKey.map { Int($0.0) } ?? -1
            for y in stride(from: height - 1, through: 0, by: -1) {
                let samples = UnsafeRawPointer(buffer + (y &* pitch &+ 1)), words = buffer + y &* width &* 4
                var x = width - 1
                while x >= 0 {
                    let grey = Int(samples.load(fromByteOffset: x, as: UInt8.self))
                    words.storeBytes(of: grey == key ? 0 : 0xFF00_0000 | UInt32(grey) &* 0x01_0101, toByteOffset: x &* 4, as: UInt32.self)
                    x &-= 1
                }
            }
        case .greyscaleAlpha:
            for y in stride(from: height - 1, through: 0, by: -1) {
                let samples = UnsafeRawPointer(buffer + (y &* pitch &+ 1)), words = buffer + y &* width &* 4
                var x = width - 1
                while x >= 0 {
                    let grey = Int(samples.load(fromByteOffset: 2 &* x, as: UInt8.self))
                    let alpha = Int(samples.load(fromByteOffset: 2 &* x &+ 1, as: UInt8.self))
                    words.storeBytes(of: UInt32(alpha) << 24 | UInt32(table[alpha << 8 | grey]) &* 0x01_0101,
                                     toByteOffset: x &* 4, as: UInt32.self)
                    x &-= 1
                }
            }
        case .indexed:
            try context.palette.withUnsafeBufferPointer { (palette) throws(PNGDecodingError) in
                for y in stride(from: height - 1, through: 0, by: -1) {
                    let samples = UnsafeRawPointer(buffer + (y &* pitch &+ 1)), words = buffer + y &* width &* 4
                    var x = width - 1
                    while x >= 0 {
                        let index = Int(samples.load(fromByteOffset: x, as: UInt8.self))
                        guard index < context.paletteSize else {
                            throw .paletteIndexOutOfRange(index: index, paletteSize: context.paletteSize, row: y)
                        }
                        words.storeBytes(of: palette[index], toByteOffset: x &* 4, as: UInt32.self)
                        x &-= 1
                    }
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

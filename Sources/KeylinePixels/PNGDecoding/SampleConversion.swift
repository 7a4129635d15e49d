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

    /// Lends `body` the premultiplication table when one of `colorTypes` needs it (an alpha
    /// channel), so that opaque images never build it (64 KiB, at first use).
    static func withTable<R>(for colorTypes: [PNGImageHeader.ColorType], _ body: (UnsafePointer<UInt8>) -> R) -> R {
        if colorTypes.contains(where: { $0 == .truecolorAlpha || $0 == .greyscaleAlpha }) {
            return premultiplyTable.withUnsafeBufferPointer { body($0.baseAddress!) }
        }
        return withUnsafePointer(to: UInt8(0)) { body($0) }  // never read
    }

    /// Converts row `y`'s samples (`rowBytes` bytes at `samples`) into `width` words at
    /// `words`, which must not overlap them. Plain loops per colour type, front to back,
    /// a pixel's samples loaded as one word where they can be: this is the decoder's hot loop.
    @inline(__always)
    static func convertRow(
        _ y: Int, samples: UnsafePointer<UInt8>, into words: UnsafeMutablePointer<UInt32>, context: Context, table: UnsafePointer<UInt8>
    ) throws(PNGDecodingError) {
        let width = context.header.width
        let bytes = samples
        switch context.header.colorType {
        case .truecolorAlpha:
            for x in 0..<width {
                // Bytes R, G, B, A loaded little-endian are 0xAABBGGRR; byte-swapped 0xRRGGBBAA.
                let word = UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
                let alpha = word >> 24
                if alpha == 0xFF {
                    words[x] = word.byteSwapped >> 8 | 0xFF00_0000
                } else if alpha == 0 {
                    words[x] = 0  // Cairo's reader stores every fully transparent pixel as 0.
                } else {
                    let t = table + Int(alpha << 8)
                    words[x] = alpha << 24 | UInt32(t[Int(word & 0xFF)]) << 16 | UInt32(t[Int(word >> 8 & 0xFF)]) << 8
                        | UInt32(t[Int(word >> 16 & 0xFF)])
                }
            }
        case .truecolor:
            // R, G, B and the next pixel's first byte loaded little-endian are 0x??BBGGRR;
            // byte-swapped and shifted right by 8, 0x00RRGGBB. The last pixel of the row is
            // read byte by byte (the next byte may not be there).
            @inline(__always) func rgb(_ x: Int) -> UInt32 {
                UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: x &* 3, as: UInt32.self)).byteSwapped >> 8
            }
            let last = width - 1
            let lastRGB = UInt32(bytes[3 &* last]) << 16 | UInt32(bytes[3 &* last &+ 1]) << 8 | UInt32(bytes[3 &* last &+ 2])
            // A key sample beyond 255 matches nothing at bit depth 8.
            if let k = context.transparentKey, k.0 < 256, k.1 < 256, k.2 < 256 {
                let key = UInt32(k.0) << 16 | UInt32(k.1) << 8 | UInt32(k.2)
                for x in 0..<last {
                    let c = rgb(x)
                    words[x] = c == key ? 0 : 0xFF00_0000 | c
                }
                words[last] = lastRGB == key ? 0 : 0xFF00_0000 | lastRGB
            } else {
                for x in 0..<last { words[x] = 0xFF00_0000 | rgb(x) }
                words[last] = 0xFF00_0000 | lastRGB
            }
        case .greyscale:
            let key = context.transparentKey.map { UInt32($0.0) } ?? 0xFFFF_FFFF
            for x in 0..<width {
                let grey = UInt32(bytes[x])
                words[x] = grey == key ? 0 : 0xFF00_0000 | grey &* 0x01_0101
            }
        case .greyscaleAlpha:
            for x in 0..<width {
                let grey = Int(bytes[2 &* x]), alpha = Int(bytes[2 &* x &+ 1])
                words[x] = UInt32(alpha) << 24 | UInt32(table[alpha << 8 | grey]) &* 0x01_0101
            }
        case .indexed:
            try context.palette.withUnsafeBufferPointer { (palette) throws(PNGDecodingError) in
                for x in stride(from: width - 1, through: 0, by: -1) {  // the last bad index is named, as ever
                    let index = Int(bytes[x])
                    guard index < context.paletteSize else {
                        throw .paletteIndexOutOfRange(index: index, paletteSize: context.paletteSize, row: y)
                    }
                    words[x] = palette[index]
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

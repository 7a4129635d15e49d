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

    /// Converts one row. `samples` may be read one byte past the row's end (the decoder
    /// keeps a spare byte after the last row), so three-byte pixels load as one word.
    @inline(__always)
    static func convert(
        row samples: UnsafePointer<UInt8>, to out: UnsafeMutablePointer<UInt32>, y: Int, context: Context,
        table: UnsafePointer<UInt8>
    ) throws(PNGDecodingError) {
        let width = context.header.width
        let raw = UnsafeRawPointer(samples)
        switch context.header.colorType {
        case .truecolor:
            for x in 0..<width {
                // Bytes R, G, B, (next) loaded little-endian are 0xNNBBGGRR; byte-swapped and
                // shifted right by 8, 0x00RRGGBB.
                let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: x &* 3, as: UInt32.self))
                out[x] = 0xFF00_0000 | word.byteSwapped >> 8
            }
        case .truecolorAlpha:
            for x in 0..<width {
                // Bytes R, G, B, A are 0xAABBGGRR; byte-swapped 0xRRGGBBAA.
                let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
                let alpha = word >> 24
                if alpha == 0xFF {
                    out[x] = word.byteSwapped >> 8 | 0xFF00_0000
                } else if alpha == 0 {
                    out[x] = 0  // Cairo's reader stores every fully transparent pixel as 0.
                } else {
                    let t = table + Int(alpha << 8)
                    out[x] = alpha << 24 | UInt32(t[Int(word & 0xFF)]) << 16
                        | UInt32(t[Int(word >> 8 & 0xFF)]) << 8 | UInt32(t[Int(word >> 16 & 0xFF)])
                }
            }
        case .greyscale:
            for x in 0..<width {
                out[x] = 0xFF00_0000 | UInt32(samples[x]) &* 0x01_0101
            }
        case .greyscaleAlpha:
            for x in 0..<width {
                let grey = Int(samples[2 &* x]), alpha = Int(samples[2 &* x &+ 1])
                let g = UInt32(table[alpha << 8 | grey])
                out[x] = UInt32(alpha) << 24 | g &* 0x01_0101
            }
        case .indexed:
            for x in 0..<width {
                let index = Int(samples[x])
                guard index < context.paletteSize else {
                    throw .paletteIndexOutOfRange(index: index, paletteSize: context.paletteSize, row: y)
                }
                out[x] = context.palette[index]
            }
        }
        if let key = context.transparentKey { applyColorKey(key, samples: samples, to: out, context: context) }
    }

    /// tRNS for greyscale and truecolour: pixels whose samples equal the key become
    /// transparent. A key beyond 255 matches nothing at bit depth 8.
    private static func applyColorKey(
        _ key: (UInt16, UInt16, UInt16), samples: UnsafePointer<UInt8>, to out: UnsafeMutablePointer<UInt32>, context: Context
    ) {
        let channels = context.header.colorType.channels
        for x in 0..<context.header.width {
            let p = samples + x * channels
            let matches = channels == 1
                ? UInt16(p[0]) == key.0
                : UInt16(p[0]) == key.0 && UInt16(p[1]) == key.1 && UInt16(p[2]) == key.2
            if matches { out[x] = 0 }
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

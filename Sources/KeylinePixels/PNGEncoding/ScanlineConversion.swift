/// Turns one row of Cairo ARGB32 words into PNG scanline bytes (PNG spec §7.2:
/// samples in R, G, B[, A] order, 8 bits each).
enum ScanlineConversion {
    /// Colour type 2: R, G, B. Only for rows known to be opaque, where
    /// premultiplied and straight colour are the same.
    @inline(__always)
    static func writeRGB(from row: UnsafeRawPointer, width: Int, to out: UnsafeMutableRawPointer) {
        for x in 0..<width {
            let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            // 0xAARRGGBB byte-swapped is 0xBBGGRRAA; shifted right by 8 it is 0x00BBGGRR,
            // which stored little-endian is the bytes R, G, B, 0. Each store writes one
            // byte past the pixel, overwritten by the next pixel (the caller leaves one
            // spare byte after the row): one store per pixel instead of three.
            let rgb0 = word.byteSwapped >> 8
            out.storeBytes(of: rgb0.littleEndian, toByteOffset: x &* 3, as: UInt32.self)
        }
    }

    /// Colour type 6: R, G, B, A with colour un-premultiplied exactly as Cairo's
    /// own PNG writer does it, so a file from either encoder decodes to the same
    /// pixels (see `unpremultiplied`).
    @inline(__always)
    static func writeUnpremultipliedRGBA(
        from row: UnsafeRawPointer, width: Int, to out: UnsafeMutableRawPointer, table: UnsafePointer<UInt8>
    ) {
        for x in 0..<width {
            // Straight 0xAARRGGBB byte-swapped is 0xBBGGRRAA; rotated right by 8 it is
            // 0xAABBGGRR, i.e. R, G, B, A stored little-endian.
            let swapped = straightARGB(row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self), table: table).byteSwapped
            let rgba = swapped >> 8 | swapped << 24
            out.storeBytes(of: rgba.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
        }
    }

    /// One premultiplied ARGB32 word made straight by Cairo's PNG writer's rule (`table` is
    /// `unpremultiplyTable`), still as 0xAARRGGBB: opaque words are already straight, and
    /// Cairo writes fully transparent pixels as 0, 0, 0, 0. Shared by the PNG rows above and
    /// the video frames' B, G, R, A rows (`StraightBGRAFrame`), which must be the same pixels.
    @inline(__always)
    static func straightARGB(_ word: UInt32, table: UnsafePointer<UInt8>) -> UInt32 {
        let alpha = word >> 24
        if alpha == 0xFF { return word }
        if alpha == 0 { return 0 }
        let t = table + Int(alpha << 8)
        let r = UInt32(t[Int(word >> 16 & 0xFF)])
        let g = UInt32(t[Int(word >> 8 & 0xFF)])
        let b = UInt32(t[Int(word & 0xFF)])
        return alpha << 24 | r << 16 | g << 8 | b
    }

    /// Cairo 1.16's `unpremultiply_data` (cairo-png.c), the rule this encoder must
    /// match: alpha 0 gives colour 0; otherwise `(c * 255 + alpha / 2) / alpha` in
    /// unsigned integer arithmetic (rounding half up), stored into a byte. For valid
    /// premultiplied data (c <= alpha) the result fits; for invalid data Cairo's byte
    /// store keeps the low 8 bits, and so does this.
    static func unpremultiplied(_ c: UInt32, alpha: UInt32) -> UInt8 {
        guard alpha != 0 else { return 0 }
        return UInt8(truncatingIfNeeded: (c * 255 + alpha / 2) / alpha)
    }

    /// `unpremultiplied` for every (alpha, c), indexed by `alpha << 8 | c`: 64 KiB,
    /// built once per process, so the per-pixel work is three loads instead of three
    /// integer divisions.
    static let unpremultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 0..<256 {
            for c in 0..<256 {
                table[alpha << 8 | c] = unpremultiplied(UInt32(c), alpha: UInt32(alpha))
            }
        }
        return table
    }()
}

/// A borrowed view of pixels in Cairo's `CAIRO_FORMAT_ARGB32`: each pixel one
/// native-endian 32-bit word, alpha in the top 8 bits, then premultiplied red,
/// green and blue (bytes B, G, R, A in memory on little-endian machines).
/// Rows start `stride` bytes apart; bytes past `width * 4` in a row are ignored.
struct ARGB32Image {
    let pixels: UnsafeRawPointer
    let width: Int
    let height: Int
    let stride: Int

    /// Start of row `y` (top row is 0).
    @inline(__always)
    func row(_ y: Int) -> UnsafeRawPointer {
        pixels + y * stride
    }

    /// Whether every pixel has alpha 255, so the alpha channel can be dropped.
    /// Scans row by row and stops at the first row with a translucent pixel.
    var isOpaque: Bool {
        for y in 0..<height where !isOpaque(row: y) { return false }
        return true
    }

    /// Whether every pixel of row `y` has alpha 255.
    func isOpaque(row y: Int) -> Bool {
        let row = row(y)
        // AND-ing the words keeps this loop branch-free (the compiler vectorizes it);
        // the alpha byte of the result is 0xFF only if it was 0xFF in every word.
        var all: UInt32 = 0xFFFF_FFFF
        for x in 0..<width {
            all &= row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
        }
        return all >> 24 == 0xFF
    }
}

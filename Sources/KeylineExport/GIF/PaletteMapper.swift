/// Maps pixels to the nearest colour of a palette (squared RGB distance; ties to the lower
/// index), with a dithering of choice. Nearest colours are remembered per exact colour in a
/// table over all 2^24 colours, filled as colours occur and reset for the next palette.
final class PaletteMapper {
    private(set) var palette: [UInt32] = []
    private var nearestPlusOne = [UInt16](repeating: 0, count: 1 << 24)
    private var filled: [Int32] = []

    func use(_ palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256)
        for key in filled { nearestPlusOne[Int(key)] = 0 }
        filled.removeAll(keepingCapacity: true)
        self.palette = palette
    }

    @inline(__always) func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let key = r << 16 | g << 8 | b
        let cached = nearestPlusOne[key]
        if cached != 0 { return Int(cached) - 1 }
        var best = 0, bestDistance = Int.max
        for (i, c) in palette.enumerated() {
            let dr = r - Int(c >> 16), dg = g - Int(c >> 8 & 0xFF), db = b - Int(c & 0xFF)
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { best = i; bestDistance = d }
        }
        nearestPlusOne[key] = UInt16(best + 1)
        filled.append(Int32(key))
        return best
    }

    /// The indexes of `box` of `image` (opaque premultiplied words: colour is straight).
    func map(_ image: PixelImage, _ box: PixelRect, dithering: Dithering) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: box.area)
        image.pixels.withUnsafeBufferPointer { pixels in
            switch dithering {
            case .none:
                for y in 0..<box.height {
                    let row = (box.y + y) * image.width + box.x
                    for x in 0..<box.width {
                        let w = pixels[row + x]
                        out[y * box.width + x] = UInt8(nearest(Int(w >> 16 & 0xFF), Int(w >> 8 & 0xFF), Int(w & 0xFF)))
                    }
                }
            case .ordered:
                // Bayer's 8x8 threshold matrix, centred on zero, spread over about one step
                // between palette colours (for 256 colours in RGB, about 255 / 6 a channel).
                let spread = 255.0 / max(2, Double(palette.count).squareRoot() * 0.4 + 1)
                for y in 0..<box.height {
                    let row = (box.y + y) * image.width + box.x
                    for x in 0..<box.width {
                        let w = pixels[row + x]
                        // Anchored to the image, not the box, so the pattern is the same in every frame.
                        // (Typed in steps: as one expression it took the type checker seconds.)
                        let level: Double = Double(Self.bayer[(box.y + y) & 7][(box.x + x) & 7])
                        let t = Int(((level + 0.5) / 64 - 0.5) * spread)
                        out[y * box.width + x] = UInt8(nearest(Self.clamp(Int(w >> 16 & 0xFF) + t), Self.clamp(Int(w >> 8 & 0xFF) + t), Self.clamp(Int(w & 0xFF) + t)))
                    }
                }
            case .floydSteinberg:
                // Errors carried to the next row and to the right, in 1/16ths.
                var current = [Int32](repeating: 0, count: (box.width + 2) * 3)
                var next = current
                for y in 0..<box.height {
                    let row = (box.y + y) * image.width + box.x
                    for i in next.indices { next[i] = 0 }
                    for x in 0..<box.width {
                        let w = pixels[row + x]
                        let e = (x + 1) * 3
                        let r = Self.clamp(Int(w >> 16 & 0xFF) + Int(current[e]) / 16)
                        let g = Self.clamp(Int(w >> 8 & 0xFF) + Int(current[e + 1]) / 16)
                        let b = Self.clamp(Int(w & 0xFF) + Int(current[e + 2]) / 16)
                        let index = nearest(r, g, b)
                        out[y * box.width + x] = UInt8(index)
                        let c = palette[index]
                        let errors = (Int32(r) - Int32(c >> 16), Int32(g) - Int32(c >> 8 & 0xFF), Int32(b) - Int32(c & 0xFF))
                        if errors == (0, 0, 0) { continue }
                        for (k, error) in [errors.0, errors.1, errors.2].enumerated() {
                            current[e + 3 + k] += error * 7
                            next[e - 3 + k] += error * 3
                            next[e + k] += error * 5
                            next[e + 3 + k] += error
                        }
                    }
                    swap(&current, &next)
                }
            }
        }
        return out
    }

    @inline(__always) static func clamp(_ v: Int) -> Int { min(255, max(0, v)) }

    static let bayer: [[Int]] = [
        [0, 32, 8, 40, 2, 34, 10, 42], [48, 16, 56, 24, 50, 18, 58, 26],
        [12, 44, 4, 36, 14, 46, 6, 38], [60, 28, 52, 20, 62, 30, 54, 22],
        [3, 35, 11, 43, 1, 33, 9, 41], [51, 19, 59, 27, 49, 17, 57, 25],
        [15, 47, 7, 39, 13, 45, 5, 37], [63, 31, 55, 23, 61, 29, 53, 21],
    ]
}

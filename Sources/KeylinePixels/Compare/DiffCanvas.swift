/// The diff image, drawn during the comparison pass: the expected image as a faded grey
/// copy (so the layout stays readable), differing pixels in red, pixels set aside as
/// anti-aliasing in yellow, masked regions hatched with blue diagonal stripes.
struct DiffCanvas {
    /// How much of the expected image shows through (pixelmatch uses 0.1; a little more
    /// keeps thin text readable at @3x behind the marks).
    static let fadedOpacity = 0.2
    /// Opaque words: 0xAARRGGBB.
    static let differingColor: UInt32 = 0xFFFF_0000
    static let antiAliasedColor: UInt32 = 0xFFFF_D700
    static let maskStripeColor: UInt32 = 0xFF4A_6FA5
    /// Stripes `stripeWidth` pixels wide every `stripePeriod` pixels, running down-left.
    static let stripePeriod = 12
    static let stripeWidth = 3

    private(set) var image: PixelImage

    init(width: Int, height: Int) {
        let count = width * height
        image = PixelImage(width: width, height: height, pixels: [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress { HugePages.advise(UnsafeMutableRawPointer(base), count: count * 4) }
            buffer.initialize(repeating: 0xFFFF_FFFF)
            initialized = count
        })
    }

    /// Draws row `y` of the expected image faded.
    mutating func fade(row: UnsafePointer<UInt32>, y: Int) {
        let width = image.width
        guard width > 0 else { return }
        image.pixels.withUnsafeMutableBufferPointer { out in
            let target = out.baseAddress! + y * width
            var previous: UInt32 = 0, faded = Self.faded(0)
            for x in 0..<width {
                let w = row[x]
                if w != previous { previous = w; faded = Self.faded(w) }  // runs of one colour are common
                target[x] = faded
            }
        }
    }

    mutating func fade(_ word: UInt32, x: Int, y: Int) { image.pixels[y * image.width + x] = Self.faded(word) }
    mutating func markDiffering(x: Int, y: Int) { image.pixels[y * image.width + x] = Self.differingColor }
    mutating func markAntiAliased(x: Int, y: Int) { image.pixels[y * image.width + x] = Self.antiAliasedColor }

    /// Stripes over the masked pixels (the faded copy stays visible between them).
    mutating func hatch(_ masks: MaskSpans) {
        let width = image.width
        var sweep = masks.sweep()
        image.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<image.height {
                let spans = sweep.spans(inRow: y)
                for i in stride(from: 0, to: spans.count, by: 2) {
                    for x in spans[i]..<spans[i + 1] where (x + y) % Self.stripePeriod < Self.stripeWidth {
                        out[y * width + x] = Self.maskStripeColor
                    }
                }
            }
        }
    }

    /// Grey of the pixel's brightness over white, blended with white at `fadedOpacity`.
    static func faded(_ word: UInt32) -> UInt32 {
        let grey = 255 - fadedOpacity * (255 - ColorDistance.brightness(word))
        let g = Int(max(0, min(255, grey.rounded())))
        return PixelWord.opaque(red: g, green: g, blue: g)
    }
}

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
        for y in 0..<image.height {
            for span in masks.spans(inRow: y) {
                for x in span where (x + y) % Self.stripePeriod < Self.stripeWidth {
                    image.pixels[y * width + x] = Self.maskStripeColor
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

/// Masked regions as sorted, merged column ranges per row, for counting masked pixels
/// exactly once and skipping them in the pass.
struct MaskSpans {
    private let rects: [PixelRect]

    init(_ masks: [PixelRect], width: Int, height: Int) {
        rects = masks.map { $0.clipped(width: width, height: height) }.filter { !$0.isEmpty }
    }

    var isEmpty: Bool { rects.isEmpty }

    /// Whether (x, y) is in any mask.
    @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        for r in rects where x >= r.x && x < r.maxX && y >= r.y && y < r.maxY { return true }
        return false
    }

    /// The masked columns of row `y`, disjoint and in order.
    func spans(inRow y: Int) -> [Range<Int>] {
        let covering = rects.filter { y >= $0.y && y < $0.maxY }.map { $0.x..<$0.maxX }.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for span in covering {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }

    /// Pixels covered by at least one mask.
    func maskedPixelCount(height: Int) -> Int {
        guard !rects.isEmpty else { return 0 }
        let rows = Set(rects.flatMap { $0.y..<$0.maxY })
        return rows.reduce(0) { $0 + spans(inRow: $1).reduce(0) { $0 + $1.count } }
    }
}

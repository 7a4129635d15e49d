/// A palette for a set of opaque pixels by median cut (Heckbert, "Color Image Quantization
/// for Frame Buffer Display", 1982): the colours, counted in a histogram of 6 bits a
/// channel, are split into boxes, each time halving the box with the most pixels times the
/// widest side at its median along that side, until there are as many boxes as colours
/// wanted; each box becomes the average of its pixels. Deterministic: no randomness, ties
/// go to the lower index.
///
/// UI is mostly flat colours with anti-aliased edges between them. A box in which one exact
/// colour holds most of the pixels gets that colour, not the average, so a flat #0D7377
/// stays #0D7377 (and dithering adds no noise to it).
struct MedianCut {
    static let bits = 6
    static let binCount = 1 << (3 * bits)

    private var count = [Int32](repeating: 0, count: binCount)
    private var sums = [Int64](repeating: 0, count: binCount * 3)
    /// Per bin, one exact colour (the first seen) and how many pixels have exactly it.
    private var candidate = [UInt32](repeating: 0, count: binCount)
    private var candidateCount = [Int32](repeating: 0, count: binCount)
    private var used: [Int32] = []

    @inline(__always) static func bin(_ rgb: UInt32) -> Int {
        let r = (rgb >> 18) & 0x3F, g = (rgb >> 10) & 0x3F, b = (rgb >> 2) & 0x3F
        return Int(r << 12 | g << 6 | b)
    }

    /// Counts `pixels` (0x??RRGGBB words; the top byte is ignored).
    mutating func add(_ pixels: UnsafeBufferPointer<UInt32>) {
        for word in pixels {
            let rgb = word & 0xFF_FFFF
            let b = Self.bin(rgb)
            if count[b] == 0 { used.append(Int32(b)); candidate[b] = rgb }
            count[b] += 1
            sums[3 * b] += Int64(rgb >> 16)
            sums[3 * b + 1] += Int64(rgb >> 8 & 0xFF)
            sums[3 * b + 2] += Int64(rgb & 0xFF)
            if candidate[b] == rgb { candidateCount[b] += 1 }
        }
    }

    /// At most `colors` colours (0x00RRGGBB).
    func palette(colors: Int) -> [UInt32] {
        var boxes = [Box(bins: used.sorted(), self)]
        while boxes.count < colors {
            // The box to split: most pixels times widest side; boxes of one bin cannot split.
            var best = -1, bestScore: Int64 = 0
            for (i, box) in boxes.enumerated() where box.bins.count > 1 {
                let score = box.population * Int64(box.widestSide.length)
                if score > bestScore { best = i; bestScore = score }
            }
            guard best >= 0 else { break }
            let (low, high) = boxes[best].split(self)
            boxes[best] = low
            boxes.append(high)
        }
        return boxes.map { $0.color(self) }
    }

    struct Box {
        var bins: [Int32]
        var population: Int64 = 0
        var low = [Int](repeating: Int.max, count: 3), high = [Int](repeating: -1, count: 3)

        init(bins: [Int32], _ histogram: MedianCut) {
            self.bins = bins
            for b in bins {
                population += Int64(histogram.count[Int(b)])
                for axis in 0..<3 {
                    let v = Self.coordinate(Int(b), axis)
                    low[axis] = min(low[axis], v); high[axis] = max(high[axis], v)
                }
            }
        }

        static func coordinate(_ bin: Int, _ axis: Int) -> Int { bin >> (12 - 6 * axis) & 0x3F }

        var widestSide: (axis: Int, length: Int) {
            var widest = (axis: 0, length: high[0] - low[0] + 1)
            for axis in 1..<3 where high[axis] - low[axis] + 1 > widest.length {
                widest = (axis, high[axis] - low[axis] + 1)
            }
            return widest
        }

        /// Halves at the median pixel along the widest side.
        func split(_ histogram: MedianCut) -> (Box, Box) {
            let axis = widestSide.axis
            let sorted = bins.sorted { (Self.coordinate(Int($0), axis), $0) < (Self.coordinate(Int($1), axis), $1) }
            var seen: Int64 = 0
            var cut = 1
            for (i, b) in sorted.enumerated() {
                seen += Int64(histogram.count[Int(b)])
                if seen * 2 >= population { cut = i + 1; break }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            return (Box(bins: Array(sorted[..<cut]), histogram), Box(bins: Array(sorted[cut...]), histogram))
        }

        func color(_ histogram: MedianCut) -> UInt32 {
            // One exact colour holding most of the box's pixels is the box's colour.
            if let top = bins.max(by: { (histogram.candidateCount[Int($0)], -$0) < (histogram.candidateCount[Int($1)], -$1) }),
               Int64(histogram.candidateCount[Int(top)]) * 2 > population {
                return histogram.candidate[Int(top)]
            }
            var r: Int64 = 0, g: Int64 = 0, b: Int64 = 0
            for bin in bins {
                r += histogram.sums[3 * Int(bin)]; g += histogram.sums[3 * Int(bin) + 1]; b += histogram.sums[3 * Int(bin) + 2]
            }
            let n = max(1, population)
            return UInt32((r + n / 2) / n) << 16 | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n)
        }
    }
}

@testable import KeylinePixels
import Testing

/// The comparison's linear forms give what the direct definitions give: anti-aliasing
/// detection with its flags computed once per row (`AntiAliasing.Neighbourhood`) against
/// pixelmatch's per-pixel recount, and masks swept row by row (`MaskSpans`) against a test
/// of every mask at every pixel. (Their speed is measured in Scripts/bench-diff-adversarial.)
@Suite struct LinearComparisonTests {
    /// Pixels of at most three colours, so that equal neighbours, edges and flat regions
    /// all occur.
    static func image(width: Int, height: Int, seed: UInt64, colours: [UInt32]) -> PixelImage {
        var random = SeededBytes(state: seed)
        return PixelImage(width: width, height: height, pixels: (0..<(width * height)).map { _ in colours[Int(random.next()) % colours.count] })
    }

    // pixelmatch's detector as it was written here before (every flag recounted per pixel).
    static func flat(_ image: PixelRows, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, image.width - 1), y0 = max(y - 1, 0), y1 = min(y + 1, image.height - 1)
        var equal = x0 == x || x1 == x || y0 == y || y1 == y ? 1 : 0
        for ny in y0...y1 { for nx in x0...x1 where (nx != x || ny != y) && image.row(ny)[nx] == image.row(y)[x] { equal += 1 } }
        return equal > 2
    }

    static func referenceAntiAliased(_ image: PixelRows, _ x: Int, _ y: Int, _ other: PixelRows) -> Bool {
        if flat(image, x, y) { return false }
        let center = image.row(y)[x], brightness = ColorDistance.brightness(center)
        var darkest = (0.0, 0, 0), brightest = (0.0, 0, 0)
        for ny in max(y - 1, 0)...min(y + 1, image.height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, image.width - 1) where (nx != x || ny != y) && image.row(ny)[nx] != center {
                let delta = ColorDistance.brightness(image.row(ny)[nx]) - brightness
                if delta < darkest.0 { darkest = (delta, nx, ny) } else if delta > brightest.0 { brightest = (delta, nx, ny) }
            }
        }
        guard darkest.0 < 0, brightest.0 > 0 else { return false }
        return (flat(image, darkest.1, darkest.2) && flat(other, darkest.1, darkest.2))
            || (flat(image, brightest.1, brightest.2) && flat(other, brightest.1, brightest.2))
    }

    @Test(arguments: [(1, 1), (1, 7), (7, 1), (2, 2), (9, 6), (23, 17)])
    func antiAliasingDetectionMatchesPixelmatchsRecount(width: Int, height: Int) {
        let colours: [UInt32] = [0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF, 0x8040_4040]
        for seed in UInt64(1)...12 {
            let a = Self.image(width: width, height: height, seed: seed, colours: colours)
            let b = Self.image(width: width, height: height, seed: seed &* 977, colours: colours)
            a.withPixelRows { ra in
                b.withPixelRows { rb in
                    let (na, nb) = (AntiAliasing.Neighbourhood(ra), AntiAliasing.Neighbourhood(rb))
                    // Rows in the order a comparison asks for them, then backwards (the window refills).
                    for y in Array(0..<height) + Array((0..<height).reversed()) {
                        for x in 0..<width {
                            #expect(na.isFlat(x: x, y: y) == Self.flat(ra, x, y))
                            #expect(AntiAliasing.isAntiAliased(na, x: x, y: y, other: nb) == Self.referenceAntiAliased(ra, x, y, rb),
                                    "(\(x), \(y)) seed \(seed)")
                        }
                    }
                }
            }
        }
    }

    @Test func anEdgeMovedByAFractionIsStillSetAside() {
        // A vertical edge, black | grey | white, against the same edge one column further.
        func edge(_ at: Int) -> PixelImage {
            PixelImage(width: 12, height: 6, pixels: (0..<72).map { i in
                let x = i % 12
                return x < at ? 0xFF00_0000 : (x == at ? 0xFF80_8080 : 0xFFFF_FFFF)
            })
        }
        let result = ImageComparison.compare(edge(5), edge(6), options: .tolerant(threshold: 0.05))
        #expect(result.unequalPixels == 12)
        #expect(result.antiAliasedPixels == 12)
        #expect(result.differingPixels == 0)
    }

    @Test func maskSpansCountAndSkipWhatEveryMaskAtEveryPixelWould() {
        var random = SeededBytes(state: 42)
        for round in 0..<40 {
            let (width, height) = (1 + Int(random.next()) % 40, 1 + Int(random.next()) % 30)
            let masks = (0..<(round % 9)).map { _ in
                PixelRect(x: Int(random.next()) % 50 - 5, y: Int(random.next()) % 40 - 5,
                          width: Int(random.next()) % 30, height: Int(random.next()) % 25)
            }
            let spans = MaskSpans(masks, width: width, height: height)
            var naiveCount = 0
            var sweep = spans.sweep()
            for y in 0..<height {
                let row = sweep.spans(inRow: y)
                var masked = [Bool](repeating: false, count: width)
                for i in stride(from: 0, to: row.count, by: 2) { for x in row[i]..<row[i + 1] { masked[x] = true } }
                for x in 0..<width {
                    let covered = masks.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
                    #expect(masked[x] == covered, "(\(x), \(y)) of \(width)x\(height), \(masks)")
                    naiveCount += covered ? 1 : 0
                }
            }
            #expect(spans.maskedPixelCount() == naiveCount)
            // Every pixel differs: what is not masked is counted.
            let a = PixelImage(width: width, height: height, pixels: [UInt32](repeating: 0xFF00_0000, count: width * height))
            let b = PixelImage(width: width, height: height, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: width * height))
            let result = ImageComparison.compare(a, b, options: ComparisonOptions(masks: masks), drawingDiff: true)
            #expect(result.maskedPixels == naiveCount)
            #expect(result.differingPixels == width * height - naiveCount)
        }
    }
}

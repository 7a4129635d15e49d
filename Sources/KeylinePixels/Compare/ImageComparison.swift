#if canImport(Glibc)
import Glibc
#endif

/// Width and height in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
    public var description: String { "\(width)x\(height)" }
}

/// The outcome of comparing an expected image (a golden) with an actual one, with every
/// figure a report needs.
public struct ImageComparison: Sendable {
    public enum Verdict: String, Sendable {
        /// Every compared pixel is equal (masked regions aside).
        case identical
        /// Some pixels differ, but within the options' threshold, anti-aliasing and allowance.
        case withinTolerance
        /// More pixels differ than the options allow.
        case different
        /// The images are not the same size; nothing was compared.
        case sizeMismatch
    }

    public let verdict: Verdict
    public let expectedSize: PixelSize
    public let actualSize: PixelSize
    public let options: ComparisonOptions
    /// Pixels compared: all but the masked ones. 0 when the sizes differ.
    public let comparedPixels: Int
    /// Pixels inside masks, not compared.
    public let maskedPixels: Int
    /// Compared pixels whose words are not equal, however little they differ.
    public let unequalPixels: Int
    /// Pixels that count against the allowance: beyond the threshold, and not set aside as
    /// anti-aliasing.
    public let differingPixels: Int
    /// Pixels beyond the threshold set aside as anti-aliasing (only when the options do
    /// not count them; otherwise they are among `differingPixels` and this is 0).
    public let antiAliasedPixels: Int
    /// The largest difference of any one channel (alpha, or premultiplied red, green or
    /// blue) over the compared pixels, 0 ... 255.
    public let largestChannelDelta: Int
    /// The smallest rectangle holding every differing pixel; nil when none differs.
    public let differenceBounds: PixelRect?
    /// How many differing pixels the allowance lets pass.
    public let allowedDifferingPixels: Int
    /// Differences drawn over a faded copy of the expected image, when asked for (see
    /// `DiffCanvas`); nil when the sizes differ.
    public let diffImage: PixelImage?

    /// Whether the actual image matches: identical, or different within tolerance.
    public var passed: Bool { verdict == .identical || verdict == .withinTolerance }

    /// `differingPixels` out of `comparedPixels`, 0 ... 1.
    public var differingRatio: Double { comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels) }

    /// One line with the verdict and its figures.
    public var summary: String {
        let masked = maskedPixels > 0 ? ", \(maskedPixels) masked" : ""
        switch verdict {
        case .identical:
            return "identical: \(expectedSize), \(comparedPixels) pixels compared\(masked)"
        case .withinTolerance:
            return "within tolerance: \(differingPixels) differing pixels (\(allowedDifferingPixels) allowed)"
                + figures + masked
        case .different:
            let bounds = differenceBounds.map { " in \($0)" } ?? ""
            return "different: \(differingPixels) of \(comparedPixels) pixels differ (\(Self.percent(differingRatio)))\(bounds)"
                + (allowedDifferingPixels > 0 ? ", \(allowedDifferingPixels) allowed" : "") + figures + masked
        case .sizeMismatch:
            return "different sizes: expected \(expectedSize), actual \(actualSize)"
        }
    }

    private var figures: String {
        var parts = ["; \(unequalPixels) unequal"]
        if !options.countsAntiAliasedPixels { parts.append("\(antiAliasedPixels) anti-aliased") }
        parts.append("largest channel delta \(largestChannelDelta)")
        if options.threshold > 0 { parts.append("threshold \(options.threshold)") }
        return parts.joined(separator: ", ")
    }

    package static func percent(_ ratio: Double) -> String {
        CFormat.fixed(ratio * 100, decimals: ratio > 0 && ratio < 0.0001 ? 4 : 2) + " %"
    }
}

// MARK: - The comparison

extension ImageComparison {
    /// Compares `actual` with `expected` in one pass over the rows. A row whose bytes are
    /// equal is skipped with one memcmp (and so is the whole image when it is equal);
    /// in a row that differs, each unequal pixel outside the masks is, in order:
    ///
    /// 1. within tolerance, when its colour distance is at most the threshold's;
    /// 2. anti-aliased, when the options set such pixels aside and it looks like
    ///    anti-aliasing in either image;
    /// 3. differing.
    ///
    /// - Parameter drawingDiff: also draw `diffImage`.
    public static func compare(
        _ expected: some PixelSource, _ actual: some PixelSource, options: ComparisonOptions = .exact, drawingDiff: Bool = false
    ) -> ImageComparison {
        compare(expected, actual, options: options, drawingDiff: drawingDiff, knownEqual: false)
    }

    /// - Parameter knownEqual: the caller knows the pixels are equal (the same decoded
    ///   data), so not even the fast path's memcmp is needed.
    static func compare(
        _ expected: some PixelSource, _ actual: some PixelSource, options: ComparisonOptions, drawingDiff: Bool, knownEqual: Bool
    ) -> ImageComparison {
        expected.withPixelRows { a in
            actual.withPixelRows { b in compare(a, b, options: options, drawingDiff: drawingDiff, knownEqual: knownEqual) }
        }
    }

    static func compare(_ a: PixelRows, _ b: PixelRows, options: ComparisonOptions, drawingDiff: Bool, knownEqual: Bool) -> ImageComparison {
        let expectedSize = PixelSize(width: a.width, height: a.height)
        let actualSize = PixelSize(width: b.width, height: b.height)
        guard expectedSize == actualSize else { return sizeMismatch(expectedSize, actualSize, options: options) }
        let (width, height) = (a.width, a.height)
        var pass = Pass(size: expectedSize, options: options, drawingDiff: drawingDiff)

        // Fast path: the whole images are the same bytes.
        if knownEqual || (a.isContiguous && b.isContiguous && memcmp(a.base, b.base, width * height * 4) == 0) {
            if drawingDiff { for y in 0..<height { pass.canvas?.fade(row: a.row(y), y: y) } }
        } else {
            let (aroundA, aroundB) = (AntiAliasing.Neighbourhood(a), AntiAliasing.Neighbourhood(b))
            for y in 0..<height {
                let rowA = a.row(y), rowB = b.row(y)
                if memcmp(rowA, rowB, width * 4) == 0 {
                    pass.canvas?.fade(row: rowA, y: y)
                    continue
                }
                pass.compare(rowA, rowB, y: y) { x in
                    AntiAliasing.isAntiAliased(aroundA, x: x, y: y, other: aroundB) || AntiAliasing.isAntiAliased(aroundB, x: x, y: y, other: aroundA)
                }
            }
        }
        return pass.result()
    }

    static func sizeMismatch(_ expectedSize: PixelSize, _ actualSize: PixelSize, options: ComparisonOptions) -> ImageComparison {
        ImageComparison(
            verdict: .sizeMismatch, expectedSize: expectedSize, actualSize: actualSize, options: options,
            comparedPixels: 0, maskedPixels: 0, unequalPixels: 0, differingPixels: 0, antiAliasedPixels: 0,
            largestChannelDelta: 0, differenceBounds: nil, allowedDifferingPixels: 0, diffImage: nil)
    }

    /// One pass over two images of the same size, row by row: the rows whose bytes differ
    /// are handed to `compare(_:_:y:isAntiAliased:)`, in order (equal rows only need
    /// fading onto the canvas, when there is one); `result()` gives the verdict.
    /// `ImageComparison.compare` and `SampleRowComparison` (samples converted only where
    /// they differ) share it, so both judge every pixel alike.
    struct Pass {
        let size: PixelSize
        let options: ComparisonOptions
        let masks: MaskSpans
        /// The masked spans of the row being compared (rows come top to bottom).
        var maskSweep: MaskSpans.Sweep
        let limit: Double
        var tally = Tally()
        var canvas: DiffCanvas?

        init(size: PixelSize, options: ComparisonOptions, drawingDiff: Bool) {
            self.size = size
            self.options = options
            masks = MaskSpans(options.masks, width: size.width, height: size.height)
            maskSweep = masks.sweep()
            limit = ColorDistance.limit(threshold: options.threshold)
            canvas = drawingDiff ? DiffCanvas(width: size.width, height: size.height) : nil
        }

        /// Each unequal pixel of row `y` outside the masks is, in order: within tolerance,
        /// when its colour distance is at most the threshold's; anti-aliased, when the
        /// options set such pixels aside and `isAntiAliased(x)` says it is; differing.
        @inline(__always)
        mutating func compare(_ rowA: UnsafePointer<UInt32>, _ rowB: UnsafePointer<UInt32>, y: Int, isAntiAliased: (Int) -> Bool) {
            let spans = masks.isEmpty ? [] : maskSweep.spans(inRow: y)
            var span = 0  // the first span that does not end at or before x
            for x in 0..<size.width {
                let pa = rowA[x], pb = rowB[x]
                if pa == pb {
                    canvas?.fade(pa, x: x, y: y)
                    continue
                }
                if !spans.isEmpty {
                    while span < spans.count, spans[span + 1] <= x { span += 2 }
                    if span < spans.count, spans[span] <= x {
                        canvas?.fade(pa, x: x, y: y)
                        continue
                    }
                }
                tally.unequal += 1
                tally.largestDelta = max(tally.largestDelta, ImageComparison.largestChannelDelta(pa, pb))
                if limit > 0, ColorDistance.squared(pa, pb) <= limit {
                    canvas?.fade(pa, x: x, y: y)
                } else if !options.countsAntiAliasedPixels, isAntiAliased(x) {
                    tally.antiAliased += 1
                    canvas?.markAntiAliased(x: x, y: y)
                } else {
                    tally.include(x: x, y: y)
                    canvas?.markDiffering(x: x, y: y)
                }
            }
        }

        mutating func result() -> ImageComparison {
            if !masks.isEmpty { canvas?.hatch(masks) }
            let maskedPixels = masks.maskedPixelCount()
            let comparedPixels = size.width * size.height - maskedPixels
            let allowed = options.allowance.limit(compared: comparedPixels)
            let verdict: Verdict = tally.differing > allowed ? .different : (tally.unequal == 0 ? .identical : .withinTolerance)
            return ImageComparison(
                verdict: verdict, expectedSize: size, actualSize: size, options: options,
                comparedPixels: comparedPixels, maskedPixels: maskedPixels, unequalPixels: tally.unequal,
                differingPixels: tally.differing, antiAliasedPixels: tally.antiAliased, largestChannelDelta: tally.largestDelta,
                differenceBounds: tally.bounds, allowedDifferingPixels: allowed, diffImage: canvas?.image)
        }
    }

    /// The result for two images known to be equal, without looking at their pixels.
    static func identical(size: PixelSize, options: ComparisonOptions) -> ImageComparison {
        let masked = MaskSpans(options.masks, width: size.width, height: size.height).maskedPixelCount()
        return ImageComparison(
            verdict: .identical, expectedSize: size, actualSize: size, options: options,
            comparedPixels: size.width * size.height - masked, maskedPixels: masked, unequalPixels: 0, differingPixels: 0,
            antiAliasedPixels: 0, largestChannelDelta: 0, differenceBounds: nil,
            allowedDifferingPixels: options.allowance.limit(compared: size.width * size.height - masked), diffImage: nil)
    }

    /// The counts the pass keeps.
    struct Tally {
        var unequal = 0
        var differing = 0
        var antiAliased = 0
        var largestDelta = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        mutating func include(x: Int, y: Int) {
            differing += 1
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }

        var bounds: PixelRect? {
            differing == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }

    @inline(__always)
    static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        max(abs(PixelWord.alpha(a) - PixelWord.alpha(b)), abs(PixelWord.red(a) - PixelWord.red(b)),
            abs(PixelWord.green(a) - PixelWord.green(b)), abs(PixelWord.blue(a) - PixelWord.blue(b)))
    }
}

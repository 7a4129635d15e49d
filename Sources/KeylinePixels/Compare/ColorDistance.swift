/// The per-pixel colour distance behind `ComparisonOptions.threshold`: the weighted YIQ
/// distance of Kotsarenko and Ramos, "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications" (2010), on 8-bit sRGB values, as
/// pixelmatch uses it, with pixelmatch's scale: threshold t passes distances up to
/// t² × 35215, where 35215 is the largest distance two colours can have.
///
/// Why YIQ rather than OKLab (ΔE_OK): a threshold only matters for goldens recorded
/// elsewhere, and the people who bring them come with thresholds tuned in pixelmatch,
/// Playwright (`threshold: 0.2`) or blazediff, which all use this YIQ distance; with it,
/// their numbers mean here what they meant there. OKLab is the more uniform space, but
/// its ΔE would give the same numbers a new meaning, and it costs a linearisation and
/// three cube roots per pixel and image where YIQ costs a few multiplications. (Exact
/// comparison, the default, uses no colour space at all.)
///
/// Translucent pixels: pixelmatch composites over white, where a change of alpha alone
/// can vanish (a transparent pixel and an opaque white one look alike). Here the distance
/// is the larger of the distances over white and over black, so no change of alpha or
/// colour is invisible to it; for opaque pixels both are pixelmatch's distance.
enum ColorDistance {
    /// pixelmatch's maximum YIQ distance, for scaling thresholds.
    static let maximum = 35215.0

    /// The largest distance that still matches at `threshold` (0 ... 1).
    static func limit(threshold: Double) -> Double {
        guard threshold.isFinite, threshold > 0 else { return 0 }
        let t = min(threshold, 1)
        return maximum * t * t
    }

    // YIQ from R, G, B (NTSC, as in the paper and pixelmatch).
    static let yWeights = (0.29889531, 0.58662247, 0.11448223)
    static let iWeights = (0.59597799, -0.27417610, -0.32180189)
    static let qWeights = (0.21147017, -0.52261711, 0.31114694)

    /// The distance between two premultiplied ARGB32 words.
    ///
    /// Premultiplied colour c over black is c, and over white is c + 255 − alpha; YIQ is
    /// linear, so the difference over white is the difference over black with the alpha
    /// difference taken off Y (I and Q weights sum to zero, Y weights to one).
    @inline(__always)
    static func squared(_ a: UInt32, _ b: UInt32) -> Double {
        let dr = Double(PixelWord.red(a) - PixelWord.red(b))
        let dg = Double(PixelWord.green(a) - PixelWord.green(b))
        let db = Double(PixelWord.blue(a) - PixelWord.blue(b))
        let da = Double(PixelWord.alpha(a) - PixelWord.alpha(b))
        let y = dr * yWeights.0 + dg * yWeights.1 + db * yWeights.2
        let i = dr * iWeights.0 + dg * iWeights.1 + db * iWeights.2
        let q = dr * qWeights.0 + dg * qWeights.1 + db * qWeights.2
        let yOverWhite = y - da
        return 0.5053 * max(y * y, yOverWhite * yOverWhite) + 0.299 * i * i + 0.1957 * q * q
    }

    /// Brightness (Y) of a premultiplied word composited over white, 0 ... 255.
    @inline(__always)
    static func brightness(_ w: UInt32) -> Double {
        Double(PixelWord.red(w)) * yWeights.0 + Double(PixelWord.green(w)) * yWeights.1
            + Double(PixelWord.blue(w)) * yWeights.2 + Double(255 - PixelWord.alpha(w))
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension PixelImage {
    /// The image with its colours in sRGB, for measuring colour the way a spec's tokens
    /// (sRGB hex values) mean it. Display P3 samples are decoded with sRGB's curve (Display P3
    /// uses it, CSS Color 4 §10.5), taken through `ColorMatrices.displayP3ToSRGB`, clipped to
    /// sRGB's gamut and encoded again; sRGB and other spaces are returned as they are.
    /// Pixels are converted straight (not premultiplied) and premultiplied again.
    public func convertedToSRGB(from space: PNGColorSpace) -> PixelImage {
        guard space == .displayP3 else { return self }
        let decode = (0..<256).map { SRGBCurve.linear(Double($0) / 255) }
        let steps = SRGBCurve.encodeSteps
        let encode = (0...steps).map { UInt8((SRGBCurve.encoded(Double($0) / Double(steps)) * 255).rounded()) }
        let m = ColorMatrices.displayP3ToSRGB
        var out = pixels
        // Screens repeat colours: the last pixel's answer is reused (most of a screenshot).
        var lastIn: UInt32 = 0, lastOut: UInt32 = 0
        for i in out.indices {
            let word = out[i]
            if word == lastIn, i > 0 { out[i] = lastOut; continue }
            let (r, g, b, a) = PixelWord.straight(word)
            var result: UInt32 = 0
            if a != 0 {
                let lin = m.applied(to: (decode[Int(r)], decode[Int(g)], decode[Int(b)]))
                func enc(_ v: Double) -> Int { Int(encode[Int((min(max(v, 0), 1) * Double(steps)).rounded())]) }
                let alpha = Int(a)
                result = alpha == 255 ? PixelWord.opaque(red: enc(lin.0), green: enc(lin.1), blue: enc(lin.2))
                    : SampleConversion.premultiplied(red: enc(lin.0), green: enc(lin.1), blue: enc(lin.2), alpha: alpha)
            }
            out[i] = result
            lastIn = word
            lastOut = result
        }
        return PixelImage(width: width, height: height, pixels: out)
    }
}

/// sRGB's transfer curve, IEC 61966-2-1:1999 §5.2 (and CSS Color 4 §10.2).
public enum SRGBCurve {
    /// Steps of the encoding table over linear 0...1: fine enough that the darkest step
    /// (slope 12.92 × 255 levels per unit) is under a quarter of a level.
    static let encodeSteps = 1 << 14

    public static func linear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    public static func encoded(_ v: Double) -> Double {
        v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}

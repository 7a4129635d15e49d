import Foundation
import KeylineCore

/// WCAG 2.x contrast, as W3C defines it.
///
/// - Relative luminance (WCAG 2.2 and 2.1, "relative luminance",
///   https://www.w3.org/TR/WCAG22/#dfn-relative-luminance): each sRGB component c in 0…1 is
///   linearised as c / 12.92 when c ≤ 0.04045, else ((c + 0.055) / 1.055)^2.4; then
///   L = 0.2126 R + 0.7152 G + 0.0722 B. (WCAG 2.0 printed 0.03928, from an older sRGB
///   draft; no 8-bit value lies between the two thresholds, so both give the same numbers.)
/// - Contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): (L1 + 0.05) / (L2 + 0.05),
///   L1 the lighter; 1:1 to 21:1.
/// - Success criterion 1.4.3 Contrast (Minimum), level AA: at least 4.5:1, or 3:1 for
///   large-scale text, "at least 18 point or 14 point bold". The ratio is not rounded up:
///   4.499:1 fails.
public enum WCAGContrast {
    public static func relativeLuminance(_ color: Color) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG's "18 point" and "14 point" are CSS points, 4/3 of a CSS pixel (Understanding
    /// SC 1.4.3: "approximately 18.5px and 24px"). An iOS point plays the CSS pixel's
    /// part — both are the platform's density-independent unit, sized for their viewing
    /// distance (a CSS reference pixel is 1/96 in at arm's length, an iOS point 1/163 in
    /// held closer; body text is 16 px on the web, 17 pt on iOS) — so large text is 24 pt,
    /// or 18.67 pt bold. This is stricter than reading "18 point" as 18 iOS points, as
    /// Apple's HIG table does: a 20-pt title needs 4.5:1 here.
    public static let largeTextSize = 24.0
    public static let largeBoldTextSize = 14.0 * 4 / 3

    /// Bold is CSS's `bold`, weight 700 and up; semibold (600) is not.
    public static func isLargeText(_ font: FontSpec) -> Bool {
        font.size >= largeTextSize || (font.size >= largeBoldTextSize && font.weight.numericValue >= 700)
    }

    /// The minimum ratio for text in this font.
    public static func minimumRatio(for font: FontSpec) -> Double { isLargeText(font) ? 3 : 4.5 }

    /// A ratio as people write it, to two decimals ("5.74:1"); a ratio below `minimum`
    /// is rounded down, so that a failing 4.499 never prints as a passing "4.50".
    public static func format(_ ratio: Double, below minimum: Double? = nil) -> String {
        var shown = (ratio * 100).rounded() / 100
        if let minimum, ratio < minimum, shown >= minimum { shown = (ratio * 100).rounded(.down) / 100 }
        return String(format: "%.2f:1", shown)
    }
}

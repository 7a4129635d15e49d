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

    /// Large text is 18 pt, or 14 pt bold, in iOS points. WCAG's "18 point" and "14
    /// point" are CSS points (Understanding SC 1.4.3: "approximately 18.5px and 24px");
    /// the platforms read them in their own density-independent unit instead: Apple's HIG
    /// (Accessibility, "Color and effects") asks 3:1 for text of 18 pt and for bold text,
    /// and Flutter's `MinimumTextContrastGuideline` (Google's accessibility guideline for
    /// iOS and Android) takes 18 logical pixels, 14 bold (`kLargeTextMinimumSize`,
    /// `kBoldTextMinimumSize`). Keyline follows them, so a scene's numbers mean what a
    /// designer's tools say; the web's conversion (24 pt, 18.67 pt bold) would be stricter.
    public static let largeTextSize = 18.0
    public static let largeBoldTextSize = 14.0

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

import KeylineCore

/// SwiftUI's `allowsTightening(_:)` and `minimumScaleFactor(_:)`: a text that does not fit
/// its lines at the offered width first tightens the space between its characters, then
/// shrinks, before it wraps or truncates.
///
/// iOS: "the minimum permissible proportion to shrink the font size to fit the text into
/// the available space" (Apple's documentation of `minimumScaleFactor(_:)`); "whether
/// text can compress the space between characters when necessary to fit text in a line"
/// (`allowsTightening(_:)`); UILabel, which SwiftUI's Text follows here, tightens before
/// it shrinks (`allowsDefaultTighteningForTruncation`, then `minimumScaleFactor`). The
/// lines a text may fill are its line limit, or, without one, its own lines (one per
/// paragraph): the text shrinks before it wraps, as the grid label "SF Symbols" does under
/// `.minimumScaleFactor(0.6)` (issue 15). The largest scale that fits is found by
/// bisection, to 1/1024 of the range, so the result is the same on every run.
extension TextEngine {
    /// How much tightening may take from each character's advance, as a fraction of the
    /// size. Apple does not publish UIKit's limit; 3 % of the size (0.5 pt at 17 pt) is an
    /// estimate from the tightening seen on iOS before a label truncates.
    static let tighteningPerPoint = 0.03

    func fittedFont(_ text: TextSpec, width: Double?) -> FontSpec {
        guard let width, text.minimumScaleFactor < 1 || text.allowsTightening else { return text.font }
        let lines = text.lineLimit ?? text.content.split(separator: "\n", omittingEmptySubsequences: false).count
        func fits(_ font: FontSpec) -> Bool {
            let m = layout(for: text, font: font, width: width).metrics
            // Pango may leave a line a hair wider than the width it could not break.
            return !m.isTruncated && m.lineCount <= lines && m.size.width <= width
        }
        func tightened(_ font: FontSpec) -> FontSpec {
            guard text.allowsTightening else { return font }
            var tight = font
            tight.letterSpacing -= Self.tighteningPerPoint * font.size
            return tight
        }
        func scaled(_ scale: Double) -> FontSpec {
            var font = text.font
            font.size *= scale
            font.lineHeight = font.lineHeight.map { $0 * scale }
            return tightened(font)
        }
        if fits(text.font) { return text.font }
        let tight = tightened(text.font)
        if text.allowsTightening, fits(tight) { return tight }
        let smallest = max(0.01, min(1, text.minimumScaleFactor))
        guard smallest < 1, fits(scaled(smallest)) else { return scaled(smallest) }
        var low = smallest, high = 1.0  // fits at low, not at high
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if fits(scaled(middle)) { low = middle } else { high = middle }
        }
        return scaled(low)
    }
}

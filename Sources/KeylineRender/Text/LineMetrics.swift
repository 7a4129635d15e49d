import KeylineCore

/// How tall a text's lines are and where its first baseline sits, decided before Pango
/// lays the text out (the line height Pango gives every line) and applied after (the
/// frame's height and first baseline).
///
/// Three readings:
/// - a designer's exact line height (`LineHeightRule.exact` with a line height): every
///   line box is that tall, the glyphs centred in it; Pango does exactly this;
/// - a text style's leading (`LineHeightRule.leading`), as iOS: the first line is as tall
///   as the font (ascent + descent) with its baseline at the ascent, each further line
///   adds the leading (even one less than the font's height);
/// - no line height: the font's own height per line. For SF Pro's stand-in that is SF
///   Pro's height, not the stand-in's, so that frames are as tall as on iOS.
/// Vertical metrics are SF Pro's (`SFProMetrics`) when the family stands in for it, else
/// the font's own.
struct LineMetrics {
    /// The absolute line height Pango gives every line; nil: the font's own.
    let pangoLineHeight: Double?
    /// The first line's ascent and descent when Keyline places lines itself; nil: Pango's
    /// placement stands (an exact line height, or a font's own metrics).
    private let firstLine: (ascent: Double, descent: Double)?

    init(_ font: FontSpec, standsInForSFPro: Bool, natural: () -> (ascent: Double, descent: Double)) {
        let sfPro = standsInForSFPro ? (ascent: SFProMetrics.ascent * font.size, descent: SFProMetrics.descent * font.size) : nil
        switch (font.lineHeight, font.lineHeightRule) {
        case (let height?, .exact):
            pangoLineHeight = height
            firstLine = nil
        case (let leading?, .leading):
            // The leading spaces the baselines even where it is less than the font's
            // height: caption and caption2 at Dynamic Type Medium (11 pt, 13.13 pt tall)
            // have their baselines exactly 13 pt apart on iOS 18 (the Home Assistant
            // references, Tests/KeylineRenderTests/Resources/SwiftUIText/SOURCES.md).
            pangoLineHeight = leading
            firstLine = sfPro ?? natural()
        case (nil, _):
            pangoLineHeight = sfPro.map { $0.ascent + $0.descent }
            firstLine = sfPro
        }
    }

    /// The frame's height and first baseline, from Pango's for the same text.
    func place(pangoHeight: Double, pangoFirstBaseline: Double) -> (height: Double, firstBaseline: Double) {
        guard let firstLine, let pitch = pangoLineHeight else { return (pangoHeight, pangoFirstBaseline) }
        // Pango made every line `pitch` tall; the first is as tall as the font instead.
        return (pangoHeight - pitch + firstLine.ascent + firstLine.descent, firstLine.ascent)
    }
}

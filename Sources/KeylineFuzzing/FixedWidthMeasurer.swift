import KeylineCore
import KeylineLayout

/// Text 10 pt per character plus its letter spacing, lines as tall as the font's line
/// height (1.2 × its size if it has none), wrapped at spaces; images 40 × 30. Needs no
/// fonts, answers in time linear in the text, and passes whatever huge numbers a scene
/// holds on to layout, which is what a fuzzer wants.
public final class FixedWidthMeasurer: ContentMeasurer {
    public init() {}

    public func measure(_ text: TextSpec, width: Double?) -> TextMetrics {
        let advance = 10 + text.font.letterSpacing
        let lineHeight = text.font.lineHeight ?? text.font.size * 1.2
        var lines = 0, current = 0, widest = 0
        for word in text.content.split(separator: " ", omittingEmptySubsequences: false) {
            let length = word.count
            if current > 0, let width, Double(current + 1 + length) * advance > width {
                lines += 1
                widest = max(widest, current)
                current = length
            } else {
                current += current > 0 ? 1 + length : length
            }
        }
        lines += 1
        widest = max(widest, current)
        if let limit = text.lineLimit, limit >= 1 { lines = min(lines, limit) }
        let height = Double(lines) * lineHeight
        return TextMetrics(size: Size(width: Double(widest) * advance, height: height),
                           firstBaseline: lineHeight * 0.8, lastBaseline: height - lineHeight * 0.2, lineCount: lines)
    }

    public func intrinsicSize(of image: ImageSpec) -> Size? { Size(width: 40, height: 30) }
}

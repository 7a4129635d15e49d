import KeylineCore
import KeylineLayout

/// How a missing image's label fits inside its placeholder box, which it never leaves:
/// at the footnote size (13 pt) when it fits, else shrunk step by step down to 11 pt
/// (Apple's Human Interface Guidelines, Typography: "Default size 17 pt, Minimum size
/// 11 pt" on iOS), else at 11 pt on as many lines as the box holds, ellipsized at the end.
/// Lines break only between words; a word too wide for the box puts the label on one
/// ellipsized line instead of breaking it letter by letter. The caller clips to the box.
struct PlaceholderLabel: Equatable {
    let spec: TextSpec
    let wrapWidth: Double
    /// The laid-out size, to centre the label in the box.
    let size: Size

    static let preferredSize = 13.0
    static let minimumSize = 11.0
    /// Footnote's leading (13/18), kept at every size.
    static let leadingRatio = 18.0 / 13.0
    static let color = Color(rgb8: 120, 120, 128)

    /// The label as drawn in a box of `box`'s size, or nil when not even one line fits.
    static func fit(_ label: String, in box: Size, measure: (TextSpec, Double?) -> TextMetrics) -> PlaceholderLabel? {
        // The label keeps clear of the dashed outline: 8 pt, less in a small box.
        let inset = min(8, box.width / 10, box.height / 10)
        let width = box.width - 2 * inset, height = box.height - 2 * inset
        guard width > 0, height > 0, !label.isEmpty else { return nil }
        let words = label.split(whereSeparator: \.isWhitespace).map(String.init)

        func spec(_ size: Double, lineLimit: Int? = nil) -> TextSpec {
            TextSpec(content: label, font: FontSpec(size: size, lineHeight: size * leadingRatio),
                     color: .color(color), alignment: .center, lineLimit: lineLimit)
        }
        func widestWord(_ spec: TextSpec) -> Double {
            words.map { word in
                var single = spec
                single.content = word
                single.lineLimit = nil
                return measure(single, nil).size.width
            }.max() ?? 0
        }

        var size = preferredSize
        while size >= minimumSize {
            let candidate = spec(size)
            if widestWord(candidate) <= width {
                let metrics = measure(candidate, width)
                if metrics.size.height <= height {
                    return PlaceholderLabel(spec: candidate, wrapWidth: width, size: metrics.size)
                }
            }
            size -= 0.5
        }

        let lineHeight = minimumSize * leadingRatio
        // A frame may be huge (or unbounded): more lines than any label has are as many.
        let fit = (height / lineHeight).rounded(.down)
        guard fit >= 1 else { return nil }
        let linesThatFit = fit.isFinite ? Int(min(fit, 10_000)) : 10_000
        let smallest = spec(minimumSize)
        let lines = widestWord(smallest) <= width ? linesThatFit : 1
        let elided = spec(minimumSize, lineLimit: lines)
        return PlaceholderLabel(spec: elided, wrapWidth: width, size: measure(elided, width).size)
    }
}

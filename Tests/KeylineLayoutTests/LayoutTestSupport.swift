import KeylineCore
import KeylineLayout
import Testing

/// Text 10 pt per character, lines as tall as the font's line height (20 if it has none),
/// wrapped at spaces: layout rules can be checked with numbers worked out by hand,
/// independent of fonts.
final class FixedMeasurer: ContentMeasurer {
    func measure(_ text: TextSpec, width: Double?) -> TextMetrics {
        let lineHeight = text.font.lineHeight ?? 20
        var lines: [String] = []
        for word in text.content.split(separator: " ").map(String.init) {
            if let last = lines.last, let width, Double((last + " " + word).count) * 10 > width {
                lines.append(word)
            } else if let last = lines.last {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        let widest = Double(lines.map(\.count).max() ?? 0) * 10
        return TextMetrics(size: Size(width: widest, height: Double(max(1, lines.count)) * lineHeight),
                           firstBaseline: lineHeight * 0.8, lastBaseline: Double(max(1, lines.count) - 1) * lineHeight + lineHeight * 0.8,
                           lineCount: lines.count)
    }

    func intrinsicSize(of image: ImageSpec) -> Size? { Size(width: 40, height: 30) }
}

/// Lays out the first screen of a scene written inline, and returns named frames.
func solve(_ yaml: String, device: Device = .iphone14, measurer: ContentMeasurer = FixedMeasurer()) throws -> [String: Rect] {
    let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
    let root = try Instantiator(document: document, variant: Variant(device: device)).instantiate(document.screens[0])
    let layout = SolvedLayout.solve(root, device: device, measurer: measurer)
    return Dictionary(uniqueKeysWithValues: layout.namedFrames.map { ($0.id, $0.frame) })
}

/// A screen whose body is `body` (indented as written).
func screen(_ body: String) -> String {
    "screens:\n  main:\n    body:\n" + body.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
}

/// A font as a designer specifies it. The family is kept as written ("SF Pro"); the
/// renderer resolves it through fontconfig and says once when it uses a stand-in.
public struct FontSpec: Hashable, Sendable {
    public var family: String
    public var weight: FontWeight
    public var size: Double
    public var italic: Bool
    /// Line height in points, read as `lineHeightRule` says: by default absolute, as
    /// designers write it (24 pt per line); nil uses the font's own ascent + descent.
    public var lineHeight: Double?
    /// How `lineHeight` spaces the lines: a designer's exact line box, or a text style's
    /// leading (the distance between baselines, iOS's reading).
    public var lineHeightRule: LineHeightRule
    /// Extra space after each character, in points (SwiftUI's `tracking`).
    public var letterSpacing: Double
    public var design: FontDesign
    /// How the font follows the Dynamic Type size; nil: a fixed size (SwiftUI's
    /// `.system(size:)`, `.custom(_:fixedSize:)`).
    public var dynamicType: DynamicTypeScaling?

    public init(family: String = FontSpec.systemFamily, weight: FontWeight = .regular, size: Double,
                italic: Bool = false, lineHeight: Double? = nil, letterSpacing: Double = 0,
                design: FontDesign = .default, dynamicType: DynamicTypeScaling? = nil,
                lineHeightRule: LineHeightRule = .exact) {
        self.family = family; self.weight = weight; self.size = size; self.italic = italic
        self.lineHeight = lineHeight; self.letterSpacing = letterSpacing; self.design = design
        self.dynamicType = dynamicType; self.lineHeightRule = lineHeightRule
    }

    /// The family SwiftUI's `.system(size:)` uses.
    public static let systemFamily = "SF Pro"
}

/// How a font's line height spaces its lines.
public enum LineHeightRule: Hashable, Sendable {
    /// Every line box is exactly the line height, the glyphs centred in it (a designer's
    /// line height, CSS's and Figma's): n lines are n × lineHeight tall.
    case exact
    /// A text style's leading, as iOS lays it out: successive baselines are lineHeight
    /// apart (never less than the font's own height), the first line is as tall as the
    /// font's ascent + descent and its baseline sits at the font's ascent, so n lines are
    /// (n − 1) × lineHeight + ascent + descent. Measured on real SwiftUI: a one-line
    /// `.body` Text is 20.29 pt tall (SF Pro's 17 × 2444/2048), four lines 86.29 pt,
    /// baselines 22 pt apart (Tests/KeylineRenderTests/Resources/SwiftUIText/SOURCES.md).
    case leading
}

/// How a font's size follows the Dynamic Type size.
public enum DynamicTypeScaling: Hashable, Sendable {
    /// A text style (`.body`, `{ style: body, weight: semibold }`): size and leading are
    /// the style's, from Apple's table, at every size.
    case textStyle(TextStyle)
    /// A custom size that scales with a style (SwiftUI's `Font.custom(_:size:relativeTo:)`):
    /// size and line height are multiplied by the style's size at the Dynamic Type size
    /// over its size at Large. This approximates `UIFontMetrics.scaledValue(for:)`, whose
    /// curve Apple does not publish (`UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)`
    /// is 16.333 at medium, where the body row says 16).
    case relative(to: TextStyle)

    public var style: TextStyle {
        switch self {
        case .textStyle(let s), .relative(let s): s
        }
    }
}

extension FontSpec {
    /// The font at a Dynamic Type size. `self` is the font as declared, at Large (every
    /// token and style is); fixed fonts are returned unchanged. Letter spacing stays in
    /// points, as SwiftUI's `tracking` does.
    public func resolved(for size: DynamicTypeSize) -> FontSpec {
        guard let dynamicType, size != .large else { return self }
        var font = self
        switch dynamicType {
        case .textStyle(let style):
            let m = style.metrics(at: size)
            font.size = m.size
            font.lineHeight = m.leading
        case .relative(let style):
            let ratio = style.metrics(at: size).size / style.metrics(at: .large).size
            font.size = self.size * ratio
            font.lineHeight = lineHeight.map { $0 * ratio }
        }
        return font
    }
}

/// SwiftUI's `Font.Weight`, with the OpenType weight class each maps to
/// (SF Pro's static faces use these classes: Ultralight 100 … Black 900).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public var numericValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// SwiftUI's `Font.Design`.
public enum FontDesign: String, Hashable, Sendable, CaseIterable { case `default`, rounded, monospaced, serif }

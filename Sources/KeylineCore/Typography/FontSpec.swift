/// A font as a designer specifies it. The family is kept as written ("SF Pro"); the
/// renderer resolves it through fontconfig and says once when it uses a stand-in.
public struct FontSpec: Hashable, Sendable {
    public var family: String
    public var weight: FontWeight
    public var size: Double
    public var italic: Bool
    /// Absolute line height in points, as designers write it (24 pt per line); nil uses
    /// the font's own ascent + descent + line gap.
    public var lineHeight: Double?
    /// Extra space after each character, in points (SwiftUI's `tracking`).
    public var letterSpacing: Double
    public var design: FontDesign

    public init(family: String = FontSpec.systemFamily, weight: FontWeight = .regular, size: Double,
                italic: Bool = false, lineHeight: Double? = nil, letterSpacing: Double = 0,
                design: FontDesign = .default) {
        self.family = family; self.weight = weight; self.size = size; self.italic = italic
        self.lineHeight = lineHeight; self.letterSpacing = letterSpacing; self.design = design
    }

    /// The family SwiftUI's `.system(size:)` uses.
    public static let systemFamily = "SF Pro"
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

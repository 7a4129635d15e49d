/// The leaves: text, shapes and images, resolved.

public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    public var fraction: Double {
        switch self { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }
}

public struct TextSpec: Hashable, Sendable {
    public var content: String
    public var font: FontSpec
    public var color: Paint
    public var alignment: TextAlignment
    public var lineLimit: Int?
    /// How many characters are shown (type-writer reveal); nil shows all. Hidden characters
    /// still take their space, so revealing text never reflows it.
    public var revealedCharacters: Double?
    /// Extra space between lines, in points (SwiftUI's `lineSpacing(_:)`).
    public var lineSpacing: Double
    /// Where a text cut by its line limit shows the ellipsis (SwiftUI's `truncationMode(_:)`).
    public var truncation: TruncationMode
    /// How far the text may shrink to fit its lines before it wraps or truncates, as a
    /// fraction of its size (SwiftUI's `minimumScaleFactor(_:)`); 1 never shrinks.
    public var minimumScaleFactor: Double
    /// The text may tighten the space between its characters to fit before it shrinks,
    /// wraps or truncates (SwiftUI's `allowsTightening(_:)`).
    public var allowsTightening: Bool

    public init(content: String, font: FontSpec, color: Paint, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, revealedCharacters: Double? = nil, lineSpacing: Double = 0,
                truncation: TruncationMode = .tail, minimumScaleFactor: Double = 1, allowsTightening: Bool = false) {
        self.content = content; self.font = font; self.color = color; self.alignment = alignment
        self.lineLimit = lineLimit; self.revealedCharacters = revealedCharacters
        self.lineSpacing = lineSpacing; self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor; self.allowsTightening = allowsTightening
    }
}

/// SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable { case head, middle, tail }

public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    case capsule
    case circle
    case ellipse

    public var name: String {
        switch self {
        case .rectangle: "rect"
        case .roundedRectangle: "roundedRect"
        case .capsule: "capsule"
        case .circle: "circle"
        case .ellipse: "ellipse"
        }
    }
}

/// SwiftUI's `RoundedCornerStyle`: quarter circles, or Apple's smoother "continuous" corners.
public enum CornerStyle: String, Hashable, Sendable, CaseIterable { case circular, continuous }

public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

public struct StrokeSpec: Hashable, Sendable {
    public var paint: Paint
    public var width: Double
    public var dash: [Double]
    public var dashPhase: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// SwiftUI's `strokeBorder`: the stroke lies inside the shape instead of on its edge.
    public var inside: Bool

    public init(paint: Paint, width: Double, dash: [Double] = [], dashPhase: Double = 0,
                lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, inside: Bool = false) {
        self.paint = paint; self.width = width; self.dash = dash; self.dashPhase = dashPhase
        self.lineCap = lineCap; self.lineJoin = lineJoin; self.inside = inside
    }
}

public struct ShapeSpec: Hashable, Sendable {
    public var shape: ShapeKind
    public var fill: Paint?
    public var stroke: StrokeSpec?
    /// SwiftUI's `trim(from:to:)`: the part of the outline that is drawn (progress rings).
    public var trimFrom: Double
    public var trimTo: Double

    public init(shape: ShapeKind, fill: Paint?, stroke: StrokeSpec?, trimFrom: Double = 0, trimTo: Double = 1) {
        self.shape = shape; self.fill = fill; self.stroke = stroke; self.trimFrom = trimFrom; self.trimTo = trimTo
    }

    public var isTrimmed: Bool { trimFrom > 0 || trimTo < 1 }
}

public enum ContentMode: String, Hashable, Sendable, CaseIterable { case fit, fill }

public struct ImageSpec: Hashable, Sendable {
    /// The path as written in the scene, relative to the scene file.
    public var source: String
    /// The absolute path, or nil when the file does not exist (a placeholder is drawn).
    public var resolvedPath: String?
    public var resizable: Bool
    public var contentMode: ContentMode?
    /// Template images (icons) are drawn in this colour, using their alpha as a mask.
    public var tint: Color?
    /// Shown in the placeholder box when the asset is missing ("[Illustration 1]").
    public var placeholderLabel: String
    /// One of Keyline's own symbols (`SystemSymbols`), drawn instead of a file.
    public var systemName: String?
    /// The font size, weight and image scale a symbol is drawn at (`SymbolMetrics`); nil
    /// for a file. A symbol built without one is sized as SwiftUI's default, `.body`.
    public var symbol: SymbolStyle?

    public init(source: String, resolvedPath: String?, resizable: Bool, contentMode: ContentMode?,
                tint: Color?, placeholderLabel: String, systemName: String? = nil, symbol: SymbolStyle? = nil) {
        self.source = source; self.resolvedPath = resolvedPath; self.resizable = resizable
        self.contentMode = contentMode; self.tint = tint; self.placeholderLabel = placeholderLabel
        self.systemName = systemName
        self.symbol = symbol ?? (systemName == nil ? nil : .body)
    }

    /// A symbol's natural size (`SymbolMetrics`), or nil for a file, whose size is the file's.
    public var symbolSize: Size? {
        guard let systemName else { return nil }
        return SymbolMetrics.size(of: systemName, style: symbol ?? .body, resizable: resizable)
    }
}

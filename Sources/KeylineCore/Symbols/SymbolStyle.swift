/// SwiftUI's `Image.Scale` (`.imageScale(_:)`): a symbol's size relative to the text
/// beside it, at the same point size and weight.
public enum SymbolScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large
}

/// What sizes and weighs a symbol, as SwiftUI's environment does for `Image(systemName:)`:
/// the font's point size (after Dynamic Type), its weight and the image scale.
public struct SymbolStyle: Hashable, Sendable {
    public var pointSize: Double
    public var weight: FontWeight
    public var scale: SymbolScale

    public init(pointSize: Double, weight: FontWeight = .regular, scale: SymbolScale = .medium) {
        self.pointSize = pointSize; self.weight = weight; self.scale = scale
    }

    /// SwiftUI's default font is `.body`, 17 pt regular at the Large Dynamic Type size
    /// (Apple's HIG, Typography, "iOS, iPadOS Dynamic Type sizes"); the default scale is
    /// medium (Apple's documentation of UIImage.SymbolScale).
    public static let body = SymbolStyle(pointSize: 17)
}

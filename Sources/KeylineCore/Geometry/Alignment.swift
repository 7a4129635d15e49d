/// SwiftUI's alignment guides for stacks and frames, reduced to their default values:
/// a fraction along the axis (leading 0, center 0.5, trailing 1), or a text baseline.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    public var fraction: Double {
        switch self { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }
}

public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    /// Fraction of the height for the geometric guides; baselines are resolved by layout.
    public var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        case .firstTextBaseline, .lastTextBaseline: 1 // a view without text aligns its bottom
        }
    }
}

public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)

    public static let named: [String: Alignment] = [
        "topLeading": .init(horizontal: .leading, vertical: .top),
        "top": .init(horizontal: .center, vertical: .top),
        "topTrailing": .init(horizontal: .trailing, vertical: .top),
        "leading": .init(horizontal: .leading, vertical: .center),
        "center": .center,
        "trailing": .init(horizontal: .trailing, vertical: .center),
        "bottomLeading": .init(horizontal: .leading, vertical: .bottom),
        "bottom": .init(horizontal: .center, vertical: .bottom),
        "bottomTrailing": .init(horizontal: .trailing, vertical: .bottom),
        "leadingFirstTextBaseline": .init(horizontal: .leading, vertical: .firstTextBaseline),
        "centerFirstTextBaseline": .init(horizontal: .center, vertical: .firstTextBaseline),
    ]
}

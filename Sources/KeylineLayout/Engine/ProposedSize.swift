import KeylineCore

/// A parent's size proposal, as SwiftUI's `ProposedViewSize`: per axis a length, zero
/// (asking for the minimum), infinity (the maximum) or nil (the ideal size).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with nil replaced: SwiftUI's `replacingUnspecifiedDimensions(by:)`,
    /// 10 pt being the size SwiftUI's shapes choose when offered nothing.
    public func replacingUnspecified(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func d(_ v: Double?) -> String { v.map { $0.isInfinite ? "inf" : $0.pointString } ?? "nil" }
        return "\(d(width))x\(d(height))"
    }
}

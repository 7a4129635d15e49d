/// What fills a shape, a stroke or text: a colour or a gradient, already resolved for one
/// appearance.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(Gradient, start: UnitPoint, end: UnitPoint)
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)

    public static let clear = Paint.color(.clear)

    /// A paint that shows nothing can be skipped when drawing.
    public var isInvisible: Bool {
        switch self {
        case .color(let c): c.alpha == 0
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _): g.stops.allSatisfy { $0.color.alpha == 0 }
        }
    }
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced colours, as SwiftUI's `Gradient(colors:)`.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0) }
    }
}

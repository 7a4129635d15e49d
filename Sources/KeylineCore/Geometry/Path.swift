/// A shape's outline as move/line/cubic-curve segments in points, so that drawing,
/// trimming and tests need no Cairo.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(control1: Point, control2: Point, to: Point)
    case close
}

public struct Path: Hashable, Sendable {
    public var elements: [PathElement]
    public init(_ elements: [PathElement] = []) { self.elements = elements }

    /// The cubic Bézier arm length that best approximates a quarter circle of radius 1:
    /// 4/3 · (√2 − 1), the standard constant (e.g. Goldapp 1991, "Approximation of circular
    /// arcs by cubic polynomials").
    public static let quarterCircleKappa = 0.5522847498307936

    /// An ellipse in `rect`, starting at its rightmost point and running clockwise on
    /// screen, as Core Graphics' ellipses do (so `trim(from: 0, to: 0.25)` is the arc from
    /// 3 to 6 o'clock, as in SwiftUI).
    public static func ellipse(in r: Rect) -> Path {
        let k = quarterCircleKappa, rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        return Path([
            .move(Point(x: cx + rx, y: cy)),
            .curve(control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry), to: Point(x: cx, y: cy + ry)),
            .curve(control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry), to: Point(x: cx - rx, y: cy)),
            .curve(control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry), to: Point(x: cx, y: cy - ry)),
            .curve(control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry), to: Point(x: cx + rx, y: cy)),
            .close,
        ])
    }

    public static func rectangle(_ r: Rect) -> Path {
        Path([.move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
              .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close])
    }

    /// Quarter-circle corners, the radius limited to half the shorter side.
    public static func circularRoundedRect(_ r: Rect, radius: Double) -> Path {
        let radius = min(radius, r.width / 2, r.height / 2)
        guard radius > 0 else { return rectangle(r) }
        let k = quarterCircleKappa * radius
        return Path([
            .move(Point(x: r.minX + radius, y: r.minY)),
            .line(Point(x: r.maxX - radius, y: r.minY)),
            .curve(control1: Point(x: r.maxX - radius + k, y: r.minY), control2: Point(x: r.maxX, y: r.minY + radius - k),
                   to: Point(x: r.maxX, y: r.minY + radius)),
            .line(Point(x: r.maxX, y: r.maxY - radius)),
            .curve(control1: Point(x: r.maxX, y: r.maxY - radius + k), control2: Point(x: r.maxX - radius + k, y: r.maxY),
                   to: Point(x: r.maxX - radius, y: r.maxY)),
            .line(Point(x: r.minX + radius, y: r.maxY)),
            .curve(control1: Point(x: r.minX + radius - k, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - radius + k),
                   to: Point(x: r.minX, y: r.maxY - radius)),
            .line(Point(x: r.minX, y: r.minY + radius)),
            .curve(control1: Point(x: r.minX, y: r.minY + radius - k), control2: Point(x: r.minX + radius - k, y: r.minY),
                   to: Point(x: r.minX + radius, y: r.minY)),
            .close,
        ])
    }
}

extension ShapeKind {
    /// The outline SwiftUI draws for this shape in `rect`.
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle:
            return .rectangle(rect)
        case .roundedRectangle(let radius, let style):
            return style == .continuous ? .continuousRoundedRect(rect, radius: radius) : .circularRoundedRect(rect, radius: radius)
        case .capsule:
            return .circularRoundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            let d = min(rect.width, rect.height)
            return .ellipse(in: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
        case .ellipse:
            return .ellipse(in: rect)
        }
    }
}

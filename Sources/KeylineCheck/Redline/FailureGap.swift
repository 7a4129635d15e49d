import KeylineCore
import KeylineLayout

/// A line a redline draws in red for a failing expectation: the gap it measures, from one
/// edge to the other, as measured (so a gap of 16 where the spec says 12 is drawn 16 long).
public struct RedlineLine: Hashable, Sendable {
    public let start: Point
    public let end: Point
    public init(start: Point, end: Point) { self.start = start; self.end = end }
    public var isVertical: Bool { start.x == end.x }
    public var midpoint: Point { Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2) }
}

/// The gap a distance or position expectation measures, where the layout has it:
/// `description.top - title.bottom == 12` runs from title's bottom to description's top;
/// `cta.bottom == safeArea.bottom - 32` from the button's bottom to the safe area's;
/// `title.centerX == canvas.centerX` from one centre line to the other (the misalignment).
/// An expectation that reads two positions on one axis (an edge or centre of an element,
/// the canvas or the safe area) has one; sizes, colours, text and the rest have none.
enum FailureGap {
    static func line(for expectation: Expectation, in tree: LayoutTree) -> RedlineLine? {
        guard case .compare(let left, _, let right) = expectation.assertion else { return nil }
        let measure = ElementMeasurement(tree: tree)
        let canvas = Rect(origin: .zero, size: tree.device.size)
        let positions = (left.terms + right.terms).compactMap { term -> Position? in
            switch term.value {
            case .element(let element, let attribute):
                guard let axis = Position.axis(attribute), let frame = try? measure.frame(element) else { return nil }
                return Position(axis: axis, at: ElementMeasurement.edge(attribute, of: frame), span: frame)
            case .canvas(let attribute):
                return Position.axis(attribute).map { Position(axis: $0, at: ElementMeasurement.edge(attribute, of: canvas), span: nil) }
            case .safeArea(let attribute):
                let safe = canvas.insetBy(tree.device.safeArea)
                return Position.axis(attribute).map { Position(axis: $0, at: ElementMeasurement.edge(attribute, of: safe), span: nil) }
            case .number, .spacing:
                return nil
            }
        }
        // Exactly two positions, on one axis, at least one an element's (to stand beside).
        guard positions.count == 2, positions[0].axis == positions[1].axis else { return nil }
        let (a, b) = (positions[0], positions[1])
        guard let across = crossing(a.span, b.span, vertical: a.axis == .vertical) else { return nil }
        let (from, to) = (min(a.at, b.at), max(a.at, b.at))
        return a.axis == .vertical
            ? RedlineLine(start: Point(x: across, y: from), end: Point(x: across, y: to))
            : RedlineLine(start: Point(x: from, y: across), end: Point(x: to, y: across))
    }

    /// Where the line stands across its axis: the middle of the span both elements share,
    /// else the middle of the first element's (a canvas or safe area edge spans everything).
    private static func crossing(_ a: Rect?, _ b: Rect?, vertical: Bool) -> Double? {
        func span(_ r: Rect) -> (Double, Double) { vertical ? (r.minX, r.maxX) : (r.minY, r.maxY) }
        switch (a, b) {
        case let (a?, b?):
            let (a0, a1) = span(a), (b0, b1) = span(b)
            let lo = max(a0, b0), hi = min(a1, b1)
            return hi > lo ? (lo + hi) / 2 : (a0 + a1) / 2
        case let (r?, nil), let (nil, r?):
            let (r0, r1) = span(r)
            return (r0 + r1) / 2
        case (nil, nil):
            return nil
        }
    }

    private struct Position {
        enum Axis { case vertical, horizontal }
        let axis: Axis
        /// The coordinate along the axis.
        let at: Double
        /// The element's frame; nil for the canvas and the safe area.
        let span: Rect?

        /// `top`, `bottom`, `centerY` lie on the vertical axis; `leading`, `trailing`,
        /// `centerX` on the horizontal; anything else (a size, a font size) on neither.
        static func axis(_ attribute: NumericAttribute) -> Axis? {
            switch attribute {
            case .top, .bottom, .centerY: .vertical
            case .leading, .trailing, .centerX: .horizontal
            default: nil
            }
        }
    }
}

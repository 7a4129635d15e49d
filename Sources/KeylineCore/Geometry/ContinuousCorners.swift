import Foundation

extension Path {
    /// Apple's continuous ("squircle") corners, as SwiftUI's `RoundedRectangle` draws by
    /// default (`style: .continuous`) and `UIBezierPath(roundedRect:cornerRadius:)` since
    /// iOS 7: the outline leaves each edge 1.528665·radius from the corner and its
    /// curvature rises from zero instead of jumping to 1/radius. The geometry and its
    /// sources are in `ContinuousCornerProfile`.
    ///
    /// Small rectangles. When half the shorter side, `a`, is less than 1.528665·radius,
    /// the full corners would overlap. UIKit then switches to other shapes
    /// (PaintCode's article shows three regimes, with visible jumps as the size changes).
    /// We blend instead: the corner keeps the radius but loses smoothing until its extent
    /// is exactly `a`, reaching a plain quarter circle at radius = a; a radius of `a` or
    /// more gives the capsule (a circle for a square). Why: the outline stays a valid,
    /// convex, G1 curve for every size, changes continuously as a view animates its size
    /// or radius, and ends at the shape Apple's documentation defines a capsule to be
    /// (a rounded rectangle whose radius is half its shorter side). What SwiftUI itself
    /// draws in this squeezed range is not documented; this is our choice, and a
    /// `Capsule(style: .continuous)` here is the circular capsule.
    ///
    /// The path starts where the top edge's straight part begins (the end of the
    /// top-left corner) and runs clockwise on screen, as `circularRoundedRect` does.
    /// A radius ≤ 0 (or NaN), or an empty rectangle, gives the plain rectangle.
    public static func continuousRoundedRect(_ r: Rect, radius: Double) -> Path {
        let available = min(r.width, r.height) / 2
        guard radius > 0, available > 0 else { return rectangle(r) }
        let profile = ContinuousCornerProfile.fitting(radius: radius, available: available)
        let extent = profile.extent

        // Each corner's frame: the corner point, the direction of travel along the
        // incoming edge, and along the outgoing edge (clockwise on screen).
        let corners: [(corner: Point, incoming: Point, outgoing: Point)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        // Straight parts shorter than this are rounding residue where the corners meet
        // (the fitted extent is half the side up to ~1e-16).
        let negligible = 1e-9 * available

        let start = Point(x: r.minX + extent, y: r.minY)
        var elements: [PathElement] = [.move(start)]
        var current = start
        for frame in corners {
            // Corner-local (x back along the incoming edge, y along the outgoing edge).
            func place(_ p: Point) -> Point { frame.corner - p.x * frame.incoming + p.y * frame.outgoing }
            let edgeEnd = place(Point(x: extent, y: 0))
            if (edgeEnd - current).magnitude > negligible { elements.append(.line(edgeEnd)) }
            for segment in profile.segments {
                elements.append(.curve(control1: place(segment.control1), control2: place(segment.control2),
                                       to: place(segment.end)))
            }
            current = place(Point(x: 0, y: extent))
        }
        elements.append(.close)
        return Path(elements)
    }
}

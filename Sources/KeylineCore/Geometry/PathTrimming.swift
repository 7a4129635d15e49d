import Foundation

extension Path {
    /// The part of the outline between two fractions of its arc length, as SwiftUI's
    /// `Shape.trim(from:to:)` (progress rings, spinners, drawing-on animations).
    ///
    /// - Fractions are clamped to 0…1; `start ≥ end` (or a NaN) gives an empty path.
    /// - 0…1 gives the path itself, closed subpaths still closed.
    /// - Otherwise the result is open (no `.close`): a closed subpath's closing line
    ///   counts in the length and is drawn as a line when it falls inside the range.
    /// - Curves are cut exactly (de Casteljau at the parameter where the arc length
    ///   reaches the cut), so the pieces are true sub-curves, not polylines.
    public func trimmed(from start: Double, to end: Double) -> Path {
        guard !start.isNaN, !end.isNaN else { return Path() }
        let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }

        let segments = measuredSegments
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let startDistance = from * total, endDistance = to * total
        // Pieces shorter than this are rounding residue at a segment boundary
        // (e.g. 0.5 · perimeter landing a hair past a corner); keeping them would add
        // degenerate segments.
        let negligible = 1e-12 * total

        var elements: [PathElement] = []
        var needsMove = true
        var offset = 0.0
        for measured in segments {
            let segmentStart = offset
            offset += measured.length
            if measured.startsSubpath { needsMove = true }
            let a = max(startDistance - segmentStart, 0)
            let b = min(endDistance - segmentStart, measured.length)
            guard b - a > negligible else { continue }
            let piece = measured.segment.piece(fromLength: a, toLength: b, of: measured.length)
            if needsMove { elements.append(.move(piece.start)); needsMove = false }
            elements.append(piece.element)
        }
        return Path(elements)
    }
}

extension PathSegment {
    /// The part of the segment between two arc lengths from its start (0 ≤ a < b ≤ length).
    func piece(fromLength a: Double, toLength b: Double, of length: Double) -> PathSegment {
        switch self {
        case .line(let p0, let p1):
            let start = a <= 0 ? p0 : p0.interpolated(to: p1, by: a / length)
            let end = b >= length ? p1 : p0.interpolated(to: p1, by: b / length)
            return .line(from: start, to: end)
        case .cubic(let curve):
            let t0 = curve.parameter(atLength: a, totalLength: length)
            let t1 = curve.parameter(atLength: b, totalLength: length)
            return .cubic(curve.subcurve(from: t0, to: t1))
        }
    }

    /// The element that draws this segment from its start point.
    var element: PathElement {
        switch self {
        case .line(_, let to): .line(to)
        case .cubic(let c): .curve(control1: c.p1, control2: c.p2, to: c.p3)
        }
    }
}

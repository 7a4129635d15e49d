import Foundation

/// A path's drawn pieces with their start points made explicit, so that lengths can
/// be measured and pieces cut without tracking the current point again.
enum PathSegment: Hashable, Sendable {
    case line(from: Point, to: Point)
    case cubic(CubicBezier)

    var start: Point {
        switch self {
        case .line(let from, _): from
        case .cubic(let curve): curve.p0
        }
    }

    var length: Double {
        switch self {
        case .line(let from, let to): (to - from).magnitude
        case .cubic(let curve): curve.length()
        }
    }
}

/// A segment and where it sits in its path.
struct MeasuredSegment: Sendable {
    var segment: PathSegment
    /// True for the first segment after a `.move` (or after a `.close`, where a new
    /// subpath begins at the old start): a trimmed copy needs a `.move` before it.
    var startsSubpath: Bool
    var length: Double
}

extension Path {
    /// The path's segments in drawing order. A `.close` becomes the straight line back
    /// to its subpath's start, because that line is drawn (and counts in the length of a
    /// closed outline). A line or curve with no current point has nothing to draw from:
    /// it counts as a move to its end point.
    var measuredSegments: [MeasuredSegment] {
        var result: [MeasuredSegment] = []
        var current: Point?
        var subpathStart: Point?
        var startsSubpath = true
        func append(_ segment: PathSegment) {
            result.append(MeasuredSegment(segment: segment, startsSubpath: startsSubpath, length: segment.length))
            startsSubpath = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p; subpathStart = p; startsSubpath = true
            case .line(let p):
                if let from = current { append(.line(from: from, to: p)) } else { subpathStart = p; startsSubpath = true }
                current = p
            case .curve(let c1, let c2, let p):
                if let from = current { append(.cubic(CubicBezier(from, c1, c2, p))) } else { subpathStart = p; startsSubpath = true }
                current = p
            case .close:
                if let from = current, let start = subpathStart { append(.line(from: from, to: start)) }
                current = subpathStart; startsSubpath = true
            }
        }
        return result
    }
}

import Foundation
import KeylineCore

// Geometry for the path tests, written from the public `Path` elements and the
// Bernstein form of a cubic, independently of the library's own Bézier code, so that
// the tests do not check the library against itself.

/// One drawn piece of a path: 2 points for a line, 4 for a cubic.
struct DrawnSegment {
    var points: [Point]
    var start: Point { points[0] }
    var end: Point { points[points.count - 1] }
    var isCubic: Bool { points.count == 4 }

    func point(at t: Double) -> Point {
        if !isCubic { return Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
        let p = points, u = 1 - t
        let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
        return Point(x: b0 * p[0].x + b1 * p[1].x + b2 * p[2].x + b3 * p[3].x,
                     y: b0 * p[0].y + b1 * p[1].y + b2 * p[2].y + b3 * p[3].y)
    }

    /// First and second derivatives at t.
    func derivatives(at t: Double) -> (Point, Point) {
        if !isCubic { return (vector(start, end), Point.zero) }
        let p = points, u = 1 - t
        let d1 = Point(x: 3 * (u * u * (p[1].x - p[0].x) + 2 * u * t * (p[2].x - p[1].x) + t * t * (p[3].x - p[2].x)),
                       y: 3 * (u * u * (p[1].y - p[0].y) + 2 * u * t * (p[2].y - p[1].y) + t * t * (p[3].y - p[2].y)))
        let d2 = Point(x: 6 * (u * (p[2].x - 2 * p[1].x + p[0].x) + t * (p[3].x - 2 * p[2].x + p[1].x)),
                       y: 6 * (u * (p[2].y - 2 * p[1].y + p[0].y) + t * (p[3].y - 2 * p[2].y + p[1].y)))
        return (d1, d2)
    }

    /// Signed curvature (positive turning clockwise on screen).
    func curvature(at t: Double) -> Double {
        let (d1, d2) = derivatives(at: t)
        let speed = norm(d1)
        return speed == 0 ? 0 : (d1.x * d2.y - d1.y * d2.x) / (speed * speed * speed)
    }

    /// Unit tangent leaving the start / arriving at the end, using the first control
    /// point that differs from the end point (a cubic's handle may be zero).
    var startTangent: Point { unit(points.dropFirst().map { vector(start, $0) }.first { norm($0) > 0 } ?? .zero) }
    var endTangent: Point { unit(points.dropLast().reversed().map { vector($0, end) }.first { norm($0) > 0 } ?? .zero) }

    var length: Double { polylineLength(samples(count: 4000)) }

    func samples(count: Int) -> [Point] { (0...count).map { point(at: Double($0) / Double(count)) } }
}

func vector(_ a: Point, _ b: Point) -> Point { Point(x: b.x - a.x, y: b.y - a.y) }
func norm(_ v: Point) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
func distance(_ a: Point, _ b: Point) -> Double { norm(vector(a, b)) }
func unit(_ v: Point) -> Point { let l = norm(v); return l == 0 ? v : Point(x: v.x / l, y: v.y / l) }
func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }
func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }

func polylineLength(_ points: [Point]) -> Double {
    zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
}

/// Distance from `p` to the nearest point of a polyline.
func distance(from p: Point, toPolyline points: [Point]) -> Double {
    var best = Double.infinity
    for (a, b) in zip(points, points.dropFirst()) {
        let ab = vector(a, b), lengthSquared = dot(ab, ab)
        let t = lengthSquared == 0 ? 0 : min(max(dot(vector(a, p), ab) / lengthSquared, 0), 1)
        best = min(best, distance(p, Point(x: a.x + ab.x * t, y: a.y + ab.y * t)))
    }
    return best
}

extension DrawnSegment {
    /// Distance from `p` to the nearest point of the segment: the best of 64 samples,
    /// refined by ternary search between its neighbours (to rounding: on the curve the
    /// distance grows linearly in t, so the bracket must shrink to ~1e-16).
    func distance(from p: Point) -> Double {
        if !isCubic { return KeylineCoreTests.distance(from: p, toPolyline: points) }
        func d(_ t: Double) -> Double { KeylineCoreTests.distance(point(at: t), p) }
        let coarse = 64
        let coarseDistances = (0...coarse).map { d(Double($0) / Double(coarse)) }
        let bestIndex = coarseDistances.indices.min { coarseDistances[$0] < coarseDistances[$1] }!
        var low = max(Double(bestIndex - 1) / Double(coarse), 0), high = min(Double(bestIndex + 1) / Double(coarse), 1)
        for _ in 0..<90 {
            let m1 = low + (high - low) / 3, m2 = high - (high - low) / 3
            if d(m1) < d(m2) { high = m2 } else { low = m1 }
        }
        return min(coarseDistances[bestIndex], d((low + high) / 2))
    }
}

/// Distance from `p` to the nearest point of an outline given by its segments.
func distance(from p: Point, toOutline segments: [DrawnSegment]) -> Double {
    segments.reduce(Double.infinity) { min($0, $1.distance(from: p)) }
}

extension Path {
    /// Drawn segments; a `.close` is the line back to the subpath start (zero-length
    /// closing lines are dropped, since they draw nothing).
    var drawnSegments: [DrawnSegment] {
        var result: [DrawnSegment] = []
        var current = Point.zero, subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p): current = p; subpathStart = p
            case .line(let p): result.append(DrawnSegment(points: [current, p])); current = p
            case .curve(let c1, let c2, let p): result.append(DrawnSegment(points: [current, c1, c2, p])); current = p
            case .close:
                if current != subpathStart { result.append(DrawnSegment(points: [current, subpathStart])) }
                current = subpathStart
            }
        }
        return result
    }

    /// Points along the outline, `perSegment` intervals on each segment.
    func sampled(perSegment: Int) -> [Point] {
        var points: [Point] = []
        for segment in drawnSegments {
            let s = segment.samples(count: perSegment)
            points.append(contentsOf: points.isEmpty ? s : Array(s.dropFirst()))
        }
        return points
    }

    /// Length measured on a fine polyline (relative error about 1e-8 for these shapes).
    var polylineMeasuredLength: Double { drawnSegments.reduce(0) { $0 + $1.length } }

    /// Every point of the path's elements, control points included.
    var allPoints: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }
    }

    var firstPoint: Point? { allPoints.first }
    var lastPoint: Point? { allPoints.last }
    var isClosed: Bool { elements.last == .close }
}

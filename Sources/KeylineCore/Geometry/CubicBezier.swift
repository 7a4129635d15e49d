import Foundation

/// One cubic Bézier segment: its velocity and exact splitting (de Casteljau), the
/// building blocks of path trimming.
struct CubicBezier: Hashable, Sendable {
    var p0, p1, p2, p3: Point

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// B′(t), the velocity; its length is the integrand of arc length.
    func derivative(at t: Double) -> Point {
        let mt = 1 - t
        let a = 3 * mt * mt, b = 6 * mt * t, c = 3 * t * t
        return Point(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                     y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    /// The two halves at parameter `t`, by de Casteljau's construction: together they
    /// trace exactly the same curve.
    func split(at t: Double) -> (CubicBezier, CubicBezier) {
        let a = p0.interpolated(to: p1, by: t), b = p1.interpolated(to: p2, by: t), c = p2.interpolated(to: p3, by: t)
        let ab = a.interpolated(to: b, by: t), bc = b.interpolated(to: c, by: t)
        let mid = ab.interpolated(to: bc, by: t)
        return (CubicBezier(p0, a, ab, mid), CubicBezier(mid, bc, c, p3))
    }

    /// The part of the curve between parameters `t0 ≤ t1`, itself a cubic.
    /// The original end points are kept bit for bit when a bound is 0 or 1.
    func subcurve(from t0: Double, to t1: Double) -> CubicBezier {
        var piece = self
        if t1 < 1 { piece = piece.split(at: t1).0 }
        if t0 > 0 {
            // After cutting at t1, the old parameter t0 sits at t0 / t1 of the piece.
            piece = piece.split(at: t1 < 1 ? t0 / t1 : t0).1
        }
        return piece
    }
}

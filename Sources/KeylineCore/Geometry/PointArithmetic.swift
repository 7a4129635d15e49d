import Foundation

/// Vector arithmetic on points, for the Bézier and corner geometry in this folder.
/// Internal: `Point` stays a plain value in the public API.
extension Point {
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    static func * (s: Double, p: Point) -> Point { Point(x: s * p.x, y: s * p.y) }

    /// The point a fraction `t` of the way from `self` to `other`.
    func interpolated(to other: Point, by t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// Length of the vector from the origin to this point.
    var magnitude: Double { (x * x + y * y).squareRoot() }

    /// z-component of the 3-D cross product: positive when `other` turns clockwise
    /// on screen from `self` (y grows downwards).
    func cross(_ other: Point) -> Double { x * other.y - y * other.x }
}

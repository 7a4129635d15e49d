/// A cubic Bézier timing function from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), as CSS `cubic-bezier()` and SwiftUI's
/// `timingCurve(_:_:_:_:duration:)` define it.
///
/// Solved the way browsers solve it (WebKit's and Chromium's `UnitBezier`, read
/// for the approach): the curve is a parametric pair (x(s), y(s)); for an input
/// progress x we find the parameter s with x(s) = x by Newton's method, fall back
/// to bisection when Newton stalls, stop at |x(s) − x| < 1e-7, then return y(s).
public struct CubicBezier: Sendable, Hashable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// The tolerance on x at which the solver stops, as browsers use.
    public static let solverEpsilon = 1e-7

    /// Creates a curve; x1 and x2 must lie in [0, 1] so that x(s) is monotone and
    /// time never runs backwards. y1 and y2 may leave [0, 1] (overshoot).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationParameterError) {
        try self.init(x1, y1, x2, y2, names: ["x1", "y1", "x2", "y2"])
    }

    /// Validates under the names the caller's syntax uses (SwiftUI's `timingCurve`
    /// calls them p1x, p1y, p2x, p2y).
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, names: [String]) throws(AnimationParameterError) {
        try ParameterCheck.unitInterval(x1, names[0])
        try ParameterCheck.within(y1, names[1], AnimationLimits.bezierOrdinates)
        try ParameterCheck.unitInterval(x2, names[2])
        try ParameterCheck.within(y2, names[3], AnimationLimits.bezierOrdinates)
        self.init(unchecked: x1, y1, x2, y2)
    }

    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// CSS `linear`: the identity.
    public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
    /// CSS and Core Animation `ease-in`.
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// CSS and Core Animation `ease-out`.
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// CSS and Core Animation `ease-in-out`.
    public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
    /// CSS `ease` (the CSS default timing function).
    public static let ease = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)

    // MARK: - Evaluation

    /// The eased progress y for an input progress x; x is clamped to [0, 1], and
    /// the ends are exact: 0 → 0 and 1 → 1.
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // x(s) = y(s) for every s, so y = x exactly; no need to solve.
        if isIdentity { return x }
        return sampleY(parameter(forX: x))
    }

    /// dy/dx at input progress x (clamped to [0, 1]): how fast the eased progress
    /// moves per unit of input progress. Infinite where the curve has a vertical
    /// tangent (x′(s) = 0 but y′(s) ≠ 0, e.g. a first control point (0, 0.5)).
    public func slope(at x: Double) -> Double {
        if isIdentity { return 1 }
        let s = parameter(forX: min(max(x, 0), 1))
        // dy/dx = y′(s)/x′(s). Where x′ vanishes (a control point on an end, or
        // x1 = 1 with x2 = 0 at s = 1/2) take the ratio of the first derivatives
        // that do not both vanish: L'Hôpital's rule, exact, no finite differences.
        let derivatives = [
            (sampleDerivativeX(s), sampleDerivativeY(s)),
            (Self.secondDerivative(s, p1: x1, p2: x2), Self.secondDerivative(s, p1: y1, p2: y2)),
            (Self.thirdDerivative(p1: x1, p2: x2), Self.thirdDerivative(p1: y1, p2: y2)),
        ]
        let flat = 1e-9
        for (dx, dy) in derivatives {
            if abs(dx) > flat { return dy / dx }
            if abs(dy) > flat { return dy > 0 ? .infinity : -.infinity }
        }
        return 0
    }

    /// The curve parameter s in [0, 1] with x(s) = x, to within `solverEpsilon`.
    public func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }

        // Newton's method from s = x: x(s) is close to s for most curves, so this
        // converges in a few steps.
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < Self.solverEpsilon { return s }
            let derivative = sampleDerivativeX(s)
            // A flat tangent would throw the step far away: hand over to bisection.
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }

        // Bisection: x(s) is monotone on [0, 1] because x1 and x2 lie in [0, 1].
        var lo = 0.0
        var hi = 1.0
        s = x
        while lo < hi {
            let value = sampleX(s)
            if abs(value - x) < Self.solverEpsilon { return s }
            if value < x { lo = s } else { hi = s }
            let mid = (lo + hi) / 2
            if mid == s { break }  // the interval can shrink no further
            s = mid
        }
        return s
    }

    var isIdentity: Bool { x1 == y1 && x2 == y2 }

    // MARK: - The polynomial, in Horner form
    //
    // B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³ = ((a·s + b)·s + c)·s
    // with c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b.

    func sampleX(_ s: Double) -> Double { Self.horner(s, p1: x1, p2: x2) }
    func sampleY(_ s: Double) -> Double { Self.horner(s, p1: y1, p2: y2) }
    func sampleDerivativeX(_ s: Double) -> Double { Self.hornerDerivative(s, p1: x1, p2: x2) }
    func sampleDerivativeY(_ s: Double) -> Double { Self.hornerDerivative(s, p1: y1, p2: y2) }

    private static func horner(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func hornerDerivative(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    private static func secondDerivative(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return 6 * a * s + 2 * b
    }

    private static func thirdDerivative(p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return 6 * (1 - c - b)
    }
}

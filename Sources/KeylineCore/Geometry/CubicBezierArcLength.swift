import Foundation

/// Arc length of a cubic, and the parameter at a given length, for trimming.
///
/// The length is ∫|B′(t)| dt. |B′| is the square root of a quartic: smooth except
/// where the speed touches zero (a cusp), so Gauss–Legendre quadrature converges
/// fast, and halving the interval where two estimates disagree handles cusps.
extension CubicBezier {
    /// Nodes and weights of 8-point Gauss–Legendre quadrature on [-1, 1]
    /// (Abramowitz & Stegun, Handbook of Mathematical Functions, table 25.4).
    private static let gaussLegendre8: [(node: Double, weight: Double)] = [
        (-0.960_289_856_497_536_3, 0.101_228_536_290_376_3), (-0.796_666_477_413_626_7, 0.222_381_034_453_374_5),
        (-0.525_532_409_916_329_0, 0.313_706_645_877_887_3), (-0.183_434_642_495_649_8, 0.362_683_783_378_362_0),
        (0.183_434_642_495_649_8, 0.362_683_783_378_362_0), (0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
        (0.796_666_477_413_626_7, 0.222_381_034_453_374_5), (0.960_289_856_497_536_3, 0.101_228_536_290_376_3),
    ]

    /// Length of the control polygon: an upper bound of the arc length, used to scale
    /// tolerances to the curve's size.
    var controlPolygonLength: Double {
        (p1 - p0).magnitude + (p2 - p1).magnitude + (p3 - p2).magnitude
    }

    /// Arc length between parameters `t0 ≤ t1`, to about 1e-12 of the curve's size.
    func length(from t0: Double = 0, to t1: Double = 1) -> Double {
        guard t1 > t0 else { return 0 }
        let tolerance = 1e-12 * max(controlPolygonLength, .leastNormalMagnitude)
        return adaptiveLength(t0, t1, estimate: quadrature(t0, t1), tolerance: tolerance, depth: 0)
    }

    private func quadrature(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for (node, weight) in Self.gaussLegendre8 {
            sum += weight * derivative(at: mid + half * node).magnitude
        }
        return sum * half
    }

    private func adaptiveLength(_ a: Double, _ b: Double, estimate: Double, tolerance: Double, depth: Int) -> Double {
        let mid = (a + b) / 2
        let left = quadrature(a, mid), right = quadrature(mid, b)
        if abs(left + right - estimate) <= tolerance || depth >= 40 { return left + right }
        return adaptiveLength(a, mid, estimate: left, tolerance: tolerance / 2, depth: depth + 1)
            + adaptiveLength(mid, b, estimate: right, tolerance: tolerance / 2, depth: depth + 1)
    }

    /// The parameter t at which the arc length from the start reaches `target`
    /// (0 ≤ target ≤ `length()`). Newton's method on L(t) − target, whose derivative is
    /// the speed |B′(t)|, kept inside a shrinking bracket and falling back to bisection
    /// where the speed vanishes or a step would leave the bracket.
    func parameter(atLength target: Double, totalLength: Double? = nil) -> Double {
        let total = totalLength ?? length()
        guard target > 0 else { return 0 }
        guard target < total else { return 1 }
        let tolerance = 1e-12 * max(total, .leastNormalMagnitude)
        var low = 0.0, high = 1.0
        var t = target / total
        for _ in 0..<100 {
            let error = length(to: t) - target
            if abs(error) <= tolerance { return t }
            if error > 0 { high = t } else { low = t }
            let speed = derivative(at: t).magnitude
            let newton = t - error / speed
            t = (speed > 0 && newton > low && newton < high) ? newton : (low + high) / 2
            if high - low <= 1e-15 { return t }
        }
        return t
    }
}

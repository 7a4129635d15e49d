// Independent reference computations the tests compare KeylineMotion against.
// Deliberately written differently from the library: the Bézier in Bernstein
// form solved by plain bisection, the spring integrated numerically by RK4.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum ReferenceBezier {
    /// Bernstein form: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// y at input x, with the parameter found by bisection on x(s) to 1e-12.
    static func y(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        while hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if coordinate(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, y1, y2)
    }
}

/// m·x'' + c·x' + k·(x − target) = 0 integrated with classical fourth-order
/// Runge–Kutta at a small fixed step; the target may change between calls.
struct ReferenceSpring {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var position: Double
    var velocity: Double
    var target: Double = 0
    var time: Double = 0

    private func acceleration(_ x: Double, _ v: Double) -> Double {
        -(damping * v + stiffness * (x - target)) / mass
    }

    /// Integrates until `end`, in steps of at most `step` (landing on `end` exactly).
    mutating func advance(to end: Double, step: Double = 1e-4) {
        while time < end {
            let h = min(step, end - time)
            let (x, v) = (position, velocity)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            position = x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            velocity = v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            time += h
        }
    }
}

/// A fixed-seed generator, so that "random" cases are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func referenceExp(_ x: Double) -> Double { exp(x) }
func referenceLog(_ x: Double) -> Double { log(x) }

/// Where a spring is and how fast it moves: displacement from its rest position
/// (the target) and its velocity, both in the units of the animated value.
public struct SpringState: Sendable, Hashable {
    public var displacement: Double
    public var velocity: Double

    public init(displacement: Double, velocity: Double) {
        self.displacement = displacement
        self.velocity = velocity
    }
}

/// A damped harmonic oscillator m·x'' + c·x' + k·x = 0, solved in closed form.
///
/// x is the displacement from the rest position. Nothing is ever stepped: the
/// state at any time t comes straight from the analytic solution, so a frame at
/// t = 10 s costs what a frame at t = 0.01 s costs and is bit-for-bit the same
/// however the frames are scheduled.
///
/// With a = c / 2m (decay rate) and ω₀ = √(k/m), every regime has one shape:
///
///     x(t) = e^(−a·t) · ( x₀·C(t) + (v₀ + a·x₀)·S(t) )
///     v(t) = e^(−a·t) · ( v₀·C(t) − (ω₀²·x₀ + a·v₀)·S(t) )
///
/// where, with the damping ratio ζ = a / ω₀,
/// - underdamped (ζ < 1), ω_d = ω₀√(1 − ζ²): C = cos(ω_d·t), S = sin(ω_d·t) / ω_d
/// - critically damped (ζ = 1):              C = 1,          S = t
/// - overdamped (ζ > 1), ω_h = ω₀√(ζ² − 1):  C = cosh(ω_h·t), S = sinh(ω_h·t) / ω_h
///
/// S is written so that it never divides a difference by a small number, which
/// keeps the solution accurate right up to ζ = 1 from either side.
public struct SpringSolver: Sendable, Hashable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// Refuses springs that never settle or make no physical sense: mass,
    /// stiffness and damping must all be finite and greater than 0, within
    /// `AnimationLimits.springConstants`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(AnimationParameterError) {
        try ParameterCheck.positive(mass, "mass")
        try ParameterCheck.positive(stiffness, "stiffness", because: "without stiffness nothing pulls the value to its target")
        try ParameterCheck.positive(damping, "damping", because: "a spring without damping oscillates forever and never settles")
        for (value, name) in [(mass, "mass"), (stiffness, "stiffness"), (damping, "damping")] {
            try ParameterCheck.within(value, name, AnimationLimits.springConstants)
        }
        // Within these ranges k/m, c/2m and their squares stay finite; a spring so soft or
        // so damped that it takes hours to settle is refused by `Animation`'s length check.
        self.init(unchecked: mass, stiffness, damping)
    }

    init(unchecked mass: Double, _ stiffness: Double, _ damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    public enum Regime: Sendable, Hashable {
        case underdamped, criticallyDamped, overdamped
    }

    /// ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2·√(k·m)): 1 is critical damping, below 1 the spring overshoots.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// a = c / 2m, the rate at which the oscillation's envelope decays.
    public var decayRate: Double { damping / (2 * mass) }

    /// ζ within `criticalTolerance` of 1 counts as critical damping. Springs made
    /// with dampingFraction 1 or bounce 0 compute ζ through a square root and can
    /// land an ulp or two away from 1; treating them as exactly critical changes
    /// the motion by ~1e-12 and gives them the exact critical settling time.
    static let criticalTolerance = 1e-12

    public var regime: Regime {
        let zeta = dampingRatio
        if abs(zeta - 1) <= Self.criticalTolerance { return .criticallyDamped }
        return zeta < 1 ? .underdamped : .overdamped
    }

    /// The state at time t (seconds) of a spring released at t = 0 with
    /// displacement `displacement` from its rest position and velocity `velocity`,
    /// both in value units. This is what retargeting uses: a spring whose target
    /// changes mid-flight restarts from its current displacement and velocity.
    public func state(at t: Double, displacement x0: Double, velocity v0: Double) -> SpringState {
        let basis = self.basis(at: t)
        let a = solutionDecayRate
        let omega0Squared = stiffness / mass
        return SpringState(
            displacement: x0 * basis.decayedC + (v0 + a * x0) * basis.decayedS,
            velocity: v0 * basis.decayedC - (omega0Squared * x0 + a * v0) * basis.decayedS)
    }

    // MARK: - The basis functions, already multiplied by e^(−a·t)

    struct Basis {
        /// e^(−a·t)·C(t)
        var decayedC: Double
        /// e^(−a·t)·S(t)
        var decayedS: Double
    }

    func basis(at t: Double) -> Basis {
        let a = solutionDecayRate
        let omega0 = naturalFrequency
        switch regime {
        case .underdamped:
            let omegaD = omega0 * (1 - dampingRatio * dampingRatio).squareRoot()
            let envelope = ElementaryMath.exp(-a * t)
            return Basis(
                decayedC: envelope * ElementaryMath.cos(omegaD * t),
                decayedS: envelope * ElementaryMath.sin(omegaD * t) / omegaD)
        case .criticallyDamped:
            let envelope = ElementaryMath.exp(-a * t)
            return Basis(decayedC: envelope, decayedS: envelope * t)
        case .overdamped:
            // e^(−a·t)·cosh(h·t) and e^(−a·t)·sinh(h·t)/h through the slow root
            // (h − a < 0) only, so nothing overflows for large t; expm1 keeps
            // sinh(h·t)/h exact when h·t is tiny (ζ just above 1).
            let h = overdampedSpread
            let slow = ElementaryMath.exp(slowOverdampedRoot * t)
            let fast = ElementaryMath.exp(-(h + a) * t)
            return Basis(
                decayedC: (slow + fast) / 2,
                decayedS: h * t == 0 ? t * slow : slow * -ElementaryMath.expm1(-2 * h * t) / (2 * h))
        }
    }

    /// The decay rate the closed form uses: c / 2m, except that a spring counted
    /// as critical uses exactly ω₀, so that its solution is the critical one.
    var solutionDecayRate: Double {
        regime == .criticallyDamped ? naturalFrequency : decayRate
    }

    /// ω_h = ω₀·√(ζ² − 1) for an overdamped spring; computed as √(a² − ω₀²).
    var overdampedSpread: Double {
        let a = decayRate
        return max(a * a - stiffness / mass, 0).squareRoot()
    }

    /// The slower exponent of an overdamped spring, h − a (< 0). Written as
    /// −ω₀²/(a + h), the same number without subtracting two nearly equal ones
    /// when ζ is large.
    var slowOverdampedRoot: Double {
        -(stiffness / mass) / (decayRate + overdampedSpread)
    }
}

extension SpringSolver {
    /// The default settling tolerance: a spring has settled once it stays within
    /// 0.001 of its target, measured on the unit distance from start to target.
    /// SwiftUI ends its interpolating springs at the same ε (as OpenSwiftUI reads
    /// SwiftUI's `SpringAnimation`: it finishes at `duration(epsilon: 0.001)`).
    public static let defaultSettlingEpsilon = 0.001

    /// The time after which the spring's displacement stays within `epsilon` of
    /// its rest position for good, for a spring released with the given
    /// displacement and velocity (value units; `epsilon`, positive and finite,
    /// in the same units).
    ///
    /// - Underdamped: from the exponential envelope of the closed form, so the
    ///   answer is a guarantee, not a guess from sampling. Two envelopes bound
    ///   |x(t)|, and the earlier of their ε-crossings is used:
    ///   R·e^(−a·t) with R = √(x₀² + ((v₀ + a·x₀)/ω_d)²), the exact amplitude, and
    ///   (|x₀| + |v₀ + a·x₀|·t)·e^(−a·t), from |sin(ω_d·t)| ≤ ω_d·t, which is the
    ///   tighter one as ζ approaches 1 (there R grows like 1/ω_d), so the settling
    ///   time does not jump at critical damping.
    /// - Critically and overdamped: x(t) crosses zero at most once and turns at most
    ///   once, both at instants known in closed form. Between those instants |x| is
    ///   monotone, so the last time |x| exceeds ε is found by bisection on the
    ///   latest monotone piece where it does.
    public func settlingTime(
        displacement x0: Double, velocity v0: Double, epsilon: Double = defaultSettlingEpsilon
    ) -> Double {
        // Values derived from a scene can overflow; answer rather than trap: a spring
        // released from an infinite or NaN state never settles, anything is within an
        // infinite tolerance at once.
        guard epsilon > 0, x0.isFinite, v0.isFinite else { return .infinity }
        guard epsilon.isFinite else { return 0 }
        switch regime {
        case .underdamped:
            return underdampedSettlingTime(x0: x0, v0: v0, epsilon: epsilon)
        case .criticallyDamped, .overdamped:
            return monotoneTailSettlingTime(x0: x0, v0: v0, epsilon: epsilon)
        }
    }

    /// The settling time of the unit-progress animation: released one unit from
    /// its target (progress 0) with `initialVelocity` in progress per second.
    public func settlingTime(initialVelocity: Double = 0, epsilon: Double = defaultSettlingEpsilon) -> Double {
        settlingTime(displacement: 1, velocity: -initialVelocity, epsilon: epsilon)
    }

    // MARK: - Underdamped: envelopes

    private func underdampedSettlingTime(x0: Double, v0: Double, epsilon: Double) -> Double {
        let a = solutionDecayRate
        let omegaD = naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
        let sineCoefficient = abs(v0 + a * x0)

        let amplitude = (x0 * x0 + (sineCoefficient / omegaD) * (sineCoefficient / omegaD)).squareRoot()
        let amplitudeCrossing = amplitude <= epsilon ? 0 : ElementaryMath.log(amplitude / epsilon) / a

        // (|x₀| + |C|·t)·e^(−a·t) rises until t = 1/a − |x₀|/|C|, then falls for good.
        let linearEnvelope = { (t: Double) in (abs(x0) + sineCoefficient * t) * ElementaryMath.exp(-a * t) }
        let peak = sineCoefficient == 0 ? 0 : max(0, 1 / a - abs(x0) / sineCoefficient)
        let linearCrossing: Double
        if linearEnvelope(peak) <= epsilon {
            linearCrossing = 0
        } else {
            linearCrossing = Self.lastCrossing(after: peak, step: 1 / a, epsilon: epsilon, of: linearEnvelope)
        }
        return min(amplitudeCrossing, linearCrossing)
    }

    // MARK: - Critically and overdamped: monotone pieces

    private func monotoneTailSettlingTime(x0: Double, v0: Double, epsilon: Double) -> Double {
        let a = solutionDecayRate
        let omega0Squared = stiffness / mass
        let magnitude = { (t: Double) in abs(self.state(at: t, displacement: x0, velocity: v0).displacement) }

        // x(t) = e^(−a·t)·(x₀·C + (v₀ + a·x₀)·S) and v(t) = e^(−a·t)·(v₀·C − (ω₀²·x₀ + a·v₀)·S):
        // each vanishes where its bracket does.
        var breakpoints = [0.0]
        for (p, q) in [(x0, v0 + a * x0), (v0, -(omega0Squared * x0 + a * v0))] {
            if let root = firstPositiveRoot(p: p, q: q) { breakpoints.append(root) }
        }
        breakpoints.sort()

        // The last piece runs to infinity and decays; the step to bracket it is the
        // slow time constant, 1/(a − ω_h), which for a strongly overdamped spring is
        // much longer than 1/a.
        let slowRate = regime == .overdamped ? -slowOverdampedRoot : a
        let tailStart = breakpoints[breakpoints.count - 1]
        if magnitude(tailStart) > epsilon {
            return Self.lastCrossing(after: tailStart, step: 1 / slowRate, epsilon: epsilon, of: magnitude)
        }
        // Walk back: |x| ≤ ε at the end of each piece; the first piece (from the end)
        // that starts above ε holds the last crossing.
        for index in stride(from: breakpoints.count - 2, through: 0, by: -1) {
            let start = breakpoints[index]
            let end = breakpoints[index + 1]
            if magnitude(start) > epsilon {
                return Self.bisectCrossing(above: start, below: end, epsilon: epsilon, of: magnitude)
            }
        }
        return 0
    }

    /// The first t > 0 where p·C(t) + q·S(t) = 0, for C, S of a critically damped
    /// (C = 1, S = t) or overdamped (C = cosh(h·t), S = sinh(h·t)/h) spring.
    private func firstPositiveRoot(p: Double, q: Double) -> Double? {
        guard q != 0 else { return nil }
        switch regime {
        case .criticallyDamped:
            let t = -p / q
            return t > 0 ? t : nil
        case .overdamped:
            let h = overdampedSpread
            let ratio = -p * h / q  // tanh(h·t) must equal this
            guard ratio > 0, ratio < 1 else { return nil }
            return ElementaryMath.atanh(ratio) / h
        case .underdamped:
            return nil
        }
    }

    // MARK: - Bracketing and bisection on a monotone decreasing piece

    /// On [start, ∞) `f` decreases towards 0 and f(start) > ε: the instant it
    /// reaches ε. Brackets by doubling, then bisects.
    private static func lastCrossing(
        after start: Double, step: Double, epsilon: Double, of f: (Double) -> Double
    ) -> Double {
        var width = step
        var doublings = 0
        // 2^200 time constants is far past any decay that Double can represent.
        while f(start + width) > epsilon, doublings < 200 {
            width *= 2
            doublings += 1
        }
        return bisectCrossing(above: start, below: start + width, epsilon: epsilon, of: f)
    }

    /// f(above) > ε ≥ f(below) on a monotone piece: the crossing, returned from
    /// the side where f ≤ ε so that "after it" really means within ε.
    private static func bisectCrossing(
        above: Double, below: Double, epsilon: Double, of f: (Double) -> Double
    ) -> Double {
        var outside = above
        var inside = below
        for _ in 0..<200 {
            let mid = (outside + inside) / 2
            if mid == outside || mid == inside { break }
            if f(mid) > epsilon { outside = mid } else { inside = mid }
        }
        return inside
    }
}

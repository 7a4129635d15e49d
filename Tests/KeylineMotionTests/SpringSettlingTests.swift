import Testing
@testable import KeylineMotion

@Suite("Spring settling time")
struct SpringSettlingTests {
    static let epsilon = 0.001

    struct Case: CustomStringConvertible, Sendable {
        var dampingRatio: Double
        var initialVelocity: Double  // progress per second
        var description: String { "ζ=\(dampingRatio) v0=\(initialVelocity)" }
    }

    static let cases: [Case] = [0.1, 0.3, 0.5, 0.7, 0.825, 0.95, 0.999, 1 - 1e-7, 1, 1 + 1e-7, 1.2, 2, 6]
        .flatMap { zeta in [0.0, 4, -6].map { Case(dampingRatio: zeta, initialVelocity: $0) } }

    static func solver(_ spring: Case) throws -> SpringSolver {
        try SpringSolver(response: 0.5, dampingFraction: spring.dampingRatio)
    }

    @Test("after the settling time the progress stays within 0.001 of 1 (checked densely)", arguments: cases)
    func staysSettled(_ spring: Case) throws {
        let solver = try Self.solver(spring)
        let settling = solver.settlingTime(initialVelocity: spring.initialVelocity)
        #expect(settling > 0 && settling.isFinite)
        // Look well past it: many slow time constants and oscillation periods.
        let a = solver.decayRate
        let slowRate = solver.regime == .overdamped ? a - (a * a - solver.stiffness).squareRoot() : a
        let horizon = settling + 8 / slowRate + 4
        let steps = 200_000
        for i in 0...steps {
            let t = settling + (horizon - settling) * Double(i) / Double(steps)
            let x = solver.state(at: t, displacement: 1, velocity: -spring.initialVelocity).displacement
            if abs(x) > Self.epsilon {
                Issue.record("|1 − progress| = \(abs(x)) at t = \(t), after settling at \(settling)")
                return
            }
        }
    }

    @Test("just before the settling time it has not settled", arguments: cases)
    func notSettledBefore(_ spring: Case) throws {
        let solver = try Self.solver(spring)
        let settling = solver.settlingTime(initialVelocity: spring.initialVelocity)
        let before = settling - 1e-7
        let x0 = 1.0
        let v0 = -spring.initialVelocity
        let x = solver.state(at: before, displacement: x0, velocity: v0).displacement
        if solver.regime == .underdamped {
            // The exponential envelope of the closed form, computed here from scratch.
            let a = solver.decayRate
            let omegaD = (solver.stiffness - a * a).squareRoot()
            let sineCoefficient = (v0 + a * x0) / omegaD
            let envelope = (x0 * x0 + sineCoefficient * sineCoefficient).squareRoot() * referenceExp(-a * before)
            #expect(envelope > Self.epsilon || abs(x) > Self.epsilon, "envelope \(envelope), x \(x)")
        } else {
            // Critically and overdamped: the settling time is the exact last crossing.
            #expect(abs(x) > Self.epsilon, "x \(x) at \(before)")
        }
    }

    @Test("underdamped: no more conservative than the envelope's peaks allow")
    func underdampedIsTight() throws {
        // At each turning point |x| = √(1 − ζ²)·envelope, and one comes every π/ω_d;
        // so the true last excursion past ε lies within ln(1/√(1 − ζ²))/a + π/ω_d
        // of the envelope's crossing.
        for zeta in [0.1, 0.3, 0.5, 0.7] {
            let solver = try SpringSolver(response: 0.5, dampingFraction: zeta)
            let settling = solver.settlingTime()
            let a = solver.decayRate
            let omegaD = (solver.stiffness - a * a).squareRoot()
            var lastOutside = 0.0
            for i in 0...400_000 {
                let t = settling * Double(i) / 400_000
                if abs(solver.state(at: t, displacement: 1, velocity: 0).displacement) > Self.epsilon { lastOutside = t }
            }
            let slack = referenceLog(1 / (1 - zeta * zeta).squareRoot()) / a + .pi / omegaD
            #expect(settling - lastOutside <= slack + 1e-6, "ζ = \(zeta): settles at \(settling), last outside \(lastOutside)")
        }
    }

    @Test("hand-derived values")
    func handDerived() throws {
        // Critically damped from rest: x = (1 + ω₀t)e^(−ω₀t); with ω₀ = 4π (response 0.5),
        // solve (1 + u)e^(−u) = 0.001 for u = ω₀t by bisection here.
        var lo = 1.0, hi = 30.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + mid) * referenceExp(-mid) > 0.001 { lo = mid } else { hi = mid }
        }
        let expected = hi / (4 * .pi)
        #expect(abs(Animation.spring.duration! - expected) < 1e-9)

        // ζ = 0.5 from rest: envelope amplitude √(1 + (a/ω_d)²) = 1/√(1 − ζ²), so the
        // envelope crossing is ln(1000/√0.75)/a with a = ζ·ω₀.
        let solver = try SpringSolver(response: 0.5, dampingFraction: 0.5)
        let envelopeCrossing = referenceLog(1000 / 0.75.squareRoot()) / (0.5 * 4 * .pi)
        #expect(abs(solver.settlingTime() - envelopeCrossing) < 1e-9)
    }

    @Test("settling time varies continuously through critical damping")
    func continuousAtCritical() throws {
        let critical = try SpringSolver(response: 0.5, dampingFraction: 1).settlingTime()
        for zeta in [1 - 1e-9, 1 - 1e-6, 1 + 1e-6] {
            let nearby = try SpringSolver(response: 0.5, dampingFraction: zeta).settlingTime()
            #expect(abs(nearby - critical) < 1e-3, "ζ = \(zeta): \(nearby) vs \(critical)")
        }
    }

    @Test("a spring already within ε settles at once; tolerance scales")
    func edgeCases() throws {
        let solver = try SpringSolver(response: 0.5, dampingFraction: 0.7)
        #expect(solver.settlingTime(displacement: 0, velocity: 0) == 0)
        #expect(solver.settlingTime(displacement: 0.0005, velocity: 0) == 0)
        #expect(solver.settlingTime(displacement: 100, velocity: 0, epsilon: 0.1)
            == solver.settlingTime(displacement: 1, velocity: 0, epsilon: 0.001))
    }
}

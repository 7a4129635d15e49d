import Testing
@testable import KeylineMotion

@Suite("Spring closed form against RK4")
struct SpringSolverTests {
    struct Case: CustomStringConvertible, Sendable {
        var mass: Double, stiffness: Double, damping: Double
        var displacement: Double, velocity: Double
        var expected: SpringSolver.Regime
        var description: String {
            "m=\(mass) k=\(stiffness) c=\(damping) x0=\(displacement) v0=\(velocity)"
        }
    }

    static let cases: [Case] = [
        // Underdamped: ζ = 0.2, 0.7 and a light one.
        Case(mass: 1, stiffness: 100, damping: 4, displacement: 1, velocity: 0, expected: .underdamped),
        Case(mass: 1, stiffness: 100, damping: 4, displacement: 1, velocity: 5, expected: .underdamped),
        Case(mass: 1, stiffness: 100, damping: 4, displacement: -0.3, velocity: -8, expected: .underdamped),
        Case(mass: 2, stiffness: 300, damping: 34.29, displacement: 1, velocity: -3, expected: .underdamped),
        Case(mass: 0.5, stiffness: 40, damping: 0.5, displacement: 0, velocity: 2, expected: .underdamped),
        // Critically damped: c = 2√(k·m).
        Case(mass: 1, stiffness: 100, damping: 20, displacement: 1, velocity: 0, expected: .criticallyDamped),
        Case(mass: 1, stiffness: 100, damping: 20, displacement: 1, velocity: -25, expected: .criticallyDamped),
        Case(mass: 2, stiffness: 50, damping: 20, displacement: -2, velocity: 7, expected: .criticallyDamped),
        // Overdamped.
        Case(mass: 1, stiffness: 100, damping: 50, displacement: 1, velocity: 0, expected: .overdamped),
        Case(mass: 1, stiffness: 100, damping: 50, displacement: 1, velocity: -40, expected: .overdamped),
        Case(mass: 0.5, stiffness: 10, damping: 30, displacement: -1, velocity: 3, expected: .overdamped),
        // Either side of critical, where naive formulas divide by ~0.
        Case(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-6), displacement: 1, velocity: 0, expected: .underdamped),
        Case(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-6), displacement: 1, velocity: 3, expected: .overdamped),
        Case(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-10), displacement: 1, velocity: 0, expected: .overdamped),
    ]

    @Test("position and velocity match RK4 in every regime", arguments: cases)
    func matchesRungeKutta(_ spring: Case) throws {
        let solver = try SpringSolver(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        #expect(solver.regime == spring.expected)
        var reference = ReferenceSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            position: spring.displacement, velocity: spring.velocity)
        let scale = max(abs(spring.displacement), abs(spring.velocity) / solver.naturalFrequency)
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            reference.advance(to: t)
            let state = solver.state(at: t, displacement: spring.displacement, velocity: spring.velocity)
            #expect(abs(state.displacement - reference.position) < 1e-8 * scale, "x at t=\(t)")
            #expect(abs(state.velocity - reference.velocity) < 1e-7 * scale * solver.naturalFrequency, "v at t=\(t)")
        }
    }

    @Test("at t = 0 the state is the initial condition, exactly", arguments: cases)
    func initialCondition(_ spring: Case) throws {
        let solver = try SpringSolver(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        let state = solver.state(at: 0, displacement: spring.displacement, velocity: spring.velocity)
        #expect(state.displacement == spring.displacement)
        #expect(state.velocity == spring.velocity)
    }

    @Test("the motion is continuous across ζ = 1")
    func continuousAcrossCriticalDamping() throws {
        let critical = try SpringSolver(stiffness: 100, damping: 20)
        for offset in [1e-12, 1e-9, 1e-6] {
            let below = try SpringSolver(stiffness: 100, damping: 20 * (1 - offset))
            let above = try SpringSolver(stiffness: 100, damping: 20 * (1 + offset))
            for t in stride(from: 0.0, through: 3.0, by: 0.1) {
                let reference = critical.state(at: t, displacement: 1, velocity: -4)
                for neighbour in [below, above] {
                    let state = neighbour.state(at: t, displacement: 1, velocity: -4)
                    #expect(abs(state.displacement - reference.displacement) < 10 * offset + 1e-14)
                    #expect(abs(state.velocity - reference.velocity) < 100 * offset + 1e-13)
                }
            }
        }
    }

    @Test("large times neither overflow nor produce NaN")
    func largeTimes() throws {
        for solver in [try SpringSolver(stiffness: 100, damping: 4), try SpringSolver(stiffness: 100, damping: 20),
                       try SpringSolver(stiffness: 100, damping: 500)] {
            // (c = 500 is heavily overdamped: its slow root is about −0.2/s.)
            for t in [100.0, 1e3, 1e6] {
                let state = solver.state(at: t, displacement: 1, velocity: 3)
                #expect(state.displacement.isFinite && state.velocity.isFinite)
                #expect(abs(state.displacement) < 1e-6)
            }
        }
    }

    @Test("mass, stiffness and damping must be finite and positive")
    func validation() {
        #expect(throws: AnimationParameterError.self) { try SpringSolver(mass: 0, stiffness: 1, damping: 1) }
        #expect(throws: AnimationParameterError.self) { try SpringSolver(mass: -1, stiffness: 1, damping: 1) }
        #expect(throws: AnimationParameterError.self) { try SpringSolver(stiffness: 0, damping: 1) }
        #expect(throws: AnimationParameterError.self) { try SpringSolver(stiffness: .infinity, damping: 1) }
        #expect(throws: AnimationParameterError.self) { try SpringSolver(stiffness: 1, damping: .nan) }
        do {
            _ = try SpringSolver(stiffness: 100, damping: 0)
            Issue.record("accepted damping 0")
        } catch {
            #expect(error.parameter == "damping")
            #expect(error.message.contains("never settles"))
        }
    }
}

@Suite("Spring extremes")
struct SpringExtremeTests {
    @Test("a heavily overdamped spring creeps along its slow root, e^(−ω₀²t/2a) for ζ ≫ 1")
    func heavilyOverdamped() throws {
        // ζ = 1000: x(t) ≈ C·e^(r·t) with r = −a + √(a² − ω₀²); computed here in long form.
        let solver = try SpringSolver(mass: 1, stiffness: 100, damping: 20_000)
        let a = 10_000.0
        let slow = -a + (a * a - 100).squareRoot()
        let fast = -a - (a * a - 100).squareRoot()
        // x0 = 1, v0 = 0: C_slow = −fast/(slow − fast), C_fast = slow/(slow − fast).
        for t in [1.0, 10, 100, 500] {
            let expected = (-fast * referenceExp(slow * t) + slow * referenceExp(fast * t)) / (slow - fast)
            let x = solver.state(at: t, displacement: 1, velocity: 0).displacement
            #expect(abs(x - expected) < 1e-9 * max(abs(expected), 1e-6), "t = \(t)")
        }
        let settling = solver.settlingTime()
        #expect(abs(solver.state(at: settling, displacement: 1, velocity: 0).displacement - 0.001) < 1e-9)
    }

    @Test("a barely damped spring still settles, late")
    func barelyDamped() throws {
        let animation = try Animation.spring(duration: 0.5, bounce: 0.999)
        let duration = try #require(animation.duration)
        // Envelope from rest: ln(1000·√(1 + (a/ω_d)²))/a with a = ζ·ω₀, ζ = 0.001.
        let omega0 = 4 * Double.pi
        let a = 0.001 * omega0
        let omegaD = omega0 * (1 - 0.000001).squareRoot()
        let expected = referenceLog(1000 * (1 + (a / omegaD) * (a / omegaD)).squareRoot()) / a
        #expect(abs(duration - expected) < 1e-6)
        #expect(animation.progress(at: duration) == 1)
    }
}

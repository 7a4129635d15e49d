import Testing
@testable import KeylineMotion

@Suite("Spring retargeting")
struct SpringRetargetingTests {
    static let solvers: [SpringSolver] = [
        try! SpringSolver(response: 0.6, dampingFraction: 0.7),
        try! SpringSolver(response: 0.5, dampingFraction: 1),
        try! SpringSolver(mass: 1, stiffness: 170, damping: 60),
    ]

    @Test("a retargeted spring starts from the current value and velocity", arguments: solvers)
    func continuousAtTheSwitch(_ solver: SpringSolver) {
        let first = SpringMotion(solver: solver, from: 0, velocity: 0, to: 100)
        for switchTime in [0.05, 0.13, 0.4] {
            let second = first.retargeted(at: switchTime, to: 40)
            #expect(second.value(at: 0) == first.value(at: switchTime))
            #expect(second.velocity(at: 0) == first.velocity(at: switchTime))
            #expect(first.velocity(at: switchTime) != 0)
            // Continuity seen from outside: values just either side of the switch.
            let h = 1e-6
            #expect(abs(second.value(at: h) - first.value(at: switchTime - h)) < 2 * h * 1000)
            let rate = (second.value(at: h) - first.value(at: switchTime - h)) / (2 * h)
            #expect(abs(rate - first.velocity(at: switchTime)) < 1e-3 * max(1, abs(rate)))
        }
    }

    @Test("a retargeted spring follows the ODE whose target jumps mid-flight (RK4)", arguments: solvers)
    func matchesRungeKuttaWithMovingTarget(_ solver: SpringSolver) {
        let switchTime = 0.13
        let first = SpringMotion(solver: solver, from: 0, velocity: 0, to: 100)
        let second = first.retargeted(at: switchTime, to: 40)
        var reference = ReferenceSpring(
            mass: solver.mass, stiffness: solver.stiffness, damping: solver.damping,
            position: 0, velocity: 0, target: 100)
        reference.advance(to: switchTime)
        reference.target = 40
        for local in stride(from: 0.0, through: 1.5, by: 0.05) {
            reference.advance(to: switchTime + local)
            #expect(abs(second.value(at: local) - reference.position) < 1e-6, "t = \(local)")
            #expect(abs(second.velocity(at: local) - reference.velocity) < 1e-4, "t = \(local)")
        }
    }

    @Test("retargeting may also change the spring, keeping value and velocity")
    func changeSpring() throws {
        let first = SpringMotion(solver: try SpringSolver(response: 0.6, dampingFraction: 0.7), from: 10, velocity: -3, to: 0)
        let stiffer = try SpringSolver(response: 0.2, dampingFraction: 0.9)
        let second = first.retargeted(at: 0.2, to: 5, solver: stiffer)
        #expect(second.solver == stiffer)
        #expect(second.value(at: 0) == first.value(at: 0.2))
        #expect(second.velocity(at: 0) == first.velocity(at: 0.2))
        #expect(abs(second.value(at: second.settlingTime(epsilon: 0.01)) - 5) <= 0.01)
    }

    @Test("a motion starts with its given state and ends at its target")
    func endpoints() throws {
        let motion = SpringMotion(solver: try SpringSolver(response: 0.5, dampingFraction: 0.8), from: 3, velocity: 7, to: -2)
        #expect(motion.value(at: 0) == 3)
        #expect(motion.velocity(at: 0) == 7)
        #expect(motion.value(at: -1) == 3)
        let settling = motion.settlingTime(epsilon: 0.005)
        for t in stride(from: settling, through: settling + 3, by: 0.001) {
            #expect(abs(motion.value(at: t) + 2) <= 0.005)
        }
    }
}

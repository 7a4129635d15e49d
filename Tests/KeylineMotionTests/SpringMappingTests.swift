import Testing
@testable import KeylineMotion

/// SwiftUI's spring parameters, checked against the formulas of Apple's
/// documentation and SwiftUI's public interface, computed here by hand.
@Suite("SwiftUI spring mappings")
struct SpringMappingTests {
    static let twoPi = 2 * Double.pi

    static func solver(_ animation: Animation) throws -> SpringSolver {
        try #require(animation.springSolver)
    }

    static func expectClose(_ a: Double, _ b: Double, _ what: String) {
        #expect(abs(a - b) <= 1e-12 * max(1, abs(b)), "\(what): \(a) vs \(b)")
    }

    @Test("spring(response:dampingFraction:) is mass 1, stiffness (2π/r)², damping 4πζ/r")
    func responseForm() throws {
        let solver = try Self.solver(try .spring(response: 0.6, dampingFraction: 0.7))
        Self.expectClose(solver.mass, 1, "mass")
        Self.expectClose(solver.stiffness, (Self.twoPi / 0.6) * (Self.twoPi / 0.6), "stiffness")
        Self.expectClose(solver.damping, 4 * .pi * 0.7 / 0.6, "damping")
        Self.expectClose(solver.dampingRatio, 0.7, "ζ")
        Self.expectClose(solver.naturalFrequency, Self.twoPi / 0.6, "ω₀")
        // Defaults: response 0.5, dampingFraction 0.825.
        let defaults = try Self.solver(try .spring(response: 0.5))
        Self.expectClose(defaults.dampingRatio, 0.825, "default ζ")
        Self.expectClose(defaults.stiffness, 16 * .pi * .pi, "default stiffness")
    }

    @Test("spring(duration:bounce:) has stiffness 4π²/d² and ζ = 1 − b, or 1/(1 + b) below 0")
    func durationForm() throws {
        let bouncy = try Self.solver(try .spring(duration: 0.5, bounce: 0.3))
        Self.expectClose(bouncy.stiffness, 4 * .pi * .pi / 0.25, "stiffness")
        Self.expectClose(bouncy.dampingRatio, 0.7, "ζ")
        let overdamped = try Self.solver(try .spring(duration: 0.8, bounce: -0.5))
        Self.expectClose(overdamped.stiffness, 4 * .pi * .pi / 0.64, "stiffness")
        Self.expectClose(overdamped.dampingRatio, 2, "ζ")
        #expect(overdamped.regime == .overdamped)
    }

    @Test("bare spring is spring(duration: 0.5, bounce: 0): critically damped")
    func bareSpring() throws {
        #expect(Animation.spring == (try .spring(duration: 0.5, bounce: 0)))
        let solver = try Self.solver(.spring)
        Self.expectClose(solver.stiffness, 16 * .pi * .pi, "stiffness")
        Self.expectClose(solver.dampingRatio, 1, "ζ")
        #expect(solver.regime == .criticallyDamped)
    }

    @Test("smooth, snappy and bouncy add extraBounce to 0, 0.15 and 0.3 over 0.5 s")
    func presets() throws {
        for (animation, zeta) in [(Animation.smooth, 1.0), (.snappy, 0.85), (.bouncy, 0.7)] {
            let solver = try Self.solver(animation)
            Self.expectClose(solver.dampingRatio, zeta, "\(animation) ζ")
            Self.expectClose(solver.stiffness, 16 * .pi * .pi, "\(animation) stiffness")
        }
        let tuned = try Self.solver(try .snappy(duration: 0.3, extraBounce: 0.1))
        Self.expectClose(tuned.dampingRatio, 0.75, "ζ")
        Self.expectClose(tuned.stiffness, 4 * .pi * .pi / 0.09, "stiffness")
        Self.expectClose(try Self.solver(try .bouncy(extraBounce: -0.5)).dampingRatio, 1 / 0.8, "ζ below 0")
        Self.expectClose(try Self.solver(try .smooth(duration: 1, extraBounce: 0.2)).dampingRatio, 0.8, "ζ")
    }

    @Test("interactiveSpring: response form defaults 0.15 / 0.86; bare one is the duration form, bounce 0.15")
    func interactive() throws {
        let response = try Self.solver(try .interactiveSpring(response: 0.15))
        Self.expectClose(response.dampingRatio, 0.86, "ζ")
        Self.expectClose(response.stiffness, (Self.twoPi / 0.15) * (Self.twoPi / 0.15), "stiffness")
        let bare = try Self.solver(.interactiveSpring)
        Self.expectClose(bare.dampingRatio, 0.85, "ζ")
        Self.expectClose(bare.stiffness, (Self.twoPi / 0.15) * (Self.twoPi / 0.15), "stiffness")
        guard case .spring(.interactiveSpringResponse(_, _, let blend)) = try Animation.interactiveSpring(response: 0.2).curve else {
            Issue.record("not the response form")
            return
        }
        #expect(blend == 0.25)
    }

    @Test("interpolatingSpring takes mass, stiffness and damping as they are")
    func interpolating() throws {
        let animation = try Animation.interpolatingSpring(stiffness: 170, damping: 15)
        let solver = try Self.solver(animation)
        #expect(solver.mass == 1 && solver.stiffness == 170 && solver.damping == 15)
        #expect(animation.velocity(at: 0) == 0)

        let heavy = try Animation.interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 3)
        #expect(try Self.solver(heavy) == (try SpringSolver(mass: 2, stiffness: 100, damping: 10)))
        // initialVelocity is in progress per second.
        #expect(heavy.velocity(at: 0) == 3)

        let durationForm = try Self.solver(try .interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 1))
        let stiffness = (Self.twoPi / 0.5) * (Self.twoPi / 0.5)
        Self.expectClose(durationForm.stiffness, stiffness, "stiffness")
        Self.expectClose(durationForm.damping, 2 * stiffness.squareRoot() * 0.8, "damping")
        #expect(Animation.interpolatingSpring == (try .interpolatingSpring(duration: 0.5, bounce: 0)))
    }

    @Test("a spring animation's progress is 1 − x(t) of the mapped oscillator (RK4)")
    func progressMatchesRungeKutta() throws {
        let animation = try Animation.spring(response: 0.6, dampingFraction: 0.7)
        let stiffness = (Self.twoPi / 0.6) * (Self.twoPi / 0.6)
        var reference = ReferenceSpring(
            mass: 1, stiffness: stiffness, damping: 4 * .pi * 0.7 / 0.6, position: 0, velocity: 0, target: 1)
        let end = try #require(animation.duration)
        for t in stride(from: 0.0, to: end, by: 0.01) {
            reference.advance(to: t)
            #expect(abs(animation.progress(at: t) - reference.position) < 1e-8, "t = \(t)")
            #expect(abs(animation.velocity(at: t) - reference.velocity) < 1e-6, "t = \(t)")
        }
    }

    @Test("refuses springs that never settle or make no sense")
    func validation() {
        let attempts: [(String, () throws(AnimationParameterError) -> Animation)] = [
            ("dampingFraction", { () throws(AnimationParameterError) in try .spring(response: 0.5, dampingFraction: 0) }),
            ("dampingFraction", { () throws(AnimationParameterError) in try .spring(response: 0.5, dampingFraction: -0.1) }),
            ("response", { () throws(AnimationParameterError) in try .spring(response: 0, dampingFraction: 0.5) }),
            ("response", { () throws(AnimationParameterError) in try .spring(response: .nan) }),
            ("duration", { () throws(AnimationParameterError) in try .spring(duration: -1, bounce: 0) }),
            ("bounce", { () throws(AnimationParameterError) in try .spring(duration: 0.5, bounce: 1) }),
            ("bounce", { () throws(AnimationParameterError) in try .spring(duration: 0.5, bounce: -1) }),
            ("extraBounce", { () throws(AnimationParameterError) in try .bouncy(extraBounce: 0.7) }),
            ("blendDuration", { () throws(AnimationParameterError) in try .spring(duration: 0.5, bounce: 0, blendDuration: -1) }),
            ("damping", { () throws(AnimationParameterError) in try .interpolatingSpring(stiffness: 100, damping: 0) }),
            ("mass", { () throws(AnimationParameterError) in try .interpolatingSpring(mass: 0, stiffness: 100, damping: 10) }),
            ("stiffness", { () throws(AnimationParameterError) in try .interpolatingSpring(stiffness: -1, damping: 10) }),
            ("initialVelocity", { () throws(AnimationParameterError) in
                try .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: .infinity)
            }),
        ]
        for (parameter, attempt) in attempts {
            do {
                _ = try attempt()
                Issue.record("accepted an invalid \(parameter)")
            } catch {
                #expect(error.parameter == parameter, "\(error.message)")
            }
        }
    }
}

import Testing
@testable import KeylineMotion

@Suite("Animation curves and modifiers")
struct AnimationModifierTests {
    static let base = try! Animation.easeInOut(duration: 1)
    static let grid = stride(from: 0.0, through: 1.0, by: 0.01).map { $0 }

    /// Shifting time by adding and subtracting loses the last bits of u.
    static func expectClose(_ a: Double, _ b: Double, _ comment: Comment? = nil) {
        #expect(abs(a - b) < 1e-12, comment)
    }

    @Test("timing curves: 0 before, exactly 1 at the end, eased in between")
    func timingCurve() throws {
        let animation = try Animation.easeOut(duration: 0.4)
        #expect(animation.duration == 0.4)
        #expect(animation.progress(at: -1) == 0)
        #expect(animation.progress(at: 0) == 0)
        #expect(animation.progress(at: 0.4) == 1)
        #expect(animation.progress(at: 5) == 1)
        #expect(animation.velocity(at: 0.4) == 0)
        let exact = ReferenceBezier.y(atX: 0.5, 0, 0, 0.58, 1)
        #expect(abs(animation.progress(at: 0.2) - exact) < 1e-6)
        #expect(!animation.isFinished(at: 0.399) && animation.isFinished(at: 0.4))
        // Velocity is d(progress)/dt.
        for t in stride(from: 0.01, to: 0.39, by: 0.01) {
            let numeric = (animation.progress(at: t + 1e-6) - animation.progress(at: t - 1e-6)) / 2e-6
            #expect(abs(animation.velocity(at: t) - numeric) < 1e-3 * max(1, abs(numeric)))
        }
    }

    @Test("the named timing curves last 0.35 s")
    func defaultDurations() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .ease] {
            #expect(animation.duration == 0.35)
        }
        #expect(Animation.linear.progress(at: 0.35 / 2) == 0.5)
    }

    @Test("a spring runs until it settles, may overshoot, and ends at exactly 1")
    func springProgress() throws {
        let animation = Animation.bouncy
        let duration = try #require(animation.duration)
        let solver = try #require(animation.springSolver)
        #expect(duration == solver.settlingTime())
        let peak = stride(from: 0.0, to: duration, by: 0.001).map(animation.progress(at:)).max()!
        // A spring released from rest overshoots by exactly e^(−πζ/√(1−ζ²)); ζ = 0.7 here.
        let overshoot = referenceExp(-Double.pi * 0.7 / (1 - 0.49).squareRoot())
        #expect(abs(peak - (1 + overshoot)) < 1e-5, "peak \(peak), expected \(1 + overshoot)")
        #expect(animation.progress(at: duration) == 1)
        #expect(animation.velocity(at: duration) == 0)
        #expect(abs(animation.progress(at: duration.nextDown) - 1) <= 0.001)
        for t in stride(from: 0.01, to: duration, by: 0.01) {
            let numeric = (animation.progress(at: t + 1e-6) - animation.progress(at: t - 1e-6)) / 2e-6
            #expect(abs(animation.velocity(at: t) - numeric) < 1e-4 * max(1, abs(numeric)))
        }
    }

    @Test("delay holds the start, then shifts the curve")
    func delay() throws {
        let delayed = try Self.base.delay(0.5)
        #expect(delayed.duration == 1.5)
        #expect(delayed.progress(at: 0.25) == 0)
        #expect(delayed.velocity(at: 0.25) == 0)
        for u in Self.grid {
            Self.expectClose(delayed.progress(at: 0.5 + u), Self.base.progress(at: u))
        }
        #expect(!delayed.isFinished(at: 1.49) && delayed.isFinished(at: 1.5))
        // A spring with an initial velocity does not move during its delay.
        let spring = try Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2).delay(0.3)
        #expect(spring.velocity(at: 0.1) == 0)
        #expect(spring.velocity(at: 0.3) == 2)
    }

    @Test("speed scales time, and velocity with it")
    func speed() throws {
        let fast = try Self.base.speed(2)
        let slow = try Self.base.speed(0.25)
        #expect(fast.duration == 0.5)
        #expect(slow.duration == 4)
        for u in Self.grid.dropLast() {
            #expect(fast.progress(at: u / 2) == Self.base.progress(at: u))
            #expect(abs(fast.velocity(at: u / 2) - 2 * Self.base.velocity(at: u)) < 1e-12)
            #expect(slow.progress(at: u * 4) == Self.base.progress(at: u))
        }
    }

    @Test("repeatCount with autoreverses plays every second run backwards")
    func repeatAutoreversing() throws {
        let linear = try Animation.linear(duration: 1)
        let thrice = try linear.repeatCount(3, autoreverses: true)
        #expect(thrice.duration == 3)
        #expect(abs(thrice.progress(at: 0.25) - 0.25) < 1e-12)
        #expect(abs(thrice.progress(at: 1.25) - 0.75) < 1e-12)
        #expect(abs(thrice.progress(at: 2.25) - 0.25) < 1e-12)
        #expect(thrice.velocity(at: 1.5) == -1)
        let eased = try Self.base.repeatCount(3)  // autoreverses defaults to true
        for u in Self.grid.dropLast() {
            Self.expectClose(eased.progress(at: 1 + u), 1 - Self.base.progress(at: u))
            Self.expectClose(eased.progress(at: 2 + u), Self.base.progress(at: u))
        }
        #expect(eased.progress(at: 3) == 1 && eased.isFinished(at: 3))
    }

    @Test("an even autoreversing count plays back to 0, then shows the final value")
    func evenAutoreverse() throws {
        let twice = try Animation.linear(duration: 1).repeatCount(2)
        #expect(abs(twice.progress(at: 1.999) - 0.001) < 1e-9)
        #expect(twice.progress(at: 2) == 1)  // finished: SwiftUI shows the model value
    }

    @Test("repeatCount without autoreverses restarts each run")
    func repeatRestarting() throws {
        let thrice = try Self.base.repeatCount(3, autoreverses: false)
        for u in Self.grid.dropLast() {
            Self.expectClose(thrice.progress(at: 1 + u), Self.base.progress(at: u))
            Self.expectClose(thrice.progress(at: 2 + u), Self.base.progress(at: u))
        }
        let once = try Self.base.repeatCount(1)
        #expect(once.duration == 1)
        #expect(once.progress(at: 0.5) == Self.base.progress(at: 0.5))
    }

    @Test("repeatForever never ends and keeps its period")
    func repeatForever() throws {
        let pingPong = try Animation.linear(duration: 1).repeatForever()
        #expect(pingPong.duration == nil)
        #expect(!pingPong.isFinished(at: 1e9))
        #expect(abs(pingPong.progress(at: 1000.25) - 0.25) < 1e-9)
        #expect(abs(pingPong.progress(at: 1001.25) - 0.75) < 1e-9)
        let loop = try Self.base.repeatForever(autoreverses: false)
        for u in Self.grid.dropLast() {
            #expect(abs(loop.progress(at: 500 + u) - Self.base.progress(at: u)) < 1e-9)
        }
        // A delay on top still waits once; the loop keeps going after it.
        let waiting = try loop.delay(2)
        #expect(waiting.progress(at: 1.9) == 0)
        #expect(waiting.duration == nil)
    }

    @Test("modifiers apply in order: a delay inside a repeat repeats")
    func order() throws {
        let insideDelay = try Self.base.delay(1).repeatCount(2, autoreverses: false)
        let outsideDelay = try Self.base.repeatCount(2, autoreverses: false).delay(1)
        #expect(insideDelay.duration == 4)
        #expect(outsideDelay.duration == 3)
        #expect(insideDelay.progress(at: 2.5) == 0)  // waiting before the second run
        #expect(outsideDelay.progress(at: 2.5) == Self.base.progress(at: 0.5))
        // speed outside a delay shortens the delay too.
        #expect(try Self.base.delay(1).speed(2).duration == 1)
        #expect(try Self.base.speed(2).delay(1).duration == 1.5)
    }

    @Test("modifiers refuse what would never end or make no sense")
    func validation() throws {
        let attempts: [(String, () throws(AnimationParameterError) -> Animation)] = [
            ("speed", { () throws(AnimationParameterError) in try Self.base.speed(0) }),
            ("speed", { () throws(AnimationParameterError) in try Self.base.speed(-1) }),
            ("speed", { () throws(AnimationParameterError) in try Self.base.speed(.infinity) }),
            ("delay", { () throws(AnimationParameterError) in try Self.base.delay(-0.1) }),
            ("delay", { () throws(AnimationParameterError) in try Self.base.delay(.nan) }),
            ("repeatCount", { () throws(AnimationParameterError) in try Self.base.repeatCount(0) }),
            ("receiver", { () throws(AnimationParameterError) in try Self.base.repeatForever().repeatCount(2) }),
            ("receiver", { () throws(AnimationParameterError) in try Self.base.repeatForever().repeatForever() }),
            ("duration", { () throws(AnimationParameterError) in try .easeIn(duration: 0) }),
            ("duration", { () throws(AnimationParameterError) in try .linear(duration: -1) }),
            ("duration", { () throws(AnimationParameterError) in try .easeInOut(duration: .infinity) }),
            ("p1x", { () throws(AnimationParameterError) in try .timingCurve(1.5, 0, 0.5, 1) }),
            ("x2", { () throws(AnimationParameterError) in try .cubicBezier(0.5, 0, -0.5, 1) }),
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

import Testing
@testable import KeylineMotion

/// Parameters SwiftUI would take but that make no playable animation here: each is refused
/// at the column of the number that breaks the limit, saying which limit.
@Suite("Animation limits")
struct AnimationLimitTests {
    typealias Case = AnimationSyntaxErrorTests.Case

    static let cases: [Case] = [
        // The examples from the hardening issue: a response of 1e308 underflowed the
        // stiffness (2π/r)² to 0; a delay of 1e300 made a timeline without end.
        Case(text: "spring(response: 1e308, dampingFraction: 0.5)", at: "1e308",
             message: "response must be at most 3600 s, not 1e+308 s (Keyline's limit)", exact: true),
        Case(text: "linear(duration: 1).delay(1e300)", at: "1e300",
             message: "delay must be at most 3600 s, not 1e+300 s (Keyline's limit)", exact: true),
        Case(text: "easeIn(duration: 1e-300)", at: "1e-300", message: "duration must be at least 0.001 s"),
        Case(text: "spring(duration: 4000, bounce: 0)", at: "4000", message: "duration must be at most 3600 s"),
        Case(text: "spring(response: 0.5, blendDuration: 1e9)", at: "1e9", message: "blendDuration must be at most 3600 s"),
        Case(text: "easeIn.speed(1e-300)", at: "1e-300", message: "speed must be at least 0.001"),
        Case(text: "easeIn.speed(1e300)", at: "1e300", message: "speed must be at most 1000"),
        // repeatCount is checked before it becomes an Int.
        Case(text: "easeIn.repeatCount(1e300)", at: "1e300", message: "repeatCount must be at most 10000, not 1e+300"),
        Case(text: "easeIn.repeatCount(-1e300)", at: "-1e300", message: "repeatCount must be"),
        Case(text: "easeIn.repeatCount(20000)", at: "20000", message: "repeatCount must be at most 10000, not 20000"),
        Case(text: "spring(response: 0.5, dampingFraction: 1e300)", at: "1e300", message: "dampingFraction must be at most 100"),
        Case(text: "spring(duration: 0.5, bounce: -0.995)", at: "-0.995", message: "bounce must be at least -0.99"),
        Case(text: "snappy(extraBounce: -1.145)", at: "-1.145", message: "bounce must be at least -0.99 (0.15 + extraBounce"),
        Case(text: "interpolatingSpring(stiffness: 1e300, damping: 10)", at: "1e300", message: "stiffness must be at most 1000000"),
        Case(text: "interpolatingSpring(mass: 1e-300, stiffness: 100, damping: 10)", at: "1e-300", message: "mass must be at least 0.001"),
        Case(text: "interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 1e300)", at: "1e300",
             message: "initialVelocity must be at most 1000"),
        Case(text: "cubicBezier(0.2, 1e300, 0.5, 1)", at: "1e300", message: "y1 must be at most 100"),

        // Each number within its range, the whole beyond an hour (or under a millisecond):
        // refused where the modifier that crosses the line is written.
        Case(text: "linear(duration: 3000).delay(3000)", at: "3000)", last: true,
             message: "the animation would last 6000 s; an animation may last 0.001 s to 3600 s (Keyline's limit)", exact: true),
        Case(text: "linear(duration: 1).repeatCount(5000)", at: "5000", message: "the animation would last 5000 s"),
        Case(text: "linear(duration: 1).speed(0.001).speed(0.001)", at: "0.001)", last: true,
             message: "the animation would last 1000000 s"),
        Case(text: "linear(duration: 0.001).speed(2)", at: "2", message: "the animation would last 0.0005 s"),
        Case(text: "linear(duration: 2000).repeatForever()", at: "repeatForever",
             message: "one cycle of the animation would last 4000 s"),
        // A spring so lightly damped that it rings for 1.5 hours: a = 2π·ζ/r = 0.00126 /s,
        // ln(1/0.001)/a ≈ 5497 s.
        Case(text: "spring(response: 0.5, dampingFraction: 0.0001)", at: "spring", message: "this spring takes 549"),
    ]

    @Test("each limit is refused at a column, saying which limit", arguments: cases)
    func refused(_ expected: Case) {
        do {
            let animation = try Animation(parsing: expected.text)
            Issue.record("accepted as \(animation), lasting \(animation.duration ?? animation.samplingDuration) s")
        } catch {
            #expect(error.column == expected.expectedColumn, "\(error.message)")
            if expected.exact {
                #expect(error.message == expected.message)
            } else {
                #expect(error.message.contains(expected.message), "\(error.message)")
            }
        }
    }

    @Test("the limits themselves are accepted, and every animation at them lasts a finite time")
    func boundariesPlay() throws {
        let texts = [
            "linear(duration: 3600)", "linear(duration: 0.001)", "linear(duration: 0.001).delay(3599)",
            "linear(duration: 3.6).repeatCount(1000)", "linear(duration: 0.001).speed(0.001)",
            "spring(response: 0.001, dampingFraction: 100)", "spring(duration: 0.5, bounce: -0.99)",
            "interpolatingSpring(mass: 0.001, stiffness: 1000000, damping: 1000000, initialVelocity: 1000)",
            "interpolatingSpring(mass: 0.001, stiffness: 1000000, damping: 0.001, initialVelocity: -1000)",
            "cubicBezier(0, 100, 1, -100, duration: 1)",
        ]
        for text in texts {
            let animation = try Animation(parsing: text)
            let length = try #require(animation.duration, "\(text)")
            #expect(length > 0 && length <= 3600, "\(text): \(length)")
            for sample in try animation.samples(count: 101) {
                #expect(sample.value.isFinite, "\(text) at \(sample.time)")
            }
        }
    }

    @Test("sampling past an hour is refused, not printed as infinity")
    func samplingSpan() {
        #expect(throws: AnimationParameterError.self) { try Animation.linear.samples(count: 3, duration: 1e308) }
        #expect(throws: AnimationParameterError.self) { try Animation.linear.samples(count: 3, duration: .infinity) }
    }

    @Test("a spring released from an overflowed state answers instead of trapping")
    func settlingOfNonFiniteStates() throws {
        let solver = try SpringSolver(response: 0.5, dampingFraction: 0.8)
        #expect(solver.settlingTime(displacement: .infinity, velocity: 0, epsilon: 0.001) == .infinity)
        #expect(solver.settlingTime(displacement: 1, velocity: .nan, epsilon: 0.001) == .infinity)
        #expect(solver.settlingTime(displacement: 1, velocity: 0, epsilon: .infinity) == 0)
    }

    @Test("repeatCount in code is bounded too")
    func repeatCountInCode() {
        #expect(throws: AnimationParameterError.self) { try Animation.easeIn.repeatCount(Int.max) }
        #expect(throws: AnimationParameterError.self) { try Animation.easeIn.repeatCount(Int.min) }
    }
}

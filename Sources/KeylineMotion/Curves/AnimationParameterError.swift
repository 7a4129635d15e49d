/// An animation parameter that KeylineMotion refuses, with the reason.
///
/// Every constructor that takes numbers validates them, so an `Animation` that
/// exists always ends (unless it says `repeatForever`) and never produces NaN.
public struct AnimationParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter's name as written in SwiftUI, e.g. `dampingFraction`, or
    /// `receiver` when the animation a modifier is applied to is the problem.
    public let parameter: String
    /// A sentence that says what was wrong and what is allowed.
    public let message: String

    /// The `parameter` of an error about the animation a modifier is applied to
    /// (repeating one that already repeats forever), not about an argument.
    public static let receiver = "receiver"

    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    public var description: String { message }
}

/// The ranges every animation parameter must lie in. SwiftUI accepts any finite number;
/// Keyline plays animations frame by frame, so a duration of 1e300 s would be a timeline
/// without end, and a response of 1e308 underflows the spring's stiffness to 0. A real
/// interface animation lasts a fraction of a second to a few seconds: these bounds are
/// orders of magnitude beyond that, yet keep every computation finite.
public enum AnimationLimits {
    /// The shortest duration or spring response, in seconds: a millisecond, a quarter of a
    /// frame at 240 Hz. Below it a spring's stiffness (2π/response)² heads for overflow.
    public static let shortestTime = 0.001
    /// The longest duration, response, delay or blend duration, in seconds: an hour.
    public static let longestTime = 3600.0
    /// How long a whole animation may last, delays, repeats and a spring's settling time
    /// included (for one that repeats forever, its first cycle): between `shortestTime`
    /// and an hour, so that a timeline holding it has a finite, renderable length.
    public static let longestAnimation = 3600.0
    /// "0.001 s to 3600 s", for messages.
    static var lengths: String {
        "\(NumberSpelling.canonical(shortestTime)) s to \(NumberSpelling.canonical(longestAnimation)) s"
    }
    /// `speed` lies in [1/1000, 1000].
    public static let speeds: ClosedRange<Double> = 0.001...1000
    /// `repeatCount` lies in 1...10000.
    public static let mostRepeats = 10_000
    /// The largest damping fraction (ζ); a bounce must be at least −0.99, which is ζ = 100.
    /// At ζ = 100 a half-second spring already takes nearly two minutes to arrive.
    public static let largestDampingFraction = 100.0
    /// `interpolatingSpring(mass:stiffness:damping:)`: each within [0.001, 1000000]
    /// (UIKit's examples use mass 1, stiffness 100–1000, damping 10–50).
    public static let springConstants: ClosedRange<Double> = 0.001...1_000_000
    /// `initialVelocity`, in unit progress per second: at most 1000 changes per second.
    public static let largestInitialVelocity = 1000.0
    /// A cubic Bézier's y1 and y2 (x1 and x2 lie in [0, 1]): an overshoot of at most 100×.
    public static let bezierOrdinates: ClosedRange<Double> = -100...100
}

/// The checks shared by every constructor. Each names the parameter the way the
/// textual syntax spells it, so the parser can point at the offending argument.
enum ParameterCheck {
    static func finite(_ value: Double, _ name: String) throws(AnimationParameterError) {
        guard value.isFinite else {
            throw AnimationParameterError(
                parameter: name, message: "\(name) must be a finite number, not \(spelled(value))")
        }
    }

    static func positive(
        _ value: Double, _ name: String, because reason: String? = nil
    ) throws(AnimationParameterError) {
        try finite(value, name)
        guard value > 0 else {
            let why = reason.map { ": \($0)" } ?? ""
            throw AnimationParameterError(
                parameter: name,
                message: "\(name) must be greater than 0, not \(spelled(value))\(why)")
        }
    }

    static func nonNegative(_ value: Double, _ name: String) throws(AnimationParameterError) {
        try finite(value, name)
        guard value >= 0 else {
            throw AnimationParameterError(
                parameter: name, message: "\(name) must be 0 or more, not \(spelled(value))")
        }
    }

    /// A duration or spring response: within [`shortestTime`, `longestTime`] seconds.
    static func duration(_ value: Double, _ name: String) throws(AnimationParameterError) {
        try positive(value, name)
        try within(value, name, AnimationLimits.shortestTime...AnimationLimits.longestTime, unit: " s")
    }

    /// A delay or blend duration: within [0, `longestTime`] seconds.
    static func wait(_ value: Double, _ name: String) throws(AnimationParameterError) {
        try nonNegative(value, name)
        try within(value, name, 0...AnimationLimits.longestTime, unit: " s")
    }

    /// Refuses a finite value outside `range`, saying what the range is.
    static func within(
        _ value: Double, _ name: String, _ range: ClosedRange<Double>, unit: String = ""
    ) throws(AnimationParameterError) {
        try finite(value, name)
        guard range.contains(value) else {
            let bound = value < range.lowerBound
                ? "at least \(NumberSpelling.canonical(range.lowerBound))\(unit)"
                : "at most \(NumberSpelling.canonical(range.upperBound))\(unit)"
            throw AnimationParameterError(
                parameter: name, message: "\(name) must be \(bound), not \(spelled(value))\(unit) (Keyline's limit)")
        }
    }

    static func unitInterval(_ value: Double, _ name: String) throws(AnimationParameterError) {
        try finite(value, name)
        guard (0...1).contains(value) else {
            throw AnimationParameterError(
                parameter: name,
                message: "\(name) must lie in [0, 1] so that time only moves forward, not \(spelled(value))")
        }
    }

    /// A spring's bounce maps to a damping fraction of 1 − b (b ≥ 0) or 1 / (1 + b)
    /// (b < 0); only −1 < b < 1 gives a damping fraction that is positive and finite.
    static func bounce(_ value: Double, _ name: String, base: Double = 0) throws(AnimationParameterError) {
        try finite(value, name)
        let total = base + value
        guard total < 1 else {
            let sum = base == 0 ? "" : " (\(NumberSpelling.canonical(base)) + \(name) = \(NumberSpelling.canonical(total)))"
            throw AnimationParameterError(
                parameter: name,
                message: "bounce must be less than 1\(sum): a spring with bounce 1 has no damping and never settles")
        }
        guard total > -1 else {
            let sum = base == 0 ? "" : " (\(NumberSpelling.canonical(base)) + \(name) = \(NumberSpelling.canonical(total)))"
            throw AnimationParameterError(
                parameter: name,
                message: "bounce must be greater than -1\(sum): at -1 the spring is infinitely damped and never arrives")
        }
        // ζ = 1 / (1 + b) ≤ 100: the same limit as dampingFraction's.
        let smallest = 1 / AnimationLimits.largestDampingFraction - 1
        guard total >= smallest else {
            let sum = base == 0 ? "" : " (\(NumberSpelling.canonical(base)) + \(name) = \(NumberSpelling.canonical(total)))"
            throw AnimationParameterError(
                parameter: name,
                message: "bounce must be at least \(NumberSpelling.canonical(smallest))\(sum), a damping fraction of at most "
                    + "\(NumberSpelling.canonical(AnimationLimits.largestDampingFraction)) (Keyline's limit): "
                    + "more damped, the spring takes minutes to arrive")
        }
    }

    private static func spelled(_ value: Double) -> String {
        value.isNaN ? "NaN" : NumberSpelling.canonical(value)
    }
}

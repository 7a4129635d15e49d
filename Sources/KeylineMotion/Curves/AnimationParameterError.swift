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
    }

    private static func spelled(_ value: Double) -> String {
        value.isNaN ? "NaN" : NumberSpelling.canonical(value)
    }
}

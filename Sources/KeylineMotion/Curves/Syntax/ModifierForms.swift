/// How each modifier is written, as SwiftUI declares it: `delay(_:)`,
/// `speed(_:)`, `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`,
/// with `autoreverses` defaulting to true.
struct ModifierForm: Sendable {
    let signature: CallSignature
    let apply: @Sendable (Animation, [ArgumentValue]) throws(AnimationParameterError) -> Animation
    /// The parameter values if this form spells `modifier`, else nil.
    let values: @Sendable (AnimationModifier) -> [ArgumentValue]?

    private static let autoreverses = CallSignature.Parameter.labeled(
        "autoreverses", .boolean, default: .boolean(true), primary: false)

    static let all: [ModifierForm] = [
        ModifierForm(
            signature: CallSignature(name: "delay", parameters: [.positional("delay")], bareValues: nil),
            apply: { (animation, values) throws(AnimationParameterError) in try animation.delay(values.number(0)) },
            values: { if case .delay(let seconds) = $0 { [.number(seconds)] } else { nil } }),
        ModifierForm(
            signature: CallSignature(name: "speed", parameters: [.positional("speed")], bareValues: nil),
            apply: { (animation, values) throws(AnimationParameterError) in try animation.speed(values.number(0)) },
            values: { if case .speed(let factor) = $0 { [.number(factor)] } else { nil } }),
        ModifierForm(
            signature: CallSignature(
                name: "repeatCount", parameters: [.positional("repeatCount", .wholeNumber), autoreverses], bareValues: nil),
            apply: { (animation, values) throws(AnimationParameterError) in
                // A whole number (the signature checked), converted with a check: 1e300 is refused, not a trap.
                let count = values.number(0)
                guard let whole = abs(count) <= Double(AnimationLimits.mostRepeats) * 2 ? Int(exactly: count) : nil else {
                    throw AnimationParameterError(
                        parameter: "repeatCount",
                        message: "repeatCount must be at most \(AnimationLimits.mostRepeats), not \(NumberSpelling.canonical(count)) "
                            + "(Keyline's limit); use repeatForever() for an animation that never stops")
                }
                return try animation.repeatCount(whole, autoreverses: values.boolean(1))
            },
            values: {
                if case let .repeatCount(count, reverses) = $0 { [.number(Double(count)), .boolean(reverses)] } else { nil }
            }),
        ModifierForm(
            signature: CallSignature(name: "repeatForever", parameters: [autoreverses], bareValues: nil),
            apply: { (animation, values) throws(AnimationParameterError) in
                try animation.repeatForever(autoreverses: values.boolean(0))
            },
            values: { if case .repeatForever(let reverses) = $0 { [.boolean(reverses)] } else { nil } }),
    ]

    static func form(named name: String) -> ModifierForm? {
        all.first { $0.signature.name == name }
    }

    static var names: [String] { all.map(\.signature.name) }
}

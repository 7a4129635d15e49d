/// Writes an animation in its canonical text form, which parses back to an
/// equal animation:
/// - a call whose arguments are all what its bare name stands for is written
///   bare (`easeInOut`, `spring`, `snappy`);
/// - otherwise positional arguments and the arguments that say which form it is
///   are always written (`spring(response: 0.6, dampingFraction: 0.7)`,
///   `spring(duration: 0.5, bounce: 0.3)`), others only when not at their default;
/// - numbers in their shortest exact form (`1`, `0.6`, `1e-07`);
/// - no leading dot, no spaces but after commas and colons.
enum AnimationPrinter {
    static func text(of animation: Animation) -> String {
        var text = curveText(animation.curve)
        for modifier in animation.modifiers {
            text += "." + modifierText(modifier)
        }
        return text
    }

    static func curveText(_ curve: AnimationCurve) -> String {
        for form in CurveForm.all {
            if let values = form.values(curve) { return call(form.signature, values) }
        }
        preconditionFailure("every curve has a form in CurveForm.all: \(curve)")
    }

    static func modifierText(_ modifier: AnimationModifier) -> String {
        for form in ModifierForm.all {
            if let values = form.values(modifier) { return call(form.signature, values) }
        }
        preconditionFailure("every modifier has a form in ModifierForm.all: \(modifier)")
    }

    static func call(_ signature: CallSignature, _ values: [ArgumentValue], foldingBare: Bool = true) -> String {
        if foldingBare, let bare = signature.bareValues, bare == values { return signature.name }
        var arguments: [String] = []
        for (parameter, value) in zip(signature.parameters, values) {
            guard let label = parameter.label else {
                arguments.append(spelled(value))
                continue
            }
            if parameter.isPrimary || parameter.defaultValue != value {
                arguments.append("\(label): \(spelled(value))")
            }
        }
        return "\(signature.name)(\(arguments.joined(separator: ", ")))"
    }

    private static func spelled(_ value: ArgumentValue) -> String {
        switch value {
        case .number(let number): NumberSpelling.canonical(number)
        case .boolean(let boolean): boolean ? "true" : "false"
        }
    }
}

extension Animation: CustomStringConvertible {
    /// The canonical text of this animation; `Animation(parsing:)` reads it back
    /// to an equal animation.
    public var description: String { AnimationPrinter.text(of: self) }

    /// Reads the SwiftUI-like text form: a curve, optionally after a dot, then
    /// modifiers, e.g. `easeOut(duration: 0.4).delay(0.2)` or
    /// `.spring(duration: 0.5, bounce: 0.3)`. Whitespace between tokens is ignored.
    public init(parsing text: String) throws(AnimationSyntaxError) {
        self = try AnimationBinder.animation(from: AnimationParser.parse(text))
    }
}

extension AnimationCurve: CustomStringConvertible {
    public var description: String { AnimationPrinter.curveText(self) }
}

extension AnimationModifier: CustomStringConvertible {
    public var description: String { AnimationPrinter.modifierText(self) }
}

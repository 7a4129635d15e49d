/// How each curve is written: one entry per SwiftUI declaration, in the order
/// Swift's overload resolution prefers them (for `spring()` and the other
/// springs whose every argument has a default, the duration form comes first,
/// as in SwiftUI, where the response form is `@_disfavoredOverload`).
struct CurveForm: Sendable {
    typealias Parameter = CallSignature.Parameter

    let signature: CallSignature
    /// The curve for a value of every parameter, in order; refuses invalid ones.
    let make: @Sendable ([ArgumentValue]) throws(AnimationParameterError) -> AnimationCurve
    /// The parameter values if this form spells `curve`, else nil.
    let values: @Sendable (AnimationCurve) -> [ArgumentValue]?

    static let all: [CurveForm] =
        [namedTiming("linear", .linear), namedTiming("easeIn", .easeIn), namedTiming("easeOut", .easeOut),
         namedTiming("easeInOut", .easeInOut), namedTiming("ease", .ease)]
        + [bezier("timingCurve", names: ["p1x", "p1y", "p2x", "p2y"], shape: TimingCurve.Shape.timingCurve),
           bezier("cubicBezier", names: ["x1", "y1", "x2", "y2"], shape: TimingCurve.Shape.cubicBezier)]
        + springs

    static func forms(named name: String) -> [CurveForm] {
        all.filter { $0.signature.name == name }
    }

    static var names: [String] {
        var seen = Set<String>()
        return all.map(\.signature.name).filter { seen.insert($0).inserted }
    }

    // MARK: - Timing curves

    private static func namedTiming(_ name: String, _ shape: TimingCurve.Shape) -> CurveForm {
        CurveForm(
            signature: CallSignature(
                name: name, parameters: [.labeled("duration")],
                bareValues: [.number(TimingCurve.defaultDuration)]),
            make: { (values) throws(AnimationParameterError) in
                .timing(try TimingCurve(shape, duration: values.number(0)))
            },
            values: { curve in
                guard case .timing(let timing) = curve, timing.shape == shape else { return nil }
                return [.number(timing.duration)]
            })
    }

    private static func bezier(
        _ name: String, names: [String], shape: @escaping @Sendable (CubicBezier) -> TimingCurve.Shape
    ) -> CurveForm {
        CurveForm(
            signature: CallSignature(
                name: name,
                parameters: names.map { Parameter.positional($0) }
                    + [.labeled("duration", default: .number(TimingCurve.defaultDuration), primary: false)],
                bareValues: nil),
            make: { (values) throws(AnimationParameterError) in
                let bezier = try CubicBezier(
                    values.number(0), values.number(1), values.number(2), values.number(3), names: names)
                return .timing(try TimingCurve(shape(bezier), duration: values.number(4)))
            },
            values: { curve in
                guard case .timing(let timing) = curve else { return nil }
                let bezier = timing.bezier
                guard timing.shape == shape(bezier) else { return nil }
                return [bezier.x1, bezier.y1, bezier.x2, bezier.y2, timing.duration].map(ArgumentValue.number)
            })
    }

    // MARK: - Springs

    private static let springs: [CurveForm] = [
        spring(
            "spring", [.labeled("duration", default: .number(0.5)), .labeled("bounce", default: .number(0)),
                       .labeled("blendDuration", default: .number(0), primary: false)], bare: true,
            make: { .springDuration(duration: $0[0], bounce: $0[1], blendDuration: $0[2]) },
            values: { if case let .springDuration(a, b, c) = $0 { [a, b, c] } else { nil } }),
        spring(
            "spring", [.labeled("response", default: .number(0.5)), .labeled("dampingFraction", default: .number(0.825)),
                       .labeled("blendDuration", default: .number(0), primary: false)], bare: false,
            make: { .springResponse(response: $0[0], dampingFraction: $0[1], blendDuration: $0[2]) },
            values: { if case let .springResponse(a, b, c) = $0 { [a, b, c] } else { nil } }),
        spring(
            "interactiveSpring", [.labeled("duration", default: .number(0.15)),
                                  .labeled("extraBounce", default: .number(0), primary: false),
                                  .labeled("blendDuration", default: .number(0.25), primary: false)], bare: true,
            make: { .interactiveSpringDuration(duration: $0[0], extraBounce: $0[1], blendDuration: $0[2]) },
            values: { if case let .interactiveSpringDuration(a, b, c) = $0 { [a, b, c] } else { nil } }),
        spring(
            "interactiveSpring", [.labeled("response", default: .number(0.15)),
                                  .labeled("dampingFraction", default: .number(0.86)),
                                  .labeled("blendDuration", default: .number(0.25), primary: false)], bare: false,
            make: { .interactiveSpringResponse(response: $0[0], dampingFraction: $0[1], blendDuration: $0[2]) },
            values: { if case let .interactiveSpringResponse(a, b, c) = $0 { [a, b, c] } else { nil } }),
        spring(
            "interpolatingSpring", [.labeled("duration", default: .number(0.5)), .labeled("bounce", default: .number(0)),
                                    .labeled("initialVelocity", default: .number(0), primary: false)], bare: true,
            make: { .interpolatingSpringDuration(duration: $0[0], bounce: $0[1], initialVelocity: $0[2]) },
            values: { if case let .interpolatingSpringDuration(a, b, c) = $0 { [a, b, c] } else { nil } }),
        spring(
            "interpolatingSpring", [.labeled("mass", default: .number(1), primary: false), .labeled("stiffness"),
                                    .labeled("damping"), .labeled("initialVelocity", default: .number(0), primary: false)],
            bare: false,
            make: { .interpolatingSpringStiffness(mass: $0[0], stiffness: $0[1], damping: $0[2], initialVelocity: $0[3]) },
            values: { if case let .interpolatingSpringStiffness(a, b, c, d) = $0 { [a, b, c, d] } else { nil } }),
        preset("smooth", make: { .smooth(duration: $0, extraBounce: $1) },
               values: { if case let .smooth(a, b) = $0 { [a, b] } else { nil } }),
        preset("snappy", make: { .snappy(duration: $0, extraBounce: $1) },
               values: { if case let .snappy(a, b) = $0 { [a, b] } else { nil } }),
        preset("bouncy", make: { .bouncy(duration: $0, extraBounce: $1) },
               values: { if case let .bouncy(a, b) = $0 { [a, b] } else { nil } }),
    ]

    private static func spring(
        _ name: String, _ parameters: [Parameter], bare: Bool,
        make: @escaping @Sendable ([Double]) -> SpringCurve,
        values: @escaping @Sendable (SpringCurve) -> [Double]?
    ) -> CurveForm {
        CurveForm(
            signature: CallSignature(
                name: name, parameters: parameters, bareValues: bare ? parameters.map { $0.defaultValue! } : nil),
            // A spelling is always made; the numbers are checked when the
            // animation resolves its oscillator.
            make: { arguments in .spring(make(arguments.map { $0.numberValue ?? .nan })) },
            values: { curve in
                guard case .spring(let spring) = curve else { return nil }
                return values(spring)?.map(ArgumentValue.number)
            })
    }

    private static func preset(
        _ name: String,
        make: @escaping @Sendable (Double, Double) -> SpringCurve,
        values: @escaping @Sendable (SpringCurve) -> [Double]?
    ) -> CurveForm {
        spring(
            name, [.labeled("duration", default: .number(0.5)), .labeled("extraBounce", default: .number(0), primary: false)],
            bare: true, make: { make($0[0], $0[1]) }, values: values)
    }
}

extension ArgumentValue {
    var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    var booleanValue: Bool? {
        if case .boolean(let boolean) = self { return boolean }
        return nil
    }
}

extension Array where Element == ArgumentValue {
    /// The number at `index`; the signature has already checked the kind.
    func number(_ index: Int) -> Double { self[index].numberValue ?? .nan }
    func boolean(_ index: Int) -> Bool { self[index].booleanValue ?? false }
}

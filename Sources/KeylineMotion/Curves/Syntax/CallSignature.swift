/// One way to call a curve or a modifier in the textual syntax, mirroring one
/// SwiftUI declaration: its parameters in order, which take labels, their
/// defaults. Used in both directions: to read arguments and to print them.
struct CallSignature: Sendable {
    struct Parameter: Sendable {
        enum Kind: Sendable { case number, wholeNumber, boolean }

        /// The argument label, or nil for a positional parameter.
        let label: String?
        /// How messages and `AnimationParameterError.parameter` name it.
        let name: String
        let kind: Kind
        /// nil: the argument must be written.
        let defaultValue: ArgumentValue?
        /// Printed even at its default, because it says what the call is
        /// (`spring(duration: 0.5, bounce: 0.3)` rather than `spring(bounce: 0.3)`).
        let isPrimary: Bool

        static func labeled(
            _ label: String, _ kind: Kind = .number, default value: ArgumentValue? = nil, primary: Bool = true
        ) -> Parameter {
            Parameter(label: label, name: label, kind: kind, defaultValue: value, isPrimary: primary)
        }

        static func positional(_ name: String, _ kind: Kind = .number) -> Parameter {
            Parameter(label: nil, name: name, kind: kind, defaultValue: nil, isPrimary: true)
        }
    }

    let name: String
    let parameters: [Parameter]
    /// The values the name alone stands for (`easeIn` is `easeIn(duration: 0.35)`),
    /// or nil if the name must be called with parentheses.
    let bareValues: [ArgumentValue]?

    /// `spring(duration:bounce:blendDuration:)`, `timingCurve(_:_:_:_:duration:)`.
    var spelled: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }

    var labels: [String] { parameters.compactMap(\.label) }

    // MARK: - Reading arguments

    /// The value of every parameter, in order, from the arguments as written.
    /// Swift's rules: labels where declared, in declared order, no repeats;
    /// parameters with defaults may be left out.
    /// - Parameter siblings: the other signatures with this name, to explain a
    ///   label that belongs to one of them.
    func bind(_ call: CallSyntax, siblings: [CallSignature]) throws(AnimationSyntaxError) -> [ArgumentValue?] {
        let arguments = call.arguments ?? []
        var values = [ArgumentValue?](repeating: nil, count: parameters.count)
        var next = 0  // the first parameter the next argument may bind to

        for argument in arguments {
            let index = try parameterIndex(for: argument, from: next, bound: values, siblings: siblings)
            // Only a labeled argument can skip ahead; a positional one binds `next`.
            if let skipped = parameters[next..<index].first(where: { $0.defaultValue == nil }) {
                let before = argument.label.map { " before '\($0)'" } ?? ""
                throw AnimationSyntaxError(
                    column: argument.column, message: "missing argument \(skipped.mention)\(before) in \(spelled)")
            }
            values[index] = try checked(argument, for: parameters[index])
            next = index + 1
        }
        if let missing = parameters[next...].first(where: { $0.defaultValue == nil }) {
            throw AnimationSyntaxError(
                column: call.endColumn, message: "missing argument \(missing.mention) in \(spelled)")
        }
        for index in parameters.indices where values[index] == nil {
            values[index] = parameters[index].defaultValue
        }
        return values
    }

    private func parameterIndex(
        for argument: ArgumentSyntax, from next: Int, bound: [ArgumentValue?], siblings: [CallSignature]
    ) throws(AnimationSyntaxError) -> Int {
        guard let label = argument.label else {
            guard next < parameters.count else {
                throw AnimationSyntaxError(column: argument.column, message: "too many arguments: \(spelled)")
            }
            if let expected = parameters[next].label {
                throw AnimationSyntaxError(
                    column: argument.column, message: "missing argument label '\(expected):' in \(spelled)",
                    suggestion: expected)
            }
            return next
        }

        if let index = parameters[next...].firstIndex(where: { $0.label == label }) { return index }
        if let index = parameters[..<next].firstIndex(where: { $0.label == label }) {
            if bound[index] != nil {
                throw AnimationSyntaxError(column: argument.column, message: "'\(label)' is given twice")
            }
            // Some argument already bound a later parameter: that is what this one must precede.
            let later = parameters.indices.dropFirst(index + 1).first(where: { bound[$0] != nil })
            let before = later.map { " before '\(parameters[$0].label ?? parameters[$0].name)'" } ?? ""
            throw AnimationSyntaxError(
                column: argument.column, message: "'\(label)' must come\(before), as in \(spelled)")
        }
        if let sibling = siblings.first(where: { $0.labels.contains(label) }) {
            throw AnimationSyntaxError(
                column: argument.column,
                message: "'\(label)' belongs to \(sibling.spelled) and can't be mixed with the arguments of \(spelled)")
        }
        if next < parameters.count, parameters[next].label == nil {
            throw AnimationSyntaxError(
                column: argument.column, message: "extraneous argument label '\(label):' in \(spelled)")
        }
        let known = labels + siblings.flatMap(\.labels)
        let suggestion = NearestName.suggestion(for: label, among: known)
        let hint = suggestion.map { " — did you mean '\($0)'?" } ?? "; \(name) takes \(Self.list(known))"
        throw AnimationSyntaxError(
            column: argument.column, message: "unknown argument '\(label)'\(hint)", suggestion: suggestion)
    }

    private func checked(_ argument: ArgumentSyntax, for parameter: Parameter) throws(AnimationSyntaxError) -> ArgumentValue {
        switch (parameter.kind, argument.value) {
        case (.number, .number):
            return argument.value
        case (.wholeNumber, .number(let number)):
            guard number == number.rounded() else {
                throw AnimationSyntaxError(
                    column: argument.valueColumn, message: "\(parameter.name) must be a whole number, not \(NumberSpelling.canonical(number))")
            }
            // Its range, and a checked conversion to Int, are the form's business (`ModifierForm`).
            return argument.value
        case (.boolean, .boolean):
            return argument.value
        case (.boolean, .number):
            throw AnimationSyntaxError(
                column: argument.valueColumn, message: "\(parameter.name) must be true or false")
        case (.number, .boolean), (.wholeNumber, .boolean):
            throw AnimationSyntaxError(
                column: argument.valueColumn, message: "\(parameter.name) must be a number, not a Boolean")
        }
    }

    static func list(_ names: [String]) -> String {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension CallSignature.Parameter {
    /// `'duration:'` for a labeled parameter, `'delay'` for a positional one.
    fileprivate var mention: String {
        label.map { "'\($0):'" } ?? "'\(name)'"
    }
}

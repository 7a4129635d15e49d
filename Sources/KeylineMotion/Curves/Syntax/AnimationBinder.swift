/// Turns parsed animation text into an `Animation`: looks up curve and modifier
/// names, reads arguments against their signatures, and reports every problem,
/// parameter validation included, at a column of the text.
enum AnimationBinder {
    static func animation(from syntax: AnimationExpressionSyntax) throws(AnimationSyntaxError) -> Animation {
        var animation = try curveAnimation(syntax.curve)
        for call in syntax.modifiers {
            animation = try modified(animation, by: call)
        }
        return animation
    }

    // MARK: - The curve

    private static func curveAnimation(_ call: CallSyntax) throws(AnimationSyntaxError) -> Animation {
        let forms = CurveForm.forms(named: call.name)
        guard !forms.isEmpty else { throw unknownCurve(call) }

        let form: CurveForm
        let bound: BoundArguments
        if call.arguments == nil {
            guard let bare = forms.first(where: { $0.signature.bareValues != nil }) else {
                throw AnimationSyntaxError(
                    column: call.endColumn,
                    message: "expected '(' after '\(call.name)': it needs arguments, as in \(example(call.name))")
            }
            form = bare
            bound = BoundArguments(values: bare.signature.bareValues!, columns: [])
        } else {
            form = chooseForm(among: forms, for: call)
            let siblings = forms.filter { $0.signature.spelled != form.signature.spelled }.map(\.signature)
            do {
                bound = try form.signature.bindWithColumns(call, siblings: siblings)
            } catch {
                throw withBareHint(error, call: call, forms: forms)
            }
        }

        do {
            return try Animation(try form.make(bound.values))
        } catch {
            throw located(error, in: call, signature: form.signature, columns: bound.columns)
        }
    }

    /// Swift's overload resolution, for the calls the syntax allows: the first
    /// form whose labels cover every label written wins (so the duration form of
    /// `spring()` beats the response form). If none does, the one sharing the
    /// most labels, and on a tie the one the first label belongs to, so that the
    /// error is about the label that strays from what the call began as.
    private static func chooseForm(among forms: [CurveForm], for call: CallSyntax) -> CurveForm {
        let labels = (call.arguments ?? []).compactMap(\.label)
        let written = Set(labels)
        if let covering = forms.first(where: { written.isSubset(of: Set($0.signature.labels)) }) {
            return covering
        }
        func score(_ form: CurveForm) -> (Int, Int) {
            let overlap = written.intersection(form.signature.labels).count
            let takesFirst = labels.first.map { form.signature.labels.contains($0) } ?? false
            return (overlap, takesFirst ? 1 : 0)
        }
        var best = forms[0]
        for form in forms.dropFirst() where score(form) > score(best) {
            best = form
        }
        return best
    }

    private static func unknownCurve(_ call: CallSyntax) -> AnimationSyntaxError {
        if ModifierForm.form(named: call.name) != nil {
            return AnimationSyntaxError(
                column: call.nameColumn,
                message: "'\(call.name)' is a modifier, not a curve: it follows one, as in easeInOut.\(call.name)(…)")
        }
        if let suggestion = NearestName.suggestion(for: call.name, among: CurveForm.names) {
            return AnimationSyntaxError(
                column: call.nameColumn, message: "unknown curve '\(call.name)' — did you mean '\(suggestion)'?",
                suggestion: suggestion)
        }
        if let modifier = NearestName.suggestion(for: call.name, among: ModifierForm.names) {
            return AnimationSyntaxError(
                column: call.nameColumn,
                message: "unknown curve '\(call.name)' — did you mean the modifier '\(modifier)'? It follows a curve, as in easeInOut.\(example(modifier))",
                suggestion: modifier)
        }
        return AnimationSyntaxError(
            column: call.nameColumn,
            message: "unknown curve '\(call.name)'; expected one of \(CallSignature.list(CurveForm.names))")
    }

    // MARK: - Modifiers

    private static func modified(_ animation: Animation, by call: CallSyntax) throws(AnimationSyntaxError) -> Animation {
        guard let form = ModifierForm.form(named: call.name) else { throw unknownModifier(call) }
        guard call.arguments != nil else {
            throw AnimationSyntaxError(
                column: call.endColumn,
                message: "expected '(' after '\(call.name)': modifiers are called, as in .\(example(call.name))")
        }
        let bound = try form.signature.bindWithColumns(call, siblings: [])
        do {
            return try form.apply(animation, bound.values)
        } catch {
            throw located(error, in: call, signature: form.signature, columns: bound.columns)
        }
    }

    private static func unknownModifier(_ call: CallSyntax) -> AnimationSyntaxError {
        if !CurveForm.forms(named: call.name).isEmpty {
            return AnimationSyntaxError(
                column: call.nameColumn,
                message: "'\(call.name)' is a curve, not a modifier: an animation has one curve, written first")
        }
        if let suggestion = NearestName.suggestion(for: call.name, among: ModifierForm.names) {
            return AnimationSyntaxError(
                column: call.nameColumn, message: "unknown modifier '\(call.name)' — did you mean '\(suggestion)'?",
                suggestion: suggestion)
        }
        return AnimationSyntaxError(
            column: call.nameColumn,
            message: "unknown modifier '\(call.name)'; expected one of \(CallSignature.list(ModifierForm.names))")
    }

    // MARK: - Helpers

    /// `linear()` is not SwiftUI (only `linear` and `linear(duration:)` are): say
    /// what the bare name means when empty parentheses are what went wrong.
    private static func withBareHint(
        _ error: AnimationSyntaxError, call: CallSyntax, forms: [CurveForm]
    ) -> AnimationSyntaxError {
        guard call.arguments?.isEmpty == true,
              let bare = forms.first(where: { $0.signature.bareValues != nil }) else { return error }
        let meaning = AnimationPrinter.call(bare.signature, bare.signature.bareValues!, foldingBare: false)
        return AnimationSyntaxError(
            column: error.column,
            message: "\(error.message); without parentheses, '\(call.name)' means \(meaning)",
            suggestion: error.suggestion)
    }

    /// A refused parameter, pointed at where its value is written, or at the
    /// name of the call when it was left at its default.
    private static func located(
        _ error: AnimationParameterError, in call: CallSyntax, signature: CallSignature, columns: [Int?]
    ) -> AnimationSyntaxError {
        let index = signature.parameters.firstIndex { $0.name == error.parameter }
        let column = index.flatMap { $0 < columns.count ? columns[$0] : nil } ?? call.nameColumn
        return AnimationSyntaxError(column: column, message: error.message)
    }

    /// A well-formed call to show in a message.
    private static func example(_ name: String) -> String {
        switch name {
        case "timingCurve", "cubicBezier": "\(name)(0.25, 0.1, 0.25, 1)"
        case "delay": "delay(0.2)"
        case "speed": "speed(2)"
        case "repeatCount": "repeatCount(3)"
        case "repeatForever": "repeatForever()"
        default: "\(name)()"
        }
    }
}

/// Arguments read against a signature: a value for every parameter, and the
/// column of each one that was written (nil where the default was used).
struct BoundArguments {
    var values: [ArgumentValue]
    var columns: [Int?]
}

extension CallSignature {
    func bindWithColumns(_ call: CallSyntax, siblings: [CallSignature]) throws(AnimationSyntaxError) -> BoundArguments {
        let values = try bind(call, siblings: siblings)
        // `bind` accepted the arguments, so each label (or position) names exactly one parameter.
        var columns = [Int?](repeating: nil, count: parameters.count)
        var nextPositional = 0
        for argument in call.arguments ?? [] {
            if let label = argument.label, let index = parameters.firstIndex(where: { $0.label == label }) {
                columns[index] = argument.valueColumn
            } else if let index = parameters.indices.dropFirst(nextPositional).first(where: { parameters[$0].label == nil }) {
                columns[index] = argument.valueColumn
                nextPositional = index + 1
            }
        }
        return BoundArguments(values: values.map { $0! }, columns: columns)
    }
}

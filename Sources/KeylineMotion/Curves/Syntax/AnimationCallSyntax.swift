/// The shape of animation text before names are looked up: a curve call and the
/// modifier calls after it, with the column of every part for error messages.
struct AnimationExpressionSyntax: Sendable, Hashable {
    var curve: CallSyntax
    var modifiers: [CallSyntax]
}

/// `name` or `name(arguments)`.
struct CallSyntax: Sendable, Hashable {
    var name: String
    var nameColumn: Int
    /// nil when written without parentheses.
    var arguments: [ArgumentSyntax]?
    /// Where the closing parenthesis is (or where the name ends, without one):
    /// the place to point at when an argument is missing.
    var endColumn: Int
}

/// `label: value` or a positional `value`.
struct ArgumentSyntax: Sendable, Hashable {
    var label: String?
    var labelColumn: Int?
    var value: ArgumentValue
    var valueColumn: Int

    /// Where an error about this argument points: its label if it has one.
    var column: Int { labelColumn ?? valueColumn }
}

/// An argument's value: every parameter in the syntax is a number or a Boolean.
enum ArgumentValue: Sendable, Hashable {
    case number(Double)
    case boolean(Bool)
}

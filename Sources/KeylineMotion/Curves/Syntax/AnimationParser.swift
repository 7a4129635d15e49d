/// Recursive descent over the tokens of one animation:
///
///     animation := "."? call ("." call)*
///     call      := identifier ("(" (argument ("," argument)* ","?)? ")")?
///     argument  := (identifier ":")? value
///     value     := number | "true" | "false"
///
/// Which names and labels exist is not the parser's business (see
/// `AnimationBinder`): this only checks the shape.
struct AnimationParser {
    private let tokens: [AnimationToken]
    private var position = 0

    private init(tokens: [AnimationToken]) {
        self.tokens = tokens
    }

    static func parse(_ text: String) throws(AnimationSyntaxError) -> AnimationExpressionSyntax {
        var parser = AnimationParser(tokens: try AnimationLexer.tokens(of: text))
        return try parser.animation()
    }

    private var current: AnimationToken { tokens[position] }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    private mutating func animation() throws(AnimationSyntaxError) -> AnimationExpressionSyntax {
        if current.kind == .end {
            throw AnimationSyntaxError(
                column: current.column, message: "expected an animation, such as easeInOut or spring(response: 0.5, dampingFraction: 0.8)")
        }
        // SwiftUI code writes `.spring(...)` in argument position; allow the dot.
        if current.kind == .dot { advance() }
        let curve = try call(what: "an animation curve, such as easeInOut or spring")

        var modifiers: [CallSyntax] = []
        while current.kind == .dot {
            advance()
            modifiers.append(try call(what: "a modifier after '.', such as delay, speed, repeatCount or repeatForever"))
        }
        guard current.kind == .end else {
            throw AnimationSyntaxError(
                column: current.column,
                message: "unexpected \(current.spelled) after the animation; modifiers follow a '.', as in easeInOut.delay(0.2)")
        }
        return AnimationExpressionSyntax(curve: curve, modifiers: modifiers)
    }

    private mutating func call(what: String) throws(AnimationSyntaxError) -> CallSyntax {
        guard case .identifier(let name) = current.kind else {
            throw AnimationSyntaxError(column: current.column, message: "expected \(what), found \(current.spelled)")
        }
        let nameColumn = current.column
        advance()
        guard current.kind == .leftParenthesis else {
            return CallSyntax(name: name, nameColumn: nameColumn, arguments: nil, endColumn: nameColumn + name.count)
        }
        advance()

        var arguments: [ArgumentSyntax] = []
        if current.kind != .rightParenthesis {
            while true {
                arguments.append(try argument())
                if current.kind == .comma {
                    advance()
                    // A trailing comma before ')' is fine, as in Swift 6.1.
                    if current.kind == .rightParenthesis { break }
                    continue
                }
                if current.kind == .rightParenthesis { break }
                throw AnimationSyntaxError(
                    column: current.column, message: "expected ',' or ')' in the arguments of '\(name)', found \(current.spelled)")
            }
        }
        let endColumn = current.column
        advance()  // the ')'
        return CallSyntax(name: name, nameColumn: nameColumn, arguments: arguments, endColumn: endColumn)
    }

    private mutating func argument() throws(AnimationSyntaxError) -> ArgumentSyntax {
        var label: String?
        var labelColumn: Int?
        if case .identifier(let name) = current.kind, tokens[position + 1].kind == .colon {
            label = name
            labelColumn = current.column
            advance()
            advance()
        }

        let valueColumn = current.column
        let value: ArgumentValue
        switch current.kind {
        case .number(let number, _):
            value = .number(number)
        case .identifier("true"):
            value = .boolean(true)
        case .identifier("false"):
            value = .boolean(false)
        case .identifier(let name) where label == nil && tokens[position + 1].isValue:
            throw AnimationSyntaxError(
                column: tokens[position + 1].column, message: "expected ':' after the argument label '\(name)'")
        default:
            let after = label.map { " after '\($0):'" } ?? ""
            throw AnimationSyntaxError(
                column: valueColumn, message: "expected a number\(after), found \(current.spelled)")
        }
        advance()
        return ArgumentSyntax(label: label, labelColumn: labelColumn, value: value, valueColumn: valueColumn)
    }
}

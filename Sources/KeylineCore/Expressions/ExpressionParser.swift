/// Recursive-descent parser for scene-file expressions. Precedence, loosest first:
/// `?:`, `||`, `&&`, comparisons, ranges (`..<`, `...`), `+ -`, `* / %`, unary `! -`,
/// then postfix `.member`, `[index]` and calls `min(a, b)`.
public struct ExpressionParser {
    private var tokens: [ExpressionToken]
    private var position = 0

    public static func parse(_ text: String) throws(ExpressionError) -> Expression {
        var parser = ExpressionParser(tokens: try ExpressionLexer.tokenize(text))
        let expression = try parser.parseConditional()
        guard case .end = parser.current.kind else {
            throw ExpressionError(.expressionSyntax, "unexpected \(parser.current.describe) after the end of the expression",
                                  offset: parser.current.offset)
        }
        return expression
    }

    private init(tokens: [ExpressionToken]) { self.tokens = tokens }

    private var current: ExpressionToken { tokens[position] }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    private mutating func accept(_ symbol: String) -> Bool {
        if case .symbol(symbol) = current.kind { advance(); return true }
        return false
    }

    private mutating func expect(_ symbol: String, _ context: String) throws(ExpressionError) {
        guard accept(symbol) else {
            throw ExpressionError(.expressionSyntax, "expected '\(symbol)' \(context), found \(current.describe)", offset: current.offset)
        }
    }

    private mutating func parseConditional() throws(ExpressionError) -> Expression {
        let condition = try parseBinary(level: 0)
        guard accept("?") else { return condition }
        let then = try parseConditional()
        try expect(":", "between the two branches of '?'")
        let otherwise = try parseConditional()
        return .conditional(condition, then, otherwise)
    }

    /// Binary operator levels, loosest first; each level is left-associative.
    private static let levels: [[String]] = [
        ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["..<", "..."], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func parseBinary(level: Int) throws(ExpressionError) -> Expression {
        guard level < Self.levels.count else { return try parseUnary() }
        var left = try parseBinary(level: level + 1)
        while case .symbol(let s) = current.kind, Self.levels[level].contains(s) {
            let offset = current.offset
            advance()
            let right = try parseBinary(level: level + 1)
            if s == "..<" || s == "..." {
                left = .range(left, right, closed: s == "...", offset: offset)
            } else {
                left = .binary(Expression.BinaryOperator(rawValue: s)!, left, right, offset: offset)
            }
        }
        return left
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        let offset = current.offset
        if accept("!") { return .unary(.not, try parseUnary(), offset: offset) }
        if accept("-") { return .unary(.negate, try parseUnary(), offset: offset) }
        return try parsePostfix()
    }

    private mutating func parsePostfix() throws(ExpressionError) -> Expression {
        var expression = try parsePrimary()
        while true {
            let offset = current.offset
            if accept(".") {
                guard case .identifier(let name) = current.kind else {
                    throw ExpressionError(.expressionSyntax, "expected a name after '.', found \(current.describe)", offset: current.offset)
                }
                advance()
                expression = .member(expression, name, offset: offset)
            } else if accept("[") {
                let index = try parseConditional()
                try expect("]", "to close the index")
                expression = .index(expression, index, offset: offset)
            } else {
                return expression
            }
        }
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Expression {
        let token = current
        switch token.kind {
        case .number(let n):
            advance(); return .literal(.number(n))
        case .string(let s):
            advance(); return .literal(.string(s))
        case .identifier("true"):
            advance(); return .literal(.bool(true))
        case .identifier("false"):
            advance(); return .literal(.bool(false))
        case .identifier("null"), .identifier("nil"):
            advance(); return .literal(.null)
        case .identifier(let name):
            advance()
            guard accept("(") else { return .variable(name, offset: token.offset) }
            var arguments: [Expression] = []
            if !accept(")") {
                repeat { arguments.append(try parseConditional()) } while accept(",")
                try expect(")", "to close the arguments of '\(name)'")
            }
            return .call(name, arguments, offset: token.offset)
        case .symbol("("):
            advance()
            let inner = try parseConditional()
            try expect(")", "to close '('")
            return inner
        case .symbol("["):
            advance()
            var items: [Expression] = []
            if !accept("]") {
                repeat { items.append(try parseConditional()) } while accept(",")
                try expect("]", "to close the list")
            }
            return .list(items)
        case .end:
            throw ExpressionError(.expressionSyntax, "the expression ends too early", offset: token.offset)
        case .symbol:
            throw ExpressionError(.expressionSyntax, "unexpected \(token.describe)", offset: token.offset)
        }
    }
}

extension ExpressionToken {
    var describe: String {
        switch kind {
        case .number(let n): "number \(n.pointString)"
        case .string(let s): "string '\(s)'"
        case .identifier(let name): "'\(name)'"
        case .symbol(let s): "'\(s)'"
        case .end: "the end"
        }
    }
}

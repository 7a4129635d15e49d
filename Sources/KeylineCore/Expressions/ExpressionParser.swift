/// Recursive-descent parser for scene-file expressions. Precedence, loosest first:
/// `?:`, `||`, `&&`, comparisons, ranges (`..<`, `...`), `+ -`, `* / %`, unary `! -`,
/// then postfix `.member`, `[index]` and calls `min(a, b)`.
///
/// It recurses once per level of nesting and refuses more than `ExpressionLimits.nesting`
/// levels; a run of operators of one precedence is read in a loop into one flat chain.
public struct ExpressionParser {
    private var tokens: [ExpressionToken]
    private var position = 0
    /// Levels of nesting open at the current token.
    private var depth = 0

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

    /// Opens one level of nesting at `offset`; past the limit, refuses there.
    private mutating func enter(at offset: Int) throws(ExpressionError) {
        depth += 1
        guard depth <= ExpressionLimits.nesting else {
            throw ExpressionError(.expressionSyntax, "this expression nests more than \(ExpressionLimits.nesting) levels deep", offset: offset,
                hint: "each '(', '[', call, '?:' branch, prefix '!' or '-' and '.name' or '[index]' after a value "
                    + "opens a level; simplify it, or compute part of it in a separate state value")
        }
    }

    private mutating func leave(_ levels: Int = 1) { depth -= levels }

    /// `opening`: where the bracket or call that opened this level is written, for the
    /// error when it is one level too many.
    private mutating func parseConditional(openedAt opening: Int? = nil) throws(ExpressionError) -> Expression {
        try enter(at: opening ?? current.offset)
        defer { leave() }
        let condition = try parseBinary(level: 0)
        guard accept("?") else { return condition }
        let then = try parseConditional()
        try expect(":", "between the two branches of '?'")
        let otherwise = try parseConditional()
        return .conditional(condition, then, otherwise)
    }

    /// Binary operator levels, loosest first; each level is left-associative, except
    /// ranges, which like Swift's cannot be chained.
    private static let levels: [[String]] = [
        ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["..<", "..."], ["+", "-"], ["*", "/", "%"],
    ]
    private static let rangeLevel = 3

    /// One precedence level: its operands come from the next level, read in a loop, so
    /// the recursion is as deep as there are levels whatever the number of terms.
    private mutating func parseBinary(level: Int) throws(ExpressionError) -> Expression {
        guard level < Self.levels.count else { return try parseUnary() }
        let first = try parseBinary(level: level + 1)
        if level == Self.rangeLevel { return try parseRange(from: first) }
        var links: [Expression.ChainLink] = []
        while case .symbol(let s) = current.kind, Self.levels[level].contains(s),
              let op = Expression.BinaryOperator(rawValue: s) {
            let offset = current.offset
            advance()
            links.append(.init(op, try parseBinary(level: level + 1), offset: offset))
        }
        return links.isEmpty ? first : .chain(first, links)
    }

    private mutating func parseRange(from lower: Expression) throws(ExpressionError) -> Expression {
        guard case .symbol(let s) = current.kind, s == "..<" || s == "..." else { return lower }
        let offset = current.offset
        advance()
        let upper = try parseBinary(level: Self.rangeLevel + 1)
        if case .symbol(let next) = current.kind, next == "..<" || next == "..." {
            throw ExpressionError(.expressionSyntax, "a range cannot be the bound of another range", offset: current.offset,
                                  hint: "write one range, as in 0..<count")
        }
        return .range(lower, upper, closed: s == "...", offset: offset)
    }

    /// Each prefix operator is a level of nesting: `!!!…x` nests as deep as it has `!`s.
    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        let offset = current.offset
        let op: Expression.UnaryOperator
        if accept("!") { op = .not } else if accept("-") { op = .negate } else { return try parsePostfix() }
        try enter(at: offset)
        defer { leave() }
        return .unary(op, try parseUnary(), offset: offset)
    }

    /// Each `.name` or `[index]` wraps the value before it, one level deeper.
    private mutating func parsePostfix() throws(ExpressionError) -> Expression {
        var expression = try parsePrimary()
        var levels = 0
        defer { leave(levels) }
        while true {
            let offset = current.offset
            if case .symbol(let s) = current.kind, s == "." || s == "[" {
                try enter(at: offset)
                levels += 1
            }
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
            advance(); return .literal(.number(n), offset: token.offset)
        case .string(let s):
            advance(); return .literal(.string(s), offset: token.offset)
        case .identifier("true"):
            advance(); return .literal(.bool(true), offset: token.offset)
        case .identifier("false"):
            advance(); return .literal(.bool(false), offset: token.offset)
        case .identifier("null"), .identifier("nil"):
            advance(); return .literal(.null, offset: token.offset)
        case .identifier(let name):
            advance()
            let parenthesis = current.offset
            guard accept("(") else { return .variable(name, offset: token.offset) }
            var arguments: [Expression] = []
            if !accept(")") {
                repeat { arguments.append(try parseConditional(openedAt: parenthesis)) } while accept(",")
                try expect(")", "to close the arguments of '\(name)'")
            }
            return .call(name, arguments, offset: token.offset)
        case .symbol("("):
            advance()
            let inner = try parseConditional(openedAt: token.offset)
            try expect(")", "to close '('")
            return inner
        case .symbol("["):
            advance()
            var items: [Expression] = []
            if !accept("]") {
                repeat { items.append(try parseConditional(openedAt: token.offset)) } while accept(",")
                try expect("]", "to close the list")
            }
            return .list(items, offset: token.offset)
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

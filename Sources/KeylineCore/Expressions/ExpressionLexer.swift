/// Splits expression text into tokens: numbers, 'strings' or "strings", identifiers,
/// operators and punctuation.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case string(String)
        case identifier(String)
        case symbol(String)
        case end
    }
    var kind: Kind
    var offset: Int
}

enum ExpressionLexer {
    /// Longest symbols first, so that "<=" is not read as "<" then "=".
    private static let symbols = ["..<", "...", "==", "!=", "<=", ">=", "&&", "||",
                                  "<", ">", "+", "-", "*", "/", "%", "!", "?", ":",
                                  "(", ")", "[", "]", ",", "."]
    /// The same, as scalars, so that matching allocates nothing (texts run to megabytes).
    private static let symbolScalars: [(text: String, scalars: [Unicode.Scalar])] =
        symbols.map { ($0, Array($0.unicodeScalars)) }

    static func tokenize(_ text: String) throws(ExpressionError) -> [ExpressionToken] {
        let chars = Array(text.unicodeScalars)
        var tokens: [ExpressionToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.properties.isWhitespace { i += 1; continue }
            let start = i
            if c.isDigit || (c == "." && i + 1 < chars.count && chars[i + 1].isDigit) {
                while i < chars.count, chars[i].isDigit || chars[i] == "." {
                    // "0..<3": stop before a range operator.
                    if chars[i] == ".", i + 1 < chars.count, chars[i + 1] == "." { break }
                    i += 1
                }
                let literal = String(String.UnicodeScalarView(chars[start..<i]))
                guard let n = Double(literal) else { throw ExpressionError(.expressionSyntax, "'\(literal)' is not a number", offset: start) }
                // 400 digits read as infinity: refused here rather than carried along.
                guard n.isFinite else { throw ExpressionError(.expressionSyntax, "the number '\(literal.prefix(20))…' is too large", offset: start) }
                tokens.append(.init(kind: .number(n), offset: start))
            } else if c == "'" || c == "\"" {
                i += 1
                var s = String.UnicodeScalarView()
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    s.append(chars[i]); i += 1
                }
                guard i < chars.count else { throw ExpressionError(.expressionSyntax, "this string has no closing \(c)", offset: start) }
                i += 1
                tokens.append(.init(kind: .string(String(s)), offset: start))
            } else if c.isIdentifierStart {
                while i < chars.count, chars[i].isIdentifierStart || chars[i].isDigit { i += 1 }
                tokens.append(.init(kind: .identifier(String(String.UnicodeScalarView(chars[start..<i]))), offset: start))
            } else if let symbol = symbolScalars.first(where: { matches($0.scalars, chars, at: i) }) {
                i += symbol.scalars.count
                tokens.append(.init(kind: .symbol(symbol.text), offset: start))
            } else {
                throw ExpressionError(.expressionSyntax, "unexpected character '\(c)'", offset: start)
            }
        }
        tokens.append(.init(kind: .end, offset: chars.count))
        return tokens
    }

    private static func matches(_ symbol: [Unicode.Scalar], _ chars: [Unicode.Scalar], at i: Int) -> Bool {
        guard i + symbol.count <= chars.count else { return false }
        for k in symbol.indices where chars[i + k] != symbol[k] { return false }
        return true
    }
}

private extension Unicode.Scalar {
    var isDigit: Bool { ("0"..."9").contains(self) }
    var isIdentifierStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }
}

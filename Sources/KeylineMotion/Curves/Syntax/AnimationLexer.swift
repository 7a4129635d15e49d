/// Splits animation text into tokens. Whitespace (including newlines) between
/// tokens is ignored; columns count characters from 0.
///
/// Numbers are Swift literals: an optional minus, digits, an optional fraction
/// and an optional exponent (`0.6`, `-0.2`, `170`, `1e-07`). Identifiers are ASCII
/// letters, digits and underscores, not starting with a digit.
struct AnimationLexer {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    static func tokens(of text: String) throws(AnimationSyntaxError) -> [AnimationToken] {
        var lexer = AnimationLexer(text)
        var tokens: [AnimationToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private mutating func next() throws(AnimationSyntaxError) -> AnimationToken {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        let start = index
        guard index < characters.count else { return AnimationToken(kind: .end, column: start) }
        let character = characters[index]

        switch character {
        case "(": index += 1; return AnimationToken(kind: .leftParenthesis, column: start)
        case ")": index += 1; return AnimationToken(kind: .rightParenthesis, column: start)
        case ",": index += 1; return AnimationToken(kind: .comma, column: start)
        case ":": index += 1; return AnimationToken(kind: .colon, column: start)
        case ".":
            if let following = peek(1), following.isASCIIDigit {
                throw AnimationSyntaxError(
                    column: start, message: "a number needs a digit before its decimal point: write 0\(String(characters[start...].prefix(while: { $0 == "." || $0.isASCIIDigit })))")
            }
            index += 1
            return AnimationToken(kind: .dot, column: start)
        case "-":
            guard let following = peek(1), following.isASCIIDigit else {
                throw AnimationSyntaxError(column: start, message: "expected a digit after '-'")
            }
            return try number()
        default:
            if character.isASCIIDigit { return try number() }
            if character.isIdentifierStart { return identifier() }
            throw AnimationSyntaxError(column: start, message: "unexpected character '\(character)'")
        }
    }

    private mutating func identifier() -> AnimationToken {
        let start = index
        while index < characters.count, characters[index].isIdentifierStart || characters[index].isASCIIDigit {
            index += 1
        }
        return AnimationToken(kind: .identifier(String(characters[start..<index])), column: start)
    }

    private mutating func number() throws(AnimationSyntaxError) -> AnimationToken {
        let start = index
        if characters[index] == "-" { index += 1 }
        skipDigits()
        // A fraction only if a digit follows the dot: `1.delay` is not a number.
        if index < characters.count, characters[index] == ".", let following = peek(1), following.isASCIIDigit {
            index += 1
            skipDigits()
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            let exponentStart = index
            index += 1
            if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
            guard index < characters.count, characters[index].isASCIIDigit else {
                throw AnimationSyntaxError(
                    column: exponentStart, message: "expected the digits of an exponent after '\(characters[exponentStart])'")
            }
            skipDigits()
        }
        if index < characters.count, characters[index].isIdentifierStart {
            throw AnimationSyntaxError(
                column: index, message: "unexpected '\(characters[index])' in a number")
        }
        let text = String(characters[start..<index])
        // The text is digits, one dot, an exponent: Double(_:) always reads it;
        // too large a number reads as infinity and is refused later, by name.
        return AnimationToken(kind: .number(Double(text) ?? .nan, text: text), column: start)
    }

    private mutating func skipDigits() {
        while index < characters.count, characters[index].isASCIIDigit { index += 1 }
    }

    private func peek(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isIdentifierStart: Bool { isASCII && (isLetter || self == "_") }
}

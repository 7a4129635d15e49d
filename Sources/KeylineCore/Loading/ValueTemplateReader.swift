import Yams

/// Reads YAML nodes into value templates: typed literals, `$name`, `${expression}`, and
/// text with `${…}` inside. `$$` writes a literal dollar sign.
struct ValueTemplateReader {
    let source: YAMLSource

    func read(_ node: Node) throws(SceneError) -> ValueTemplate {
        let location = source.location(node)
        switch node {
        case .scalar(let scalar):
            return try readScalar(scalar, at: location)
        case .sequence(let sequence):
            var items: [ValueTemplate] = []
            for item in sequence { items.append(try read(item)) }
            return .list(items, location)
        case .mapping(let mapping):
            var entries: [ValueTemplate.Entry] = []
            for (key, value) in mapping {
                guard let name = key.scalar?.string else {
                    throw SceneError(.typeMismatch, "a key must be a plain name, not \(key.kindName)", at: source.location(key))
                }
                entries.append(.init(key: name, keyLocation: source.location(key), value: try read(value)))
            }
            return .map(entries, location)
        case .alias:
            throw SceneError(.invalidValue, "YAML aliases are not supported here", at: location, hint: "declare a component and use it twice")
        }
    }

    private func readScalar(_ scalar: Node.Scalar, at location: SourceLocation) throws(SceneError) -> ValueTemplate {
        let text = scalar.string
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        // Where the scalar's characters begin: after the opening quote, if any.
        let start = quoted ? location.advanced(by: 1) : location
        if text.contains("$") {
            return try readTemplate(text, start: start, whole: location)
        }
        if quoted { return .literal(.string(text), start) }
        if scalar.style == .literal || scalar.style == .folded { return .literal(.string(text), location) }
        return .literal(Self.plainValue(text), location)
    }

    /// Plain (unquoted) scalars: numbers, booleans and null are typed; everything else is
    /// text. Only `true`/`false` are booleans — not YAML 1.1's yes/no/on/off, which would
    /// turn a button titled "No" into a boolean.
    static func plainValue(_ text: String) -> Value {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null", "~", "": return .null
        default: break
        }
        if isNumber(text), let n = Double(text) { return .number(n) }
        return .string(text)
    }

    private static func isNumber(_ s: String) -> Bool {
        var chars = Substring(s)
        if chars.first == "-" || chars.first == "+" { chars = chars.dropFirst() }
        let mantissaEnd = chars.firstIndex { $0 == "e" || $0 == "E" } ?? chars.endIndex
        let mantissa = chars[..<mantissaEnd]
        guard !mantissa.isEmpty, mantissa.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              mantissa.filter({ $0 == "." }).count <= 1, mantissa != "." else { return false }
        if mantissaEnd == chars.endIndex { return true }
        var exponent = chars[chars.index(after: mantissaEnd)...]
        if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Splits text on `$name` and `${…}`. A template that is exactly one expression keeps
    /// the expression's type (a number stays a number); otherwise the result is text.
    private func readTemplate(_ text: String, start: SourceLocation, whole: SourceLocation) throws(SceneError) -> ValueTemplate {
        let chars = Array(text.unicodeScalars)
        var parts: [ValueTemplate.InterpolationPart] = []
        var literal = String.UnicodeScalarView()
        var i = 0
        func flush() { if !literal.isEmpty { parts.append(.text(String(literal))); literal = .init() } }

        while i < chars.count {
            guard chars[i] == "$", i + 1 < chars.count else { literal.append(chars[i]); i += 1; continue }
            let next = chars[i + 1]
            if next == "$" { literal.append("$"); i += 2; continue }
            if next == "{" {
                let exprStart = i + 2
                guard let close = Self.closingBrace(chars, from: exprStart) else {
                    throw SceneError(.expressionSyntax, "'${' has no closing '}'", at: start.advanced(by: i), hint: "write ${expression}")
                }
                let exprText = String(String.UnicodeScalarView(chars[exprStart..<close]))
                flush()
                parts.append(.expression(try parse(exprText, at: start.advanced(by: exprStart)), start.advanced(by: exprStart)))
                i = close + 1
            } else if next.properties.isAlphabetic || next == "_" {
                var end = i + 1
                while end < chars.count, chars[end].properties.isAlphabetic || chars[end] == "_"
                        || ("0"..."9").contains(chars[end]) { end += 1 }
                let name = String(String.UnicodeScalarView(chars[(i + 1)..<end]))
                flush()
                parts.append(.expression(.variable(name, offset: 0), start.advanced(by: i + 1)))
                i = end
            } else {
                literal.append(chars[i]); i += 1
            }
        }
        flush()
        if parts.count == 1, case .expression(let e, let l) = parts[0] { return .expression(e, l) }
        return .interpolation(parts, whole)
    }

    private func parse(_ text: String, at location: SourceLocation) throws(SceneError) -> Expression {
        do {
            return try ExpressionParser.parse(text)
        } catch {
            throw SceneError(error.code, "in this expression: \(error.message)", at: location.advanced(by: error.offset), fixIt: error.fixIt, hint: error.hint)
        }
    }

    /// The `}` that ends an expression, skipping braces inside quoted strings.
    private static func closingBrace(_ chars: [Unicode.Scalar], from start: Int) -> Int? {
        var quote: Unicode.Scalar?
        var i = start
        while i < chars.count {
            let c = chars[i]
            if let q = quote { if c == q { quote = nil } } else if c == "'" || c == "\"" { quote = c } else if c == "}" { return i }
            i += 1
        }
        return nil
    }
}

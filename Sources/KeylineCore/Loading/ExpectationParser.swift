/// Reads one expectation's text (README, "Expectations and `keyline check`"):
///
///     expectation := check qualifier*
///     check       := sum op sum [tolerance]                     cta.bottom == safeArea.bottom - 32
///                  | element "." colour op colour [tolerance]    title.color == #E0E0E0
///                  | element ".text" op string                   cta.text == "Get Started"
///                  | element ".font" op font [tolerance]         title.font == Inter semibold 24/31
///                  | element "." ("hidden" | "visible")          skip.hidden
///     sum         := term (("+" | "-") term)*        term := number | measure | spacing token
///     measure     := element "." attribute | ("canvas" | "safeArea") "." edge
///     element     := id ["." ("content" | modifier)] (an id may itself contain dots: cta.label)
///     op          := == != >= <= > <                 (also ≥ ≤ ≠)
///     tolerance   := ("±" | "+-") number
///     qualifier   := "on" screen ("," screen)*  |  "in" (light | dark)
///                  | "at" (size | size...size | "all") ("," …)*  |  "device" name ("," name)*
///                  | "with" name=value ("," name=value)*
///
/// Numbers may end in `pt`. Errors are `SceneError`s located at the column they concern.
/// Only the grammar and the fixed vocabularies (attributes, appearances, sizes, devices,
/// weights) are checked here; the scene's own names (screens, tokens, ids) are checked by
/// `ExpectationReader`.
struct ExpectationParser {
    /// What the text says, before the scene's names are checked.
    struct Parsed {
        var assertion: Expectation.Assertion
        var tolerance: (value: Double, offset: Int)?
        var scope: Expectation.Scope
        /// The screens `on` names, with their offsets.
        var screens: [(name: String, offset: Int)]?
        /// The state variables `with` sets, with their offsets.
        var state: [(name: String, offset: Int)] = []
    }

    private var scanner: Scanner
    private let location: SourceLocation

    /// Parses `text`, which starts at `location` in the scene.
    static func parse(_ text: String, at location: SourceLocation) throws(SceneError) -> Parsed {
        var parser = ExpectationParser(scanner: Scanner(text), location: location)
        return try parser.parseExpectation()
    }

    private init(scanner: Scanner, location: SourceLocation) { self.scanner = scanner; self.location = location }

    // MARK: - Errors

    private func error(_ message: String, at offset: Int, code: Diagnostic.Code = .expressionSyntax, hint: String? = nil) -> SceneError {
        SceneError(code, message, at: location.advanced(by: offset), hint: hint)
    }

    private func unknown(_ what: String, _ word: String, at offset: Int, in candidates: [String], otherwise: String? = nil) -> SceneError {
        SceneError(.expressionUnknownName, "unknown \(what) '\(word)'", at: location.advanced(by: offset),
                   suggesting: word, in: candidates, otherwise: otherwise ?? "\(what)s: " + candidates.joined(separator: ", "))
    }

    // MARK: - The expectation

    private static let qualifierWords = ["on", "in", "at", "device", "with"]
    private static let colorAttributes = ColorAttribute.allCases.map(\.rawValue)
    /// Every word that can follow an element, for "did you mean".
    private static let allAttributes = NumericAttribute.allCases.map(\.rawValue) + colorAttributes + ["text", "font", "hidden", "visible"]

    private mutating func parseExpectation() throws(SceneError) -> Parsed {
        guard scanner.peek().kind != .end else {
            throw error("an expectation is empty", at: 0, hint: "e.g. cta.height == 48")
        }
        var tolerance: (Double, Int)?
        let assertion: Expectation.Assertion
        if case .word = scanner.peek().kind {
            let path = try parsePath()
            switch path.last.name {
            case "hidden", "visible":
                assertion = .visibility(try element(of: path), hidden: path.last.name == "hidden")
            case let name where ColorAttribute(rawValue: name) != nil:
                let (equal, _) = try parseEquality("a colour")
                let colour = try parseColor()
                tolerance = try parseTolerance()
                assertion = .color(try element(of: path), ColorAttribute(rawValue: name) ?? .color, equal: equal, colour)
            case "text":
                let (equal, _) = try parseEquality("a text")
                let token = scanner.next()
                guard case .string(let s) = token.kind else {
                    throw error("expected a quoted text after the comparison, found \(token.describe)", at: token.offset,
                                hint: "quote it: cta.text == \"Get Started\"")
                }
                if let t = scanner.peekTolerance() { throw error("a text has no tolerance", at: t) }
                assertion = .text(try element(of: path), equal: equal, s)
            case "font":
                let (equal, _) = try parseEquality("a font")
                let pattern = try parseFont()
                tolerance = try parseTolerance()
                assertion = .font(try element(of: path), equal: equal, pattern)
            default:
                let first = try numericTerm(path, sign: 1, offset: path.first.offset)
                let left = try parseSum(startingWith: first)
                assertion = try parseComparison(left, &tolerance)
            }
        } else {
            let left = try parseSum(startingWith: nil)
            assertion = try parseComparison(left, &tolerance)
        }
        let (scope, screens, state) = try parseQualifiers()
        return Parsed(assertion: assertion, tolerance: tolerance, scope: scope, screens: screens, state: state)
    }

    private mutating func parseComparison(_ left: Quantity, _ tolerance: inout (Double, Int)?) throws(SceneError) -> Expectation.Assertion {
        let token = scanner.next()
        guard case .symbol(let s) = token.kind, let op = Comparison(rawValue: s) else {
            if case .symbol("=") = token.kind { throw error("'=' is not a comparison; write '=='", at: token.offset) }
            throw error("expected a comparison (== != >= <= > <) after the measurement, found \(token.describe)", at: token.offset)
        }
        let right = try parseSum(startingWith: nil)
        tolerance = try parseTolerance()
        return .compare(left, op, right)
    }

    /// `==` or `!=`: true for `==`.
    private mutating func parseEquality(_ what: String) throws(SceneError) -> (Bool, Int) {
        let token = scanner.next()
        if case .symbol(let s) = token.kind {
            if s == "==" { return (true, token.offset) }
            if s == "!=" { return (false, token.offset) }
            if Comparison(rawValue: s) != nil { throw error("\(what) is compared with == or !=, not '\(s)'", at: token.offset, code: .expressionInvalid) }
            if s == "=" { throw error("'=' is not a comparison; write '=='", at: token.offset) }
        }
        throw error("expected '==' or '!=' after the attribute, found \(token.describe)", at: token.offset)
    }

    // MARK: - Numbers

    private mutating func parseSum(startingWith first: Quantity.Term?) throws(SceneError) -> Quantity {
        var terms: [Quantity.Term] = []
        if let first { terms.append(first) } else { terms.append(try parseTerm(sign: 1)) }
        while case .symbol(let s) = scanner.peek().kind, s == "+" || s == "-" {
            scanner.advance()
            terms.append(try parseTerm(sign: s == "+" ? 1 : -1))
        }
        return Quantity(terms: terms)
    }

    private mutating func parseTerm(sign: Double) throws(SceneError) -> Quantity.Term {
        // Minus signs in a loop, not by recursion: "- - - … 1" cannot exhaust the stack.
        var sign = sign
        while case .symbol("-") = scanner.peek().kind {
            scanner.advance()
            sign = -sign
        }
        let token = scanner.peek()
        switch token.kind {
        case .number(let n):
            scanner.advance()
            return .init(sign: sign, value: .number(n), offset: token.offset)
        case .word:
            return try numericTerm(try parsePath(), sign: sign, offset: token.offset)
        default:
            throw error("expected a number or a measurement like cta.height, found \(token.describe)", at: token.offset)
        }
    }

    /// A path in a sum: a spacing token (`screenMargin`), `canvas.width`, or `cta.height`.
    private func numericTerm(_ path: Path, sign: Double, offset: Int) throws(SceneError) -> Quantity.Term {
        let names = path.parts.map(\.name)
        if names.count == 1 { return .init(sign: sign, value: .spacing(names[0]), offset: offset) }
        let last = path.last
        if names[0] == "canvas" || names[0] == "safeArea" {
            let edges = NumericAttribute.geometric.map(\.rawValue)
            guard names.count == 2, let attribute = NumericAttribute(rawValue: last.name), attribute.isGeometric else {
                let word = names.dropFirst().joined(separator: ".")
                throw SceneError(.expressionUnknownName, "'\(names[0])' has no edge '\(word)'", at: location.advanced(by: path.parts[1].offset),
                                 suggesting: word, in: edges, otherwise: "'\(names[0])' has " + edges.joined(separator: ", "))
            }
            return .init(sign: sign, value: names[0] == "canvas" ? .canvas(attribute) : .safeArea(attribute), offset: offset)
        }
        guard let attribute = NumericAttribute(rawValue: last.name) else {
            if Self.allAttributes.contains(last.name) {
                throw error("'\(last.name)' is not a number; it can only be compared on its own (\(names.dropLast().joined(separator: ".")).\(last.name) == …)",
                            at: last.offset, code: .expressionInvalid)
            }
            throw unknownAttribute(last)
        }
        return .init(sign: sign, value: .element(try element(of: path), attribute), offset: offset)
    }

    private mutating func parseTolerance() throws(SceneError) -> (Double, Int)? {
        guard let offset = scanner.peekTolerance() else { return nil }
        scanner.advance()
        let token = scanner.next()
        guard case .number(let n) = token.kind else {
            throw error("expected a number after '±', found \(token.describe)", at: token.offset)
        }
        return (n, offset)
    }

    // MARK: - Elements

    private struct Path {
        var parts: [(name: String, offset: Int)]
        var first: (name: String, offset: Int) { parts[0] }
        var last: (name: String, offset: Int) { parts[parts.count - 1] }
    }

    /// `a.b.c`: words joined by dots, without spaces.
    private mutating func parsePath() throws(SceneError) -> Path {
        var parts: [(String, Int)] = []
        repeat {
            let token = scanner.next()
            guard case .word(let w) = token.kind else { throw error("expected a name after '.', found \(token.describe)", at: token.offset) }
            parts.append((w, token.offset))
        } while scanner.acceptDot()
        return Path(parts: parts)
    }

    /// The element a path's last word is an attribute of: `cta` in `cta.height`,
    /// `cta` (its content) in `cta.content.height`, `cta.label` in `cta.label.height`.
    private func element(of path: Path) throws(SceneError) -> ElementReference {
        var names = path.parts.map(\.name).dropLast()
        guard !names.isEmpty else {
            throw error("'\(path.last.name)' needs an element: write its id first, like cta.\(path.last.name)", at: path.first.offset)
        }
        guard Self.allAttributes.contains(path.last.name) else { throw unknownAttribute(path.last) }
        if names[0] == "canvas" || names[0] == "safeArea" {
            throw error("'\(names[0])' has only edges and sizes: \(NumericAttribute.geometric.map(\.rawValue).joined(separator: ", "))",
                        at: path.parts[1].offset, code: .expressionInvalid)
        }
        var part = ElementReference.Part.frame
        if names.count > 1, let last = names.last {
            if last == "content" { names.removeLast(); part = .content }
            else if let word = ModifierWord(rawValue: last) ?? SwiftUIVocabulary.modifierAliases[last] {
                names.removeLast(); part = .modifier(word.rawValue)
            }
        }
        return ElementReference(id: names.joined(separator: "."), part: part, offset: path.first.offset)
    }

    private func unknownAttribute(_ word: (name: String, offset: Int)) -> SceneError {
        SceneError(.expressionUnknownName, "unknown attribute '\(word.name)'", at: location.advanced(by: word.offset),
                   suggesting: word.name, in: Self.allAttributes,
                   otherwise: "an element has " + Self.allAttributes.joined(separator: ", "))
    }

    // MARK: - Colours and fonts

    /// `#E0E0E0`, `primary`, either with `.opacity(0.5)`.
    private mutating func parseColor() throws(SceneError) -> ColorLiteral {
        let token = scanner.next()
        let base: ColorLiteral.Base
        switch token.kind {
        case .hex(let h):
            guard let c = Color(hex: h) else {
                throw error("'\(h)' is not a colour: a hex colour has 3, 6 or 8 hex digits after '#'", at: token.offset, code: .expressionInvalid)
            }
            base = .hex(c)
        case .word(let w) where !Self.qualifierWords.contains(w):
            base = .name(w)
        default:
            throw error("expected a colour (#RRGGBB or a colour's name) after the comparison, found \(token.describe)", at: token.offset,
                        hint: "in a plain YAML value ' #' starts a comment: quote the expectation")
        }
        var opacity = 1.0
        if scanner.acceptDot() {
            let name = scanner.next()
            guard case .word("opacity") = name.kind else { throw error("expected 'opacity(…)' after '.', found \(name.describe)", at: name.offset) }
            try expect("(", "after 'opacity'")
            let value = scanner.next()
            guard case .number(let n) = value.kind, n >= 0, n <= 1 else {
                throw error("an opacity is a number from 0 to 1, found \(value.describe)", at: value.offset, code: .expressionInvalid)
            }
            opacity = n
            try expect(")", "after the opacity")
        }
        return ColorLiteral(base: base, opacity: opacity, offset: token.offset)
    }

    /// `Inter semibold 24/31`, `SF Pro Medium 16pt`, `semibold 17`, `24/31`, `Inter`.
    private mutating func parseFont() throws(SceneError) -> FontPattern {
        var family: [String] = []
        var pattern = FontPattern()
        let start = scanner.peek().offset
        while case .word(let w) = scanner.peek().kind, !Self.qualifierWords.contains(w) {
            let offset = scanner.peek().offset
            scanner.advance()
            if let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == w.lowercased() }) {
                guard pattern.weight == nil else { throw error("the font has two weights", at: offset) }
                pattern.weight = weight
            } else if pattern.weight != nil {
                throw unknown("font weight", w, at: offset, in: FontWeight.allCases.map(\.rawValue))
            } else {
                family.append(w)
            }
        }
        if !family.isEmpty { pattern.family = family.joined(separator: " ") }
        if case .number(let n) = scanner.peek().kind {
            scanner.advance()
            pattern.size = n
        }
        if case .symbol("/") = scanner.peek().kind {
            scanner.advance()
            let token = scanner.next()
            guard case .number(let n) = token.kind else { throw error("expected a line height after '/', found \(token.describe)", at: token.offset) }
            pattern.lineHeight = n
        }
        guard pattern != FontPattern() else {
            throw error("expected a font: family, weight, size/line height (Inter semibold 24/31), found \(scanner.peek().describe)", at: start)
        }
        return pattern
    }

    private mutating func expect(_ symbol: String, _ context: String) throws(SceneError) {
        let token = scanner.next()
        guard case .symbol(symbol) = token.kind else { throw error("expected '\(symbol)' \(context), found \(token.describe)", at: token.offset) }
    }

    // MARK: - Qualifiers

    private mutating func parseQualifiers() throws(SceneError)
        -> (Expectation.Scope, [(name: String, offset: Int)]?, [(name: String, offset: Int)]) {
        var scope = Expectation.Scope()
        var screens: [(name: String, offset: Int)]?
        var state: [(name: String, offset: Int)] = []
        var seen: Set<String> = []
        while true {
            let token = scanner.next()
            guard case .word(let keyword) = token.kind, Self.qualifierWords.contains(keyword) else {
                if token.kind == .end { return (scope, screens, state) }
                if scanner.peekTolerance(at: token) != nil {
                    throw error("the tolerance goes right after the value, before 'on', 'in', 'at', 'device' or 'with'", at: token.offset)
                }
                throw error("unexpected \(token.describe); expected the end, or 'on', 'in', 'at', 'device' or 'with'", at: token.offset)
            }
            guard seen.insert(keyword).inserted else {
                throw error("'\(keyword)' is given twice; list its values after one '\(keyword)', separated by commas", at: token.offset)
            }
            let words = scanner.words()
            guard !words.isEmpty else {
                let what = ["on": "a screen", "in": "light or dark", "at": "a Dynamic Type size or 'all'",
                            "with": "a state assignment like pressed=true"][keyword] ?? "a device"
                throw error("expected \(what) after '\(keyword)'", at: scanner.peek().offset)
            }
            switch keyword {
            case "on":
                screens = words
            case "in":
                scope.appearances = []
                for (word, offset) in words {
                    guard let appearance = Appearance(rawValue: word) else {
                        throw unknown("appearance", word, at: offset, in: Appearance.allCases.map(\.rawValue))
                    }
                    scope.appearances.insert(appearance)
                }
            case "at":
                scope.sizes = []
                for (word, offset) in words { scope.sizes.formUnion(try sizes(word, at: offset)) }
            case "with":
                for (word, offset) in words {
                    guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                        throw error("expected name=value after 'with', found '\(word)'", at: offset)
                    }
                    let name = String(word[..<equals]), text = String(word[word.index(after: equals)...])
                    guard let value = Value.parse(text) else {
                        throw error("cannot read '\(text)' as a value for '\(name)'", at: offset + name.unicodeScalars.count + 1, code: .expressionInvalid)
                    }
                    guard scope.state.updateValue(value, forKey: name) == nil else { throw error("'\(name)' is set twice", at: offset) }
                    state.append((name, offset))
                }
            default:
                for (word, offset) in words where Device.named(word) == nil {
                    throw unknown("device", word, at: offset, in: Device.all.map(\.name))
                }
                scope.devices = words.compactMap { Device.named($0.name)?.name }
            }
        }
    }

    /// `large`, `AX5`, `all`, `small...xxxLarge`, `...xxxLarge`, `AX1...`.
    private func sizes(_ word: String, at offset: Int) throws(SceneError) -> Set<DynamicTypeSize> {
        if word.lowercased() == "all" { return Set(DynamicTypeSize.allCases) }
        func size(_ text: Substring, _ at: Int) throws(SceneError) -> DynamicTypeSize {
            do { return try DynamicTypeSize.parse(String(text)) } catch {
                throw self.error(error.message, at: at, code: .expressionUnknownName)
            }
        }
        guard let range = word.range(of: "...") else { return [try size(word[...], offset)] }
        let lowerText = word[..<range.lowerBound], upperText = word[range.upperBound...]
        let lower = lowerText.isEmpty ? DynamicTypeSize.xSmall : try size(lowerText, offset)
        let upper = upperText.isEmpty ? DynamicTypeSize.accessibility5 : try size(upperText, offset + lowerText.unicodeScalars.count + 3)
        guard lower <= upper else { throw error("'\(word)' is an empty range: the smaller size goes first", at: offset, code: .expressionInvalid) }
        return Set(DynamicTypeSize.allCases.filter { $0 >= lower && $0 <= upper })
    }
}

// MARK: - Scanner

extension ExpectationParser {
    struct Token: Equatable {
        enum Kind: Equatable {
            case number(Double)
            case string(String)
            /// `#E0E0E0`, with its `#`.
            case hex(String)
            case word(String)
            case symbol(String)
            case end
        }
        var kind: Kind
        var offset: Int

        var describe: String {
            switch kind {
            case .number(let n): "'\(n.pointString)'"
            case .string(let s): "\"\(s)\""
            case .hex(let h): "'\(h)'"
            case .word(let w): "'\(w)'"
            case .symbol(let s): "'\(s)'"
            case .end: "the end"
            }
        }
    }

    /// Tokens on demand: qualifier values are read as whole words instead (`1-welcome`
    /// is a screen, not 1 minus welcome).
    struct Scanner {
        private let chars: [Unicode.Scalar]
        private var position = 0

        init(_ text: String) { chars = Array(text.unicodeScalars) }

        /// Longest first, so that "==" is not read as "=" twice. The typographic forms are
        /// what a spec copied from a document may hold.
        private static let symbols: [(String, String)] = [
            ("...", "..."), ("==", "=="), ("!=", "!="), (">=", ">="), ("<=", "<="), ("+-", "±"),
            ("≥", ">="), ("≤", "<="), ("≠", "!="), ("±", "±"), ("−", "-"), ("–", "-"),
            ("=", "="), (">", ">"), ("<", "<"), ("+", "+"), ("-", "-"), ("/", "/"), (",", ","),
            (".", "."), ("(", "("), (")", ")"),
        ]

        /// Straight quotes, and the curly ones a sentence copied from a spec may have.
        private static let quotes: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "'": "'", "“": "”", "‘": "’"]

        func peek() -> Token {
            var copy = self
            return copy.next()
        }

        mutating func advance() { _ = next() }

        mutating func next() -> Token {
            skipSpaces()
            guard position < chars.count else { return Token(kind: .end, offset: chars.count) }
            let start = position
            let c = chars[position]
            if c.isDigit || (c == "." && position + 1 < chars.count && chars[position + 1].isDigit) {
                while position < chars.count, chars[position].isDigit || (chars[position] == "." && !at("...")) { position += 1 }
                let literal = String(String.UnicodeScalarView(chars[start..<position]))
                // "48pt": the unit designers write; points are the only unit.
                if at("pt"), !(position + 2 < chars.count && chars[position + 2].isWordPart) { position += 2 }
                return Token(kind: Double(literal).map { .number($0) } ?? .symbol(literal), offset: start)
            }
            if let close = Self.quotes[c] {
                position += 1
                var s = String.UnicodeScalarView()
                while position < chars.count, chars[position] != close {
                    if chars[position] == "\\", position + 1 < chars.count { position += 1 }
                    s.append(chars[position]); position += 1
                }
                guard position < chars.count else { return Token(kind: .symbol(String(c)), offset: start) }
                position += 1
                return Token(kind: .string(String(s)), offset: start)
            }
            if c == "#" {
                position += 1
                while position < chars.count, chars[position].isWordPart { position += 1 }
                return Token(kind: .hex(String(String.UnicodeScalarView(chars[start..<position]))), offset: start)
            }
            if c.isWordStart {
                while position < chars.count, chars[position].isWordPart { position += 1 }
                return Token(kind: .word(String(String.UnicodeScalarView(chars[start..<position]))), offset: start)
            }
            for (text, symbol) in Self.symbols where at(text) {
                position += text.unicodeScalars.count
                return Token(kind: .symbol(symbol), offset: start)
            }
            position += 1
            return Token(kind: .symbol(String(c)), offset: start)
        }

        /// A dot directly after a word continues a path (`cta.height`); not a range's `...`.
        mutating func acceptDot() -> Bool {
            guard position < chars.count, chars[position] == ".", !at("..."),
                  position + 1 < chars.count, chars[position + 1].isWordStart else { return false }
            position += 1
            return true
        }

        /// The offset of a `±` / `+-` coming next, if one does.
        func peekTolerance() -> Int? {
            let token = peek()
            return token.kind == .symbol("±") ? token.offset : nil
        }

        /// Whether `token` (just read) was a tolerance sign.
        func peekTolerance(at token: Token) -> Int? { token.kind == .symbol("±") ? token.offset : nil }

        /// Qualifier values: words separated by commas, each a run of anything but spaces
        /// and commas (`1-welcome`, `small...xxxLarge`), up to the next qualifier keyword.
        mutating func words() -> [(name: String, offset: Int)] {
            var words: [(String, Int)] = []
            while true {
                skipSpaces()
                let start = position
                while position < chars.count, !chars[position].properties.isWhitespace, chars[position] != "," { position += 1 }
                guard position > start else { return words }
                let word = String(String.UnicodeScalarView(chars[start..<position]))
                if !words.isEmpty, ExpectationParser.qualifierWords.contains(word) { position = start; return words }
                words.append((word, start))
                skipSpaces()
                guard position < chars.count, chars[position] == "," else { return words }
                position += 1
            }
        }

        private mutating func skipSpaces() {
            while position < chars.count, chars[position].properties.isWhitespace { position += 1 }
        }

        private func at(_ text: String) -> Bool {
            let s = Array(text.unicodeScalars)
            guard position + s.count <= chars.count else { return false }
            return Array(chars[position..<(position + s.count)]) == s
        }
    }
}

private extension Unicode.Scalar {
    var isDigit: Bool { ("0"..."9").contains(self) }
    var isWordStart: Bool { properties.isAlphabetic || self == "_" }
    var isWordPart: Bool { isWordStart || isDigit }
}

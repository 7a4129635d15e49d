/// Turns evaluated values into the model's types for one appearance, resolving token
/// names, and says exactly what was expected when a value doesn't fit.
public struct Converter: Sendable {
    public var tokens: Tokens
    public var appearance: Appearance

    public init(tokens: Tokens, appearance: Appearance) {
        self.tokens = tokens; self.appearance = appearance
    }

    /// "expected a number for 'spacing', found 'twelve'": a value of the wrong kind, or
    /// (with `.invalidValue`) of the right kind but not one of those allowed.
    func mismatch(_ node: ValueNode, _ expected: String, for what: String, code: Diagnostic.Code = .typeMismatch,
                  fixIt: Diagnostic.FixIt? = nil, hint: String? = nil) -> SceneError {
        let got: String
        if case .scalar(.string(let s)) = node.content { got = "'\(s)'" } else { got = node.typeName }
        return SceneError(code, "expected \(expected) for '\(what)', found \(got)", at: node.location, fixIt: fixIt, hint: hint)
    }

    // MARK: Scalars

    /// A number, a spacing token's name, or `infinity` where allowed. NaN is never valid,
    /// nor a finite number past ±`limit` (`SceneLimits.length` unless said otherwise: a
    /// view's lengths and every other number it reads).
    public func number(_ node: ValueNode, _ what: String, minimum: Double? = nil,
                       allowInfinity: Bool = false, limit: Double = SceneLimits.length,
                       limitHint: String? = nil) throws(SceneError) -> Double {
        let n: Double
        switch node.scalar {
        case .number(let v): n = v
        case .string(let s) where ["infinity", ".infinity", "inf"].contains(s) && allowInfinity: n = .infinity
        case .string(let s):
            guard let v = tokens.spacing[s] else {
                throw mismatch(node, "a number", for: what,
                               fixIt: Suggestions.fixIt(for: s, in: Array(tokens.spacing.keys) + (allowInfinity ? ["infinity"] : [])))
            }
            n = v
        default: throw mismatch(node, "a number", for: what)
        }
        guard !n.isNaN, allowInfinity || n.isFinite else { throw mismatch(node, "a finite number", for: what, code: .invalidValue) }
        if n.isFinite, abs(n) > limit {
            let range = (minimum.map { $0 >= 0 } == true ? "" : "±") + (limit == SceneLimits.magnitude ? "1e15" : limit.pointString)
            throw SceneLimits.exceeded("'\(what)' is \(n.pointString); it is limited to \(range)", at: node.location,
                                       hint: limitHint ?? (limit == SceneLimits.length
                                        ? "lengths (in points) and the other numbers of a view are limited to ±\(limit.pointString); a screen is under 1000 pt across"
                                        : "check the value"))
        }
        if let minimum, n < minimum {
            throw SceneError(.invalidValue, "'\(what)' must be at least \(minimum.pointString), found \(n.pointString)", at: node.location,
                             hint: minimum == 0 ? "sizes cannot be negative" : nil)
        }
        return n
    }

    public func bool(_ node: ValueNode, _ what: String) throws(SceneError) -> Bool {
        guard case .bool(let b) = node.scalar else { throw mismatch(node, "true or false", for: what) }
        return b
    }

    /// Text: strings, and numbers written as text (a title "3"), at most
    /// `SceneLimits.textLength` characters.
    public func string(_ node: ValueNode, _ what: String) throws(SceneError) -> String {
        switch node.scalar {
        case .string(let s):
            // utf8.count is O(1) and at least the character count: most strings stop here.
            guard s.utf8.count <= SceneLimits.textLength || s.count <= SceneLimits.textLength else {
                throw SceneLimits.exceeded("'\(what)' is \(s.count) characters long; a text is limited to \(SceneLimits.textLength) characters",
                                           at: node.location, hint: "a screen shows a few hundred characters: shorten the text")
            }
            return s
        case .number(let n): return n.pointString
        default: throw mismatch(node, "text", for: what)
        }
    }

    /// A whole number from `minimum` to `maximum`. The range is checked before the number
    /// becomes an `Int`, so no value converts with a trap.
    public func integer(_ node: ValueNode, _ what: String, minimum: Int, maximum: Int = Int(SceneLimits.length),
                        limitHint: String? = nil) throws(SceneError) -> Int {
        let n = try number(node, what, minimum: Double(minimum), limit: Double(maximum), limitHint: limitHint)
        // |n| ≤ maximum ≤ 10⁵ (the callers' limits): exact in an Int.
        guard n == n.rounded(), let whole = Int(exactly: n) else { throw mismatch(node, "a whole number", for: what, code: .invalidValue) }
        return whole
    }

    /// One of a fixed set of words, with the nearest suggested.
    public func choice<T>(_ node: ValueNode, _ what: String, _ options: [String: T]) throws(SceneError) -> T {
        guard case .string(let s) = node.scalar, let value = options[s] else {
            let names = "one of: " + options.keys.sorted().joined(separator: ", ")
            guard case .string(let s) = node.scalar else { throw mismatch(node, "one of \(options.count) names", for: what, hint: names) }
            let fixIt = Suggestions.fixIt(for: s, in: options.keys)
            throw mismatch(node, "one of \(options.count) names", for: what, code: .invalidValue, fixIt: fixIt, hint: fixIt == nil ? names : nil)
        }
        return value
    }

    public func choice<T: RawRepresentable & CaseIterable>(_ node: ValueNode, _ what: String, _ type: T.Type) throws(SceneError) -> T where T.RawValue == String {
        try choice(node, what, Dictionary(uniqueKeysWithValues: T.allCases.map { ($0.rawValue, $0) }))
    }

    /// Keys of a mapping, each checked against the allowed ones.
    func entries(_ node: ValueNode, _ what: String, allowed: [String]) throws(SceneError) -> [String: ValueNode] {
        guard let entries = node.entries else { throw mismatch(node, "a mapping", for: what) }
        var result: [String: ValueNode] = [:]
        for entry in entries {
            guard allowed.contains(entry.key) else {
                throw SceneError(.unknownKey, "unknown key '\(entry.key)' in '\(what)'", at: entry.keyLocation,
                                 suggesting: entry.key, in: allowed, otherwise: "allowed: \(allowed.joined(separator: ", "))")
            }
            result[entry.key] = entry.value
        }
        return result
    }
}

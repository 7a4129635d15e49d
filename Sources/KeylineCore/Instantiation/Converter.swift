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

    /// A number, a spacing token's name, or `infinity` where allowed. NaN is never valid.
    public func number(_ node: ValueNode, _ what: String, minimum: Double? = nil,
                       allowInfinity: Bool = false) throws(SceneError) -> Double {
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

    /// Text: strings, and numbers written as text (a title "3").
    public func string(_ node: ValueNode, _ what: String) throws(SceneError) -> String {
        switch node.scalar {
        case .string(let s): return s
        case .number(let n): return n.pointString
        default: throw mismatch(node, "text", for: what)
        }
    }

    public func integer(_ node: ValueNode, _ what: String, minimum: Int) throws(SceneError) -> Int {
        let n = try number(node, what, minimum: Double(minimum))
        guard n == n.rounded() else { throw mismatch(node, "a whole number", for: what, code: .invalidValue) }
        return Int(n)
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

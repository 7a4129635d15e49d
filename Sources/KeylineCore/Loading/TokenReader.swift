import Yams

/// Reads `tokens:`. Tokens are constants: they may name other tokens and system colours,
/// but not read state.
///
///     tokens:
///       colors:
///         primary: "#0D7377"
///         background: { light: "#FFFFFF", dark: "#1E1E1E" }
///         accentWash: primary.opacity(0.1)
///       gradients:
///         hero: { colors: [primary, accentWash], start: topLeading, end: bottomTrailing }
///       typography:
///         h2: { family: Inter, weight: semibold, size: 24, lineHeight: 31 }
///       spacing: { margin: 32 }
///       shadows:
///         level1: { color: "#0000001F", radius: 4, y: 2 }
struct TokenReader {
    let source: YAMLSource
    let values: ValueTemplateReader
    let diagnostics: DiagnosticLog

    func read(_ node: Node) -> Tokens {
        var tokens = Tokens()
        guard let sections = node.orderedPairs else {
            diagnostics.report(SceneError(.typeMismatch, "'tokens' is a mapping of sections", at: source.location(node),
                                         hint: Vocabulary.tokenSections.joined(separator: ", ")))
            return tokens
        }
        var byName: [String: Node] = [:]
        for (key, value) in sections {
            let name = key.scalar?.string ?? ""
            guard Vocabulary.tokenSections.contains(name) else {
                diagnostics.report(SceneError(.unknownKey, "unknown token section '\(name)'", at: source.location(key),
                                             suggesting: name, in: Vocabulary.tokenSections))
                continue
            }
            byName[name] = value
        }
        // Order matters: gradients and shadows use colours; typography may build on styles.
        if let n = byName["colors"] { tokens.colors = readColors(n) }
        if let n = byName["spacing"] {
            readEach(n, "spacing") { (name, value) throws(SceneError) in
                tokens.spacing[name] = try Converter(tokens: Tokens(), appearance: .light).number(value, name)
            }
        }
        if let n = byName["typography"] {
            readEach(n, "typography") { (name, value) throws(SceneError) in
                tokens.typography[name] = try Converter(tokens: tokens, appearance: .light).font(value, name)
            }
        }
        if let n = byName["gradients"] {
            readEach(n, "gradients") { (name, value) throws(SceneError) in
                let gradient = Self.asGradient(value)
                let light = try Converter(tokens: tokens, appearance: .light).paint(gradient, name)
                let dark = try Converter(tokens: tokens, appearance: .dark).paint(gradient, name)
                tokens.gradients[name] = GradientToken(light: light, dark: dark)
            }
        }
        if let n = byName["shadows"] {
            readEach(n, "shadows") { (name, value) throws(SceneError) in
                tokens.shadows[name] = ShadowToken(light: try Converter(tokens: tokens, appearance: .light).shadow(value),
                                                   dark: try Converter(tokens: tokens, appearance: .dark).shadow(value))
            }
        }
        return tokens
    }

    /// Calls `body` with each entry's constant value; errors are recorded per entry.
    private func readEach(_ node: Node, _ section: String, _ body: (String, ValueNode) throws(SceneError) -> Void) {
        guard let pairs = node.orderedPairs else {
            diagnostics.report(SceneError(.typeMismatch, "'\(section)' is a mapping of names to values", at: source.location(node)))
            return
        }
        for (key, value) in pairs {
            diagnostics.attempt { () throws(SceneError) in
                let name = try tokenName(key)
                try body(name, try constant(value))
            }
        }
    }

    private func tokenName(_ key: Node) throws(SceneError) -> String {
        guard let name = key.scalar?.string, !name.isEmpty else { throw SceneError(.missingKey, "a token needs a name", at: source.location(key)) }
        return name
    }

    private func constant(_ node: Node) throws(SceneError) -> ValueNode {
        let template = try values.read(node)
        guard template.isConstant else {
            throw SceneError(.invalidValue, "tokens are constants and cannot use '$' expressions", at: template.location)
        }
        return try template.evaluate(in: Scope())
    }

    /// A gradient token may be written without the `linearGradient:` wrapper.
    private static func asGradient(_ node: ValueNode) -> ValueNode {
        guard let entries = node.entries, entries.count > 1 || !["linearGradient", "radialGradient"].contains(entries.first?.key ?? "") else { return node }
        return ValueNode(.map([.init(key: "linearGradient", keyLocation: node.location, value: node)]), at: node.location)
    }

    /// Colours may refer to each other in any order; each is resolved for both appearances,
    /// following references and refusing cycles.
    private func readColors(_ node: Node) -> [String: SystemColors.Pair] {
        var raw: [String: (light: ValueNode, dark: ValueNode)] = [:]
        var order: [String] = []
        readEach(node, "colors") { (name, value) throws(SceneError) in
            if let entries = value.entries {
                let keys = entries.map(\.key)
                guard let light = value["light"], let dark = value["dark"], keys.count == 2 else {
                    throw SceneError(.typeMismatch, "a colour token is a colour, or { light: …, dark: … }", at: value.location)
                }
                raw[name] = (light, dark)
            } else {
                raw[name] = (value, value)
            }
            order.append(name)
        }

        var resolved: [String: SystemColors.Pair] = [:]
        // Each token resolved once per appearance, however many refer to it.
        var memo: [Appearance: [String: Color]] = [:]
        func resolve(_ name: String, _ appearance: Appearance, _ chain: [String]) throws(SceneError) -> Color {
            if let known = memo[appearance]?[name] { return known }
            // Only names in `raw` are resolved (the callers check).
            guard let pair = raw[name] else { return .black }
            let node = appearance == .light ? pair.light : pair.dark
            guard case .string(let text) = node.scalar else {
                throw SceneError(.typeMismatch, "expected a colour for '\(name)', found \(node.typeName)", at: node.location)
            }
            let reference: ColorReference
            switch ColorReference.parse(text) {
            case .success(let r): reference = r
            case .failure(let e): throw SceneError(.invalidValue, "'\(text)' is not a colour: \(e.message)", at: node.location)
            }
            var base: Color
            if let hex = Color(hex: reference.base) {
                base = hex
            } else if raw[reference.base] != nil {
                guard !chain.contains(reference.base) else {
                    throw SceneError(.invalidValue, "colour tokens refer to each other in a circle: \((chain + [reference.base]).joined(separator: " → "))",
                                     at: node.location)
                }
                guard chain.count < SceneLimits.tokenReferenceDepth else {
                    throw SceneLimits.exceeded("colour tokens refer to one another more than \(SceneLimits.tokenReferenceDepth) deep here; a chain of references is limited to \(SceneLimits.tokenReferenceDepth)",
                                               at: node.location, hint: "refer to the colour itself rather than to a token that refers to another")
                }
                base = try resolve(reference.base, appearance, chain + [reference.base])
            } else if let system = SystemColors.all[reference.base] {
                base = appearance == .light ? system.light : system.dark
            } else {
                throw SceneError(.unknownToken, "unknown colour '\(reference.base)'", at: node.location,
                                 suggesting: reference.base, in: Array(raw.keys) + Array(SystemColors.all.keys))
            }
            if let opacity = reference.opacity { base = base.opacity(opacity) }
            memo[appearance, default: [:]][name] = base
            return base
        }
        for name in order {
            diagnostics.attempt { () throws(SceneError) in
                resolved[name] = SystemColors.Pair(light: try resolve(name, .light, [name]), dark: try resolve(name, .dark, [name]))
            }
        }
        return resolved
    }
}

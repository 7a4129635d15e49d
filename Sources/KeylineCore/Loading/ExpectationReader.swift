import Yams

/// Reads `expect:`, a list of expectations, each a string or a mapping:
///
///     expect:
///       - cta.height == 48
///       - "title.color == #E0E0E0 in dark"          # quoted: ' #' would start a YAML comment
///       - expect: cta.bottom == safeArea.bottom - 32
///         note: "CTA Button — Margin: 0pt top, 32pt bottom"
///         tolerance: 0.5
///
/// Each is parsed by `ExpectationParser`; the scene's names it uses (screens, colour and
/// spacing tokens) are checked here, and its element ids by `checkElements` once the
/// screens are known to instantiate.
struct ExpectationReader {
    let source: YAMLSource
    let diagnostics: DiagnosticLog

    static let itemKeys = ["expect", "note", "tolerance"]

    func read(_ node: Node, in document: SceneDocument) -> [Expectation] {
        guard let items = node.sequenceItems else {
            diagnostics.report(SceneError(.typeMismatch, "'expect' is a list of expectations, found \(node.kindName)", at: source.location(node),
                                         hint: "expect:\n  - cta.height == 48"))
            return []
        }
        return items.compactMap { item in diagnostics.attempt { () throws(SceneError) in try readItem(item, document) } }
    }

    private func readItem(_ node: Node, _ document: SceneDocument) throws(SceneError) -> Expectation {
        var textNode = node
        var note: String?
        var keyTolerance: (Double, SourceLocation)?
        if node.scalar == nil {
            guard node.orderedPairs != nil else {
                throw SceneError(.typeMismatch, "an expectation is a string or a mapping with 'expect:', found \(node.kindName)", at: source.location(node))
            }
            let parts = try source.mapping(node, "an expectation", allowed: Self.itemKeys)
            guard let expect = parts["expect"] else {
                throw SceneError(.missingKey, "this expectation has no 'expect:'", at: source.location(node), hint: "expect: cta.height == 48")
            }
            textNode = expect.value
            if let (_, value) = parts["note"] {
                guard let s = value.scalar?.string else { throw SceneError(.typeMismatch, "a note is a text, found \(value.kindName)", at: source.location(value)) }
                note = s
            }
            if let (_, value) = parts["tolerance"] {
                guard let t = value.scalar.flatMap({ Double($0.string) }), t >= 0 else {
                    throw SceneError(.typeMismatch, "'tolerance' is a number of points, 0 or more", at: source.location(value))
                }
                keyTolerance = (t, source.location(value))
            }
        }
        guard let scalar = textNode.scalar else {
            throw SceneError(.typeMismatch, "an expectation is a text like 'cta.height == 48', found \(textNode.kindName)", at: source.location(textNode))
        }
        // Columns inside the text start after an opening quote.
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        let start = quoted ? source.location(textNode).advanced(by: 1) : source.location(textNode)
        let parsed = try ExpectationParser.parse(scalar.string, at: start)

        var expectation = Expectation(text: scalar.string, location: start, note: note, assertion: parsed.assertion,
                                      tolerance: parsed.tolerance?.value ?? keyTolerance?.0, scope: parsed.scope)
        if let inline = parsed.tolerance, keyTolerance != nil {
            throw SceneError(.invalidValue, "the tolerance is given twice, here and in 'tolerance:'", at: start.advanced(by: inline.offset))
        }
        if let screens = parsed.screens {
            let known = document.screens.map(\.id)
            for (name, offset) in screens where !known.contains(name) {
                throw SceneError(.unknownName, "no screen '\(name)' in this scene", at: start.advanced(by: offset),
                                 suggesting: name, in: known, otherwise: "screens: " + known.joined(separator: ", "))
            }
            expectation.scope.screens = screens.map(\.name)
        }
        try checkState(parsed.state, expectation, document)
        try checkTokens(expectation, document.tokens)
        return expectation
    }

    /// `with` sets state variables the screens it is about declare: each screen it names,
    /// or, naming none, at least one screen (it then applies to those that declare them).
    private func checkState(_ names: [(name: String, offset: Int)], _ expectation: Expectation, _ document: SceneDocument) throws(SceneError) {
        let screens = document.screens.filter { expectation.scope.screens?.contains($0.id) ?? true }
        for (name, offset) in names {
            let declaring = screens.filter { $0.state.contains { $0.name == name } }
            if declaring.isEmpty || (expectation.scope.screens != nil && declaring.count < screens.count) {
                let missing = screens.first { s in !declaring.contains { $0.id == s.id } }
                let variables = Set((missing.map { [$0] } ?? screens).flatMap { $0.state.map(\.name) })
                throw SceneError(.unknownName, "screen '\(missing?.id ?? "")' has no state variable '\(name)'", at: expectation.location(at: offset),
                                 suggesting: name, in: variables, otherwise: "declare it under the screen's state:")
            }
        }
    }

    /// Colour names and spacing tokens must be declared (or be system colours).
    private func checkTokens(_ expectation: Expectation, _ tokens: Tokens) throws(SceneError) {
        switch expectation.assertion {
        case .color(_, _, _, let colour):
            if case .name(let name) = colour.base, tokens.color(name, .light) == nil {
                throw SceneError(.unknownToken, "unknown colour '\(name)'", at: expectation.location(at: colour.offset),
                                 suggesting: name, in: tokens.colorNames, otherwise: "write #RRGGBB, or declare it under tokens: colors:")
            }
        case .compare(let a, _, let b):
            for term in a.terms + b.terms {
                if case .spacing(let name) = term.value, tokens.spacing[name] == nil {
                    throw SceneError(.unknownToken, "'\(name)' is neither a spacing token nor a measurement", at: expectation.location(at: term.offset),
                                     suggesting: name, in: Array(tokens.spacing.keys) + ["canvas", "safeArea"],
                                     otherwise: "measure an element as id.attribute (cta.height), or declare '\(name)' under tokens: spacing:")
                }
            }
        default: break
        }
    }

    /// Every element id an expectation names must be an `id` in one of the screens it is
    /// about, in the state it sets (`with`). For `hidden` and `visible`, any screen in any
    /// state the expectations use will do: an element may be absent from the screen it is
    /// hidden on. Ids are read from each screen's views in light and dark at the scene's
    /// device and Large, then at every size and device before an id is called unknown,
    /// since `if:` and `viewThatFits` may depend on them.
    static func checkElements(_ document: SceneDocument, _ diagnostics: DiagnosticLog) {
        guard !document.expectations.isEmpty else { return }
        var cache: [String: Set<String>] = [:]
        func ids(on screen: ScreenDefinition, state: [String: Value], widely: Bool) -> Set<String> {
            let key = "\(widely) \(screen.id) " + state.keys.sorted().map { "\($0)=\(state[$0] ?? .null)" }.joined(separator: ",")
            if let known = cache[key] { return known }
            var variants = Appearance.allCases.map { Variant(appearance: $0, device: document.device, state: state) }
            if widely {
                variants = Device.all.flatMap { device in DynamicTypeSize.allCases.flatMap { size in
                    Appearance.allCases.map { Variant(appearance: $0, device: device, dynamicTypeSize: size, state: state) }
                } }
            }
            var found: Set<String> = []
            for variant in variants {
                guard let root = try? Instantiator(document: document, variant: variant).instantiate(screen, state: state) else { continue }
                root.forEachNode { if let id = $0.id { found.insert(id) } }
            }
            cache[key] = found
            return found
        }
        // The states the expectations look at, for `hidden` and `visible`.
        var states: [[String: Value]] = [[:]]
        for e in document.expectations where !states.contains(e.scope.state) { states.append(e.scope.state) }

        for expectation in document.expectations {
            let anywhere: Bool
            if case .visibility = expectation.assertion { anywhere = true } else { anywhere = false }
            let names = anywhere ? nil : expectation.scope.screens
            var places: [(ScreenDefinition, [String: Value])] = []
            for screen in document.screens where names?.contains(screen.id) ?? true {
                let variables = Set(screen.state.map(\.name))
                for state in anywhere ? states : [expectation.scope.state] where state.keys.allSatisfy(variables.contains) {
                    places.append((screen, state))
                }
            }
            for element in expectation.elements {
                if places.contains(where: { ids(on: $0.0, state: $0.1, widely: false).contains(element.id) }) { continue }
                if places.contains(where: { ids(on: $0.0, state: $0.1, widely: true).contains(element.id) }) { continue }
                let known = places.reduce(into: Set<String>()) { $0.formUnion(ids(on: $1.0, state: $1.1, widely: false)) }.sorted()
                var whereText = names.map { "on " + $0.joined(separator: ", ") } ?? "on any screen"
                if !expectation.scope.state.isEmpty, !anywhere {
                    whereText += " with " + expectation.scope.state.keys.sorted().map { "\($0)=\(expectation.scope.state[$0] ?? .null)" }.joined(separator: ", ")
                }
                let listed = known.count > 12 ? known.prefix(12).joined(separator: ", ") + ", … (\(known.count) in all)" : known.joined(separator: ", ")
                diagnostics.report(SceneError(.unknownName, "no element with id '\(element.id)' \(whereText)", at: expectation.location(at: element.offset),
                                             suggesting: element.id, in: known,
                                             otherwise: known.isEmpty ? "give the view an 'id:'" : "ids: " + listed))
            }
        }
    }
}

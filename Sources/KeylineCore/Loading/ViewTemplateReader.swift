import Yams

/// Reads a view written as a YAML mapping: one kind key (`text:`, `vstack:`, a component
/// name, `foreach:`, `slot:`), the kind's properties, and modifiers in written order.
///
///     - text: Skip
///       font: skip
///       padding: { horizontal: 16, vertical: 12 }
///       id: skip
struct ViewTemplateReader {
    let source: YAMLSource
    let values: ValueTemplateReader
    let diagnostics: DiagnosticLog
    /// The scene's components by name. A component named as one of SwiftUI's controls
    /// (`Button`, `TextField`: scenes wrote their own before Keyline drew them) is the
    /// scene's, as a type declared in an app shadows SwiftUI's of the same name.
    let declaredComponents: Set<String>
    /// How many views deep the reader is (reading is single-threaded, one file at a time).
    private let depth = Counter()

    private final class Counter { var value = 0 }

    init(source: YAMLSource, diagnostics: DiagnosticLog, declaredComponents: Set<String> = []) {
        self.source = source
        self.declaredComponents = declaredComponents
        self.values = ValueTemplateReader(source: source)
        self.diagnostics = diagnostics
    }

    /// Reads a list of views; a broken item is reported and skipped, the rest still read.
    func readChildren(_ node: Node, of parent: String) throws(SceneError) -> [ViewTemplate] {
        if case .scalar(let s) = node, ValueTemplateReader.plainValue(s.string) == .null { return [] }
        guard let items = node.sequenceItems else {
            throw SceneError(.typeMismatch, "'\(parent)' expects a list of views, found \(node.kindName)", at: source.location(node),
                             hint: "write each child on its own line starting with '- '")
        }
        return items.compactMap { item in diagnostics.attempt { () throws(SceneError) in try readView(item) } }
    }

    func readView(_ node: Node) throws(SceneError) -> ViewTemplate {
        let location = source.location(node)
        // Views inside views, as written (components add more when they expand, checked by
        // the instantiator): bounds the recursion of reading and of every later walk.
        depth.value += 1
        defer { depth.value -= 1 }
        guard depth.value <= SceneLimits.viewDepth else {
            throw SceneLimits.exceeded("views nest more than \(SceneLimits.viewDepth) levels deep here; views are limited to \(SceneLimits.viewDepth) levels",
                                       at: location, hint: "flatten the layout, or move part of it into a component")
        }
        switch node {
        case .scalar(let scalar):
            // A bare word is a view with no arguments: `- spacer`, `- divider`, `- Logo`.
            return try makeView(kindKey: scalar.string, kindLocation: location, value: nil, location: location)
        case .mapping:
            return try readMapping(node, at: location)
        default:
            throw SceneError(.typeMismatch, "expected a view, found \(node.kindName)", at: location,
                             hint: "a view is a mapping such as 'text: Hello' or 'vstack: [...]'")
        }
    }

    private func readMapping(_ node: Node, at location: SourceLocation) throws(SceneError) -> ViewTemplate {
        let pairs = node.orderedPairs ?? []
        var kind: (index: Int, name: String)?
        // A view's argument may share a kind's name (`textField: Email` with `text: …`,
        // SwiftUI's `TextField(_:text:)`; `image: …` with `label: …`, its placeholder's
        // caption, beside SwiftUI's `Label`): beside that view it is the argument.
        let written = pairs.compactMap { $0.key.scalar?.string }
        let arguments = Set(written.compactMap { name in
            declaredComponents.contains(name) ? nil : ViewKindWord(word: name).map(\.properties)
        }.joined())
        for (i, pair) in pairs.enumerated() {
            guard let name = pair.key.scalar?.string, Self.startsView(name), !arguments.contains(name) else { continue }
            if let first = kind {
                throw SceneError(.invalidValue, "a view has one kind, but this one has both '\(first.name)' and '\(name)'",
                                 at: source.location(pair.key), hint: "put one of them in a stack")
            }
            kind = (i, name)
        }
        guard let kind else { throw missingKind(pairs, at: location) }

        let kindPair = pairs[kind.index]
        if !declaredComponents.contains(kind.name), ViewKindWord(word: kind.name) == .tabView,
           let error = TabViewTabCount.writtenError(children: kindPair.value, style: pairs.first { $0.key.scalar?.string == "tabViewStyle" }?.value,
                                                    at: location) {
            // Found before any tab is read, so a file of thousands of tabs is refused at once.
            // Reported rather than thrown: the screen stays, its tabs unread, so that nothing
            // naming the screen (snapshots:) is an error too.
            diagnostics.report(error)
            return ViewTemplate(kind: .builtin(.tabView), location: location)
        }
        var view = try makeView(kindKey: kind.name, kindLocation: source.location(kindPair.key),
                                value: kindPair.value, location: location)
        let allowed = allowedKeys(for: view)
        for (i, pair) in pairs.enumerated() where i != kind.index {
            diagnostics.attempt { () throws(SceneError) in try readKey(pair.key, pair.value, into: &view, allowed: allowed) }
        }
        if case .foreach = view.kind, view.children.isEmpty {
            throw SceneError(.missingKey, "'foreach' needs 'content:', the view to repeat", at: location)
        }
        if view.modifiers.count > SceneLimits.modifiersPerView {
            throw SceneLimits.exceeded("this view has \(view.modifiers.count) modifiers; a view is limited to \(SceneLimits.modifiersPerView)",
                                       at: location, hint: "wrap the view in a zstack and put some of them there")
        }
        return view
    }

    /// Why a mapping is not a view, with the nearest kind if a key looks like a misspelt one.
    private func missingKind(_ pairs: [(key: Node, value: Node)], at location: SourceLocation) -> SceneError {
        let known = Set(Vocabulary.modifiers + Vocabulary.viewKeys + ViewKindWord.allCases.flatMap(\.properties)
                        + SwiftUIVocabulary.modifierWords + ViewKindWord.allCases.flatMap(SwiftUIVocabulary.propertyWords(on:)))
        for pair in pairs {
            guard let key = pair.key.scalar?.string, !known.contains(key) else { continue }
            if let fixIt = Suggestions.fixIt(for: key, in: Vocabulary.viewStarters(like: key)) {
                return SceneError(.unknownKey, "unknown view kind '\(key)'", at: source.location(pair.key), fixIt: fixIt)
            }
        }
        return SceneError(.missingKey, "expected a view, but this mapping has no view kind", at: location,
                          hint: "start it with one of \(Vocabulary.viewStarters.sorted().joined(separator: ", ")), or a component name")
    }

    /// Built-in kinds are lower-case words from the vocabulary, or SwiftUI's type names
    /// (`Text`); components start with a capital letter, like SwiftUI types.
    static func startsView(_ key: String) -> Bool {
        ViewKindWord(word: key) != nil || key == "foreach" || key == "slot" || (key.first?.isUppercase ?? false)
    }

    private func makeView(kindKey: String, kindLocation: SourceLocation, value: Node?, location: SourceLocation) throws(SceneError) -> ViewTemplate {
        if !declaredComponents.contains(kindKey), let kind = ViewKindWord(word: kindKey) {
            var view = ViewTemplate(kind: .builtin(kind), location: location)
            switch kind.primary {
            case .children:
                view.children = try value.map { node throws(SceneError) in try readChildren(node, of: kindKey) } ?? []
            case .value(_) where kind.takesLabelViews && value?.sequenceItems != nil:
                // `button:` followed by views: SwiftUI's `Button { … } label: { … }`.
                view.children = try value.map { node throws(SceneError) in try readChildren(node, of: kindKey) } ?? []
            case .value(let required):
                let template = try value.flatMap { node throws(SceneError) in isNull(node) ? nil : try values.read(node) }
                if required && template == nil {
                    throw SceneError(.missingKey, "'\(kindKey)' needs a value", at: kindLocation, hint: kind.example)
                }
                if kind == .image, let template { try Self.checkSymbol(template) }
                view.primary = template
            case .none:
                if let value, !isNull(value), value.orderedPairs?.isEmpty != true {
                    throw SceneError(.invalidValue, "'\(kindKey)' takes no value", at: source.location(value),
                                     hint: "put its properties beside it, e.g. '\(kindKey):' then 'fill: primary' on the next line")
                }
            }
            return view
        }
        switch kindKey {
        case "foreach", "ForEach":
            guard let value, !isNull(value) else {
                throw SceneError(.missingKey, "'foreach' needs a count or a list", at: kindLocation, hint: "foreach: 3, or foreach: ${items}")
            }
            return ViewTemplate(kind: .foreach, primary: try values.read(value), location: location)
        case "slot":
            guard let name = value?.scalar?.string, !name.isEmpty else {
                throw SceneError(.missingKey, "'slot' needs the name of a 'views' parameter", at: kindLocation, hint: "slot: content")
            }
            return ViewTemplate(kind: .slot(name), location: location)
        default:
            guard kindKey.first?.isUppercase == true else {
                throw SceneError(.unknownKey, "unknown view kind '\(kindKey)'", at: kindLocation,
                                 suggesting: kindKey, in: Vocabulary.viewStarters(like: kindKey))
            }
            var view = ViewTemplate(kind: .component(kindKey), location: location)
            if let value, !isNull(value) {
                guard let pairs = value.orderedPairs else {
                    // Children after a capitalised word: a misspelt view (`VStak:`) or one of
                    // SwiftUI's that Keyline lacks (`List:`), not a component.
                    if SwiftUIVocabulary.viewsNotImplemented.contains(kindKey) {
                        throw SceneError(.unknownKey, "\(kindKey) is SwiftUI's, not implemented by Keyline", at: kindLocation)
                    }
                    if let fixIt = Suggestions.fixIt(for: kindKey, in: Vocabulary.viewStarters(like: kindKey)) {
                        throw SceneError(.unknownKey, "unknown view kind '\(kindKey)'", at: kindLocation, fixIt: fixIt)
                    }
                    throw SceneError(.typeMismatch, "a component's arguments are a mapping, found \(value.kindName)", at: source.location(value),
                                     hint: "\(kindKey): { name: value }")
                }
                for (key, argument) in pairs {
                    guard let name = key.scalar?.string else { continue }
                    view.properties[name] = try readProperty(argument)
                }
            }
            return view
        }
    }

    /// The keys a view accepts in Keyline's words and in SwiftUI's: a list in the order
    /// suggestions read it, and a set to look keys up in.
    struct AllowedKeys {
        let list: [String]
        let set: Set<String>
        init(_ list: [String]) { (self.list, self.set) = (list, Set(list)) }
        func contains(_ key: String) -> Bool { set.contains(key) }
    }

    /// Built once per kind: building them for every view was a fifth of reading a file of
    /// thousands of views (perf, the 5,000-tab file of TabViewTabCount).
    private static let commonKeys = Vocabulary.modifiers + Vocabulary.viewKeys + SwiftUIVocabulary.modifierWords
    private static let builtinKeys: [ViewKindWord: AllowedKeys] = Dictionary(uniqueKeysWithValues: ViewKindWord.allCases.map { kind in
        (kind, AllowedKeys(commonKeys + kind.properties + SwiftUIVocabulary.propertyWords(on: kind) + Vocabulary.navigationKeys
            + Vocabulary.presentationKeys + Vocabulary.presentedContentKeys + Vocabulary.listRowKeys))
    })
    private static let foreachKeys = AllowedKeys(Vocabulary.foreachProperties + ["id", "if"])
    private static let slotKeys = AllowedKeys(["if"])
    // SwiftUI's list-row modifiers apply to any view, a custom one used as a row too.
    private static let componentKeys = AllowedKeys(commonKeys + Vocabulary.listRowKeys)

    private func allowedKeys(for view: ViewTemplate) -> AllowedKeys {
        switch view.kind {
        case .builtin(let kind): return Self.builtinKeys[kind]!  // every kind is in the table
        case .foreach: return Self.foreachKeys
        case .slot: return Self.slotKeys
        case .component: return Self.componentKeys
        }
    }

    private func readKey(_ keyNode: Node, _ value: Node, into view: inout ViewTemplate, allowed: AllowedKeys) throws(SceneError) {
        let keyLocation = source.location(keyNode)
        guard let key = keyNode.scalar?.string else {
            throw SceneError(.typeMismatch, "a key must be a plain name", at: keyLocation)
        }
        guard allowed.contains(key) else { throw unknownKey(key, on: view.kind, at: keyLocation, allowed: allowed.list) }
        switch key {
        case "id": view.id = try values.read(value)
        case "if": view.condition = try values.read(value)
        case "modifiers": view.modifiers += try readModifierList(value)
        case "content" where view.kind == .foreach: view.children = [try readView(value)]
        case let word where PresentationTemplate.Kind(rawValue: word) != nil:
            view.presentations.append(try readPresentation(PresentationTemplate.Kind(rawValue: word)!, value, at: keyLocation))
        default:
            if view.kind != .foreach, let modifier = try readModifier(written: key, value, at: keyLocation) {
                view.modifiers += modifier
                return
            }
            guard case .builtin(let kind) = view.kind else {
                view.properties[key] = .value(try values.read(value))
                return
            }
            // SwiftUI's word is stored under Keyline's, so the view is the same node.
            if let (property, fixed) = SwiftUIVocabulary.flagProperty(key, on: kind) {
                guard try flag(key, value) else { return }
                try setProperty(property, .value(.literal(.string(fixed), source.location(value))), written: key, on: &view, at: keyLocation)
            } else {
                let property = SwiftUIVocabulary.propertyAlias(key, on: kind) ?? key
                try setProperty(property, .value(try values.read(value)), written: key, on: &view, at: keyLocation)
            }
        }
    }

    private func setProperty(_ property: String, _ value: PropertyTemplate, written: String, on view: inout ViewTemplate,
                             at location: SourceLocation) throws(SceneError) {
        if view.properties[property] != nil {
            let message = written == property ? "'\(property)' is already set on this view under SwiftUI's word"
                                              : "'\(written)' sets '\(property)', which this view already sets"
            throw SceneError(.invalidValue, message, at: location, hint: "keep one of them")
        }
        view.properties[property] = value
    }

    /// A SwiftUI modifier without arguments, written `clipped: true`.
    private func flag(_ key: String, _ value: Node) throws(SceneError) -> Bool {
        guard case .literal(.bool(let on), _) = try values.read(value) else {
            throw SceneError(.typeMismatch, "'\(key)' is written '\(key): true' (SwiftUI's .\(key)())", at: source.location(value))
        }
        return on
    }

    /// Why `key` is not accepted here, in the most useful words: SwiftUI's word that Keyline
    /// does not implement, a word that belongs elsewhere, or the nearest accepted word.
    private func unknownKey(_ key: String, on kind: ViewTemplate.Kind, at location: SourceLocation, allowed: [String]) -> SceneError {
        let what = describe(kind)
        if SwiftUIVocabulary.modifiersNotImplemented.contains(key) {
            return SceneError(.unknownKey, "\(key) is SwiftUI's, not implemented by Keyline", at: location,
                              hint: "leave it out, or draw its effect with the modifiers Keyline has (docs/scene-language.md)")
        }
        // A near miss is more likely a typo than a word put on the wrong view, except for
        // `resizable`, which SwiftUI writes as a modifier and Keyline beside `image:`.
        if key == "resizable" || Suggestions.nearest(to: key, in: allowed) == nil, let hint = Self.belongsElsewhere(key) {
            return SceneError(.unknownKey, "unknown key '\(key)' for \(what)", at: location, hint: hint)
        }
        return SceneError(.unknownKey, "unknown key '\(key)' for \(what)", at: location, suggesting: key, in: allowed)
    }

    /// Where a property or SwiftUI word written on the wrong view belongs.
    private static func belongsElsewhere(_ key: String) -> String? {
        var kinds = ViewKindWord.allCases.filter { $0.properties.contains(key) }.map(\.rawValue)
        kinds += SwiftUIVocabulary.kinds(accepting: key).map(\.rawValue)
        guard !kinds.isEmpty else { return nil }
        let list = kinds.map { "'\($0)'" }.joined(separator: ", ")
        if key == "resizable" {
            return "'resizable' is a property of 'image': write it beside 'image:', not as a modifier"
        }
        return "'\(key)' is a property of \(list) in Keyline: write it beside that view's kind key"
    }

    private func readModifierList(_ node: Node) throws(SceneError) -> [ModifierTemplate] {
        guard let items = node.sequenceItems else {
            throw SceneError(.typeMismatch, "'modifiers' expects a list such as [{ padding: 8 }, { background: red }]", at: source.location(node))
        }
        var result: [ModifierTemplate] = []
        for item in items {
            guard let pairs = item.orderedPairs, pairs.count == 1, let name = pairs[0].key.scalar?.string else {
                throw SceneError(.typeMismatch, "each item of 'modifiers' is one modifier, like '- padding: 8'", at: source.location(item))
            }
            let location = source.location(pairs[0].key)
            guard let modifier = try readModifier(written: name, pairs[0].value, at: location) else {
                if SwiftUIVocabulary.modifiersNotImplemented.contains(name) {
                    throw SceneError(.unknownKey, "\(name) is SwiftUI's, not implemented by Keyline", at: location)
                }
                if let hint = Self.belongsElsewhere(name) {
                    throw SceneError(.unknownKey, "unknown modifier '\(name)'", at: location, hint: hint)
                }
                throw SceneError(.unknownKey, "unknown modifier '\(name)'", at: location,
                                 suggesting: name, in: Vocabulary.modifiers + SwiftUIVocabulary.modifierWords)
            }
            result += modifier
        }
        return result
    }

    /// The modifier written as `written` (Keyline's word or SwiftUI's), nil if the word is no
    /// modifier; an empty list for a flag written `false`.
    ///
    /// `background`/`overlay` take a view (a mapping with a view kind), a view with an
    /// alignment (`{ content: <view>, alignment: top }`), or a colour/gradient value.
    private func readModifier(written: String, _ value: Node, at location: SourceLocation) throws(SceneError) -> [ModifierTemplate]? {
        if let (word, argument) = SwiftUIVocabulary.flagModifiers[written] {
            guard try flag(written, value) else { return [] }
            return [ModifierTemplate(word, written: written, argument: .value(.literal(.string(argument), source.location(value))), location: location)]
        }
        guard let word = ModifierWord(rawValue: written) ?? SwiftUIVocabulary.modifierAliases[written] else { return nil }
        if word == .background || word == .overlay, let pairs = value.orderedPairs {
            let keys = pairs.compactMap { $0.key.scalar?.string }
            if keys.contains(where: Self.startsView) {
                return [ModifierTemplate(word, written: written, argument: .view(try readView(value), alignment: nil), location: location)]
            }
            if let content = pairs.first(where: { $0.key.scalar?.string == "content" }) {
                for key in keys where key != "content" && key != "alignment" {
                    throw SceneError(.unknownKey, "unknown key '\(key)' in '\(written)'", at: location, hint: "use 'content:' and 'alignment:'")
                }
                let alignment = try pairs.first { $0.key.scalar?.string == "alignment" }.map { p throws(SceneError) in try values.read(p.value) }
                return [ModifierTemplate(word, written: written, argument: .view(try readView(content.value), alignment: alignment), location: location)]
            }
        }
        return [ModifierTemplate(word, written: written, argument: .value(try values.read(value)), location: location)]
    }

    /// A component argument: views when it is a list of views, otherwise a value.
    private func readProperty(_ node: Node) throws(SceneError) -> PropertyTemplate {
        if let items = node.sequenceItems, !items.isEmpty, items.allSatisfy(looksLikeView) {
            return .views(try readChildren(node, of: "argument"), source.location(node))
        }
        return .value(try values.read(node))
    }

    private func looksLikeView(_ node: Node) -> Bool {
        if case .scalar(let s) = node { return Self.startsView(s.string) }
        guard let keys = node.orderedPairs?.compactMap({ $0.key.scalar?.string }) else { return false }
        return keys.contains(where: Self.startsView)
    }

    private func isNull(_ node: Node) -> Bool {
        if case .scalar(let s) = node, s.style != .singleQuoted, s.style != .doubleQuoted {
            return ValueTemplateReader.plainValue(s.string) == .null
        }
        return false
    }

    private func describe(_ kind: ViewTemplate.Kind) -> String {
        switch kind {
        case .builtin(let kind): "'\(kind.rawValue)'"
        case .component(let name): "component use '\(name)' (its arguments go inside '\(name): { … }')"
        case .foreach: "'foreach'"
        case .slot: "'slot'"
        }
    }

    /// `image: { systemName: name }` with the name written out is checked as the file is
    /// read, so a misspelt symbol is reported even where no screen shows it yet.
    private static func checkSymbol(_ value: ValueTemplate) throws(SceneError) {
        guard case .map(let entries, let location) = value else { return }
        let name = try SystemSymbols.systemNameValue(entries.map { ($0.key, $0.keyLocation, $0.value) }, mapping: location)
        if case .literal(.string(let symbol), let at) = name {
            try SystemSymbols.checkName(symbol, at: at)
        }
    }
}

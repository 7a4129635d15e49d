import Yams

/// One scene file's text, composed into YAML nodes that keep their line and column.
struct YAMLSource {
    let file: String
    let text: String

    /// Parses the text (YAML, or JSON, which is YAML's flow syntax) into its root node.
    func compose() throws(SceneError) -> Node {
        // JSON allows tabs as whitespace where YAML does not; outside strings a tab is
        // only ever whitespace in valid JSON, and one space keeps every column the same.
        let yaml = file.hasSuffix(".json") ? text.replacingOccurrences(of: "\t", with: " ") : text
        do {
            // Resolver.basic: every scalar's tag is `str`. Keyline types scalars itself
            // (ValueTemplateReader.plainValue) and never reads a tag, but Yams resolves one,
            // by regular expressions, for each mapping key it checks for duplicates: with its
            // default resolver that was half the time of loading a file of thousands of views
            // (perf, a 1.8 MB tabView). Duplicates are now keys of the same text, as
            // Keyline reads keys (`"on"` and `on` were two keys before).
            guard let root = try Yams.compose(yaml: yaml, .basic) else {
                throw SceneError(.unreadableScene, "the scene file is empty", at: SourceLocation(file: file, line: 1, column: 1),
                                 hint: "a scene needs at least 'screens:'")
            }
            try checkSize(root)
            return root
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw sceneError(from: error)
        } catch {
            throw SceneError(.unreadableScene, "cannot read the scene: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// A mapping's entries by key, each key checked against the allowed ones (with the
    /// nearest suggested for a typo). YAML merge keys are expanded.
    func mapping(_ node: Node, _ what: String, allowed: [String]) throws(SceneError) -> [String: (key: Node, value: Node)] {
        guard let pairs = node.mergedPairs else {
            throw SceneError(.typeMismatch, "\(what) is a mapping, found \(node.kindName)", at: location(node))
        }
        var result: [String: (key: Node, value: Node)] = [:]
        for (key, value) in pairs {
            let name = key.scalar?.string ?? ""
            guard allowed.contains(name) else {
                throw SceneError(.unknownKey, "unknown key '\(name)' in \(what)", at: location(key),
                                 suggesting: name, in: allowed, otherwise: "allowed: " + allowed.joined(separator: ", "))
            }
            result[name] = (key, value)
        }
        return result
    }

    /// Refuses a tree with more values than `SceneLimits.yamlValues` or nested deeper than
    /// `SceneLimits.yamlDepth`, counting each value as often as aliases repeat it. Yams
    /// resolves an alias to the node its anchor names, shared rather than copied, so an
    /// alias bomb composes in microseconds; reading it would build every copy. This walk
    /// visits at most the budget's worth of values and needs no recursion, so every later
    /// walk over the tree (all of them recursive) is bounded.
    func checkSize(_ root: Node) throws(SceneError) {
        var pending: [(node: Node, depth: Int)] = [(root, 1)]
        var count = 0
        while let (node, depth) = pending.popLast() {
            count += 1
            if count > SceneLimits.yamlValues {
                throw SceneLimits.exceeded("the scene has more than \(SceneLimits.yamlValues) YAML values once its aliases are expanded; a scene is limited to \(SceneLimits.yamlValues)",
                                           at: location(node),
                                           hint: "aliases (*name) that repeat lists of aliases multiply: declare a component and use it where needed")
            }
            if depth > SceneLimits.yamlDepth {
                throw SceneLimits.exceeded("YAML nested more than \(SceneLimits.yamlDepth) levels deep; a scene is limited to \(SceneLimits.yamlDepth) levels",
                                           at: location(node),
                                           hint: "flatten the structure: move repeated parts into components")
            }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping { pending.append((key, depth + 1)); pending.append((value, depth + 1)) }
            case .sequence(let sequence):
                for item in sequence { pending.append((item, depth + 1)) }
            case .scalar, .alias:
                break
            }
        }
    }

    func location(_ node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private func sceneError(from error: YamlError) -> SceneError {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let what = context.map { "\(problem) \($0.text)" } ?? problem
            return SceneError(.yamlSyntax, "malformed YAML: \(what)", at: at(mark), hint: hint(for: problem, at: mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SceneError(.yamlSyntax, "duplicate key '\(duplicates.joined(separator: "', '"))' in one mapping",
                              at: at(context.mark),
                              hint: "a key can appear once; to apply a modifier twice, list them under 'modifiers:'")
        case .reader(let problem, _, _, _):
            return SceneError(.unreadableScene, "cannot read the file: \(problem)", at: SourceLocation(file: file, line: 1, column: 1),
                              hint: "save it as UTF-8")
        default:
            return SceneError(.yamlSyntax, "malformed YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// libyaml's messages are terse; say what usually causes them.
    private func hint(for problem: String, at mark: Mark) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = mark.line >= 1 && mark.line <= lines.count ? lines[mark.line - 1] : ""
        if problem.contains("tab") || line.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
            return "indent with spaces, not tabs"
        }
        // Keys under `- Logo` continue the word (or, after a comment, start nothing YAML
        // expects): either way YAML refuses them.
        if problem.contains("mapping values are not allowed") || problem.contains("did not find expected '-' indicator"),
           let word = Self.bareViewName(above: mark.line, in: lines) {
            return "'- \(word)' is a bare view name, which cannot carry modifiers or an 'id': write '- \(word):' (with a colon) and put them on the lines below it"
        }
        if problem.contains("mapping values are not allowed") {
            return "a value containing ': ' must be quoted, or the indentation is off"
        }
        if problem.contains("did not find expected key") || problem.contains("expected <block end>") {
            return "check the indentation of this line against the lines above"
        }
        if problem.contains("could not find expected ':'") { return "a key needs ': ' after it" }
        return nil
    }

    /// `Logo` when `line` (1-based) starts with a key and the line before it is a list
    /// item holding only a bare word, `- Logo`: the keys under it then continue that word
    /// as text, which YAML refuses with "mapping values are not allowed".
    static func bareViewName(above line: Int, in lines: [Substring]) -> String? {
        guard line >= 1, line <= lines.count, lines[line - 1].drop(while: { $0 == " " }).first?.isLetter == true else { return nil }
        var index = line - 2
        while index >= 0, lines[index].allSatisfy({ $0 == " " }) || lines[index].drop(while: { $0 == " " }).hasPrefix("#") {
            index -= 1
        }
        guard index >= 0 else { return nil }
        let item = lines[index].drop(while: { $0 == " " })
        guard item.hasPrefix("- ") else { return nil }
        var word = item.dropFirst(2).prefix(while: { $0 != "#" })
        while word.last == " " { word.removeLast() }
        guard let first = word.first, first.isLetter, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(word)
    }
}

extension Node {
    /// The mapping's entries in written order, or nil if this is not a mapping.
    var orderedPairs: [(key: Node, value: Node)]? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.map { ($0.key, $0.value) }
    }

    /// The mapping's entries with YAML merge keys (`<<: *base`) expanded: merged entries
    /// first, then the mapping's own, which override them.
    var mergedPairs: [(key: Node, value: Node)]? {
        guard let pairs = orderedPairs else { return nil }
        // In linear time: a mapping may have a hundred thousand keys. nil marks an entry
        // one of the mapping's own keys overrides.
        var result: [(key: Node, value: Node)?] = []
        var positions: [String?: [Int]] = [:]
        func append(_ pair: (key: Node, value: Node)) {
            positions[pair.key.scalar?.string, default: []].append(result.count)
            result.append(pair)
        }
        for (key, value) in pairs where key.scalar?.string == "<<" {
            let sources = value.sequenceItems ?? [value]
            for source in sources { for pair in source.mergedPairs ?? [] { append(pair) } }
        }
        for (key, value) in pairs where key.scalar?.string != "<<" {
            for i in positions[key.scalar?.string] ?? [] { result[i] = nil }
            positions[key.scalar?.string] = []
            append((key, value))
        }
        return result.compactMap { $0 }
    }

    var sequenceItems: [Node]? {
        guard case .sequence(let sequence) = self else { return nil }
        return Array(sequence)
    }

    var kindName: String {
        switch self {
        case .scalar: "a value"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}

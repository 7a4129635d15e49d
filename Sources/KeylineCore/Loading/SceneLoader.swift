import Foundation
import Yams

/// Loads a scene file and validates all of it: keys, types, tokens, components (unknown,
/// wrongly called, cyclic) and every screen expanded in both appearances. A scene that
/// loads renders; one that doesn't reports every error found, with file, line and column.
public enum SceneLoader {
    public static func load(contentsOf path: String) throws(SceneErrors) -> SceneDocument {
        let start = SourceLocation(file: path, line: 1, column: 1)
        // Only a regular file is opened: opening a FIFO waits for a writer (forever, in
        // CI), and a device is not a scene. `stat` follows a link, as reading does.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            throw SceneErrors([SceneError(.unreadableScene, "cannot open the scene file: it is not a regular file (a FIFO, a device or a socket)",
                                          at: start, hint: "give the path of a .yaml file")])
        }
        // Read at most one byte past the limit: a huge file, or /dev/zero, is refused
        // without being read into memory.
        let data: Data?
        if let handle = FileHandle(forReadingAtPath: path) {
            data = try? handle.read(upToCount: SceneLimits.fileBytes + 1) ?? Data()
            try? handle.close()
        } else {
            data = nil
        }
        guard let data else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a folder" : "it cannot be read"
            throw SceneErrors([SceneError(.unreadableScene, "cannot open the scene file: \(reason)", at: start)])
        }
        guard data.count <= SceneLimits.fileBytes else {
            throw SceneErrors([Self.tooLarge(at: start)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneErrors([SceneError(.unreadableScene, "the scene file is not UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        let directory = (path as NSString).deletingLastPathComponent
        let document = try load(text: text, file: path, directory: directory.isEmpty ? "." : directory)
        // The scene's name (its file name without the extension) names its goldens' folder.
        let fileName = (path as NSString).lastPathComponent
        let name = (fileName as NSString).deletingPathExtension
        if let problem = PathName.problem(name) ?? (name == fileName && fileName.hasPrefix(".") ? "it starts with '.'" : nil) {
            throw SceneErrors([SceneError(.invalidValue, "the scene's name, its file name '\(PathName.printable(fileName))' without the extension, cannot name a folder: \(problem)",
                                          at: start, hint: "rename the file: a scene's name uses \(PathName.rule), e.g. '\(PathName.suggestion(for: name)).yaml'")])
        }
        // The goldens folder keeps its own files beside the scenes' folders
        // (`Goldens/ENVIRONMENT.json`): a scene of that name would take their place.
        if let reserved = PathName.reservedSceneNames.first(where: { $0.lowercased() == name.lowercased() }) {
            throw SceneErrors([SceneError(.invalidValue, "the scene's name '\(PathName.printable(name))' is the name of a file Keyline keeps in the goldens folder ('\(reserved)')",
                                          at: start, hint: "rename the file: a scene's name becomes its goldens' folder, beside \(PathName.reservedSceneNames.joined(separator: ", ")) (compared without case)")])
        }
        return document
    }

    public static func load(text: String, file: String, directory: String) throws(SceneErrors) -> SceneDocument {
        guard text.utf8.count <= SceneLimits.fileBytes else { throw SceneErrors([tooLarge(at: SourceLocation(file: file, line: 1, column: 1))]) }
        let source = YAMLSource(file: file, text: text)
        let diagnostics = DiagnosticLog()
        let root: Node
        do { root = try source.compose() } catch { throw SceneErrors([error]) }

        let document = SceneReader(source: source, diagnostics: diagnostics).read(root, directory: directory)
        if !diagnostics.hasErrors {
            SceneValidator(document: document, diagnostics: diagnostics).validate()
        }
        if !diagnostics.hasErrors { ExpectationReader.checkElements(document, diagnostics) }
        guard !diagnostics.hasErrors else { throw SceneErrors(diagnostics.diagnostics) }
        var result = document
        result.warnings = diagnostics.diagnostics
        return result
    }
}

extension SceneLoader {
    static func tooLarge(at location: SourceLocation) -> SceneError {
        SceneLimits.exceeded("the scene file is larger than \(SceneLimits.fileBytes >> 20) MB; a scene file is limited to \(SceneLimits.fileBytes >> 20) MB",
                             at: location, hint: "a scene describes screens, not data: split it, or move repeated parts into components")
    }
}

/// Reads the top level: name, device, tokens, components and screens.
struct SceneReader {
    let source: YAMLSource
    let diagnostics: DiagnosticLog

    func read(_ root: Node, directory: String) -> SceneDocument {
        var document = SceneDocument(file: source.file, directory: directory, name: nil, device: .default,
                                     tokens: Tokens(), components: [:], screens: [], warnings: [])
        guard let pairs = root.orderedPairs else {
            diagnostics.report(SceneError(.typeMismatch, "a scene file is a mapping with 'screens:' (and optionally tokens, components)",
                                         at: source.location(root)))
            return document
        }
        let sections = Dictionary(pairs.compactMap { p in p.key.scalar.map { ($0.string, (p.key, p.value)) } },
                                  uniquingKeysWith: { first, _ in first })
        let componentNames = Set((sections["components"]?.1.orderedPairs ?? []).compactMap { $0.key.scalar?.string })
        let views = ViewTemplateReader(source: source, diagnostics: diagnostics, declaredComponents: componentNames)
        for (key, _) in pairs {
            let name = key.scalar?.string ?? ""
            if !Vocabulary.sceneKeys.contains(name) {
                diagnostics.report(SceneError(.unknownKey, "unknown key '\(name)' at the top of the scene", at: source.location(key),
                                             suggesting: name, in: Vocabulary.sceneKeys))
            }
        }
        if let (_, value) = sections["name"] { document.name = value.scalar?.string }
        if let (_, value) = sections["device"] {
            let name = value.scalar?.string ?? ""
            if let device = Device.named(name) { document.device = device } else {
                diagnostics.report(SceneError(.invalidValue, "unknown device '\(name)'", at: source.location(value),
                                             suggesting: name, in: Device.all.map(\.name), otherwise: "one of " + Device.all.map(\.name).joined(separator: ", ")))
            }
        }
        if let chrome = diagnostics.attempt({ () throws(SceneError) in
            try ChromeReader(source: source).scene(statusBar: sections["statusBar"]?.1, homeIndicator: sections["homeIndicator"]?.1,
                                                   keyboard: sections["keyboard"]?.1)
        }) {
            document.chrome = chrome
        }
        if let (_, value) = sections["tokens"] {
            document.tokens = TokenReader(source: source, values: views.values, diagnostics: diagnostics).read(value)
        }
        if let (_, value) = sections["components"] {
            for (key, body) in value.orderedPairs ?? [] {
                if let component = diagnostics.attempt({ () throws(SceneError) in try readComponent(key, body, views) }) {
                    document.components[component.name] = component
                }
            }
        }
        guard let (screensKey, screens) = sections["screens"] else {
            diagnostics.report(SceneError(.missingKey, "the scene has no 'screens:'", at: source.location(root), hint: "add screens: { main: { body: … } }"))
            return document
        }
        guard let screenPairs = screens.orderedPairs, !screenPairs.isEmpty else {
            diagnostics.report(SceneError(.typeMismatch, "'screens' is a mapping of screen ids to screens", at: source.location(screensKey)))
            return document
        }
        for (key, body) in screenPairs {
            if let screen = diagnostics.attempt({ () throws(SceneError) in try readScreen(key, body, views) }) {
                document.screens.append(screen)
            }
        }
        guard screenPairs.count <= SceneLimits.screensPerScene else {
            diagnostics.report(SceneLimits.exceeded("the scene has \(screenPairs.count) screens; a scene is limited to \(SceneLimits.screensPerScene)",
                                                    at: source.location(screensKey), hint: "split the scene into several files"))
            return document
        }
        if let (_, settings) = sections["lint"] {
            diagnostics.attempt { () throws(SceneError) in document.lint = try readLintSettings(settings) }
        }
        if let (_, storyboards) = sections["storyboards"] {
            document.storyboards = StoryboardReader(source: source, values: views.values, diagnostics: diagnostics).read(storyboards)
        }
        PathNameCollisions(diagnostics: diagnostics).check(document)
        if let (_, expect) = sections["expect"] {
            document.expectations = ExpectationReader(source: source, diagnostics: diagnostics).read(expect, in: document)
        }
        if let (_, snapshots) = sections["snapshots"] {
            document.snapshots = SnapshotReader(source: source, values: views.values, diagnostics: diagnostics).read(snapshots, in: document)
        }
        return document
    }

    private func readComponent(_ key: Node, _ node: Node, _ views: ViewTemplateReader) throws(SceneError) -> ComponentDefinition {
        let name = key.scalar?.string ?? ""
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw SceneError(.invalidValue, "component names start with a capital letter, like SwiftUI views: '\(name)'", at: source.location(key),
                             hint: "e.g. '\(name.prefix(1).uppercased() + name.dropFirst().filter { $0.isLetter || $0.isNumber })'")
        }
        // A control's SwiftUI name may be a component's (see `ViewTemplateReader.declaredComponents`).
        if let kind = ViewKindWord(word: name), !(kind.isControl && name == kind.swiftUIName) { throw SceneError(.invalidValue, "'\(name)' is a built-in view", at: source.location(key)) }
        let parts = try source.mapping(node, "component '\(name)'", allowed: Vocabulary.componentKeys)
        guard let body = parts["body"] else {
            throw SceneError(.missingKey, "component '\(name)' has no 'body:'", at: source.location(key), hint: "body: the view it draws")
        }
        var parameters: [ComponentDefinition.Parameter] = []
        if let (_, params) = parts["params"] {
            for (paramKey, spec) in params.orderedPairs ?? [] {
                parameters.append(try readParameter(paramKey, spec, views.values))
            }
        }
        var role: AccessibilityRole?
        if let (_, roleNode) = parts["role"] {
            let word = roleNode.scalar?.string ?? ""
            guard let found = AccessibilityRole(rawValue: word) else {
                let names = AccessibilityRole.allCases.map(\.rawValue)
                throw SceneError(.invalidValue, "unknown role '\(word)' for component '\(name)'", at: source.location(roleNode),
                                 suggesting: word, in: names, otherwise: "one of " + names.joined(separator: ", "))
            }
            role = found
        }
        return ComponentDefinition(name: name, parameters: parameters, body: try views.readView(body.value),
                                   location: source.location(key), role: role)
    }

    /// `lint: { grid: 8 }`: settings for `keyline lint`.
    private func readLintSettings(_ node: Node) throws(SceneError) -> LintSettings {
        let parts = try source.mapping(node, "'lint'", allowed: Vocabulary.lintSettingsKeys)
        var settings = LintSettings()
        if let (_, gridNode) = parts["grid"] {
            guard let grid = Double(gridNode.scalar?.string ?? ""), grid.isFinite, grid > 0 else {
                throw SceneError(.invalidValue, "'grid' is the grid's step in points, such as 4 or 8", at: source.location(gridNode))
            }
            settings.grid = grid
        }
        return settings
    }

    /// `title: string`, or `pressed: { type: bool, default: false }`.
    private func readParameter(_ key: Node, _ spec: Node, _ values: ValueTemplateReader) throws(SceneError) -> ComponentDefinition.Parameter {
        let name = key.scalar?.string ?? ""
        let typeNode: Node
        var defaultValue: ValueTemplate?
        if spec.scalar != nil {
            typeNode = spec
        } else {
            let parts = try source.mapping(spec, "parameter '\(name)'", allowed: ["type", "default"])
            guard let t = parts["type"] else { throw SceneError(.missingKey, "parameter '\(name)' needs a 'type'", at: source.location(key)) }
            typeNode = t.value
            if let d = parts["default"] {
                let value = try values.read(d.value)
                guard value.isConstant else {
                    throw SceneError(.invalidValue, "a default value is a constant", at: source.location(d.value))
                }
                defaultValue = value
            }
        }
        let typeName = typeNode.scalar?.string ?? ""
        guard let type = ParameterType(rawValue: typeName) else {
            throw SceneError(.invalidValue, "unknown parameter type '\(typeName)'", at: source.location(typeNode),
                             suggesting: typeName, in: ParameterType.allCases.map(\.rawValue), otherwise: "one of " + ParameterType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return .init(name: name, type: type, defaultValue: defaultValue, location: source.location(key))
    }

    private func readScreen(_ key: Node, _ node: Node, _ views: ViewTemplateReader) throws(SceneError) -> ScreenDefinition {
        let id = key.scalar?.string ?? ""
        if let problem = PathName.problem(id) { throw PathName.error("screen id", id, problem, at: source.location(key)) }
        let parts = try source.mapping(node, "screen '\(id)'", allowed: Vocabulary.screenKeys)
        guard let body = parts["body"] else {
            throw SceneError(.missingKey, "screen '\(id)' has no 'body:'", at: source.location(key), hint: "body: the screen's root view")
        }
        var state: [(String, Value, SourceLocation)] = []
        if let (_, stateNode) = parts["state"] {
            for (nameNode, valueNode) in stateNode.mergedPairs ?? [] {
                let template = try views.values.read(valueNode)
                guard template.isConstant, let value = try template.evaluate(in: Scope()).plainValue else {
                    throw SceneError(.invalidValue, "a state value is a constant number, boolean, text or list", at: source.location(valueNode))
                }
                try SceneLimits.checkState(value, nameNode.scalar?.string ?? "", at: source.location(valueNode))
                state.append((nameNode.scalar?.string ?? "", value, source.location(nameNode)))
            }
        }
        return ScreenDefinition(id: id, state: state, body: try views.readView(body.value), location: source.location(key),
                                chrome: try ChromeReader(source: source).screen(parts))
    }
}

import ArgumentParser
import Foundation
import KeylineCore
import KeylineRender

/// The scene argument shared by every command, and loading it with clear errors.
struct SceneArgument: ParsableArguments {
    @Argument(help: "The scene file (.yaml or .json).", completion: .file(extensions: ["yaml", "yml", "json"]))
    var scene: String

    /// Loads and validates the scene, and says its warnings. Errors are thrown
    /// (`SceneErrors`); `Console.run` prints them and exits 2.
    func load(_ run: RunDiagnostics) throws -> SceneDocument {
        let document = try SceneLoader.load(contentsOf: scene)
        // No output of this run may be written over the scene it reads.
        ProtectedInputs.shared.protect(scene)
        run.log.report(contentsOf: document.warnings)
        run.say()
        return document
    }
}

/// Appearance, device, Dynamic Type: the one variant option group of every command that
/// renders or measures a screen (`render`, `check`, `lint`, `layout`, `redline`), parsed
/// once where it enters. What is left unsaid takes the command's default (light for
/// `render`, `layout` and `redline`, both for `check` and `lint`); `layout` and `redline`
/// look at one variant and refuse lists (`requireOne`).
struct VariantOptions: ParsableArguments {
    @Option(help: "light, dark, or all. Default: light for render, layout and redline; all for check and lint.")
    var appearance: AppearanceChoice?

    @Option(help: "iphone14 (390x844), iphoneSE (375x667), iphone15pro (393x852), iphone16pro (402x874), … (docs/devices.md lists all 15). Default: the scene's device.")
    var device: String?

    @Option(name: .customLong("dynamic-type"),
            help: ArgumentHelp("Dynamic Type size: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5); a comma list, or all. Default: large (check: the sizes its expectations name).",
                               valueName: "size"),
            transform: { text in try DynamicTypeArgument.sizes(text) })
    var dynamicType: [DynamicTypeSize]?

    /// The appearances asked for, else the command's default.
    func appearances(default choice: AppearanceChoice) -> [Appearance] { (appearance ?? choice).appearances }

    /// The sizes asked for (smallest first), else Large.
    var dynamicTypeSizes: [DynamicTypeSize] { dynamicType ?? [.large] }

    func resolvedDevice(for document: SceneDocument) throws -> Device { try document.device(named: device) }

    /// For a command that looks at one variant: one appearance and one size, or a usage error.
    func requireOne(command: String) throws {
        if appearance == .all { throw ValidationError("--appearance all: \(command) looks at one variant; say light or dark") }
        if let sizes = dynamicType, sizes.count != 1 {
            throw ValidationError("--dynamic-type names \(sizes.count) sizes: \(command) looks at one variant; name one size")
        }
    }

    /// The one variant of `screen` these options name (light and Large unless said), with
    /// the command line's state.
    func variant(of screen: ScreenDefinition, in document: SceneDocument, state: StateOptions) throws -> Variant {
        Variant(appearance: appearances(default: .light).first ?? .light, device: try document.device(named: device),
                dynamicTypeSize: dynamicTypeSizes.first ?? .large, state: try state.values(for: screen))
    }
}

/// `--dynamic-type`: SwiftUI's size names or AX1 … AX5, in any case; a bad name is a
/// usage error (exit 64) with the nearest name.
enum DynamicTypeArgument {
    static func size(_ text: String) throws -> DynamicTypeSize {
        do { return try DynamicTypeSize.parse(text) } catch { throw ValidationError(error.message) }
    }

    /// "large", "xSmall,large,AX5" or "all".
    static func sizes(_ text: String) throws -> [DynamicTypeSize] {
        do { return try DynamicTypeSize.list(text) } catch { throw ValidationError(error.message) }
    }
}

enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable {
    case light, dark, all
    var appearances: [Appearance] {
        switch self {
        case .light: [.light]
        case .dark: [.dark]
        case .all: Appearance.allCases
        }
    }
}

extension SceneDocument {
    /// The device named on the command line, or the scene's own.
    func device(named name: String?) throws -> Device {
        guard let name else { return device }
        guard let found = Device.named(name) else {
            throw Diagnostic(.inputUnknownName, "unknown device '\(name)'", at: nil, suggesting: name, in: Device.all.map(\.name),
                             otherwise: "devices: " + Device.all.map(\.name).joined(separator: ", "))
        }
        return found
    }

    /// The screens named on the command line, or all of them.
    func selectScreens(_ ids: [String]) throws -> [ScreenDefinition] {
        ids.isEmpty ? screens : try select(ids, from: screens, name: \.id, kind: "screen")
    }

    /// The storyboards named on the command line.
    func selectStoryboards(_ names: [String]) throws -> [StoryboardDefinition] {
        try select(names, from: storyboards, name: \.name, kind: "storyboard")
    }

    /// Things picked by name, or an error that suggests the nearest name. A name given
    /// twice is picked once (the files it names would be written twice over).
    private func select<T>(_ names: [String], from all: [T], name: KeyPath<T, String>, kind: String) throws -> [T] {
        var seen = Set<String>()
        return try names.filter { seen.insert($0).inserted }.map { wanted in
            guard let found = all.first(where: { $0[keyPath: name] == wanted }) else {
                let known = all.map { $0[keyPath: name] }
                throw Diagnostic(.inputUnknownName, "no \(kind) '\(wanted)' in \(file)", at: nil, suggesting: wanted, in: known,
                                 otherwise: known.isEmpty ? "the scene has none" : "\(kind)s: " + known.joined(separator: ", "))
            }
            return found
        }
    }
}

/// `--state name=value`, to render or lay out a screen in another state than the one its
/// scene declares.
struct StateOptions: ParsableArguments {
    @Option(name: .customLong("state"), help: ArgumentHelp("Set a state variable, e.g. --state phase=error (repeatable; values as in a scene: 3, true, text, [a, b]).", valueName: "name=value"))
    var assignments: [String] = []

    func values(for screen: ScreenDefinition) throws -> [String: Value] {
        var result: [String: Value] = [:]
        let names = screen.state.map(\.name)
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw Diagnostic(.inputInvalidValue, "--state takes name=value, got '\(assignment)'", at: nil)
            }
            let name = String(assignment[..<equals]), text = String(assignment[assignment.index(after: equals)...])
            guard names.contains(name) else {
                throw Diagnostic(.inputUnknownName, "screen '\(screen.id)' has no state variable '\(name)'", at: nil, suggesting: name, in: names,
                                 otherwise: names.isEmpty ? "it has no state" : "its state: " + names.joined(separator: ", "))
            }
            guard let value = Value.parse(text) else { throw Diagnostic(.inputInvalidValue, "cannot read '\(text)' as a value for '\(name)'", at: nil) }
            // As for the scene's own state: numbers a count or an index can be made from.
            if let n = SceneLimits.outOfRangeNumber(in: value) {
                throw Diagnostic(.inputInvalidValue, "--state \(name)=\(text): \(n.pointString) is out of range; state numbers are limited to ±1e15",
                                 at: nil, hint: "state holds counts, pages and flags (docs/limits.md)")
            }
            result[name] = value
        }
        if let problem = Variant.stateKeyProblem(result) {
            throw Diagnostic(.outputLimitExceeded, "--state for screen '\(screen.id)' makes a variant key (a file name) of \(problem)", at: nil,
                             hint: "state names the files written: use short values (docs/limits.md)")
        }
        return result
    }
}

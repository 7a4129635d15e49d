import Foundation
import Yams

/// Reads `snapshots:`, a list of what `keyline test` compares with goldens. Each item is a
/// screen id, `all`, or a mapping:
///
///     snapshots:
///       - { screens: all, appearance: all }                 # every screen, light and dark
///       - { screen: slide1, dynamicType: [xSmall, AX3] }
///       - { screen: slide2, state: { page: 2 }, mask: [[16, 60, 120, 20]] }
///       - { sequence: slide1, at: [0.1, 0.35, settled], motion: all }
///       - { storyboard: flow, at: [1.6, "event 2 + 0.15"], tolerance: 0.1, maxDiffering: 0.1% }
///       - { sequence: slide1, film: true, motion: all }    # the whole sequence: a motion golden
///       - { redline: slide1 }                               # `keyline redline`'s picture
///
/// Names are checked against the scene (with the nearest suggested), so a snapshot that
/// loads renders.
struct SnapshotReader {
    let source: YAMLSource
    let values: ValueTemplateReader
    let diagnostics: DiagnosticLog

    static let itemKeys = ["screen", "screens", "sequence", "storyboard", "redline", "state", "at", "appearance", "motion", "device",
                           "scale", "dynamicType", "tolerance", "maxDiffering", "mask", "film", "fps"]

    func read(_ node: Node, in document: SceneDocument) -> [SnapshotDefinition] {
        guard let items = node.sequenceItems else {
            diagnostics.report(SceneError(.typeMismatch, "'snapshots' is a list, found \(node.kindName)", at: source.location(node),
                                         hint: "snapshots: [ { screens: all, appearance: all } ]"))
            return []
        }
        var goldens = 0.0
        var caseTwins = CaseTwins()
        var result: [SnapshotDefinition] = []
        for item in items {
            guard let snapshot = diagnostics.attempt({ () throws(SceneError) in try readItem(item, document) }) else { continue }
            // Counted as they are named, before any is rendered: a few lines of `all` can
            // name tens of thousands of goldens (a Double, so that no product overflows).
            goldens += snapshot.goldenCount(sceneDevice: document.device)
            guard goldens <= Double(SceneLimits.goldensPerScene) else {
                diagnostics.report(SceneLimits.exceeded(
                    "with this snapshot the scene's snapshots name \(Self.count(goldens)) goldens; a scene is limited to \(SceneLimits.goldensPerScene)",
                    at: snapshot.location, hint: "name fewer variants (appearance, dynamicType, device, scale, motion) or instants, or split the scene"))
                return result
            }
            if let clash = caseTwins.claim(snapshot) {
                diagnostics.report(SceneError(.duplicateID, "this snapshot's state '\(PathName.printable(clash.this))' differs only in case from '\(PathName.printable(clash.other))' of another snapshot of '\(PathName.printable(clash.folder))': their goldens' names would be one file on macOS and Windows",
                                             at: snapshot.location, hint: "use state values that differ by more than case (golden file names are compared without case)"))
                continue
            }
            result.append(snapshot)
        }
        return result
    }

    /// The state parts of golden names, per folder: two that differ only in case
    /// (`light-tab=Home@2x.png`, `light-tab=home@2x.png`) would be one file on a file
    /// system that ignores case (APFS, NTFS by default), so one snapshot would pass on
    /// the other's render. Refused rather than encoded: encoding case (`%48ome`) would
    /// rename every golden with a capital letter in its state.
    struct CaseTwins {
        private var seen: [String: String] = [:]  // "<folder>/<state part>", lowercased → its state part

        /// The clash `snapshot` makes with one seen before, if any; else records it.
        mutating func claim(_ snapshot: SnapshotDefinition) -> (this: String, other: String, folder: String)? {
            guard let ids = snapshot.subject.screensAtRest, !snapshot.state.isEmpty else { return nil }
            let part = snapshot.state.keys.sorted().map { name in
                Variant.fileSafe(name) + "=" + Variant.fileSafe(Variant.canonical(snapshot.state[name]!))
            }.joined(separator: "-")
            let suffix: String
            if case .redlines = snapshot.subject { suffix = "-redline" } else { suffix = "" }
            for id in ids {
                let key = (id + suffix + "/" + part).lowercased()
                if let other = seen[key], other != part { return (part, other, id + suffix) }
                seen[key] = part
            }
            return nil
        }
    }

    static func count(_ n: Double) -> String { n < 1e15 ? String(Int(n)) : "more than 10^15" }

    private func readItem(_ node: Node, _ document: SceneDocument) throws(SceneError) -> SnapshotDefinition {
        let location = source.location(node)
        if let word = node.scalar?.string {
            return SnapshotDefinition(subject: .screens(try screenIDs(word, node, document)), location: location)
        }
        let parts = try source.mapping(node, "a snapshot", allowed: Self.itemKeys)
        let subjects = ["screen", "screens", "sequence", "storyboard", "redline"].filter { parts[$0] != nil }
        guard subjects.count == 1, let kind = subjects.first, let (_, subjectNode) = parts[kind] else {
            throw SceneError(subjects.isEmpty ? .missingKey : .invalidValue,
                             subjects.isEmpty ? "a snapshot names what it renders" : "a snapshot names one of \(subjects.joined(separator: ", "))",
                             at: location, hint: "screen: id, screens: all, sequence: id (its appear sequence), storyboard: name or redline: id")
        }
        var snapshot: SnapshotDefinition
        switch kind {
        case "sequence":
            snapshot = SnapshotDefinition(subject: .sequence(try screenID(try text(subjectNode, "a screen id"), subjectNode, document)), location: location)
        case "storyboard":
            let name = try text(subjectNode, "a storyboard name")
            guard document.storyboard(name) != nil else {
                let known = document.storyboards.map(\.name)
                throw SceneError(.unknownName, "no storyboard '\(name)' in this scene", at: source.location(subjectNode), suggesting: name, in: known,
                                 otherwise: known.isEmpty ? "the scene has no storyboards" : "storyboards: " + known.joined(separator: ", "))
            }
            snapshot = SnapshotDefinition(subject: .storyboard(name), location: location)
        default:
            let ids: [String]
            if let items = subjectNode.sequenceItems {
                ids = try items.map { item throws(SceneError) in try screenID(try text(item, "a screen id"), item, document) }
            } else {
                ids = try screenIDs(try text(subjectNode, "a screen id, a list of them, or all"), subjectNode, document)
            }
            snapshot = SnapshotDefinition(subject: kind == "redline" ? .redlines(ids) : .screens(ids), location: location)
        }
        if let (key, value) = parts["state"] {
            guard let ids = snapshot.subject.screensAtRest else {
                throw SceneError(.invalidValue, "'state' sets a screen's state at rest; a sequence or storyboard plays from its own", at: source.location(key))
            }
            snapshot.state = try state(value, screens: ids, document)
        }
        if let (key, value) = parts["film"] {
            guard value.scalar?.string == "true" || value.scalar?.string == "false" else {
                throw SceneError(.typeMismatch, "'film' is true or false", at: source.location(value), hint: "film: true")
            }
            if value.scalar?.string == "true" {
                guard snapshot.subject.screensAtRest == nil else {
                    throw SceneError(.invalidValue, "'film' records a sequence or storyboard as it plays; screens are snapshotted at rest",
                                     at: source.location(key), hint: "sequence: \(document.screens.first?.id ?? "id"), film: true")
                }
                if let (atKey, _) = parts["at"] {
                    throw SceneError(.invalidValue, "a film has every frame; 'at' picks instants of a still snapshot", at: source.location(atKey),
                                     hint: "remove 'at', or 'film'")
                }
                snapshot.filmFPS = SnapshotDefinition.defaultFilmFPS
            }
        }
        if let (key, value) = parts["fps"] {
            guard snapshot.filmFPS != nil else {
                throw SceneError(.invalidValue, "'fps' is the frame rate of a film", at: source.location(key), hint: "film: true, fps: 60")
            }
            guard let fps = value.scalar.flatMap({ Double($0.string) }), SceneLimits.motionGoldenFPS.contains(fps) else {
                throw SceneError(.invalidValue, "a film's fps is a number of frames a second from \(Int(SceneLimits.motionGoldenFPS.lowerBound)) to \(Int(SceneLimits.motionGoldenFPS.upperBound))",
                                 at: source.location(value), hint: "fps: 30")
            }
            snapshot.filmFPS = fps
        }
        if let (key, value) = parts["at"] {
            if snapshot.subject.screensAtRest != nil {
                throw SceneError(.invalidValue, "'at' picks instants of a sequence or storyboard; screens are snapshotted at rest", at: source.location(key),
                                 hint: "sequence: \(document.screens.first?.id ?? "id"), at: [0.2, settled]")
            }
            let items = try list(value)
            guard items.count <= SceneLimits.instantsPerSnapshot else {
                throw SceneLimits.exceeded("this snapshot names \(items.count) instants; a snapshot is limited to \(SceneLimits.instantsPerSnapshot)",
                                           at: source.location(value), hint: "pick the instants that show something new, or render the sequence with `keyline render`")
            }
            snapshot.instants = try items.map { item throws(SceneError) in try instant(item, snapshot.subject, document) }
        } else if snapshot.subject.screensAtRest == nil && snapshot.filmFPS == nil {
            snapshot.instants = [.settled]
        }
        if let (_, value) = parts["appearance"] { snapshot.appearances = try choices(value, "appearance", Appearance.allCases) }
        if let (_, value) = parts["motion"] { snapshot.motions = try choices(value, "motion", MotionPreference.allCases) }
        if let (_, value) = parts["device"] {
            snapshot.devices = try words(value, all: Device.all.map(\.name)).map { (name, item) throws(SceneError) in
                guard let device = Device.named(name) else {
                    throw SceneError(.invalidValue, "unknown device '\(name)'", at: source.location(item), suggesting: name, in: Device.all.map(\.name),
                                     otherwise: "one of " + Device.all.map(\.name).joined(separator: ", "))
                }
                return device
            }
        }
        if let (_, value) = parts["scale"] {
            snapshot.scales = try list(value).map { item throws(SceneError) in
                guard let s = item.scalar.flatMap({ Double($0.string) }), s > 0, s <= 4 else {
                    throw SceneError(.invalidValue, "a scale is a number of pixels per point, above 0 and at most 4", at: source.location(item))
                }
                return s
            }
        }
        if let (_, value) = parts["dynamicType"] {
            snapshot.dynamicTypeSizes = try words(value, all: DynamicTypeSize.allCases.map(\.name)).map { (name, item) throws(SceneError) in
                guard let size = DynamicTypeSize.named(name) else {
                    throw SceneError(.invalidValue, "unknown Dynamic Type size '\(name)'", at: source.location(item), suggesting: name,
                                     in: DynamicTypeSize.allNames, otherwise: DynamicTypeSize.hint(for: name))
                }
                return size
            }
        }
        if let (_, value) = parts["tolerance"] {
            guard let t = value.scalar.flatMap({ Double($0.string) }), t >= 0, t <= 1 else {
                throw SceneError(.invalidValue, "'tolerance' is a colour distance from 0 (exact) to 1 (pixelmatch's scale; 0.1 is its default)",
                                 at: source.location(value))
            }
            snapshot.tolerance = t
        }
        if let (_, value) = parts["maxDiffering"] {
            let word = value.scalar?.string.trimmingCharacters(in: .whitespaces) ?? ""
            if word.hasSuffix("%"), let p = Double(word.dropLast().trimmingCharacters(in: .whitespaces)), p >= 0, p <= 100 {
                snapshot.maxDifferingRatio = p / 100
            } else if let n = Int(word), n >= 0 {
                snapshot.maxDifferingPixels = n
            } else {
                throw SceneError(.invalidValue, "'maxDiffering' is a count of pixels (20) or a percentage of them (0.1%)", at: source.location(value))
            }
        }
        if let (_, value) = parts["mask"] {
            let items = try list(value)
            guard items.count <= SceneLimits.masksPerSnapshot else {
                throw SceneLimits.exceeded("this snapshot has \(items.count) masked regions; a snapshot is limited to \(SceneLimits.masksPerSnapshot)",
                                           at: source.location(value), hint: "mask the regions that change between runs (a clock, a cursor); merge neighbouring ones")
            }
            snapshot.masks = try items.map { item throws(SceneError) in
                let numbers = (item.sequenceItems ?? []).compactMap { $0.scalar.flatMap { Double($0.string) } }
                guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite && abs($0) <= SceneLimits.length }), numbers[2] >= 0, numbers[3] >= 0 else {
                    throw SceneError(.invalidValue, "a masked region is [x, y, width, height] in points", at: source.location(item),
                                     hint: "mask: [[16, 60, 120, 20]]")
                }
                return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        }
        return snapshot
    }

    private func text(_ node: Node, _ what: String) throws(SceneError) -> String {
        guard let s = node.scalar?.string else { throw SceneError(.typeMismatch, "expected \(what), found \(node.kindName)", at: source.location(node)) }
        return s
    }

    private func screenIDs(_ word: String, _ node: Node, _ document: SceneDocument) throws(SceneError) -> [String] {
        word == "all" ? document.screens.map(\.id) : [try screenID(word, node, document)]
    }

    private func screenID(_ id: String, _ node: Node, _ document: SceneDocument) throws(SceneError) -> String {
        guard document.screen(id) != nil else {
            let known = document.screens.map(\.id)
            throw SceneError(.unknownName, "no screen '\(id)' in this scene", at: source.location(node), suggesting: id, in: known + ["all"],
                             otherwise: "screens: " + known.joined(separator: ", "))
        }
        return id
    }

    /// A single item or a list of them.
    private func list(_ node: Node) throws(SceneError) -> [Node] { node.sequenceItems ?? [node] }

    /// Words from one word, a list, or `all`.
    private func words(_ node: Node, all: [String]) throws(SceneError) -> [(String, Node)] {
        var result: [(String, Node)] = []
        for item in try list(node) {
            let word = try text(item, "a name")
            if word == "all" { result += all.map { ($0, item) } } else { result.append((word, item)) }
        }
        return result
    }

    private func choices<T: RawRepresentable>(_ node: Node, _ what: String, _ cases: [T]) throws(SceneError) -> [T] where T.RawValue == String {
        let names = cases.map(\.rawValue)
        var result: [T] = []
        for (word, item) in try words(node, all: names) {
            guard let value = T(rawValue: word) else {
                throw SceneError(.invalidValue, "unknown \(what) '\(word)'", at: source.location(item), suggesting: word, in: names + ["all"],
                                 otherwise: "one of " + names.joined(separator: ", ") + ", all")
            }
            if !result.contains(where: { $0.rawValue == value.rawValue }) { result.append(value) }
        }
        return result
    }

    private func state(_ node: Node, screens: [String], _ document: SceneDocument) throws(SceneError) -> [String: Value] {
        guard let pairs = node.mergedPairs else {
            throw SceneError(.typeMismatch, "'state' is a mapping of state variables to values", at: source.location(node), hint: "state: { page: 2 }")
        }
        var result: [String: Value] = [:]
        for (nameNode, valueNode) in pairs {
            let name = nameNode.scalar?.string ?? ""
            for id in screens {
                let names = document.screen(id)?.state.map(\.name) ?? []
                guard names.contains(name) else {
                    throw SceneError(.unknownName, "screen '\(id)' has no state variable '\(name)'", at: source.location(nameNode), suggesting: name, in: names,
                                     otherwise: names.isEmpty ? "it has no state" : "its state: " + names.joined(separator: ", "))
                }
            }
            let template = try values.read(valueNode)
            guard template.isConstant, let value = try template.evaluate(in: Scope()).plainValue else {
                throw SceneError(.invalidValue, "a state value is a constant number, boolean, text or list", at: source.location(valueNode))
            }
            result[name] = value
        }
        if let problem = Variant.stateKeyProblem(result) {
            throw SceneLimits.exceeded("this state makes a variant key (a file name) of \(problem)", at: source.location(node),
                                       hint: "a snapshot's state names its golden files: use short values (a page number, a flag)")
        }
        return result
    }

    /// `0.35`, `settled`, or `event 2 + 0.15` (storyboards: seconds after their second event).
    private func instant(_ node: Node, _ subject: SnapshotDefinition.Subject, _ document: SceneDocument) throws(SceneError) -> SnapshotDefinition.Instant {
        let word = try text(node, "a time in seconds, 'settled' or 'event N + seconds'").trimmingCharacters(in: .whitespaces)
        if word == "settled" { return .settled }
        if let t = Double(word) {
            guard t.isFinite, t >= 0, t < 1000 else { throw SceneError(.invalidValue, "a time is 0 or more seconds (under 1000)", at: source.location(node)) }
            return .time(t)
        }
        let parts = word.split(separator: " ", omittingEmptySubsequences: true)
        if parts.first == "event", parts.count == 2 || parts.count == 4, let n = Int(parts[1]),
           parts.count == 2 || parts[2] == "+" || parts[2] == "-" {
            let offset = parts.count == 4 ? Double(parts[3]) : 0
            guard let offset, offset.isFinite, abs(offset) < 1000 else {
                throw SceneError(.invalidValue, "'\(word)': the offset is a number of seconds", at: source.location(node), hint: "event 2 + 0.15")
            }
            guard case .storyboard(let name) = subject, let storyboard = document.storyboard(name) else {
                throw SceneError(.invalidValue, "'event N' is an instant of a storyboard", at: source.location(node))
            }
            guard n >= 1, n <= storyboard.events.count else {
                throw SceneError(.invalidValue, "storyboard '\(name)' has \(storyboard.events.count) events; 'event \(n)' is not one (they count from 1)",
                                 at: source.location(node))
            }
            let signed = parts.count == 4 && parts[2] == "-" ? -offset : offset
            guard storyboard.events[n - 1].time + signed >= 0 else {
                throw SceneError(.invalidValue, "'\(word)' is before the storyboard starts", at: source.location(node))
            }
            return .event(n, offset: signed)
        }
        throw SceneError(.invalidValue, "'\(word)' is not an instant", at: source.location(node), suggesting: word, in: ["settled"],
                         otherwise: "a time in seconds (0.35), settled, or event N + seconds (event 2 + 0.15)")
    }
}

import Yams

/// Reads the system chrome keys, at the top of a scene or on a screen:
/// `statusBar: true | false | { time: "9:41", style: light | dark, hidden: false }` and
/// `homeIndicator: true | false | { style: light | dark }` and
/// `keyboard: true | false | { style: light | dark, submitLabel: go, predictive: false }` (docs/system-chrome.md).
struct ChromeReader {
    let source: YAMLSource

    /// The scene's settings: what every screen gets unless it says otherwise.
    func scene(statusBar statusBarNode: Node?, homeIndicator homeIndicatorNode: Node?, keyboard keyboardNode: Node? = nil) throws(SceneError) -> SystemChrome {
        SystemChrome(statusBar: try statusBarNode.flatMap { n throws(SceneError) in try statusBar(n) },
                     homeIndicator: try homeIndicatorNode.flatMap { n throws(SceneError) in try homeIndicator(n) },
                     keyboard: try keyboardNode.flatMap { n throws(SceneError) in try keyboard(n) })
    }

    /// A screen's settings: only the parts it names.
    func screen(_ parts: [String: (key: Node, value: Node)]) throws(SceneError) -> ScreenChrome {
        var chrome = ScreenChrome()
        if let (_, value) = parts["statusBar"] { chrome.statusBar = .some(try statusBar(value)) }
        if let (_, value) = parts["homeIndicator"] { chrome.homeIndicator = .some(try homeIndicator(value)) }
        if let (_, value) = parts["keyboard"] { chrome.keyboard = .some(try keyboard(value)) }
        return chrome
    }

    /// nil for `false`.
    func statusBar(_ node: Node) throws(SceneError) -> StatusBarOptions? {
        if let on = try flag(node, "statusBar") { return on ? StatusBarOptions() : nil }
        let parts = try source.mapping(node, "'statusBar'", allowed: Vocabulary.statusBarKeys)
        var options = StatusBarOptions()
        if let (_, value) = parts["time"] {
            let time = value.scalar?.string ?? ""
            guard value.scalar != nil, !time.isEmpty, time.count <= StatusBarOptions.maximumTimeLength,
                  time.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
                throw SceneError(.invalidValue, "'time' is the clock the status bar shows, 1 to \(StatusBarOptions.maximumTimeLength) characters on one line",
                                 at: source.location(value), hint: "time: \"9:41\"")
            }
            options.time = time
        }
        if let (_, value) = parts["style"] { options.style = try style(value) }
        if let (_, value) = parts["hidden"] {
            guard let hidden = try flag(value, "hidden") else {
                throw SceneError(.typeMismatch, "'hidden' is true or false", at: source.location(value))
            }
            options.hidden = hidden
        }
        return options
    }

    /// nil for `false`.
    func homeIndicator(_ node: Node) throws(SceneError) -> HomeIndicatorOptions? {
        if let on = try flag(node, "homeIndicator") { return on ? HomeIndicatorOptions() : nil }
        let parts = try source.mapping(node, "'homeIndicator'", allowed: Vocabulary.homeIndicatorKeys)
        var options = HomeIndicatorOptions()
        if let (_, value) = parts["style"] { options.style = try style(value) }
        return options
    }

    /// nil for `false`.
    func keyboard(_ node: Node) throws(SceneError) -> KeyboardOptions? {
        if let on = try flag(node, "keyboard") { return on ? KeyboardOptions() : nil }
        let parts = try source.mapping(node, "'keyboard'", allowed: Vocabulary.keyboardKeys)
        var options = KeyboardOptions()
        if let (_, value) = parts["style"] { options.style = try style(value) }
        if let (_, value) = parts["submitLabel"] {
            let word = value.scalar?.string ?? ""
            guard let label = SubmitLabel(rawValue: word) else {
                throw SceneError(.invalidValue, "unknown submitLabel '\(word)'", at: source.location(value), suggesting: word,
                                 in: SubmitLabel.allCases.map(\.rawValue), otherwise: "the return key's label: " + SubmitLabel.allCases.map(\.rawValue).joined(separator: ", "))
            }
            options.submitLabel = label
        }
        if let (_, value) = parts["predictive"] {
            guard let on = value.scalar.flatMap({ ["true": true, "false": false][$0.string] }) else {
                throw SceneError(.typeMismatch, "'predictive' is true or false, found '\(value.scalar?.string ?? "a collection")'",
                                 at: source.location(value), hint: "predictive: false (no QuickType bar over the keys)")
            }
            options.predictive = on
        }
        return options
    }

    /// `true` / `false`, or nil when the node is not a scalar (a mapping of options).
    private func flag(_ node: Node, _ key: String) throws(SceneError) -> Bool? {
        guard let scalar = node.scalar else { return nil }
        switch scalar.string {
        case "true": return true
        case "false": return false
        default:
            throw SceneError(.typeMismatch, "'\(key)' is true, false or a mapping of options, found '\(scalar.string)'",
                             at: source.location(node), hint: key == "statusBar" ? "statusBar: { time: \"9:41\", style: dark }" : "\(key): true")
        }
    }

    /// `light` or `dark` (the appearance the chrome is drawn for), or UIKit's
    /// `darkContent` / `lightContent`, which name the content's colour instead.
    private func style(_ node: Node) throws(SceneError) -> ChromeStyle {
        let word = node.scalar?.string ?? ""
        switch word {
        case "light", "darkContent": return .light
        case "dark", "lightContent": return .dark
        default:
            throw SceneError(.invalidValue, "unknown style '\(word)'", at: source.location(node), suggesting: word,
                             in: ["light", "dark", "darkContent", "lightContent"],
                             otherwise: "light (black content, for a light screen) or dark (white content, for a dark screen)")
        }
    }
}

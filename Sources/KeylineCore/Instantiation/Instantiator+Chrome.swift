/// The system chrome a screen gets (`statusBar:` / `homeIndicator:` on the scene or the
/// screen): views added over the screen's own, with the ids `statusBar` and `homeIndicator`.
extension Instantiator {
    /// The chrome in effect on `screen`: the scene's, overridden by the screen's own keys.
    public func chrome(on screen: ScreenDefinition) -> SystemChrome {
        document.chrome.overridden(by: screen.chrome)
    }

    /// `root` with the chrome laid over it: a zstack of the root and the chrome's views,
    /// which the layout places where iOS draws them whatever the root's size (they take
    /// no room in the zstack, so the root is placed exactly as it was). The root itself
    /// when the screen has no chrome.
    /// `statusBarStyle` is the style a presentation asks for where the screen gives none
    /// (white content over the black behind a large sheet's card stack).
    ///
    /// With the keyboard on (`keyboard: true`), the root is laid out above it
    /// (`avoidingKeyboard`) and the keyboard drawn under the status bar and home indicator.
    func addingChrome(to root: ViewNode, on screen: ScreenDefinition, notes: ExpansionNotes? = nil, budget: ViewBudget,
                      statusBarStyle: ChromeStyle? = nil) throws(SceneError) -> ViewNode {
        let chrome = chrome(on: screen)
        var root = root
        var layers: [ViewNode] = []
        if let options = chrome.keyboard {
            let keyboard = try makeKeyboard(options, field: notes?.focusedField, at: screen.location,
                                            identity: screen.id + "/" + KeyboardOptions.id, budget: budget)
            let avoided = try avoidingKeyboard(root, keyboard: keyboard, options: options, screen: screen, budget: budget)
            root = avoided.content
            layers.append(avoided.layer)
        }
        if let bar = chrome.statusBar, !bar.hidden {
            layers.append(ViewNode(kind: .statusBar(statusBar(time: bar.time, style: bar.style ?? statusBarStyle)), id: SystemChrome.statusBarID,
                                   identity: screen.id + "/" + SystemChrome.statusBarID, location: screen.location))
        }
        if let indicator = chrome.homeIndicator {
            layers.append(ViewNode(kind: .homeIndicator(homeIndicator(style: indicator.style)), id: SystemChrome.homeIndicatorID,
                                   identity: screen.id + "/" + SystemChrome.homeIndicatorID, location: screen.location))
        }
        guard !layers.isEmpty else { return root }
        for layer in layers { try budget.spend(at: layer.location) }
        try budget.spend(at: screen.location)
        return ViewNode(kind: .zstack(.center, [root] + layers), identity: screen.id + "/chrome", location: screen.location)
    }

    /// The chrome's content follows the variant's appearance unless a style is given:
    /// black on a light screen, white on a dark one, as iOS's default status bar style does.
    func statusBar(time: String, style: ChromeStyle?) -> StatusBarSpec {
        StatusBarSpec(time: time, style: style ?? variant.appearance)
    }

    func homeIndicator(style: ChromeStyle?) -> HomeIndicatorSpec {
        HomeIndicatorSpec(style: style ?? variant.appearance)
    }

    /// A `statusBar` or `homeIndicator` written as a view in a body: `time:` and `style:` as properties.
    func makeChromeKind(_ kind: ViewKindWord, _ props: [String: ValueNode]) throws(SceneError) -> ViewKind {
        let c = converter
        let style = try props["style"].map { n throws(SceneError) in
            try c.choice(n, "style", ["light": ChromeStyle.light, "dark": .dark, "darkContent": .light, "lightContent": .dark])
        }
        if kind == .homeIndicator { return .homeIndicator(homeIndicator(style: style)) }
        var time = StatusBarOptions.defaultTime
        if let node = props["time"] {
            time = try c.string(node, "time")
            guard !time.isEmpty, time.count <= StatusBarOptions.maximumTimeLength, !time.contains(where: \.isNewline) else {
                throw SceneError(.invalidValue, "'time' is the clock the status bar shows, 1 to \(StatusBarOptions.maximumTimeLength) characters on one line",
                                 at: node.location, hint: "time: \"9:41\"")
            }
        }
        return .statusBar(statusBar(time: time, style: style))
    }
}

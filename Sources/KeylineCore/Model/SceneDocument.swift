/// A loaded and validated scene file.
public struct SceneDocument: Sendable {
    /// The path as given, used in messages.
    public var file: String
    /// The folder image paths are relative to.
    public var directory: String
    public var name: String?
    public var device: Device
    /// The top-level `statusBar:` / `homeIndicator:` settings; screens may override them.
    public var chrome: SystemChrome = .none
    public var tokens: Tokens
    public var components: [String: ComponentDefinition]
    /// In the order the file declares them.
    public var screens: [ScreenDefinition]
    public var storyboards: [StoryboardDefinition] = []
    /// The spec's numbers (`expect:`), in the order written; `keyline check` measures them.
    public var expectations: [Expectation] = []
    /// The top-level `lint:` settings (`keyline lint`).
    public var lint = LintSettings()
    /// What `keyline test` compares with goldens (`snapshots:`), in the order written.
    public var snapshots: [SnapshotDefinition] = []
    /// Things worth saying that don't stop rendering (a missing image, say): diagnostics
    /// of severity warning or note, in `Diagnostic.precedes` order.
    public var warnings: [Diagnostic]

    public func screen(_ id: String) -> ScreenDefinition? { screens.first { $0.id == id } }
    public func storyboard(_ name: String) -> StoryboardDefinition? { storyboards.first { $0.name == name } }
}

public struct ComponentDefinition: Sendable {
    public var name: String
    public var parameters: [Parameter]
    public var body: ViewTemplate
    public var location: SourceLocation
    /// `role: button`: what control the component is, for VoiceOver and `keyline lint`.
    public var role: AccessibilityRole? = nil

    public struct Parameter: Sendable {
        public var name: String
        public var type: ParameterType
        public var defaultValue: ValueTemplate?
        public var location: SourceLocation
    }
}

public enum ParameterType: String, Sendable, CaseIterable {
    case string, number, bool, color, views, any
}

public struct ScreenDefinition: Sendable {
    public var id: String
    /// The screen's state variables and their values, in declaration order.
    public var state: [(name: String, value: Value, location: SourceLocation)]
    public var body: ViewTemplate
    public var location: SourceLocation
    /// The screen's own `statusBar:` / `homeIndicator:` keys, over the scene's.
    public var chrome = ScreenChrome()

    public var stateScope: [String: Value] {
        Dictionary(state.map { ($0.name, $0.value) }, uniquingKeysWith: { _, new in new })
    }
}

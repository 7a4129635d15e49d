/// The words of the scene format. View kinds and modifiers are typed (`ViewKindWord`,
/// `ModifierWord`, with SwiftUI's names in `SwiftUIVocabulary`); the string lists here are
/// derived from them, or are the keys of the file's other sections. The loader validates
/// keys against these tables and suggests the nearest one for a typo; the reference table
/// in docs/scene-language.md is generated from them (`VocabularyReference`).
public enum Vocabulary {
    /// `foreach: <list or count>`, `as: name`, `index: name`, `content: <view>`.
    public static let foreachProperties = ["as", "index", "content"]

    /// Modifiers in Keyline's words, applied in the order they are written (a YAML mapping
    /// keeps its order).
    public static let modifiers: [String] = ModifierWord.allCases.map(\.rawValue)

    /// Keys every view accepts that are not modifiers.
    public static let viewKeys = ["id", "if", "modifiers"]

    /// SwiftUI's navigation modifiers, written on the view a `navigationStack` shows (as in
    /// SwiftUI, on the content, not on the stack): the stack's navigation bar is made from
    /// them (docs/system-chrome.md). Accepted on every built-in view; outside a
    /// navigationStack they have no effect, as SwiftUI's have none outside one.
    public static let navigationKeys = ["navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "toolbarBackground"]

    /// SwiftUI's presentation modifiers (docs/presentations.md), accepted on every built-in
    /// view: each is a mapping of SwiftUI's argument labels, shown while `isPresented` is true.
    public static let presentationKeys = PresentationTemplate.Kind.allCases.map(\.rawValue)

    /// SwiftUI's modifiers written on the view a container shows and read by that container:
    /// a `tabView`'s child's `tabItem` (docs/system-chrome.md) and a sheet's content's
    /// `presentationDetents` and `presentationDragIndicator` (docs/presentations.md).
    /// Accepted on every built-in view; elsewhere they have no effect, as in SwiftUI.
    public static let presentedContentKeys = ["tabItem", "presentationDetents", "presentationDragIndicator"]

    /// SwiftUI's list-row modifiers, written on a row of a `list` or `form` (docs/containers.md,
    /// "Row modifiers"). Accepted on every built-in view; outside a list they have no
    /// effect, as SwiftUI's have none outside one.
    public static let listRowKeys = ["listRowInsets", "listRowSeparator", "listRowBackground"]

    /// Every word that can start a view, for "did you mean" on an unknown kind: Keyline's
    /// and SwiftUI's.
    public static var viewStarters: [String] {
        ViewKindWord.allCases.map(\.rawValue) + ViewKindWord.allCases.filter(\.hasSwiftUICounterpart).map(\.swiftUIName) + ["foreach", "ForEach", "slot"]
    }

    /// The view starters of the vocabulary `word` looks written in: SwiftUI's type names for
    /// a capitalised word (`VStak` → `VStack`), Keyline's otherwise (`vstak` → `vstack`).
    public static func viewStarters(like word: String) -> [String] {
        word.first?.isUppercase == true
            ? ViewKindWord.allCases.filter(\.hasSwiftUICounterpart).map(\.swiftUIName) + ["ForEach"]
            : ViewKindWord.allCases.map(\.rawValue) + ["foreach", "slot"]
    }

    public static let sceneKeys = ["keyline", "name", "device", "statusBar", "homeIndicator", "keyboard", "tokens", "components", "screens", "storyboards", "expect", "lint", "snapshots"]
    /// `statusBar: { … }`'s keys, at the top of the scene or on a screen (docs/system-chrome.md).
    public static let statusBarKeys = ["time", "style", "hidden"]
    public static let homeIndicatorKeys = ["style"]
    /// `keyboard: { … }`'s keys (docs/system-chrome.md, "The keyboard").
    public static let keyboardKeys = ["style", "submitLabel", "predictive"]
    /// The scene's top-level `lint:` settings.
    public static let lintSettingsKeys = ["grid"]
    public static let storyboardKeys = ["screen", "state", "events", "duration", "description"]
    public static let eventKeys = ["at", "set", "animation", "tap", "swipe", "every", "times", "description"]
    public static let swipeKeys = ["drag", "page", "pages", "by", "duration", "threshold", "flickVelocity", "cancel"]
    public static let tokenSections = ["colors", "gradients", "typography", "spacing", "shadows"]
    public static let fontKeys = ["style", "family", "weight", "size", "lineHeight", "letterSpacing", "italic", "design", "relativeTo"]
    public static let screenKeys = ["state", "body", "statusBar", "homeIndicator", "keyboard", "description"]
    public static let componentKeys = ["params", "body", "description", "role"]
}

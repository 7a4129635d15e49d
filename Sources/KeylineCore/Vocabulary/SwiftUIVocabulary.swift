/// SwiftUI's words for what Keyline implements, so that a scene can be written as the Swift
/// source reads. Each alias resolves, as the file is read, to Keyline's own word: the view
/// it makes is the same node, and `keyline layout` prints Keyline's word.
public enum SwiftUIVocabulary {
    /// A SwiftUI modifier written as a Keyline modifier with the same argument
    /// (`scaleEffect: 0.9` is `scale: 0.9`).
    public static let modifierAliases: [String: ModifierWord] = [
        "scaleEffect": .scale,
        "rotationEffect": .rotation,
        "clipShape": .clip,
        // iOS 13's name, deprecated for ignoresSafeArea(_:edges:) in iOS 14.
        "edgesIgnoringSafeArea": .ignoresSafeArea,
    ]

    /// A SwiftUI modifier without an argument (`.clipped()`), written `clipped: true`: the
    /// Keyline modifier with a fixed argument. `false` writes nothing, as leaving the call out.
    public static let flagModifiers: [String: (word: ModifierWord, argument: String)] = [
        "clipped": (.clip, "rect"),
        // `scaledToFit()` is `aspectRatio(contentMode: .fit)` (Apple's documentation).
        "scaledToFit": (.aspectRatio, "fit"),
        "scaledToFill": (.aspectRatio, "fill"),
    ]

    /// A SwiftUI modifier that Keyline reads as a property of the view it is written on.
    /// On a container these are SwiftUI's environment values, passed down to every text
    /// (and, for the foreground, every shape) inside that does not set its own
    /// (`textEnvironmentAlias`).
    public static func propertyAlias(_ word: String, on kind: ViewKindWord) -> String? {
        switch kind {
        case .vstack, .hstack, .zstack, .scroll, .pager, .viewThatFits,
             .grid, .gridRow, .lazyVGrid, .lazyHGrid, .list, .form, .section:
            textEnvironmentAlias(word)
        case .tabView:
            textEnvironmentAlias(word)
        case .text:
            switch word {
            // SwiftUI's kerning(_:) adjusts the space between pairs of characters and
            // tracking(_:) adds space after each character once ligatures are decided
            // ("tracking adds space … kerning adjusts … ligatures are kept", Apple's
            // documentation of Text.tracking(_:) and Text.kerning(_:)). Pango has one
            // letter-spacing attribute, applied after shaping: both map to it. They differ
            // only where a ligature would form (fi, fl), which tracking breaks and
            // kerning keeps.
            case "kerning", "tracking": "letterSpacing"
            case "fontWeight": "weight"
            case "fontDesign": "design"
            case "multilineTextAlignment": "align"
            case "foregroundColor", "foregroundStyle": "color"
            default: nil
            }
        // A label's title and icon take the foreground style.
        case .label:
            word == "foregroundColor" || word == "foregroundStyle" ? "color" : nil
        case .rect, .roundedRect, .capsule, .circle, .ellipse:
            // A shape fills with the foreground style unless given a fill.
            word == "foregroundColor" || word == "foregroundStyle" ? "fill" : nil
        case .image:
            switch word {
            // A template image (an SF Symbol) is drawn in the foreground style.
            case "foregroundColor", "foregroundStyle": "tint"
            // A symbol follows its font's weight, which fontWeight(_:) sets.
            case "fontWeight": "weight"
            default: nil
            }
        default: nil
        }
    }

    /// SwiftUI's view modifiers that set an environment value texts read ("font",
    /// "foregroundStyle", "kerning" … are View modifiers as well as Text's, and apply "to
    /// all child views": Apple's documentation of View.font(_:), View.foregroundStyle(_:),
    /// View.kerning(_:), View.tracking(_:), View.minimumScaleFactor(_:) …), as the text
    /// property each sets.
    public static func textEnvironmentAlias(_ word: String) -> String? {
        switch word {
        case "font", "lineLimit", "lineSpacing", "truncationMode", "minimumScaleFactor", "allowsTightening": word
        case "kerning", "tracking": "letterSpacing"
        case "fontWeight": "weight"
        case "fontDesign": "design"
        case "multilineTextAlignment": "align"
        case "foregroundColor", "foregroundStyle": "color"
        default: nil
        }
    }

    /// The text properties a container passes down to the texts inside it.
    public static let textEnvironmentProperties = ["font", "color", "letterSpacing", "weight", "design", "align", "lineLimit",
                                                   "lineSpacing", "truncationMode", "minimumScaleFactor", "allowsTightening"]

    /// A SwiftUI modifier without an argument read as a property with a fixed value
    /// (`bold: true` is `weight: bold`, Apple's documentation of Text.bold(): "applies a
    /// bold font weight"; View.bold() sets it for the texts inside a container).
    public static func flagProperty(_ word: String, on kind: ViewKindWord) -> (property: String, value: String)? {
        guard word == "bold" else { return nil }
        return kind == .text || propertyAlias("font", on: kind) != nil ? ("weight", "bold") : nil
    }

    /// Every SwiftUI property word of a kind, for suggestions.
    public static func propertyWords(on kind: ViewKindWord) -> [String] {
        ["font", "kerning", "tracking", "fontWeight", "fontDesign", "multilineTextAlignment", "foregroundColor", "foregroundStyle",
         "bold", "lineLimit", "lineSpacing", "truncationMode", "minimumScaleFactor", "allowsTightening"]
            .filter { !kind.properties.contains($0) && (propertyAlias($0, on: kind) != nil || flagProperty($0, on: kind) != nil) }
    }

    /// The kinds a SwiftUI property word applies to, for the message when it is written
    /// elsewhere.
    public static func kinds(accepting word: String) -> [ViewKindWord] {
        ViewKindWord.allCases.filter { propertyAlias(word, on: $0) != nil || flagProperty(word, on: $0) != nil }
    }

    /// Every SwiftUI modifier word Keyline accepts, for suggestions.
    public static var modifierWords: [String] { Array(modifierAliases.keys) + Array(flagModifiers.keys) }

    /// SwiftUI's view modifiers that Keyline does not implement, from Apple's documentation
    /// ("View modifiers", https://developer.apple.com/documentation/swiftui/view-modifiers,
    /// and the pages it links: Text, Image, Shape), so that writing one says so instead of
    /// suggesting a lookalike. (`navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar`
    /// and `toolbarBackground` are not here: Keyline reads them, `Vocabulary.navigationKeys`.)
    public static let modifiersNotImplemented: Set<String> = [
        "matchedGeometryEffect", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
        "colorInvert", "colorMultiply", "luminanceToAlpha", "blendMode", "compositingGroup", "drawingGroup",
        "mask", "border", "contentShape", "allowsHitTesting", "onTapGesture", "onLongPressGesture",
        "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear", "onDisappear", "onChange", "onReceive",
        "task", "refreshable", "searchable", "toolbarColorScheme",
        "navigationBarHidden", "navigationBarBackButtonHidden", "navigationDestination",
        "fullScreenCover", "popover", "contextMenu", "swipeActions",
        "listSectionSeparator",
        "toggleStyle",
        "indexViewStyle", "datePickerStyle", "environment", "environmentObject", "preferredColorScheme",
        "tag", "safeAreaInset", "safeAreaPadding", "containerRelativeFrame", "scrollTargetBehavior",
        "scrollTargetLayout", "scrollIndicators", "scrollDisabled", "scrollContentBackground", "scrollPosition",
        "scrollClipDisabled", "scrollTransition", "focusable", "keyboardType", "textContentType",
        "textInputAutocapitalization", "autocorrectionDisabled", "onSubmit", "labelsHidden",
        "symbolRenderingMode", "symbolVariant", "symbolEffect", "renderingMode", "interpolation",
        "antialiased", "redacted", "unredacted", "privacySensitive", "textCase", "textSelection", "underline",
        "strikethrough", "baselineOffset", "flipsForRightToLeftLayoutDirection",
        "transformEffect", "projectionEffect", "rotation3DEffect", "alignmentGuide", "coordinateSpace",
        "anchorPreference", "preference", "onPreferenceChange", "overlayPreferenceValue", "backgroundPreferenceValue",
        "geometryGroup", "visualEffect", "phaseAnimator", "keyframeAnimator", "contentTransition", "sensoryFeedback",
        "accentColor", "help", "badge", "interactiveDismissDisabled", "statusBarHidden", "persistentSystemOverlays",
        "defersSystemGestures", "labelIconToTitleSpacing", "monospacedDigit", "monospaced", "fontWidth",
        "typesettingLanguage", "containerShape", "backgroundStyle", "listRowSpacing", "headerProsody",
        "speechSpellsOutCharacters", "onHover", "hoverEffect", "draggable", "dropDestination",
        "onDrag", "onDrop", "onOpenURL", "handlesExternalEvents", "userActivity", "onContinueUserActivity",
        "fileImporter", "fileExporter", "photosPicker", "inspector",
    ]

    /// SwiftUI's views that Keyline does not implement (Apple's documentation, "Views" and
    /// "Controls and indicators"): a component use by one of these names, when the scene
    /// declares no such component, says so.
    public static let viewsNotImplemented: Set<String> = [
        "NavigationSplitView", "NavigationView",
        "DatePicker", "TextEditor",
        "LazyVStack", "LazyHStack",
        "GeometryReader", "Group", "GroupBox", "DisclosureGroup", "Color", "LinearGradient", "RadialGradient",
        "AngularGradient", "AsyncImage", "Canvas", "Path", "Map", "Chart", "ControlGroup", "Gauge", "ShareLink",
        "ContentUnavailableView", "TimelineView", "ScrollViewReader", "AnyView", "ColorPicker", "PhotosPicker",
        "Table", "OutlineGroup", "ToolbarItem", "UnevenRoundedRectangle", "ContainerRelativeShape", "VideoPlayer",
        "LabeledContent", "EditButton", "PasteButton", "RenameButton", "SignInWithAppleButton", "Toolbar",
    ]

    /// "X is SwiftUI's, not implemented by Keyline", for a SwiftUI modifier Keyline lacks.
    public static func notImplementedModifier(_ word: String) -> Bool {
        modifiersNotImplemented.contains(word)
    }
}

/// Every built-in view kind, one case each, with its schema: what the value after its key
/// holds, the properties written beside it, and SwiftUI's name for it. The reader, the
/// instantiator (an exhaustive switch over these cases) and the reference table read it.
public enum ViewKindWord: String, CaseIterable, Sendable {
    case vstack, hstack, zstack, scroll, pager, viewThatFits
    case text, rect, roundedRect, capsule, circle, ellipse, image, progress, spacer, divider, empty
    /// System chrome (docs/system-chrome.md): usually turned on with the scene's or screen's
    /// `statusBar:` / `homeIndicator:` keys, which add these views.
    case statusBar, homeIndicator
    /// iOS's navigation bar and tab bar (docs/system-chrome.md), views a screen places in
    /// its body; built out of ordinary views with ids under the bar's (`navigationBar.title`).
    case navigationBar, tabBar
    /// SwiftUI's `NavigationStack`: one view, its root screen, under a navigation bar made
    /// from the view's `navigationTitle`, `navigationBarTitleDisplayMode` and `toolbar`.
    case navigationStack
    /// SwiftUI's containers (docs/containers.md): grids laid out by SwiftUI's rules, and
    /// lists and forms drawn as iOS 17 draws them.
    case grid, gridRow, lazyVGrid, lazyHGrid, list, form, section, navigationLink
    // SwiftUI's standard controls (docs/controls.md): each expands into the views above.
    case button, textField, secureField, toggle, link
    // Presented states and tabView (docs/presentations.md, docs/system-chrome.md): SwiftUI's
    // `TabView`, with the tab bar, or the pages of `tabViewStyle: page`.
    case tabView
    // Controls, part 2 (issue 15): indicators and adjusters.
    case label, progressView, slider, stepper, picker, menu

    /// A kind whose value may be a list of views instead of a title (its label): a button,
    /// and a navigationLink (`NavigationLink { … } label: { … }`).
    public var takesLabelViews: Bool { self == .button || self == .navigationLink }

    /// One of SwiftUI's standard controls, which expand into the other kinds.
    public var isControl: Bool {
        switch self {
        case .button, .textField, .secureField, .toggle, .link: true
        case .label, .progressView, .slider, .stepper, .picker, .menu: true
        default: false
        }
    }

    /// What the value after a view's kind key holds.
    public enum Primary: Sendable, Equatable {
        case none
        case value(required: Bool)
        case children
    }

    public var primary: Primary {
        switch self {
        case .vstack, .hstack, .zstack, .scroll, .pager, .viewThatFits, .navigationStack: .children
        case .tabView: .children
        case .grid, .gridRow, .lazyVGrid, .lazyHGrid, .list, .form, .section: .children
        case .navigationLink: .value(required: true)
        case .text, .image, .progress: .value(required: true)
        case .roundedRect, .spacer, .navigationBar: .value(required: false)
        case .rect, .capsule, .circle, .ellipse, .divider, .empty, .statusBar, .homeIndicator, .tabBar: .none
        // A control's title (SwiftUI's first argument, `Button("Sign In")`).
        case .button, .textField, .secureField, .link: .value(required: true)  // or, for a button, its label's views
        case .toggle: .value(required: false)
        // A label's and a stepper's title is drawn; a progress view's is optional; a
        // slider's is only read by VoiceOver (SwiftUI's `label:`), as iOS draws none.
        case .label, .stepper, .picker, .menu: .value(required: true)
        case .progressView, .slider: .value(required: false)
        }
    }

    static let shapeProperties = ["fill", "stroke", "trim"]
    /// `lineSpacing`, `truncationMode`, `minimumScaleFactor` and `allowsTightening` are
    /// SwiftUI's words; Keyline has no other.
    static let textProperties = ["font", "family", "weight", "size", "lineHeight", "letterSpacing", "italic", "design",
                                 "relativeTo", "color", "align", "lineLimit", "lineSpacing", "truncationMode",
                                 "minimumScaleFactor", "allowsTightening", "reveal"]

    /// The properties written beside the kind key, in Keyline's words.
    public var properties: [String] {
        switch self {
        // A container's text properties pass down to the texts inside (SwiftUI's environment).
        case .vstack, .hstack: ["spacing", "alignment"] + SwiftUIVocabulary.textEnvironmentProperties
        case .zstack: ["alignment"] + SwiftUIVocabulary.textEnvironmentProperties
        case .scroll: ["axis", "spacing", "alignment", "contentOffset"] + SwiftUIVocabulary.textEnvironmentProperties
        case .pager: ["selection", "drag"] + SwiftUIVocabulary.textEnvironmentProperties
        case .viewThatFits: ["in"] + SwiftUIVocabulary.textEnvironmentProperties
        case .text: Self.textProperties
        case .rect, .capsule, .circle, .ellipse: Self.shapeProperties
        case .roundedRect: Self.shapeProperties + ["cornerRadius", "style"]
        // `font`, `weight` and `imageScale` size a symbol (docs/symbols.md).
        case .image: ["resizable", "contentMode", "tint", "label", "dark", "font", "weight", "imageScale"]
        case .progress: ["tint", "track", "thickness"]
        case .spacer: ["minLength"]
        case .divider: ["color", "thickness"]
        case .empty: []
        case .statusBar: ["time", "style"]
        case .homeIndicator: ["style"]
        case .grid: ["alignment", "horizontalSpacing", "verticalSpacing"] + SwiftUIVocabulary.textEnvironmentProperties
        case .gridRow: ["alignment"] + SwiftUIVocabulary.textEnvironmentProperties
        case .lazyVGrid: ["columns", "spacing", "alignment"] + SwiftUIVocabulary.textEnvironmentProperties
        case .lazyHGrid: ["rows", "spacing", "alignment"] + SwiftUIVocabulary.textEnvironmentProperties
        case .list: ["listStyle", "contentOffset"] + SwiftUIVocabulary.textEnvironmentProperties
        case .form: ["contentOffset"] + SwiftUIVocabulary.textEnvironmentProperties
        case .section: ["header", "footer"] + SwiftUIVocabulary.textEnvironmentProperties
        case .navigationLink: []
        // SwiftUI's words: the modifiers (environment values) that style the control, and
        // the arguments of its initialiser (`text:`, `prompt:`, `isOn:`).
        case .button: ["buttonStyle", "controlSize", "buttonBorderShape", "role", "disabled", "tint", "font", "weight"]
        // `submitLabel`: the return key's label while the keyboard edits the field.
        case .textField, .secureField: ["text", "prompt", "textFieldStyle", "focused", "disabled", "font", "weight", "submitLabel"]
        case .toggle: ["isOn", "disabled", "tint", "font", "weight"]
        // `destination` is SwiftUI's argument; nothing is drawn from it.
        case .link: ["destination", "disabled", "tint", "font", "weight"]
        case .label: ["systemImage", "labelStyle", "color", "font", "weight"]
        case .progressView: ["value", "total", "progressViewStyle", "tint", "font", "weight"]
        case .slider: ["value", "in", "minimumValueLabel", "maximumValueLabel", "disabled", "tint"]
        case .stepper: ["value", "in", "disabled", "font", "weight"]
        case .picker: ["options", "selection", "pickerStyle", "disabled", "tint", "font", "weight"]
        case .menu: ["disabled", "tint", "font", "weight"]
        // `contentOffset`: how far the content under the bar is scrolled (the large title collapses).
        case .navigationBar: ["displayMode", "back", "trailing", "tint", "toolbarBackground", "contentOffset"]
        case .tabBar: ["items", "selection", "tint", "toolbarBackground"]
        // `back`: the stack shows a pushed screen, whose back button carries the previous
        // screen's title (as `navigationBar`'s `back`).
        case .navigationStack: ["tint", "back"]
        // SwiftUI's `TabView(selection:)`, `.tabViewStyle(_:)`, `.tint(_:)`, `.toolbarBackground(_:for:)`;
        // `drag` as a pager's, for the page style.
        case .tabView: ["selection", "tabViewStyle", "drag", "tint", "toolbarBackground"] + SwiftUIVocabulary.textEnvironmentProperties
        }
    }

    /// SwiftUI's view type (Apple's documentation, "Views"), accepted as a kind key too. The
    /// system chrome has none (SwiftUI apps do not draw it): its name is Keyline's own.
    public var hasSwiftUICounterpart: Bool { swiftUIName != rawValue }

    public var swiftUIName: String {
        switch self {
        case .vstack: "VStack"
        case .hstack: "HStack"
        case .zstack: "ZStack"
        case .scroll: "ScrollView"
        // A page-style TabView: `tabView` with `tabViewStyle: page` is SwiftUI's name for it.
        case .pager: "pager"
        case .viewThatFits: "ViewThatFits"
        case .text: "Text"
        case .rect: "Rectangle"
        case .roundedRect: "RoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .image: "Image"
        // Keyline's own bar; SwiftUI's ProgressView is `progressView`.
        case .progress: "progress"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .empty: "EmptyView"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyVGrid: "LazyVGrid"
        case .lazyHGrid: "LazyHGrid"
        case .list: "List"
        case .form: "Form"
        case .section: "Section"
        case .navigationLink: "NavigationLink"
        case .button: "Button"
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .toggle: "Toggle"
        case .link: "Link"
        case .label: "Label"
        case .progressView: "ProgressView"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .picker: "Picker"
        case .menu: "Menu"
        case .navigationStack: "NavigationStack"
        case .tabView: "TabView"
        case .statusBar, .homeIndicator, .navigationBar, .tabBar: rawValue
        }
    }

    /// The id a view of this kind gets when the scene gives it none: the bars' parts are
    /// named under it (`navigationBar.title`, `tabBar.item0`).
    public var defaultID: String? {
        switch self {
        case .navigationBar, .tabBar: rawValue
        default: nil
        }
    }

    /// The kind written under either name: Keyline's (`text`) or SwiftUI's (`Text`).
    public init?(word: String) {
        if let kind = ViewKindWord(rawValue: word) { self = kind; return }
        guard let kind = Self.bySwiftUIName[word] else { return nil }
        self = kind
    }

    private static let bySwiftUIName = Dictionary(uniqueKeysWithValues: allCases.filter(\.hasSwiftUICounterpart).map { ($0.swiftUIName, $0) })

    var example: String? {
        switch self {
        case .text: "text: Hello"
        case .image: "image: assets/illustration.svg, or image: { systemName: star.fill }"
        case .progress: "progress: 0.4"
        case .statusBar: "statusBar: { time: \"9:41\", style: dark }"
        case .lazyVGrid: "lazyVGrid: [ … ], columns: [flexible, flexible, flexible]"
        case .navigationLink: "navigationLink: Wi-Fi"
        case .button: "button: Sign In"
        case .textField: "textField: Email"
        case .secureField: "secureField: Password"
        case .link: "link: Terms of Service"
        case .label: "label: Favorites, systemImage: star.fill"
        case .progressView: "progressView: Downloading, value: 0.4"
        case .slider: "slider: Volume, value: 0.5"
        case .stepper: "stepper: Quantity, value: 2, in: [0, 10]"
        case .picker: "picker: Flavor, options: [Chocolate, Vanilla], selection: Vanilla"
        case .menu: "menu: Options"
        case .navigationBar: "navigationBar: Settings"
        case .tabBar: "tabBar: { items: [{ systemName: house.fill, label: Home }], selection: 0 }"
        case .tabView: "tabView: [ - text: Home, tabItem: { systemName: house.fill, label: Home } ]"
        default: nil
        }
    }
}

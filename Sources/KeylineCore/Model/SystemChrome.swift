/// What iOS draws over every app: the status bar at the top and the home indicator at the
/// bottom. A scene or a screen opts in (`statusBar: true`, `homeIndicator: true`); the
/// instantiator then adds them as views with the ids `statusBar` and `homeIndicator`, laid
/// out for the variant's device (docs/system-chrome.md).
public struct SystemChrome: Hashable, Sendable {
    /// nil: no status bar.
    public var statusBar: StatusBarOptions?
    /// nil: no home indicator.
    public var homeIndicator: HomeIndicatorOptions?
    /// nil: no keyboard (docs/system-chrome.md, "The keyboard").
    public var keyboard: KeyboardOptions?

    public init(statusBar: StatusBarOptions? = nil, homeIndicator: HomeIndicatorOptions? = nil, keyboard: KeyboardOptions? = nil) {
        self.statusBar = statusBar; self.homeIndicator = homeIndicator; self.keyboard = keyboard
    }

    public static let none = SystemChrome()

    /// A screen's own settings win over the scene's, each part on its own.
    public func overridden(by screen: ScreenChrome) -> SystemChrome {
        SystemChrome(statusBar: screen.statusBar ?? statusBar, homeIndicator: screen.homeIndicator ?? homeIndicator,
                     keyboard: screen.keyboard ?? keyboard)
    }

    public var isEmpty: Bool { statusBar == nil && homeIndicator == nil && keyboard == nil }

    /// The ids the chrome's views take; a screen cannot use them for its own views while the chrome is on.
    public static let statusBarID = "statusBar"
    public static let homeIndicatorID = "homeIndicator"
}

/// A screen's `statusBar:` / `homeIndicator:` keys: nil where the screen says nothing (the
/// scene's setting holds), `.some(nil)` where it turns the part off (`statusBar: false`).
public struct ScreenChrome: Hashable, Sendable {
    public var statusBar: StatusBarOptions??
    public var homeIndicator: HomeIndicatorOptions??
    public var keyboard: KeyboardOptions??
    public init(statusBar: StatusBarOptions?? = nil, homeIndicator: HomeIndicatorOptions?? = nil, keyboard: KeyboardOptions?? = nil) {
        self.statusBar = statusBar; self.homeIndicator = homeIndicator; self.keyboard = keyboard
    }
}

/// Which appearance the chrome is drawn for, as `toolbarColorScheme` names it: `dark` is
/// for a dark screen (white content, UIKit's `.lightContent`), `light` for a light one
/// (black content, `.darkContent`). nil follows the variant's appearance, as iOS's
/// `.default` style does.
public typealias ChromeStyle = Appearance

public struct StatusBarOptions: Hashable, Sendable {
    /// The clock, as written ("9:41", Apple's marketing time, by default).
    public var time: String
    public var style: ChromeStyle?
    /// `hidden: true`: iOS hides the status bar (`statusBarHidden`); nothing is drawn, the
    /// safe area stays as it is on Face ID iPhones.
    public var hidden: Bool

    public init(time: String = StatusBarOptions.defaultTime, style: ChromeStyle? = nil, hidden: Bool = false) {
        self.time = time; self.style = style; self.hidden = hidden
    }

    /// Apple shows 9:41 in its product imagery and Simulator's status-bar overrides default to it.
    public static let defaultTime = "9:41"
    /// A clock longer than this is refused: the status bar has room for "12:59 PM" and no more.
    public static let maximumTimeLength = 12
}

public struct HomeIndicatorOptions: Hashable, Sendable {
    public var style: ChromeStyle?
    public init(style: ChromeStyle? = nil) { self.style = style }
}

/// A status bar as the instantiator makes it: options resolved for the variant.
public struct StatusBarSpec: Hashable, Sendable {
    public var time: String
    /// The appearance it is drawn for: `.light` draws black content, `.dark` white.
    public var style: Appearance
    public init(time: String, style: Appearance) { self.time = time; self.style = style }
}

public struct HomeIndicatorSpec: Hashable, Sendable {
    public var style: Appearance
    public init(style: Appearance) { self.style = style }
}

/// iOS 17's software keyboard (docs/system-chrome.md, "The keyboard"): the English (US)
/// QWERTY layout a screen shows while a text field is edited. The instantiator builds it out
/// of ordinary views (rounded keys, text, symbols) with ids under `keyboard`, so layout,
/// rendering, the layout JSON, `check` and `lint` treat it like any view.
///
/// Sources:
/// - [KK] KeyboardKit (github.com/KeyboardKit/KeyboardKit, MIT), a library that reproduces
///   the system keyboard for custom keyboards: `KeyboardLayout+DeviceConfiguration.swift`
///   (iPhone portrait rows 54 pt tall, 56 pt on the large phones; 3-pt horizontal key
///   insets, so 6 pt between keys; corner radius 5), its colour assets
///   (`Resources/Colors.xcassets`) and `KeyboardAction+Button.swift` (key font sizes).
/// - [Frame] `UIKeyboardFrameEndUserInfoKey` as apps log it, widely published: 216 pt of keys
///   in portrait on a 375-pt iPhone, 260 with the QuickType bar (so the bar is 44 pt), and
///   291 / 335 pt on Face ID iPhones of 375 and 390 pt (the 75-pt strip under the keys
///   holds the globe and dictation buttons and the home indicator's area).
/// Where a number is Keyline's estimate, its comment says so.
public struct KeyboardMetrics: Hashable, Sendable {
    public let screenWidth: Double
    /// Face ID iPhones draw the globe and dictation in a strip under the keys; the iPhone SE
    /// puts dictation in the bottom row.
    public let hasBottomStrip: Bool

    public init(screenWidth: Double, hasHomeIndicator: Bool) {
        self.screenWidth = screenWidth
        self.hasBottomStrip = hasHomeIndicator
    }

    /// [KK] The Plus and Max phones (414 pt and wider) get taller rows.
    public var isLarge: Bool { screenWidth >= 414 }

    /// [KK] One row of keys, gaps included.
    public var rowHeight: Double { isLarge ? 56 : 54 }
    /// A key cap: the row less 6 pt above and below (42 pt on a 54-pt row, 12-pt gaps
    /// between rows). Estimate: KeyboardKit insets 5 pt; side-by-side captures of the
    /// system keyboard published with keyboard extensions measure 42-pt caps.
    public var keyHeight: Double { rowHeight - 2 * Self.keyVerticalInset }
    public static let keyVerticalInset = 6.0
    /// [KK] 3 pt on each side of a key: 6 pt between two keys, 3 pt to the screen's edge.
    public static let keyHorizontalInset = 3.0
    /// [KK] The caps' corner radius.
    public static let cornerRadius = 5.0
    /// The caps' shadow: a copy of the cap 1 pt lower, under it. Estimate read off iOS 17
    /// screenshots (the line under each key); its colour is [KK]'s `standardButtonShadow`.
    public static let shadowOffset = 1.0

    /// [Frame] The QuickType bar over the keys (260 − 216).
    public static let suggestionBarHeight = 44.0
    /// [Frame] Under the keys on Face ID iPhones: 291 − 216.
    public static let bottomStripHeight = 75.0

    /// The four rows of keys.
    public var keysHeight: Double { 4 * rowHeight }
    /// The whole keyboard, from the top of the QuickType bar to the bottom of the screen:
    /// 260 pt on the iPhone SE, 335 on Face ID phones up to 393 pt wide, 343 on the large
    /// ones ([Frame] reports 346 on 414-pt phones with 226-pt keys: an 8-pt difference in
    /// rows Keyline takes from [KK]).
    public var height: Double { Self.suggestionBarHeight + keysHeight + (hasBottomStrip ? Self.bottomStripHeight : 0) }

    /// A tenth of the width: each letter of the top row's slot, its cap 6 pt narrower
    /// (as [KK]'s `.input` width is a tenth of the row).
    public var unit: Double { screenWidth / 10 }
    public var letterWidth: Double { unit - 2 * Self.keyHorizontalInset }
    /// Shift, delete, 123 and the emoji key: 1.3 units less the insets (42.75 pt at 375,
    /// 44.7 at 390). Estimate read off iOS 17 screenshots (the 375-pt keyboard's shift is
    /// about 42 pt wide).
    public var functionKeyWidth: Double { 1.3 * unit - 2 * Self.keyHorizontalInset }
    /// The return key: 2.5 units less the insets (87.75 pt at 375). Estimate, as above.
    public var returnKeyWidth: Double { 2.5 * unit - 2 * Self.keyHorizontalInset }
    /// The iPhone SE's 123, globe and dictation keys, three of them before the space bar:
    /// a letter's width plus 3 pt. Estimate.
    public var compactFunctionKeyWidth: Double { letterWidth + 3 }

    /// [KK] Fonts: an upper-case letter 23 pt regular, a lower-case one 26 pt light (SF Pro
    /// draws lower-case letters smaller than capitals of the same size); `123`, `space` and
    /// `return` 16 pt; symbols 20 pt light.
    public static let upperCaseLetterSize = 23.0
    public static let lowerCaseLetterSize = 26.0
    public static let labelSize = 16.0
    public static let symbolSize = 20.0
    /// The globe and dictation buttons of the bottom strip: larger symbols, without caps,
    /// centred in a 44-pt square whose centre is 30 pt from the screen's edge and 26 pt
    /// below the keys. Estimate read off iOS 17 screenshots of Face ID iPhones.
    public static let stripSymbolSize = 25.0
    public static let stripButtonSize = 44.0
    public static let stripButtonCentreInset = 30.0
    public static let stripButtonCentreBelowKeys = 26.0

    /// The letters, row by row.
    public static let letterRows: [[Character]] = [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")]
}

/// The keyboard's colours, [KK]'s assets: the background #D5D6DD (light) and #2C2C2C (dark);
/// letter keys white or #6B6B6B; shift, delete, 123 and return #ABB1BA or #474747; the
/// shadow black at 30 % or 70 %; the labels black or white.
public enum KeyboardColors {
    public static func background(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 44, 44, 44) : Color(rgb8: 213, 214, 221)
    }

    public static func letterKey(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 107, 107, 107) : Color(rgb8: 255, 255, 255)
    }

    public static func functionKey(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 71, 71, 71) : Color(rgb8: 171, 177, 186)
    }

    public static func shadow(_ appearance: Appearance) -> Color {
        Color(rgb8: 0, 0, 0, alpha: appearance == .dark ? 0.7 : 0.3)
    }

    public static func label(_ appearance: Appearance) -> Color { appearance == .dark ? .white : .black }
}

/// SwiftUI's `SubmitLabel` (`.submitLabel(.go)` on a text field): what the return key says.
/// Apple's documentation lists the values; iOS draws every one but `return` and `next` on a
/// blue key in white (UIKit's `UIReturnKeyType`: the "action" keys are blue).
public enum SubmitLabel: String, CaseIterable, Sendable {
    case `return`, done, go, send, join, route, search, next, `continue`

    /// The key's title, lower case as iOS 13 and later write it.
    public var title: String { rawValue }

    /// Drawn on a blue key (systemBlue), in white.
    public var isAction: Bool { self != .return && self != .next }
}

/// `keyboard:` at the top of a scene or on a screen: `true`, `false`, or
/// `{ style, submitLabel }`.
public struct KeyboardOptions: Hashable, Sendable {
    /// The appearance it is drawn in; nil follows the variant's (iOS's default
    /// `keyboardAppearance` follows the system's).
    public var style: ChromeStyle?
    /// The return key's label when no focused field sets `submitLabel`.
    public var submitLabel: SubmitLabel?

    public init(style: ChromeStyle? = nil, submitLabel: SubmitLabel? = nil) {
        self.style = style; self.submitLabel = submitLabel
    }

    /// The id of the keyboard's view; its keys are named under it (`keyboard.q`).
    public static let id = "keyboard"
}

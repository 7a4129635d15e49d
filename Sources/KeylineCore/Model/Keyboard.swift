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
/// - [Shot] iOS's own keyboard in react-native-keyboard-controller's end-to-end reference
///   screenshots (github.com/kirillzyusko/react-native-keyboard-controller, MIT; kept in
///   Tests/KeylineCompareTests/Screenshots/KeyboardController with SOURCES.md): iPhone 13 Pro
///   (390 pt, iOS 15.5), 15 Pro (393 pt, iOS 17.5) and 16 Pro (402 pt, iOS 18.5) simulators
///   at @3x, the same layout on all three (and on the repository's iPhone 14 Pro with iOS
///   16.4, not kept), predictive text off (no QuickType bar: 291 pt).
///   RealScreenshotTests.keyboardControllersKeyboard measures Keyline's keyboard against
///   each.
/// Where a number is Keyline's estimate, its comment says so.
public struct KeyboardMetrics: Hashable, Sendable {
    public let screenWidth: Double
    /// Face ID iPhones draw the emoji face and dictation in a strip under the keys; the
    /// iPhone SE puts the globe and dictation in the bottom row.
    public let hasBottomStrip: Bool
    /// Predictive text on (iOS's default): the QuickType bar over the keys.
    public let hasSuggestionBar: Bool

    public init(screenWidth: Double, hasHomeIndicator: Bool, predictive: Bool = true) {
        self.screenWidth = screenWidth
        self.hasBottomStrip = hasHomeIndicator
        self.hasSuggestionBar = predictive
    }

    /// [KK] The Plus and Max phones (414 pt and wider) get taller rows.
    public var isLarge: Bool { screenWidth >= 414 }

    /// [KK] One row of keys, gaps included.
    public var rowHeight: Double { isLarge ? 56 : 54 }
    /// A key cap: the row less 12 pt (42 pt on a 54-pt row, 12-pt gaps between rows).
    /// [Shot]: 42-pt caps 54 pt apart on the 390-, 393- and 402-pt phones.
    public var keyHeight: Double { rowHeight - Self.rowGap }
    public static let rowGap = 12.0
    /// [Shot] The cap sits 8 pt below its row's top and 4 pt above its bottom: the first row's
    /// caps start 8 pt under the keyboard's top (no QuickType bar), the last end 4 pt above
    /// the 216 pt of keys (was 6 and 6, an estimate: the caps were drawn 2 pt high).
    public static let keyTopInset = 8.0
    /// [KK] 3 pt on each side of a key: 6 pt between two keys, 3 pt to the screen's edge.
    public static let keyHorizontalInset = 3.0
    /// [KK] The caps' corner radius.
    public static let cornerRadius = 5.0
    /// The caps' shadow: a copy of the cap 1 pt lower, under it. [Shot]: a 1-pt line under
    /// each 42-pt cap (43 pt from the cap's top to the line's bottom); its colour in
    /// `KeyboardColors.shadow`.
    public static let shadowOffset = 1.0

    /// [Frame] The QuickType bar over the keys (260 − 216); none with predictive text off.
    public static let suggestionBarHeight = 44.0
    public var suggestionsHeight: Double { hasSuggestionBar ? Self.suggestionBarHeight : 0 }
    /// [Frame] Under the keys on Face ID iPhones: 291 − 216.
    public static let bottomStripHeight = 75.0

    /// The four rows of keys.
    public var keysHeight: Double { 4 * rowHeight }
    /// The whole keyboard, from the top of the QuickType bar to the bottom of the screen:
    /// 260 pt on the iPhone SE, 335 on Face ID phones up to 393 pt wide, 343 on the large
    /// ones ([Frame] reports 346 on 414-pt phones with 226-pt keys: an 8-pt difference in
    /// rows Keyline takes from [KK]).
    /// Without the QuickType bar 44 pt less: 291 pt on the 390- to 402-pt phones, as [Frame]
    /// logs and [Shot] shows.
    public var height: Double { suggestionsHeight + keysHeight + (hasBottomStrip ? Self.bottomStripHeight : 0) }

    /// A tenth of the width: each letter of the top row's slot, its cap 6 pt narrower
    /// (as [KK]'s `.input` width is a tenth of the row).
    public var unit: Double { screenWidth / 10 }
    public var letterWidth: Double { unit - 2 * Self.keyHorizontalInset }
    /// Shift and delete: a letter's cap and a third. [Shot] measures 44, 44.33 and 45.33 pt
    /// on the 390-, 393- and 402-pt phones (33-, 33.33- and 34-pt letters); a letter and a
    /// third gives 44, 44.4 and 45.6, within 0.3 pt of each (the estimate it replaces, 1.3
    /// units less the insets, was 0.7 to 0.9 pt wider).
    public var functionKeyWidth: Double { letterWidth * 4 / 3 }
    /// The return key, and on Face ID iPhones the 123 key (the emoji key lives in the strip
    /// under the keys there): 2.5 units less the insets. [Shot]: 91.3, 92.3 and 94.3 pt
    /// (each the mean of 123 and return, which the pixel grid splits by up to 0.7 pt) at
    /// 390, 393 and 402 pt, where the formula gives 91.5, 92.25 and 94.5. The 123 key was
    /// drawn 1.3 units wide beside an emoji key before this measurement.
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
    /// The emoji and dictation buttons of the bottom strip (an iPhone with one keyboard
    /// language shows the emoji face where the globe would switch keyboards): larger
    /// symbols, without caps, in 44-pt squares. [Shot]: the face's ink is 26.67 pt across,
    /// centred 42.33 pt from the leading edge; the microphone's 18.33 x 28, centred 42.83 pt
    /// from the trailing edge; their centres 35 and 34 pt below the 216 pt of keys, on all
    /// three widths (the estimate was 30 pt from the edges and 26 below the keys).
    /// The emoji face's frame: the stand-in symbol's face fills 0.84 of it, so a 32-pt frame
    /// draws [Shot]'s 26.67-pt face (within 0.2 pt).
    public static let stripSymbolSize = 32.0
    public static let stripButtonSize = 44.0
    public static let stripButtonCentreInset = 42.5
    public static let stripButtonCentreBelowKeys = 34.5
    /// The microphone drawn with shapes (its ink 16.55 pt tall at scale 1), scaled to [Shot]'s
    /// 28-pt height; it comes out 21.4 pt wide where SF's is 18.33.
    public static let microphoneScale = 1.7

    /// The letters, row by row.
    public static let letterRows: [[Character]] = [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")]
}

/// The keyboard's colours, [KK]'s assets: the background #2C2C2C (dark); letter keys white or
/// #6B6B6B; shift, delete, 123 and return #474747 in dark; the shadow black at 70 % in dark;
/// the labels black or white. In light, [Shot]'s iOS 17.5 keyboard (sRGB): the background
/// #D0D3D9 (KK: #D5D6DD), the grey keys #ABAFBA (KK: #ABB1BA), the 1-pt line under each
/// cap #88898D on the background, black at 35 % (KK: 30 %).
public enum KeyboardColors {
    public static func background(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 44, 44, 44) : Color(rgb8: 208, 211, 217)
    }

    public static func letterKey(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 107, 107, 107) : Color(rgb8: 255, 255, 255)
    }

    public static func functionKey(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 71, 71, 71) : Color(rgb8: 171, 175, 186)
    }

    public static func shadow(_ appearance: Appearance) -> Color {
        Color(rgb8: 0, 0, 0, alpha: appearance == .dark ? 0.7 : 0.35)
    }

    public static func label(_ appearance: Appearance) -> Color { appearance == .dark ? .white : .black }

    /// The emoji face and the microphone in the strip under the keys: #50555C in light
    /// ([Shot], iOS 17.5), the labels' white in dark (an estimate).
    public static func stripSymbol(_ appearance: Appearance) -> Color { appearance == .dark ? .white : Color(rgb8: 80, 85, 92) }
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
/// `{ style, submitLabel, predictive }`.
public struct KeyboardOptions: Hashable, Sendable {
    /// The appearance it is drawn in; nil follows the variant's (iOS's default
    /// `keyboardAppearance` follows the system's).
    public var style: ChromeStyle?
    /// The return key's label when no focused field sets `submitLabel`.
    public var submitLabel: SubmitLabel?
    /// Settings › General › Keyboard › Predictive: on (the default) the QuickType bar is
    /// over the keys; off, the keyboard is 44 pt shorter (as in [Shot]'s screenshots).
    public var predictive: Bool

    public init(style: ChromeStyle? = nil, submitLabel: SubmitLabel? = nil, predictive: Bool = true) {
        self.style = style; self.submitLabel = submitLabel; self.predictive = predictive
    }

    /// The id of the keyboard's view; its keys are named under it (`keyboard.q`).
    public static let id = "keyboard"
}

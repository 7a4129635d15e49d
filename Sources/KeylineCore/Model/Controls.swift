/// SwiftUI's standard controls (docs/controls.md): their choices, parsed once into these
/// types, and the metrics iOS 17 draws them with. A control expands into ordinary views
/// (text, shapes, stacks with padding and backgrounds), so layout, rendering, `check`,
/// `lint` and `redline` see nothing new.
///
/// Where a number comes from a public measurement rather than Apple's documentation, the
/// comment says so; docs/controls.md lists what is measured and what is Keyline's reading.

/// SwiftUI's `ButtonStyle` values (`.buttonStyle(.borderedProminent)`).
public enum ButtonStyleChoice: String, CaseIterable, Sendable {
    /// Outside a list, iOS resolves `.automatic` to `.borderless` (Apple's documentation
    /// of `PrimitiveButtonStyle.automatic`: "the default button style … based on the
    /// button's context"; a button in a plain stack draws as borderless on iOS).
    case automatic, plain, borderless, bordered, borderedProminent

    /// The style drawn: `.automatic` is `.borderless` outside lists and forms.
    var resolved: ButtonStyleChoice { self == .automatic ? .borderless : self }
}

/// SwiftUI's `ControlSize` (`.controlSize(.large)`).
public enum ControlSize: String, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// SwiftUI's `ButtonBorderShape`: `.automatic`, `.capsule`, `.roundedRectangle`,
/// `.roundedRectangle(radius:)` (written as the radius, a number) and `.circle` (iOS 17).
public enum ButtonBorderShapeChoice: Hashable, Sendable {
    case automatic, capsule, roundedRectangle, circle
    case roundedRectangleRadius(Double)

    static let named: [String: ButtonBorderShapeChoice] = [
        "automatic": .automatic, "capsule": .capsule, "roundedRectangle": .roundedRectangle, "circle": .circle,
    ]
}

/// SwiftUI's `ButtonRole`.
public enum ButtonRoleChoice: String, CaseIterable, Sendable {
    /// Drawn in red (`systemRed`), as iOS draws a destructive button's label and fill.
    case destructive
    /// Only alerts, confirmation dialogs and menus treat a cancel button differently (they
    /// place it apart and bold it); an ordinary button with this role looks the same.
    case cancel
}

/// SwiftUI's `TextFieldStyle` values.
public enum TextFieldStyleChoice: String, CaseIterable, Sendable {
    /// Outside a form, iOS resolves `.automatic` to `.plain`: a bare line of text.
    case automatic, plain, roundedBorder
}

/// How a bordered button of one control size is padded, rounded and lettered.
public struct ButtonMetrics: Hashable, Sendable {
    /// Between the label and the bordered background (SwiftUI's bordered styles pad the
    /// label; borderless and plain buttons are as large as their label).
    public var insets: EdgeInsets
    /// The background's corner radius for the automatic border shape; nil: a capsule.
    public var cornerRadius: Double?
    /// The label's text style when the button sets no font.
    public var textStyle: TextStyle

    /// Per control size. Source: UIButton.Configuration's sizes, which SwiftUI's bordered
    /// styles share on iOS, as copied from UIKit by Sereivoan Yong's open-source stand-in for
    /// iOS 13 (`Button.BCConfiguration.swift`, 2023, github.com/sereivoanyong): medium
    /// insets 7/12 and radius 5.95, large 15/20 and 8.75, small and mini 5/10 and 14 (more than
    /// half their height, so a capsule). `extraLarge` (iOS 17) draws as `large` on iPhone.
    ///
    /// The regular size's vertical inset is measured instead: on a real screenshot (the login
    /// screen of alpriest/EnergyStats, MIT, drawn by iOS 18 on the iPhone13Pro configuration;
    /// Tests/KeylineCompareTests/Screenshots/SOURCES.md) three regular buttons, two `.bordered`
    /// and one `.borderedProminent`, are each 100 pixels (33.33 pt) tall around a 17-pt body
    /// title: 13 pt more than its 20.33-pt line, 6.5 a side, where UIKit's 7 would make 34.33.
    /// Their titles' ink sits 12.67–13.33 pt inside the fill across (12 plus the glyphs'
    /// bearings), as 12 says.
    public static func of(_ size: ControlSize) -> ButtonMetrics {
        switch size {
        case .mini: ButtonMetrics(insets: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), cornerRadius: nil, textStyle: .footnote)
        case .small: ButtonMetrics(insets: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), cornerRadius: nil, textStyle: .subheadline)
        case .regular: ButtonMetrics(insets: EdgeInsets(top: 6.5, leading: 12, bottom: 6.5, trailing: 12), cornerRadius: 5.95, textStyle: .body)
        case .large, .extraLarge: ButtonMetrics(insets: EdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20), cornerRadius: 8.75, textStyle: .body)
        }
    }

    /// The opacity of a `.bordered` button's fill when a `tint` is written on it, a wash of
    /// that tint. Measured on a real snapshot (Prefire's example AuthView, Apache-2.0, drawn by
    /// iOS 17 at @2x; Tests/KeylineCompareTests/Screenshots/SOURCES.md): a large `.bordered`
    /// button with `.tint(.accentColor)` (systemBlue, #007AFF) fills #D1E7FF over white, the
    /// tint at 18.0 % in red and green alike ((255 − 209) / 255, (255 − 231) / 133). Keyline
    /// read 15 % before, unmeasured.
    public static let borderedFillOpacity = 0.18

    /// A disabled `.borderedProminent` button's fill: the grey of an untinted `.bordered` one
    /// (`secondarySystemFill`), whatever the tint. Measured on the same snapshot: the disabled
    /// "Sign In", tinted black at 90 %, fills #E9E9EA.
    public static let prominentDisabledFill = "secondarySystemFill"

    /// A `.bordered` button's fill without a `tint` of its own: iOS draws it grey, in
    /// `secondarySystemFill` (#787880 at 16 %: #E9E9EB over white), whatever the accent colour.
    /// Measured on two real screenshots (SOURCES.md): EnergyStats' login screen (the default
    /// blue accent: #E9E9EA behind blue titles) and RSSReader's empty state (an orange
    /// AccentColor asset: #E9E9EB behind an orange title).
    public static let borderedUntintedFill = "secondarySystemFill"
}

/// A `textField` or `secureField` in the `automatic` or `plain` style outside a form: UIKit's
/// borderless UITextField, which is taller than a Text in the same font.
///
/// Measured on real snapshots (RSSReader's `AddFeedViewSnapshotTests.testAddFeedViewWithURL`,
/// iOS 18; Tests/KeylineCompareTests/Screenshots/SOURCES.md): a body TextField padded 16 pt is
/// 54 pt tall on the iPhone 16 and 16 Plus configurations (the field 22 pt), where a body Text
/// padded 16 pt in the same image is 52.33 (its line 20.33); on the iPhone 8 configuration,
/// whose body text is a point smaller, 53 and 51.33 (the field 21, the line 19.33). Both fit
/// the font's line (SF Pro's ascent + descent) rounded up to a whole point, plus 1 pt:
/// ⌈20.29⌉ + 1 = 22 and ⌈19.09⌉ + 1 = 21. The text is centred in that height.
public enum PlainFieldMetrics {
    /// SF Pro's ascent + descent over its em (1950 + 494 of 2048 units), the same ratio
    /// KeylineRender's SFProMetrics lays system text out with.
    public static let systemLineRatio = 2444.0 / 2048
    /// Added to the line rounded up to a whole point (the snapshots above).
    public static let extraHeight = 1.0

    /// How much shorter a SecureField is than a TextField in the same font. Measured on
    /// AccessibilitySnapshot's reference images of `SwiftUITextEntry` (cashapp, Apache-2.0,
    /// iOS 17.5 on an iPhone 15 Pro and iOS 18.5 on an iPhone 16 Pro, @3x; SOURCES.md): two
    /// body TextFields are 22 pt tall (66 pixels between the edges their accessibility frames
    /// are drawn on) and the empty SecureField under them 21 (63 pixels), the stack's rows
    /// 30, 30 and 29 pt apart with its 8-pt spacing: on both versions.
    public static let secureHeightDifference = 1.0

    /// The field's height for a font of `size` points in the system family.
    public static func height(systemFontSize size: Double, secure: Bool = false) -> Double {
        (size * systemLineRatio).rounded(.up) + extraHeight - (secure ? secureHeightDifference : 0)
    }
}

/// `textFieldStyle: roundedBorder`: UITextField's `.roundedRect` border style, which
/// SwiftUI's style draws. Source: UIKit's text rect for `.roundedRect` is inset 7 pt from
/// each side, its corner radius is 5 pt, and the field is 34 pt tall at the body size
/// (20.29-pt line + 2 × 7 ≈ 34): the metrics issue 15's real login screen matched.
///
/// Measured on a real screenshot (EnergyStats' login screen, iOS 18, iPhone13Pro
/// configuration; Tests/KeylineCompareTests/Screenshots/SOURCES.md): a SecureField in this
/// style with 13-pt text is still 102 pixels (34 pt) tall, its one-pixel border #CCCCCC, its
/// corner a 5-pt circular arc row by row, its placeholder 7 pt in from the leading edge and
/// centred: a smaller font does not make the field shorter than 34 pt.
public enum RoundedBorderFieldMetrics {
    public static let inset = 7.0
    public static let cornerRadius = 5.0
    /// The least height of the field, whatever its font (the screenshot above).
    public static let minimumHeight = 34.0
    /// The border's colour in light appearance (the screenshot above: 204, 204, 204 on every
    /// pixel of its straight edges). In dark, not measured: `systemGray4`'s dark value.
    public static let lightBorder = Color(rgb8: 204, 204, 204)
}

/// The insertion point of a focused field. Source: UIKit's `caretRect(for:)` is 2 pt wide
/// and as tall as the line, drawn in the tint (the accent colour).
public enum CaretMetrics {
    public static let width = 2.0
}

/// UISwitch, which SwiftUI's default toggle style draws on iOS. Source: Apple's UISwitch
/// documentation and the HIG (Toggles): the switch is 51 × 31 pt at every Dynamic Type size;
/// its thumb is a 27-pt white circle 2 pt inside the track, on the trailing side when on;
/// the track is green (`systemGreen`) when on unless tinted, and a light fill
/// (`secondarySystemFill`) when off.
public enum SwitchMetrics {
    public static let width = 51.0
    public static let height = 31.0
    public static let thumbDiameter = 27.0
    public static let thumbInset = 2.0
    /// The thumb's shadow: Keyline's reading of iOS's soft shadow under the thumb (a 4-pt
    /// radius, 3 pt down, black at 15 %), not a published number.
    public static let thumbShadow = (radius: 4.0, y: 3.0, opacity: 0.15)
    /// In a list or form row a titled toggle's switch is drawn this far past the row's
    /// trailing inset: measured on a real screenshot (GoCycling's Settings tab, iOS 16,
    /// iPhone 12 Pro Max: six switches' tracks end 18 pt from the section's edge where the
    /// segmented picker and the chevrons above them end 20 pt from it;
    /// Tests/KeylineCompareTests/Screenshots/SOURCES.md). Not measured outside a list.
    public static let listTrailingOverhang = 2.0
}

/// Secure fields draw one dot per character (UITextField's `isSecureTextEntry`), as SF Pro
/// draws them. Measured on AccessibilitySnapshot's reference images of a body SecureField
/// holding "secret123" (iOS 17.5 and 18.5 at @3x; SOURCES.md): nine dots 22 pixels (7.33 pt)
/// across, 31 pixels (10.33 pt) apart, the first starting 1.33 pt in, centred on the field.
/// Keyline draws them as circles of those sizes in ems of the field's font (17 pt here),
/// since the stand-in font's U+25CF is 13 pt across and 15 apart.
public enum SecureTextMetrics {
    /// A dot's diameter over the font's size: 7.33 / 17.
    public static let diameter = 0.431
    /// From one dot to the next over the font's size: 10.33 / 17, each dot centred in it.
    public static let advance = 0.608
    /// The most dots drawn (one view each): 128 are wider than any iPhone's field down to an
    /// 11-pt font (857 pt), so a longer text looks the same and a pasted one cannot use up
    /// the screen's views.
    public static let maximumDots = 128
}

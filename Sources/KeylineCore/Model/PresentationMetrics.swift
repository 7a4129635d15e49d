/// The dimensions iOS 17 presents a sheet, an alert and a confirmation dialog with, in
/// points on iPhone in portrait. Sources, as tagged on each value:
/// - [UIKit] Apple's documentation of UISheetPresentationController: `.large()` is "a
///   system detent for a sheet at full height", `.medium()` "approximately half the height
///   of the screen"; a custom detent's value is resolved against the context's
///   `maximumDetentValue` (UISheetPresentationControllerDetentResolutionContext), the large
///   detent's height; the sheet rests at its smallest detent unless `selectedDetentIdentifier`
///   says otherwise; every detent dims the presenting view unless `largestUndimmedDetentIdentifier`
///   says otherwise (its default is nil).
/// - [HIG] Apple's Human Interface Guidelines: alerts and action sheets; the text styles
///   (Headline 17/22 semibold, Footnote 13/18, Body 17/22).
/// - [270] The alert's 270-pt width: UIAlertController's fixed width on iPhone, as custom
///   re-creations measure it (marpies.com, "Coding Auto Layout by Example — Custom UIAlert",
///   2022: "The alert's width is limited at 270 points").
/// - [order] The cancel button of a two-button alert is on the left; with more buttons it is
///   the bottom one (enebin.medium.com, "SwiftUI: brief informations about Apple's alert
///   window policy", observed on iOS 15).
/// - [design] Flutter's reproduction of iOS (flutter/flutter, BSD-3-Clause,
///   `packages/flutter/lib/src/cupertino/route.dart`): the modal barrier "extracted from
///   https://developer.apple.com/design/resources/", black at 0x33 (20 %) in light and 0x7A
///   (48 %) in dark; Dash Wallet's DWAlertPresentationController dims 0.2 and 0.48 too.
/// - [shot] Measured on a real screenshot of SwiftUI's alert (iOS 15 to 18): CustomAlert's
///   README image `SwiftUI_classic.png` (github.com/divadretlaw/CustomAlert, MIT), kept in
///   Tests/KeylineCompareTests/Screenshots/CustomAlert with its SOURCES entry;
///   RealScreenshotTests.customAlertsNativeAlert measures Keyline's alert against it.
/// - [est] Keyline's estimate from iOS 17 screenshots, not yet measured against a kept
///   reference (docs/presentations.md lists them): say so when a check depends on one.
public enum SheetMetrics {
    /// The sheet's own sources (docs/presentations.md, "Dimensions and their sources"):
    /// - [modal] cupertino_modal_sheet (github.com/zuvola/cupertino_modal_sheet, MIT, 2022,
    ///   `lib/src/cupertino_modal_sheet_route.dart`), a re-creation of iOS 15/16's page sheet:
    ///   `sheetOffset` 10 under the top safe area, `sheetCornerRadius` 10, the screen behind
    ///   scaled by 1 − `scaleFactor` (1/12) about its top centre and moved down by the top
    ///   safe area.
    /// - [flutter18] Flutter's CupertinoSheetRoute (flutter/flutter, BSD-3-Clause,
    ///   `packages/flutter/lib/src/cupertino/sheet.dart`), its constants "found from eyeballing
    ///   a simulator running iOS 18.0": the sheet's top at 8 % of the screen's height
    ///   (`_kTopGapRatio`), corners 12, the screen behind scaled by 1 − 0.0835
    ///   (`_kSheetScaleFactor`, "measuring the width of the sheet in the background" on an
    ///   iPhone 16 Pro) and rounded 12, the drag handle 36 × 5 pt, 5 pt down, tertiary label.
    ///   iOS 18, not 17: where it disagrees with [modal] Keyline keeps [modal]'s iOS 15/16
    ///   value (iOS 17 is between them and neither source measured it).

    /// [modal] A sheet at the large detent starts 10 pt below the top safe area, leaving the
    /// presenting screen's card edge visible above it. [flutter18] puts it at 8 % of the
    /// screen's height: 68.2 pt on an 852-pt iPhone 15 Pro, where Keyline's is 59 + 10 = 69.
    public static let largeTopGap = 10.0
    /// [modal] The sheet's top corners (UISheetPresentationController's default when
    /// `preferredCornerRadius` is nil, which Apple's documentation does not give). [flutter18]: 12.
    public static let cornerRadius = 10.0
    /// [flutter18] The grabber (`presentationDragIndicator(.visible)`): a 36 × 5 capsule 5 pt
    /// below the sheet's top edge (`dragHandleWidth`, `dragHandleHeight`, `dragHandleTopPadding`).
    public static let grabberSize = Size(width: 36, height: 5)
    public static let grabberTopInset = 5.0
    /// [UIKit] The medium detent: half the large detent's height. Apple's HIG (Sheets): "medium
    /// is about half the fully expanded height"; the exact half is Keyline's reading.
    public static let mediumFraction = 0.5
    /// [modal] At the large detent the presenting screen shrinks to a card: scaled by 11/12
    /// about its top edge (16.4 pt from each side on a 393-pt phone, 18.3 on a 440-pt one),
    /// its top edge at the top safe area (iOS's card stack, iOS 13 and later). [flutter18]
    /// measured 1 − 0.0835 on iOS 18, the same to 0.0002 (0.04 pt a side).
    public static let cardScale = 1 - 1 / 12.0
    /// [modal] The card's corners, 10 pt on screen. [flutter18]: 12 on iOS 18.
    public static let cardCornerRadius = 10.0
    /// [design] The black laid over the presenting screen while a sheet is up (the dimming
    /// view): 20 % at every detent, the modal barrier of Apple's design resources.
    public static let dimming = 0.2

    /// [flutter18] The grabber's colour: iOS's tertiary label (`CupertinoColors.tertiaryLabel`),
    /// #3C3C43 at 30 % in light and #EBEBF5 at 30 % in dark.
    public static func grabberColor(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 235, 235, 245, alpha: 0.3) : Color(rgb8: 60, 60, 67, alpha: 0.3)
    }

    /// [HIG] A sheet is drawn on the elevated background: white in light, #1C1C1E in dark
    /// ("Dark Mode: elevated background", HIG › Color › system background colours).
    public static func background(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 28, 28, 30) : Color(rgb8: 255, 255, 255)
    }
}

public enum AlertMetrics {
    /// [270] The alert box's width; [shot] measured 270.0 pt.
    public static let width = 270.0
    /// [shot] Its corner radius: the box's corner rows on the screenshot follow a 13.33-pt
    /// continuous corner (CustomAlert, the SwiftUI re-creation whose README shows the
    /// screenshot, uses 13.3333; Dash Wallet's DWAlertController, "Default iOS
    /// UIAlertController's constants", 13).
    public static let cornerRadius = 13.33
    /// [shot] The text's insets: 20 pt above the title's line and below the message's
    /// (measured: the title's baseline 36.1 pt under the box's top, the message's 23.9 pt
    /// above the separator), 4 pt between the two lines; 16 pt at the sides (Dash Wallet's
    /// DWAlertViewContentHorizontalPadding; a centred one-word title cannot show it).
    public static let textTopInset = 20.0
    public static let textBottomInset = 20.0
    public static let textSideInset = 16.0
    public static let titleMessageSpacing = 4.0
    /// [HIG] Title: Headline, 17-pt semibold; message: Footnote, 13 pt. [shot] Both on the
    /// font's own line (20.29 and 15.51 pt), not the text styles' 22- and 18-pt leading: the
    /// box's text block is 79.7 pt tall on the screenshot, 20 + 20.29 + 4 + 15.51 + 20.
    public static let titleSize = 17.0
    public static let messageSize = 13.0
    /// [shot] A button row is 44.33 pt tall under its 1-pixel separator (12 pt above and
    /// below the 17-pt title's line, as CustomAlert pads it; Dash Wallet measured 44.5), its
    /// title in Body, 17 pt, on the font's own line.
    public static let buttonHeight = 44.33
    public static let buttonTextSize = 17.0
    /// [est] Two buttons share one row when both titles fit their half (SwiftUI and UIKit
    /// stack them otherwise); Keyline stacks them when either title is over this many
    /// characters, its stand-in for "fits in 135 − 2 × 8 pt at 17 pt".
    public static let sideBySideMaximumCharacters = 12
    /// At most this many buttons: a scene with more is a mistake (iOS scrolls them).
    public static let maximumActions = 6
    /// [design] The dimming behind an alert: black at 20 % in light, 48 % in dark. [shot]
    /// The screenshot's grouped background (#F2F2F7) is dimmed to #BABABF, 23 %: within
    /// the measurement's colour management, not changed on it alone.
    public static func dimming(_ appearance: Appearance) -> Double { appearance == .dark ? 0.48 : 0.2 }
    /// [est] The alert's material drawn flat: #F2F2F2 at 97 % in light, #252525 at 97 % in dark.
    public static func background(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 37, 37, 37, alpha: 0.97) : Color(rgb8: 242, 242, 242, alpha: 0.97)
    }
}

public enum DialogMetrics {
    /// [est] The action sheet's groups are inset 8 pt from the screen's sides, 8 pt apart, and
    /// end at the bottom safe area (8 pt above the bottom edge on a phone without one).
    public static let sideInset = 8.0
    public static let groupSpacing = 8.0
    public static let minimumBottomInset = 8.0
    /// [est] A button row is 57 pt tall; its title 20-pt regular (the cancel button's semibold).
    public static let buttonHeight = 57.0
    public static let buttonTextSize = 20.0, buttonLineHeight = 24.0
    /// [est] The groups' corner radius.
    public static let cornerRadius = 14.0
    /// [est] The header: title in 13-pt semibold, message in 13-pt regular, both secondary
    /// label, centred; 14 pt above and below, 16 pt at the sides, 12 pt between them.
    public static let headerSize = 13.0, headerLineHeight = 18.0
    public static let headerVerticalInset = 14.0
    public static let headerSideInset = 16.0
    public static let titleMessageSpacing = 12.0
    /// [est] The cancel button's own group is opaque: white in light, #2C2C2E in dark.
    public static func cancelBackground(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 44, 44, 46) : Color(rgb8: 255, 255, 255)
    }
    /// At most this many buttons besides Cancel.
    public static let maximumActions = 8
}

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
/// - [est] Keyline's estimate from iOS 17 screenshots, not yet measured against a kept
///   reference (docs/presentations.md lists them): say so when a check depends on one.
public enum SheetMetrics {
    /// [est] A sheet at the large detent starts 10 pt below the top safe area, leaving the
    /// presenting screen's card edge visible above it.
    public static let largeTopGap = 10.0
    /// [est] The sheet's top corners (UISheetPresentationController's default when
    /// `preferredCornerRadius` is nil).
    public static let cornerRadius = 10.0
    /// [est] The grabber (`presentationDragIndicator(.visible)`): a 36 × 5 capsule 5 pt below
    /// the sheet's top edge.
    public static let grabberSize = Size(width: 36, height: 5)
    public static let grabberTopInset = 5.0
    /// [UIKit] The medium detent: half the large detent's height (the documentation's
    /// "approximately half the height of the screen"; the exact fraction is Keyline's reading).
    public static let mediumFraction = 0.5
    /// [est] At the large detent the presenting screen shrinks to a card inset this much on
    /// each side, its top edge at the top safe area, its corners rounded 10 pt, behind it
    /// black (iOS's card stack, iOS 13 and later).
    public static let cardSideInset = 16.0
    public static let cardCornerRadius = 10.0
    /// [est] The black laid over the presenting screen while a sheet is up (the dimming
    /// view): 20 % at every detent.
    public static let dimming = 0.2

    /// [est] The grabber's colour: iOS's tertiary label, #3C3C43 at 30 % in light and
    /// #EBEBF5 at 30 % in dark.
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
    /// [270] The alert box's width.
    public static let width = 270.0
    /// [est] Its corner radius (UIAlertController on iOS 13 and later).
    public static let cornerRadius = 14.0
    /// [est] The text's insets: 20 pt above the title and below the message, 16 pt at the
    /// sides, 2 pt between the title and the message.
    public static let textTopInset = 20.0
    public static let textBottomInset = 20.0
    public static let textSideInset = 16.0
    public static let titleMessageSpacing = 2.0
    /// [HIG] Title: Headline, 17-pt semibold on a 22-pt line; message: Footnote, 13 on 18.
    public static let titleSize = 17.0, titleLineHeight = 22.0
    public static let messageSize = 13.0, messageLineHeight = 18.0
    /// [HIG] Buttons are 44 pt tall (the minimum tappable size), in Body: 17 on 22.
    public static let buttonHeight = 44.0
    public static let buttonTextSize = 17.0, buttonLineHeight = 22.0
    /// [est] Two buttons share one row when both titles fit their half (SwiftUI and UIKit
    /// stack them otherwise); Keyline stacks them when either title is over this many
    /// characters, its stand-in for "fits in 135 − 2 × 8 pt at 17 pt".
    public static let sideBySideMaximumCharacters = 12
    /// At most this many buttons: a scene with more is a mistake (iOS scrolls them).
    public static let maximumActions = 6
    /// [est] The dimming behind an alert: black at 20 % in light, 48 % in dark.
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

/// iOS 17's navigation bar and tab bar, as numbers (docs/system-chrome.md, "Navigation bar
/// and tab bar"). The instantiator builds both bars out of ordinary views with these
/// dimensions, so that layout, rendering, `check` and `lint` treat them like any view.
///
/// Sources:
/// - [HIG] Apple, Human Interface Guidelines, "Typography" (the text-style table: Large
///   Title 34/41, Headline 17/22 semibold, Body 17/22, Caption 2 11/13) and "Layout" (the
///   "Specifications" table of iPhone sizes, 16-pt / 20-pt layout margins).
/// - [Bars] Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12"
///   (https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4),
///   measured with his Adaptivity app: navigation bars are 44 pt tall on iPhone, and large
///   titles "add 52 points to the navigation bar height, giving a total of 96 points"
///   (iPad bars became 50 pt in iOS 12; iPhone bars stayed at 44).
/// - [UIKit] `UITabBar` is 49 pt tall in portrait on iPhone, plus the bottom safe area on
///   Face ID iPhones (83 pt on an iPhone 14 or 15 Pro: 49 + 34); the 49-pt figure is
///   UIKit's since iOS 7 (Apple's iOS 7 UI Transition Guide and design templates).
/// - [Ref] An iOS 18 Simulator rendering of a SwiftUI TabView and an inline navigation bar on
///   an iPhone 16 (393 × 852 pt, @3x), light and dark, measured: Tests/References/system-bars/
///   (SOURCES.md). iOS 18 changed no bar on iPhone (its floating tab bar is the iPad's).
/// Where a number is Keyline's estimate rather than a published one, its comment says so.
public enum NavigationBarMetrics {
    /// [Bars] The bar's own height, inline title or not.
    public static let barHeight = 44.0
    /// A navigation bar at the top of a sheet: 56 pt (UIKit gives a bar in a page sheet more
    /// room). Measured on RSSReader's Add Feed sheet (iPhone 15 Pro, Screenshots/SOURCES.md):
    /// the sheet starts at 69 pt, its inline title's capitals are centred on 96.83 pt, 28 pt
    /// down, where a 44-pt bar would centre them on 91.
    public static let sheetBarHeight = 56.0
    /// How far a NavigationStack's bar starts above the top of the safe area. UIKit puts the
    /// bar directly under the status bar, and on Dynamic Island iPhones the status bar is
    /// shorter than the top safe area (whose inset also clears the island). Measured on real
    /// Simulator screenshots, where the bar's centre line is the inline title's and a toolbar
    /// symbol's ink centre: on an iPhone 15 Pro (safe area 59) the bar starts at 54.33
    /// (Tests/KeylineCompareTests/Screenshots/TelegramDesign: the 32-pt principal picker at
    /// 60.33 pt); on an iPhone 16 Pro (safe area 62) at 56.33 (Screenshots/RSSReader: the title
    /// and `plus` centred on 78.17 pt, a segmented picker padded 16 pt below the bar at 116.33).
    /// The other 59-pt devices are taken to share the 15 Pro's status bar and the 16 Pro Max the
    /// 16 Pro's (not measured); on a notch or home-button iPhone the status bar is taken to end at
    /// the safe area's top (no screenshot has said otherwise).
    public static func raise(safeAreaTop: Double) -> Double {
        switch safeAreaTop {
        case 59: 59 - 54.33
        case 62: 62 - 56.33
        default: 0
        }
    }
    /// [Bars] The large title's area under the 44-pt bar: 96 − 44.
    public static let largeTitleAreaHeight = 52.0
    /// [HIG] Large titles are 34-pt bold SF Pro (the Large Title style, emphasized), line 41.
    public static let largeTitleSize = 34.0
    public static let largeTitleLineHeight = 41.0
    /// Estimate: the large title's line box ends 8 pt above the bar's bottom edge, which puts
    /// its baseline 50 − 8 ≈ 35 pt below the top of the 52-pt area at SF Pro's descent.
    public static let largeTitleBottomInset = 8.0
    /// [HIG] The inline title is the Headline style: 17-pt semibold, line 22.
    public static let inlineTitleSize = 17.0
    public static let inlineTitleLineHeight = 22.0
    /// [HIG] Bar buttons are 17-pt regular (Body) text in the tint colour.
    public static let buttonTextSize = 17.0
    /// [HIG "Layout"] The standard layout margin: 16 pt; 20 pt on screens 414 pt and wider
    /// (the Plus and Max phones), where UIKit's readable margins grow.
    public static func margin(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }
    /// The back button, measured on two real Simulator screenshots (Tests/KeylineCompareTests/
    /// Screenshots/SOURCES.md): AppleKit's details screen (iPhone 15 Pro, iOS 17.5, "< Apple Kit")
    /// and RSSReader's Feed items (iPhone 16 Pro, iOS 18, the chevron alone). On both the
    /// chevron's ink is 11 x 19 pt, starting 9.33 pt from the leading edge and centred on the bar
    /// (within 0.17 pt on iOS 18; 0.83 pt high on iOS 17, its title's capitals with it); on iOS 17
    /// the title's ink starts 9.33 pt after the chevron's. Keyline's chevron, two capsules of a
    /// 2.6-pt line, inks its box across and 0.17 pt past it at the top and the bottom: the box is
    /// 11 x 18.67 at 9.33 pt, and the title's frame 9 pt after it (the stand-in's A starts 0.33 pt
    /// into its advance). (Keyline's estimate before: a 12 x 21 box at 8 pt, 6 pt before the
    /// title: the ink 1.67 pt further left and 3 pt taller than iOS's.)
    public static let backLeadingInset = 9.33
    public static let backChevronSize = Size(width: 11, height: 18.67)
    public static let backChevronStroke = 2.6
    /// The gap between the chevron's box and the previous screen's title (measured, above).
    public static let backChevronSpacing = 9.0
    /// Estimate: trailing bar buttons are 16 pt apart. [Ref] A symbol button's ink is
    /// 17.33 pt (`plus`) and ends 19 pt from the trailing edge: Keyline's `plus` fills 72 %
    /// of its box, so a 24-pt box at the 16-pt margin puts its ink at 17.2 pt, 19.4 pt in.
    public static let trailingSpacing = 16.0
    public static let symbolButtonSize = 24.0
}

public enum TabBarMetrics {
    /// [UIKit] The tab bar's height above the bottom safe area, in portrait on iPhone.
    public static let barHeight = 49.0
    /// [Ref] The selected symbol's ink (`newspaper.fill`, 25 × 24.67 pt) spans 775.33–800 pt,
    /// centred 18.67 pt below the bar's top edge: a 24-pt box 6.67 pt down. (Last session's
    /// 17.17 pt came from an ink box cut off at the label rows, at 796.67 pt.)
    public static let iconSize = Size(width: 28, height: 24)
    public static let iconTopInset = 6.67
    /// [HIG] Tab labels are 10-pt medium SF Pro, on a 12-pt line.
    public static let labelSize = 10.0
    public static let labelLineHeight = 12.0
    /// [Ref] The labels' baseline is 45 pt below the bar's top edge (4 pt above its bottom):
    /// every label's letters stand on pixel row 2442 at @3x, 814 pt, in a bar whose top is at
    /// 769 pt. Placing the baseline, not the line box, keeps the labels where iOS puts them
    /// whatever the stand-in font's ascent (SystemBarsRenderingTests measures both).
    public static let labelBaseline = 45.0
    /// [Ref] Unselected tabs: #929292 in light and dark alike.
    public static let unselectedColor = Color(rgb8: 146, 146, 146)
    /// A tab bar holds at most this many items: iOS shows five and puts the rest under "More".
    public static let maximumItems = 5
}

/// The bars' background and hairline: iOS 15+'s default bar appearance, a chrome material
/// over the content. Keyline draws it as a flat colour, the material's colour over a
/// system background (estimates read off iOS 17 screenshots: #F9F9F9 at 94 % over white,
/// #161616 at 94 % over black), and the shadow line as one device pixel of
/// black at 30 % (light) or white at 15 % (dark), UIBarAppearance's default `shadowColor`.
public enum BarColors {
    public static func background(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 22, 22, 22, alpha: 0.94) : Color(rgb8: 249, 249, 249, alpha: 0.94)
    }

    public static func hairline(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(rgb8: 255, 255, 255, alpha: 0.15) : Color(rgb8: 0, 0, 0, alpha: 0.3)
    }
}

/// `navigationBar:`'s `displayMode`, SwiftUI's `navigationBarTitleDisplayMode`.
public enum TitleDisplayMode: String, CaseIterable, Sendable {
    /// SwiftUI's default in a NavigationStack: large at the root, and a pushed screen
    /// inherits it, so Keyline draws `automatic` as `large`.
    case automatic, large, inline
}

/// Where a `toolbar` item goes: SwiftUI's `ToolbarItemPlacement` for a navigation bar on iOS.
/// `cancellationAction`, `topBarLeading` (`navigationBarLeading` before iOS 17) go before the
/// title; the others after it (Apple's ToolbarItemPlacement documentation: on iOS a
/// confirmation action and the automatic and primary actions sit at the trailing edge).
public enum ToolbarPlacement: String, CaseIterable, Sendable {
    case automatic, primaryAction, confirmationAction, cancellationAction, destructiveAction
    case topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing

    public var isLeading: Bool { [.cancellationAction, .topBarLeading, .navigationBarLeading].contains(self) }
}

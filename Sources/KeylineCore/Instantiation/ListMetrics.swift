/// The dimensions iOS 17 draws a List or Form with, in points at the Large Dynamic Type
/// size (text grows with its text style; paddings stay). Each says where it comes from;
/// docs/containers.md lists them and which were checked against a screenshot.
public enum ListMetrics {
    /// A row is at least 44 pt tall: SwiftUI's `defaultMinListRowHeight` on iOS, and the
    /// HIG's minimum tappable size ("at least 44x44 pt", HIG › Accessibility › Buttons and
    /// controls); UITableView's default `rowHeight` is also 44.
    public static let minimumRowHeight = 44.0
    /// Above and below a row's content: (44 − 22) / 2, so that one line of body text
    /// (22 pt leading, HIG Dynamic Type table at Large) makes a 44 pt row; a taller row
    /// keeps these paddings (UIListContentConfiguration's vertical layout margins).
    public static let rowVerticalPadding = 11.0
    /// Above and below a row that holds a toggle: (44 − 31) / 2, so that the 51 × 31-pt
    /// switch makes a 44-pt row, not 31 + 2 × 11 = 53. Measured on two real screenshots
    /// that agree (Tests/KeylineCompareTests/Screenshots/SOURCES.md): GoCycling's Settings
    /// tab (iOS 16, six toggle rows 44 pt apart) and Home Assistant's Privacy screen (iOS
    /// 18.2, two toggle rows 44 pt tall, 132 pixels at @3x). A row whose title is taller
    /// than the switch (accessibility sizes) grows with it.
    public static let toggleRowVerticalPadding = 6.5
    /// The margin a list keeps: an insetGrouped section's card is inset this far from the
    /// screen's edges and its rows' content this far inside the card (grouped and plain rows
    /// start their content this far from the edge). 20 pt on every iPhone: measured on widths
    /// from 375 to 430 pt, and used for the 440-pt 16 Pro Max too.
    /// Measured on real iOS drawings (Tests/KeylineCompareTests/Screenshots/SOURCES.md): the
    /// cards of SwiftUI Lists and Forms start 20 pt from the edge and their text 20 pt inside on
    /// an iPhone 16 Pro (402 pt, RSSReader's Explore tab, iOS 18), two 393-pt phones
    /// (TelegramDesign's Settings tab, iOS 16; RSSReader's Add Feed sheet, iOS 18), a 428-pt
    /// iPhone 12 Pro Max (GoCycling, iOS 15 and 16), and in snapshot-test windows of 390 pt
    /// (Home Assistant, iOS 18.2; SpeziViews' ListRow, recorded in January 2024 on iOS 17, its
    /// December 2024 re-recording on iOS 18.2 measuring the same) and of 375, 393 and 430 pt
    /// (RSSReader's Explore view, iOS 18.4). UIKit's own layout margins do follow the window's
    /// width (the same RSSReader images put the navigation bar's `+` 16 pt in on the 375- and
    /// 393-pt windows, 20 on the 430-pt one, as NavigationBarMetrics.margin does), so the
    /// list's 20 pt is its own, not the root view's 16: the 16 pt Keyline used below 393 pt was
    /// that root margin, never measured on a list. Plain and grouped lists were not measured.
    public static let margin = 20.0
    /// The corner radius of an insetGrouped section's background, iOS 13 to 18 (iOS 26
    /// made it larger: "a larger corner radius on sections", a third-party summary of
    /// Xcode 26's changes, github.com/fluhartyml/Claudes-X26-Swift6-Bible/wiki/Book-08-Lists-Grids-And-ForEach).
    public static let insetGroupedCornerRadius = 10.0
    /// Empty space above a grouped or insetGrouped section that has no header: UIKit's
    /// grouped-style default since iOS 15 (`sectionHeaderTopPadding` plus the empty header).
    public static let sectionSpacing = 35.0
    /// Above a section without a header whose section before has a footer, under the footer's
    /// last line: Home Assistant's Privacy screen (iOS 18.2, a two-line footer) has its next card
    /// 64 pt under the card before, 11.67 pt less than 35 gave. Measured on that one image only
    /// (no iOS 17 image of this case was found; iOS 17 and 18 agree on every other spacing here).
    public static let sectionSpacingAfterFooter = 24.33
    /// A grouped section header: footnote text (SF Pro's capitals start 3.17 pt under the
    /// 15.5-pt line's top), 6.33 pt above its card; above it 16.83 pt in the list's first section
    /// and 34.5 pt under the card before. As iOS 17.5 draws a SwiftUI List (cashapp/
    /// AccessibilitySnapshot's reference images on an iPhone 15 Pro simulator; Tests/
    /// KeylineCompareTests/Screenshots/SOURCES.md): the first header's capitals 20 pt under the
    /// top of the list's content, 18.67 pt above their card, a later header's 37.67 pt under the
    /// card before; iOS 18 draws them so too (iOS 18.5 in the same repository; iOS 18 on
    /// RSSReader's Add Feed sheet; iOS 18.2 on Home Assistant's list picker, whose first card is
    /// 1.33 pt higher). iOS 15 and 16 put them 12.67, 22.33 and 30 pt (GoCycling's screens): 9.5,
    /// 10 and 26.8 here.
    public static let firstHeaderTopPadding = 16.83
    public static let headerTopPadding = 34.5
    public static let headerBottomPadding = 6.33
    /// Under a section with a footer the next header's capitals start 33 pt under the footer's
    /// ink (iOS 17.5, the same images; iOS 15 put them 19.33 pt under it on GoCycling's
    /// Statistics tab, 15.7 here).
    public static let headerTopPaddingAfterFooter = 29.4
    /// A footer's text starts 6 pt under its card: its capitals (2.33 pt under the footnote
    /// line's top) 8.33 pt under the card, as on Home Assistant's Privacy screen (iOS 18.2), and
    /// within 0.67 pt of iOS 17.5's (AccessibilitySnapshot: the ink 9 pt under the card) and
    /// iOS 15's (GoCycling's Statistics tab: 8.67). Keyline's earlier estimate, 7, put them 9.33
    /// pt under it.
    public static let footerTopPadding = 6.0
    /// Between a navigation row's content and its disclosure chevron (and between a
    /// navigation-link picker's selection and the chevron): measured on GoCycling's screens
    /// (the content's ink ends 12.33 pt before the chevron's; iOS 15 and 16).
    public static let chevronSpacing = 12.0
    /// The chevron's ink ends this far before the row's trailing inset (GoCycling: 1, 1.33
    /// and 1.33 pt on three rows, iOS 15 and 16).
    public static let chevronTrailingInset = 1.2
    /// A plain list's header: its text between 11 pt above and 6 pt below.
    public static let plainHeaderTopPadding = 11.0
    public static let plainHeaderBottomPadding = 6.0
}

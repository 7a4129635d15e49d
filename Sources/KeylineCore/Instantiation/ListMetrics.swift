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
    /// UIKit's system layout margins, which list rows and inset sections use: 16 pt on the
    /// 375- and 390-pt iPhones, 20 pt from the 393-pt ones up (UIView
    /// `systemMinimumLayoutMargins` / `directionalLayoutMargins` defaults for compact widths).
    /// Measured on three real screenshots (Tests/KeylineCompareTests/Screenshots, SOURCES.md):
    /// an iPhone 16 Pro (iOS 18, 402 pt, RSSReader's Explore tab) and two iPhone 15 Pro (393 pt:
    /// TelegramDesign's Settings tab, a List; RSSReader's Add Feed sheet, a Form): each section
    /// card starts 20 pt from the screen's edge and its rows' text 20 pt inside it. The 16 pt
    /// of the 375- and 390-pt phones is the widely measured value, not yet checked on a
    /// screenshot of a list: Home Assistant's iOS 18.2 snapshots of 390-pt views show 20, but
    /// were drawn in a window on a 393-pt iPhone 16, which may be what sets it (SOURCES.md).
    public static func margin(screenWidth: Double) -> Double { screenWidth >= 393 ? 20 : 16 }
    /// The corner radius of an insetGrouped section's background, iOS 13 to 18 (iOS 26
    /// made it larger: "a larger corner radius on sections", a third-party summary of
    /// Xcode 26's changes, github.com/fluhartyml/Claudes-X26-Swift6-Bible/wiki/Book-08-Lists-Grids-And-ForEach).
    public static let insetGroupedCornerRadius = 10.0
    /// Empty space above a grouped or insetGrouped section that has no header: UIKit's
    /// grouped-style default since iOS 15 (`sectionHeaderTopPadding` plus the empty header).
    public static let sectionSpacing = 35.0
    /// A grouped section header: footnote text, 10 pt above the rows; above it 9.5 pt in
    /// the list's first section (its rows' card then starts 35 pt down, as a first section
    /// without a header does) and 26.8 pt after the section before. Measured on two real
    /// screenshots (GoCycling's Statistics and Settings tabs, iOS 15 and 16, iPhone 12 Pro
    /// Max; Tests/KeylineCompareTests/Screenshots/SOURCES.md): the header's capitals start
    /// 12.67 pt under the bar and 30 pt under the previous card, 22.33 pt above their card,
    /// in all six sections (SF Pro's footnote: capitals 3.2 pt below the 15.5-pt line's top).
    /// A footer: 7 pt below the rows (Keyline's estimate, not measured).
    public static let firstHeaderTopPadding = 9.5
    public static let headerTopPadding = 26.8
    /// Under a section with a footer the next header starts 15.7 pt below the footer's last
    /// line (GoCycling's Statistics tab: the footer's descenders end at 623, the next
    /// header's capitals start at 642.33).
    public static let headerTopPaddingAfterFooter = 15.7
    public static let headerBottomPadding = 10.0
    public static let footerTopPadding = 7.0
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

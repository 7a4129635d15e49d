import Yams

/// How many tabs a `tabView` may hold, checked twice: by the loader on the list as written,
/// before it reads a single tab, and by the instantiator on the templates it expands.
///
/// A tabView that draws iOS's tab bar shows 1 to `TabBarMetrics.maximumItems` tabs (on
/// iPhone UITabBarController puts the sixth and later under More). A scene of 20,000 tabs
/// (1.8 MB, under the file limit) was refused only after every tab had been read into a
/// template, 46 s in a debug build (Tests/KeylineCLITests/ATTACKS.md, second round); the
/// loader now refuses it as soon as it sees the list's length.
enum TabViewTabCount {
    /// SwiftUI draws the pages of a page-style TabView, and Keyline reads a tabView none of
    /// whose children has a `tabItem` as a pager too (it was the pager before it drew the
    /// tab bar); every other tabView draws the tab bar.
    static func showsTabBar(style: Instantiator.TabViewStyleChoice?, hasTabItems: Bool) -> Bool {
        style != .page && (style != nil || hasTabItems)
    }

    static func error(count: Int, at location: SourceLocation) -> SceneError {
        let limit = TabBarMetrics.maximumItems
        return SceneError(.invalidValue, "a tabView shows 1 to \(limit) tabs on iPhone (iOS puts the rest under More), found \(count)",
                          at: location, hint: "keep the first \(limit), or tabViewStyle: page for pages")
    }

    /// The error for a written tabView with more tabs than the tab bar shows, found from the
    /// YAML alone (the children's keys and the style's word): nil when it has few enough,
    /// when it is a pager, or when its style is an expression only the instantiator can
    /// evaluate (which then checks the count itself).
    static func writtenError(children: Node?, style: Node?, at location: SourceLocation) -> SceneError? {
        guard let items = children?.sequenceItems, items.count > TabBarMetrics.maximumItems else { return nil }
        let writtenStyle: Instantiator.TabViewStyleChoice?
        if let style {
            guard let word = style.scalar?.string, let choice = Instantiator.TabViewStyleChoice(rawValue: word) else { return nil }
            writtenStyle = choice
        } else {
            writtenStyle = nil
        }
        let hasTabItems = items.contains { item in item.orderedPairs?.contains { $0.key.scalar?.string == "tabItem" } == true }
        return showsTabBar(style: writtenStyle, hasTabItems: hasTabItems) ? error(count: items.count, at: location) : nil
    }
}

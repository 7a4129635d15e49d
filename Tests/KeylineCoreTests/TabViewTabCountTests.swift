@testable import KeylineCore
import Testing

/// A tabView with more tabs than iOS's tab bar shows is refused as the file is read, before
/// any tab is read (TabViewTabCount): a file of 20,000 tabs once took 46 s to be refused
/// (Tests/KeylineCLITests/ATTACKS.md, second round).
@Suite struct TabViewTabCountTests {
    /// `count` tabs under `tabView:` on line 4, column 7; each tab is two lines. The tab at
    /// `brokenAt` has a key no view has, which reading that tab would report.
    static func tabs(_ count: Int, brokenAt: Int? = nil, extra: String = "") -> String {
        let items = (0..<count).map { i in
            "  - text: Tab \(i)\n    tabItem: { label: Tab \(i), systemName: house }" + (i == brokenAt ? "\n    notAKey: 1" : "")
        }
        return scene(body: "tabView:\n" + items.joined(separator: "\n") + extra)
    }

    @Test func thousandsOfTabsAreOneErrorAtTheTabViewBeforeAnyTabIsRead() throws {
        let errors = sceneErrors(Self.tabs(2_000, brokenAt: 1_999) + "\nsnapshots: [ { screen: main } ]")
        // One error: the broken last tab was never read, and the screen is still there for
        // `snapshots:` to name.
        #expect(errors.count == 1, "\(errors.map(\.message))")
        let error = try #require(errors.first)
        #expect(error.code == .invalidValue)
        #expect(error.message == "a tabView shows 1 to 5 tabs on iPhone (iOS puts the rest under More), found 2000")
        #expect(error.location?.file == "test.yaml" && error.location?.line == 4 && error.location?.column == 7, "\(String(describing: error.location))")
        #expect(error.hint == "keep the first 5, or tabViewStyle: page for pages")
    }

    @Test func aTabBarStyleWrittenAsAWordIsCheckedAsTheFileIsRead() throws {
        // No tabItem, but a style that draws the bar: still the tab bar, still too many.
        let errors = sceneErrors(scene(body: "tabView:\n" + (0..<6).map { "  - text: \($0)" }.joined(separator: "\n") + "\ntabViewStyle: tabBarOnly"))
        #expect(errors.map(\.message) == ["a tabView shows 1 to 5 tabs on iPhone (iOS puts the rest under More), found 6"])
    }

    @Test func pagesAreNotTabs() throws {
        // A page-style tabView, and a tabView none of whose children has a tabItem, are
        // pagers: any number of pages.
        let paged = try loadScene(Self.tabs(40, extra: "\ntabViewStyle: page"))
        #expect(paged.screens.count == 1)
        let pager = try loadScene(scene(body: "tabView:\n" + (0..<40).map { "  - text: Page \($0)" }.joined(separator: "\n")))
        #expect(pager.screens.count == 1)
        // Five tabs fit the bar.
        #expect(try loadScene(Self.tabs(5)).screens.count == 1)
    }

    @Test func aStyleWrittenAsAnExpressionIsLeftToTheInstantiator() throws {
        // Only the screen's state says which style this is: the instantiator checks the count,
        // with the same words, once the tabs are read.
        let text = "screens:\n  main:\n    state: { style: automatic }\n    body:\n      tabView:\n"
            + (0..<7).map { "        - text: Tab \($0)\n          tabItem: Tab \($0)" }.joined(separator: "\n")
            + "\n      tabViewStyle: ${style}\n"
        let errors = sceneErrors(text)
        #expect(errors.map(\.message) == ["a tabView shows 1 to 5 tabs on iPhone (iOS puts the rest under More), found 7"])
        #expect(errors.first?.location?.line == 5)
    }

    @Test func theRuleIsTheInstantiatorsRule() {
        #expect(!TabViewTabCount.showsTabBar(style: .page, hasTabItems: true))
        #expect(!TabViewTabCount.showsTabBar(style: nil, hasTabItems: false))
        #expect(TabViewTabCount.showsTabBar(style: nil, hasTabItems: true))
        #expect(TabViewTabCount.showsTabBar(style: .sidebarAdaptable, hasTabItems: false))
    }
}

/// `tabView`: SwiftUI's `TabView`. With the default style it shows the selected child above
/// iOS's tab bar, whose items come from each child's `tabItem` (the `tabBar` drawing of
/// docs/system-chrome.md); with `tabViewStyle: page` its children are the pages of a pager.
extension Instantiator {
    /// SwiftUI's `TabViewStyle`s on iPhone: `automatic`, `tabBarOnly` and `sidebarAdaptable`
    /// all draw the tab bar on a phone (Apple's documentation of `sidebarAdaptable`: "a tab
    /// bar in compact size classes"); `page` draws the pages.
    enum TabViewStyleChoice: String, CaseIterable {
        case automatic, tabBarOnly, sidebarAdaptable, page
    }

    func makeTabView(_ template: ViewTemplate, _ props: [String: ValueNode], identity: String,
                     in context: ExpansionContext) throws(SceneError) -> ViewKind {
        let c = converter
        let style = try props["tabViewStyle"].map { n throws(SceneError) in try c.choice(n, "tabViewStyle", TabViewStyleChoice.self) }
        // Keyline read `TabView:` as the pager before it drew the tab bar: a tabView none of
        // whose children has a `tabItem` is still read so (SwiftUI would draw an empty bar).
        let hasTabItems = template.children.contains { $0.properties["tabItem"] != nil }
        if !TabViewTabCount.showsTabBar(style: style, hasTabItems: hasTabItems) {
            return try makePager(template, props, identity: identity, defaultSelection: 0, in: context)
        }
        if let drag = props["drag"] {
            throw SceneError(.invalidValue, "'drag' slides the pages of a page-style tabView; this one shows the tab bar", at: drag.location,
                             hint: "tabViewStyle: page, or leave 'drag' out")
        }
        let tabs = template.children
        // Also checked as the file is read (TabViewTabCount), unless the style is an expression.
        guard (1...TabBarMetrics.maximumItems).contains(tabs.count) else { throw TabViewTabCount.error(count: tabs.count, at: template.location) }
        let selection = try props["selection"].map { n throws(SceneError) in
            try c.integer(n, "selection", minimum: 0, maximum: tabs.count - 1)
        } ?? 0
        var items: [ValueNode] = []
        for tab in tabs {
            guard case .value(let written)? = tab.properties["tabItem"] else {
                items.append(ValueNode(.map([]), at: tab.location))  // SwiftUI draws an empty tab
                continue
            }
            items.append(try tabItem(try written.evaluate(in: context.scope)))
        }
        let inner = try passingTextEnvironment(props, into: context.with(identity: identity))
        let content = try expand(tabs[selection], index: selection, in: inner)
        let barID = context.idPrefix + ViewKindWord.tabBar.rawValue
        var barProps: [String: ValueNode] = ["items": ValueNode(.list(items), at: template.location),
                                             "selection": ValueNode(.number(Double(selection)), at: template.location)]
        barProps["tint"] = props["tint"]
        barProps["toolbarBackground"] = props["toolbarBackground"]
        let bar = try makeTabBar(barProps, id: barID, identity: "\(identity)/tabBar", at: template.location, in: context)
        // The selected tab fills the safe area above the bar, its view centred in it as a
        // UIHostingController centres a smaller root view.
        return .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), [
            ViewNode(kind: .zstack(.center, content), modifiers: [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))],
                     identity: "\(identity)/content", location: template.location),
            ViewNode(kind: bar, id: barID, identity: "\(identity)/tabBar", location: template.location),
        ])
    }

    /// `tabItem: Home` (a label), or `{ label | title, systemName | systemImage }`: SwiftUI's
    /// `.tabItem { Label("Home", systemImage: "house") }`, as the tab bar's `{ systemName, label }`.
    private func tabItem(_ node: ValueNode) throws(SceneError) -> ValueNode {
        guard let entries = node.entries else {
            let label = try converter.string(node, "tabItem")
            return ValueNode(.map([.init(key: "label", keyLocation: node.location, value: ValueNode(.string(label), at: node.location))]), at: node.location)
        }
        var result: [ValueNode.Entry] = []
        for entry in entries {
            switch entry.key {
            case "label", "title": result.append(.init(key: "label", keyLocation: entry.keyLocation, value: entry.value))
            case "systemName", "systemImage": result.append(.init(key: "systemName", keyLocation: entry.keyLocation, value: entry.value))
            default:
                throw SceneError(.unknownKey, "unknown key '\(entry.key)' in 'tabItem'", at: entry.keyLocation,
                                 suggesting: entry.key, in: ["label", "title", "systemName", "systemImage"])
            }
        }
        return ValueNode(.map(result), at: node.location)
    }

    /// The pages of a pager, or of a page-style tabView (whose selection is the first page
    /// unless given, as SwiftUI's). Statically only the selected page exists, as a TabView
    /// shows one page at rest.
    func makePager(_ template: ViewTemplate, _ props: [String: ValueNode], identity: String, defaultSelection: Int?,
                   in context: ExpansionContext) throws(SceneError) -> ViewKind {
        let c = converter
        let count = template.children.count
        let index: Int
        if let selection = props["selection"] {
            index = try c.integer(selection, "selection", minimum: 0)
            guard index < count else {
                throw SceneError(.invalidValue, "selection \(index) is past the last page (the pager has \(count))", at: selection.location)
            }
        } else if let defaultSelection, count > 0 {
            index = defaultSelection
        } else {
            throw SceneError(.missingKey, "'pager' needs 'selection:', the index of the page shown", at: template.location, hint: "selection: $page")
        }
        let drag = try props["drag"].map { n throws(SceneError) in try c.number(n, "drag") } ?? 0
        // A drag reveals the page it moves towards; only the selected page is named,
        // so ids stay unique.
        var indices = [index]
        if drag < 0, index + 1 < count { indices.append(index + 1) }
        if drag > 0, index > 0 { indices.insert(index - 1, at: 0) }
        var pages: [ViewNode] = [], pageIndices: [Int] = []
        for i in indices {
            var expanded = try expand(template.children[i], index: i, in: passingTextEnvironment(props, into: context.with(identity: identity)))
            if i != index { expanded = expanded.map { $0.removingIDs() } }
            pages += expanded
            pageIndices += expanded.map { _ in i }
        }
        return .pager(PagerSpec(position: Double(index), drag: drag, pageIndices: pageIndices, pageCount: count), pages)
    }
}

import Foundation

/// `navigationBar` and `tabBar`: iOS 17's bars, built out of ordinary views (stacks, text,
/// symbols, rectangles) with stable ids, so that layout, rendering, the layout JSON, `check`
/// and `lint` need nothing of their own. The numbers are in `NavigationBarMetrics` and
/// `TabBarMetrics`, with their sources; docs/system-chrome.md describes the keys.
extension Instantiator {
    /// The bar's parts, each a view with an id under the bar's own (`navigationBar.title`).
    private struct PartMaker {
        let barID: String
        let identity: String
        let location: SourceLocation

        func node(_ part: String?, _ kind: ViewKind, _ modifiers: [ViewModifier] = []) -> ViewNode {
            ViewNode(kind: kind, modifiers: modifiers, id: part.map { "\(barID).\($0)" },
                     identity: "\(identity)/\(part ?? "part")", location: location)
        }

        func text(_ part: String?, _ content: String, size: Double, weight: FontWeight, lineHeight: Double?, color: Color) -> ViewNode {
            // A fixed size, not a text style: iOS's bars do not grow with Dynamic Type.
            let font = FontSpec(weight: weight, size: size, lineHeight: lineHeight)
            return node(part, .text(TextSpec(content: content, font: font, color: .color(color), lineLimit: 1)))
        }

        /// UIKit's back indicator: a chevron `size` big, two arms of a `stroke`-wide line from
        /// the top trailing corner to the leading middle and back. Drawn as two rotated
        /// capsules, so that it fills its box whatever the symbol set's proportions.
        func chevron(_ part: String, size: Size, stroke: Double, tint: Color) -> ViewNode {
            let half = size.height / 2
            let armLength = (size.width * size.width + half * half).squareRoot()
            let degrees = atan2(size.width, half) * 180 / .pi
            func arm(_ sign: Double) -> ViewNode {
                node(nil, .shape(ShapeSpec(shape: .capsule, fill: .color(tint), stroke: nil)), [
                    .frame(.fixed(width: stroke, height: armLength)),
                    .rotation(degrees: sign * degrees, anchor: .center),
                    .offset(x: 0, y: -sign * half / 2),
                ])
            }
            return node(part, .zstack(.center, [arm(1), arm(-1)]), [.frame(.fixed(width: size.width, height: size.height))])
        }

        /// `view` with its first baseline `baseline` below the top of what is returned,
        /// whatever its font's ascent: an `HStack(alignment: .firstTextBaseline)` beside an
        /// invisible strut that tall (a view without text aligns its bottom).
        func onBaseline(_ view: ViewNode, at baseline: Double) -> ViewNode {
            let strut = node(nil, .shape(ShapeSpec(shape: .rectangle, fill: nil, stroke: nil)), [.frame(.fixed(width: 0, height: baseline))])
            return node(nil, .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline)),
                                    [strut, view]))
        }

        func symbol(_ part: String?, _ name: String, box: Size, tint: Color) -> ViewNode {
            let image = ImageSpec(source: name, resolvedPath: nil, resizable: true, contentMode: .fit, tint: tint,
                                  placeholderLabel: "[\(name)]", systemName: name)
            return node(part, .image(image), [.frame(.fixed(width: box.width, height: box.height))])
        }
    }

    /// The bar's background and its bottom (or top) hairline, drawn only when the bar shows
    /// its background: iOS 15+ draws a bar at rest at the edge of its content transparent
    /// (UIKit's `scrollEdgeAppearance`), and with the material once content runs under it.
    private func barBackground(_ make: PartMaker, visible: Bool, opacity: Double = 1, hairlineAt edge: VerticalAlignment, ignoring edges: EdgeSet) -> ViewModifier? {
        guard visible, opacity > 0 else { return nil }
        let hairline = make.node("hairline", .shape(ShapeSpec(shape: .rectangle, fill: .color(BarColors.hairline(variant.appearance)), stroke: nil)),
                                 [.frame(FrameSpec(minHeight: 1 / variant.device.nativeScale, maxHeight: 1 / variant.device.nativeScale))])
        let fill = make.node("background", .zstack(Alignment(horizontal: .center, vertical: edge), [
            make.node(nil, .shape(ShapeSpec(shape: .rectangle, fill: .color(BarColors.background(variant.appearance)), stroke: nil))),
            hairline,
        ]), opacity < 1 ? [.ignoresSafeArea(edges), .opacity(opacity)] : [.ignoresSafeArea(edges)])
        return .background(fill, .center)
    }

    private func background(_ props: [String: ValueNode], default visible: Bool) throws(SceneError) -> Bool {
        try props["toolbarBackground"].map { n throws(SceneError) in try converter.choice(n, "toolbarBackground", ["visible": true, "hidden": false, "automatic": visible]) } ?? visible
    }

    /// A bar item's `{ systemName: name }`: checked as an image's is (a misspelling is an
    /// error with the nearest name), and a name Keyline has no glyph for gets the same
    /// located `asset.symbol-missing` warning and is drawn as a placeholder.
    private func barSymbolName(_ item: ValueNode, in context: ExpansionContext) throws(SceneError) -> String {
        let (name, location) = try Self.systemName(in: item, converter: converter)
        if SystemSymbols.svg(named: name) == nil {
            context.diagnostics?.report(SystemSymbols.missingSymbolWarning(name, at: location))
        }
        return name
    }

    /// iOS draws its bars in its own colours and sizes: the buttons in the tint (systemBlue,
    /// 4.02:1 on white), unselected tabs in #929292 (3.11:1), and text that does not grow
    /// with Dynamic Type (a long press shows a bar item enlarged instead, the Large Content
    /// Viewer: Apple, WWDC 2019 session 261, "Large Content Viewer"). The app cannot change
    /// them, so `contrast` and `dynamic-type` are not reported on a bar's own parts. Nor is
    /// `safe-area`: a navigationStack's bar hangs directly under the status bar, a few points
    /// into the top inset (docs/real-screens.md: measured on RSSReader's screenshots), where
    /// iOS puts it.
    private func systemDesign(_ location: SourceLocation) -> ViewModifier {
        .lintSuppression(LintSuppression(rules: ["contrast", "dynamic-type", "safe-area"],
                                         reason: "iOS's own bar: its colours and text sizes are the system's", location: location, bySystem: true))
    }

    private func tint(_ props: [String: ValueNode]) throws(SceneError) -> Color {
        try props["tint"].map { n throws(SceneError) in try converter.color(n, "tint") } ?? converter.tokens.color("systemBlue", variant.appearance)!
    }

    /// One bar button: text (`Edit`), a symbol (`{ systemName: plus, label: Add }`, the label
    /// being what VoiceOver says), or SwiftUI's ToolbarItem written out (`{ button: Add,
    /// placement: confirmationAction, disabled: true }`). A confirmation action is drawn
    /// semibold, as UIKit draws a `.done` bar button; a disabled one in tertiaryLabel (measured
    /// on RSSReader's Add Feed sheet, iOS 18: "Add" semibold, #BCBCC1 on #F2F2F7, the 30 %
    /// grey of tertiaryLabel; Tests/KeylineCompareTests/Screenshots/SOURCES.md).
    private func barButton(_ item: ValueNode, part: String, make: PartMaker, tint: Color, written: String,
                           in context: ExpansionContext) throws(SceneError) -> ViewNode {
        typealias M = NavigationBarMetrics
        let c = converter
        guard let entries = item.entries else {
            return make.text(part, try c.string(item, written), size: M.buttonTextSize, weight: .regular, lineHeight: M.inlineTitleLineHeight, color: tint)
        }
        for entry in entries where !["systemName", "label", "button", "placement", "disabled"].contains(entry.key) {
            throw SceneError(.unknownKey, "unknown key '\(entry.key)' for a bar button", at: entry.keyLocation,
                             hint: "a bar button is text, { systemName, label }, or { button, placement, disabled }")
        }
        let disabled = try item["disabled"].map { n throws(SceneError) in try c.bool(n, "disabled") } ?? false
        let colour = disabled ? c.tokens.color("tertiaryLabel", variant.appearance)! : tint
        if let title = item["button"] {
            guard item["systemName"] == nil else {
                throw SceneError(.invalidValue, "a bar button is a title or a symbol, not both", at: item.location, hint: "keep 'button' or 'systemName'")
            }
            let placement = try item["placement"].map { n throws(SceneError) in try c.choice(n, "placement", ToolbarPlacement.self) } ?? .automatic
            var node = make.text(part, try c.string(title, "button"), size: M.buttonTextSize, weight: placement == .confirmationAction ? .semibold : .regular,
                                 lineHeight: M.inlineTitleLineHeight, color: colour)
            if disabled { node.modifiers.append(.accessibility(AccessibilitySpec(traits: [.notEnabled]))) }
            return node
        }
        let name = try barSymbolName(ValueNode(.map(entries.filter { $0.key == "systemName" }), at: item.location), in: context)
        var button = make.symbol(part, name, box: Size(width: M.symbolButtonSize, height: M.symbolButtonSize), tint: colour)
        if let label = item["label"] {
            button.modifiers.append(.accessibility(AccessibilitySpec(label: try c.string(label, "label"))))
        }
        return button
    }

    /// `navigationBar: Title` with `displayMode`, `back`, `trailing`, `tint`, `toolbarBackground`:
    /// the 44-pt bar under the status bar, and with a large title the 52-pt area under it.
    /// `written` names the keys as the scene wrote them, for messages (a navigationStack's
    /// content writes `navigationBarTitleDisplayMode` where a bar writes `displayMode`).
    func makeNavigationBar(_ primary: ValueNode?, _ props: [String: ValueNode], id: String, identity: String,
                           at location: SourceLocation, in context: ExpansionContext,
                           written: [String: String] = [:], barHeight: Double = NavigationBarMetrics.barHeight) throws(SceneError) -> ViewKind {
        let c = converter
        func word(_ key: String) -> String { written[key] ?? key }
        let make = PartMaker(barID: id, identity: identity, location: location)
        let title = try primary.map { n throws(SceneError) in try c.string(n, word("navigationBar")) } ?? ""
        let mode = try props["displayMode"].map { n throws(SceneError) in try c.choice(n, word("displayMode"), TitleDisplayMode.self) } ?? .automatic
        let large = mode != .inline
        // The content's scroll offset collapses the large title (NavigationBarCollapse).
        let offset = try props["contentOffset"].map { n throws(SceneError) in try c.number(n, word("contentOffset"), minimum: 0) } ?? 0
        let collapse = NavigationBarCollapse(offset: offset, large: large)
        let tint = try tint(props)
        let label = c.tokens.color("label", variant.appearance)!
        let margin = NavigationBarMetrics.margin(screenWidth: variant.device.size.width)
        typealias M = NavigationBarMetrics

        var leading: [ViewNode] = []
        if let back = props["back"] {
            let previous = try c.string(back, "back")
            var parts = [make.chevron("back.chevron", size: M.backChevronSize, stroke: M.backChevronStroke, tint: tint)]
            if !previous.isEmpty { parts.append(make.text("back.title", previous, size: M.buttonTextSize, weight: .regular, lineHeight: M.inlineTitleLineHeight, color: tint)) }
            leading.append(make.node("back", .stack(StackSpec(axis: .horizontal, spacing: M.backChevronSpacing, alignment: .center), parts)))
        }
        // `{ button: Cancel, placement: cancellationAction }` goes before the title, as
        // SwiftUI's ToolbarItem(placement:) puts it; every other item after it.
        let items = props["trailing"].map { $0.items ?? [$0] } ?? []
        guard items.count <= 6 else {
            throw SceneError(.invalidValue, "a navigation bar has room for at most 3 '\(word("trailing"))' items on a side, found \(items.count)", at: props["trailing"]!.location,
                             hint: "put the rest in a menu: trailing: [Edit, { systemName: ellipsis.circle }]")
        }
        var placedLeading: [ValueNode] = []
        var placedTrailing: [ValueNode] = []
        for item in items {
            let placement = try item["placement"].map { n throws(SceneError) in try c.choice(n, "placement", ToolbarPlacement.self) } ?? .automatic
            if placement.isLeading { placedLeading.append(item) } else { placedTrailing.append(item) }
        }
        for side in [placedLeading, placedTrailing] where side.count > 3 {
            throw SceneError(.invalidValue, "a navigation bar has room for at most 3 '\(word("trailing"))' items on a side, found \(side.count)", at: props["trailing"]!.location,
                             hint: "put the rest in a menu: trailing: [Edit, { systemName: ellipsis.circle }]")
        }
        var trailing: [ViewNode] = []
        for (i, item) in placedTrailing.enumerated() {
            trailing.append(try barButton(item, part: "trailing\(i)", make: make, tint: tint, written: word("trailing"), in: context))
        }
        var leadingItems: [ViewNode] = []
        for (i, item) in placedLeading.enumerated() {
            leadingItems.append(try barButton(item, part: "leading\(i)", make: make, tint: tint, written: word("trailing"), in: context))
        }
        if !leadingItems.isEmpty {
            // Before the title, 16 pt from the edge (or after the back button), spaced as the trailing ones.
            leading.append(make.node("leading", .stack(StackSpec(axis: .horizontal, spacing: M.trailingSpacing, alignment: .center), leadingItems),
                                     leading.isEmpty ? [] : [.padding(EdgeInsets(leading: M.trailingSpacing))]))
        }
        let buttons = make.node(nil, .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: .center), leading + [
            make.node(nil, .spacer(minLength: 0)),
            make.node(trailing.isEmpty ? nil : "trailing", .stack(StackSpec(axis: .horizontal, spacing: M.trailingSpacing, alignment: .center), trailing)),
        ]), [.padding(EdgeInsets(leading: props["back"] == nil ? margin : M.backLeadingInset, trailing: margin))])
        var bar = [buttons]
        if !large, !title.isEmpty {
            bar.insert(make.text("title", title, size: M.inlineTitleSize, weight: .semibold, lineHeight: M.inlineTitleLineHeight, color: label), at: 0)
        } else if large, !title.isEmpty, collapse.inlineTitleOpacity > 0 {
            // Collapsing: the inline title fades in over the large one's last points.
            var inline = make.text("inlineTitle", title, size: M.inlineTitleSize, weight: .semibold, lineHeight: M.inlineTitleLineHeight, color: label)
            if collapse.inlineTitleOpacity < 1 { inline.modifiers.append(.opacity(collapse.inlineTitleOpacity)) }
            bar.insert(inline, at: 0)
        }
        var rows = [make.node("bar", .zstack(.center, bar), [.frame(FrameSpec(maxWidth: .infinity, minHeight: barHeight, maxHeight: barHeight))])]
        if large {
            var text = make.text("title", title, size: M.largeTitleSize, weight: .bold, lineHeight: M.largeTitleLineHeight, color: label)
            if collapse.largeTitleOpacity < 1 { text.modifiers.append(.opacity(collapse.largeTitleOpacity)) }
            // The area shrinks as the content scrolls; the title, at its bottom, slides
            // under the bar and is cut off at the bar's bottom edge.
            let area = collapse.largeTitleAreaHeight
            var areaModifiers: [ViewModifier] = [
                .padding(EdgeInsets(leading: margin, bottom: M.largeTitleBottomInset, trailing: margin)),
                .frame(FrameSpec(maxWidth: .infinity, minHeight: area, maxHeight: area,
                                 alignment: Alignment(horizontal: .leading, vertical: .bottom))),
            ]
            if area < M.largeTitleAreaHeight { areaModifiers.append(.clip(.rectangle)) }
            rows.append(make.node(nil, .zstack(Alignment(horizontal: .leading, vertical: .bottom), [text]), areaModifiers))
        }
        var modifiers = [systemDesign(location)]
        // Written, `toolbarBackground` holds; automatic, the background fades in once
        // content scrolls under the bar.
        let written = try props["toolbarBackground"].map { n throws(SceneError) in
            try c.choice(n, "toolbarBackground", ["visible": true as Bool?, "hidden": false, "automatic": nil])
        } ?? nil
        if let background = barBackground(make, visible: written ?? (collapse.backgroundOpacity > 0),
                                          opacity: written == nil ? collapse.backgroundOpacity : 1, hairlineAt: .bottom, ignoring: .top) {
            modifiers.append(background)
        }
        return .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), [
            make.node(nil, .stack(StackSpec(axis: .vertical, spacing: 0, alignment: Alignment(horizontal: .leading, vertical: .center)), rows), modifiers)
        ])
    }

    /// `tabBar:` with `items` (each `{ systemName, label }`), `selection`, `tint`, `toolbarBackground`:
    /// the 49-pt bar above the bottom safe area, items of equal width.
    func makeTabBar(_ props: [String: ValueNode], id: String, identity: String, at location: SourceLocation,
                    in context: ExpansionContext) throws(SceneError) -> ViewKind {
        let c = converter
        let make = PartMaker(barID: id, identity: identity, location: location)
        typealias M = TabBarMetrics
        guard let itemsNode = props["items"], let list = itemsNode.items, !list.isEmpty else {
            throw SceneError(.missingKey, "'tabBar' needs 'items:', a list of tabs, each { systemName, label }", at: props["items"]?.location ?? location,
                             hint: "items: [{ systemName: house.fill, label: Home }, { systemName: gearshape.fill, label: Settings }]")
        }
        guard list.count <= M.maximumItems else {
            throw SceneError(.invalidValue, "a tab bar shows at most \(M.maximumItems) items (iOS puts the rest under More), found \(list.count)",
                             at: itemsNode.location, hint: "keep the first \(M.maximumItems)")
        }
        let selection = try props["selection"].map { n throws(SceneError) in try c.integer(n, "selection", minimum: 0, maximum: list.count - 1) } ?? 0
        let tint = try tint(props)
        let grey = TabBarMetrics.unselectedColor
        var items: [ViewNode] = []
        for (i, item) in list.enumerated() {
            guard let entries = item.entries else {
                throw SceneError(.invalidValue, "a tab is { systemName, label }, found \(item.typeName)", at: item.location,
                                 hint: "{ systemName: house.fill, label: Home }")
            }
            for entry in entries where !["systemName", "label"].contains(entry.key) {
                throw SceneError(.unknownKey, "unknown key '\(entry.key)' for a tab", at: entry.keyLocation, hint: "a tab has 'systemName' and 'label'")
            }
            let color = i == selection ? tint : grey
            var parts: [ViewNode] = []
            if item["systemName"] != nil {
                let name = try barSymbolName(ValueNode(.map(entries.filter { $0.key == "systemName" }), at: item.location), in: context)
                var icon = make.symbol("item\(i).icon", name, box: M.iconSize, tint: color)
                // A tab is one accessibility element named by its label (UITabBar's items are).
                if item["label"] != nil { icon.modifiers.append(.accessibility(AccessibilitySpec(hidden: true))) }
                parts.append(make.node(nil, .zstack(.center, [icon]), [.padding(EdgeInsets(top: M.iconTopInset))]))
            }
            if let label = item["label"] {
                let text = make.text("item\(i).label", try c.string(label, "label"), size: M.labelSize, weight: .medium, lineHeight: M.labelLineHeight, color: color)
                parts.append(make.onBaseline(text, at: M.labelBaseline))
            }
            items.append(make.node("item\(i)", .zstack(Alignment(horizontal: .center, vertical: .top), parts), [
                .frame(FrameSpec(maxWidth: .infinity, minHeight: M.barHeight, maxHeight: M.barHeight, alignment: Alignment(horizontal: .center, vertical: .top))),
            ]))
        }
        var modifiers = [systemDesign(location)]
        if let background = barBackground(make, visible: try background(props, default: false), hairlineAt: .top, ignoring: .bottom) {
            modifiers.append(background)
        }
        return .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), [
            make.node(nil, .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: Alignment(horizontal: .center, vertical: .top)), items), modifiers)
        ])
    }

    /// `navigationStack:` with one view, SwiftUI's `NavigationStack { content }`: the
    /// navigation bar under the status bar (NavigationBarMetrics.raise), made from the content's
    /// `navigationTitle`, `navigationBarTitleDisplayMode` and `toolbar` (its trailing items)
    /// and `toolbarBackground`, and the content under it, offered the rest of the screen and
    /// centred in it, as SwiftUI centres a root view smaller than the space it is given.
    func makeNavigationStack(_ template: ViewTemplate, _ props: [String: ValueNode], content: [ViewNode], identity: String,
                             in context: ExpansionContext) throws(SceneError) -> ViewKind {
        guard template.children.count == 1 else {
            throw SceneError(.invalidValue, "a navigationStack shows one view, its root screen, found \(template.children.count)",
                             at: template.location, hint: "put them in one vstack, and write navigationTitle beside that vstack")
        }
        let root = template.children[0]
        var navigation: [String: ValueNode] = [:]
        for (key, property) in root.properties where Vocabulary.navigationKeys.contains(key) {
            if case .value(let v) = property { navigation[key] = try v.evaluate(in: context.scope) }
        }
        var barProps: [String: ValueNode] = [:]
        barProps["displayMode"] = navigation["navigationBarTitleDisplayMode"]
        barProps["trailing"] = navigation["toolbar"]
        barProps["toolbarBackground"] = navigation["toolbarBackground"]
        barProps["tint"] = props["tint"]
        // The view is a pushed screen: its bar leads with the back button, titled with the
        // previous screen's navigationTitle (UIKit's backItem), `""` for the chevron alone.
        barProps["back"] = props["back"]
        // A scroll view, list or form under the bar: its scroll offset collapses the large
        // title first, and scrolls the content only past that (NavigationBarCollapse).
        var content = content
        if [.builtin(.scroll), .builtin(.list), .builtin(.form)].contains(root.kind), case .value(let v)? = root.properties["contentOffset"] {
            barProps["contentOffset"] = try v.evaluate(in: context.scope)
            let offset = try converter.number(barProps["contentOffset"]!, "contentOffset", minimum: 0)
            let mode = try navigation["navigationBarTitleDisplayMode"].map { n throws(SceneError) in
                try converter.choice(n, "navigationBarTitleDisplayMode", TitleDisplayMode.self)
            } ?? .automatic
            let collapse = NavigationBarCollapse(offset: offset, large: mode != .inline)
            content = content.map { $0.scrolled(to: collapse.contentOffset) }
        }
        let barID = context.idPrefix + ViewKindWord.navigationBar.rawValue
        let barIdentity = "\(identity)/navigationBar"
        let bar = try makeNavigationBar(navigation["navigationTitle"], barProps, id: barID, identity: barIdentity, at: root.location, in: context,
                                        written: ["navigationBar": "navigationTitle", "displayMode": "navigationBarTitleDisplayMode", "trailing": "toolbar"],
                                        barHeight: context.inSheet ? NavigationBarMetrics.sheetBarHeight : NavigationBarMetrics.barHeight)
        let body = ViewNode(kind: .zstack(.center, content), modifiers: [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))],
                            identity: "\(identity)/content", location: root.location)
        var stack = ViewKind.stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), [
            ViewNode(kind: bar, id: barID, identity: barIdentity, location: root.location), body,
        ])
        // The bar hangs under the status bar, which on Dynamic Island iPhones ends above the
        // safe area's top: the stack reaches up by the difference (a negative top padding),
        // so the bar and the content under it start where iOS starts them.
        // In a sheet the bar starts at the sheet's top: the status bar is not above it.
        let raise = context.inSheet ? 0 : NavigationBarMetrics.raise(safeAreaTop: variant.device.safeArea.top)
        if raise > 0 {
            stack = .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), [
                ViewNode(kind: stack, modifiers: [.padding(EdgeInsets(top: -raise))], identity: "\(identity)/raised", location: root.location),
            ])
        }
        // A list's or form's background runs under the navigation bar, which is transparent
        // at rest at the top of its content (UIKit's scrollEdgeAppearance): Settings' grouped
        // grey reaches the top of the screen, behind the large title and the status bar.
        guard case .list(_, let parts)? = content.first?.kind, var background = parts.first else { return stack }
        background.identity = "\(identity)/background"
        return .zstack(.center, [background, ViewNode(kind: stack, identity: "\(identity)/stack", location: root.location)])
    }
}

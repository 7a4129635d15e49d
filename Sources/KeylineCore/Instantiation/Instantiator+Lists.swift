/// `list`, `form`, `section` and `navigationLink` (docs/containers.md). A list expands into
/// the ordinary views iOS 17 draws for it (a background, a scroll view, per section a
/// header, the rows on their card with separators, a footer), so that layout, render,
/// check, lint and redline need nothing new. The dimensions are `ListMetrics`.
extension Instantiator {
    func makeList(_ kind: ViewKindWord, _ props: [String: ValueNode], children: [ViewNode], identity: String,
                  at location: SourceLocation, in context: ExpansionContext) throws(SceneError) -> ViewKind {
        let c = converter
        // `automatic` is insetGrouped on iOS 17 (Apple's documentation of
        // InsetGroupedListStyle); a Form is drawn as an insetGrouped list on iOS.
        let styles: [String: ListStyleKind] = ["automatic": .insetGrouped, "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
        let style = try props["listStyle"].map { n throws(SceneError) in try c.choice(n, "listStyle", styles) } ?? .insetGrouped
        let spec = ListSpec(isForm: kind == .form, style: style,
                            contentOffset: try props["contentOffset"].map { n throws(SceneError) in try c.number(n, "contentOffset", minimum: 0) } ?? 0)
        var builder = ListBuilder(style: style, identity: identity, location: location, converter: c, appearance: variant.appearance,
                                  device: variant.device, dynamicTypeSize: context.dynamicTypeSize, budget: context.budget)
        builder.rowOptions = context.notes?.listRows ?? [:]
        // Rows written outside any section form a section of their own, as in SwiftUI.
        var blocks: [ViewNode] = []
        var loose: [ViewNode] = []
        // A header sits closer to a footer above it than to a card (ListMetrics).
        var lastHadFooter = false
        func flushLoose() throws(SceneError) {
            guard !loose.isEmpty else { return }
            blocks.append(try builder.section(SectionSpec(), rows: loose, node: nil, first: blocks.isEmpty, afterFooter: lastHadFooter))
            lastHadFooter = false
            loose = []
        }
        for child in children {
            if case .section(let section, let rows) = child.kind {
                try flushLoose()
                blocks.append(try builder.section(section, rows: rows, node: child, first: blocks.isEmpty, afterFooter: lastHadFooter))
                lastHadFooter = section.footer != nil
            } else {
                loose.append(child)
            }
        }
        try flushLoose()
        let background = try builder.node(.shape(ShapeSpec(shape: .rectangle, fill: .color(builder.color(style == .plain ? "systemBackground" : "systemGroupedBackground")), stroke: nil)),
                                          [.ignoresSafeArea(.all)], "background")
        let scroll = try builder.node(.scroll(ScrollSpec(axis: .vertical, spacing: 0, alignment: .center, contentOffset: spec.contentOffset), blocks),
                                      [], "rows")
        return .list(spec, [background, scroll])
    }

    /// A navigation row whose label is views (`NavigationLink { … } label: { … }`): in a list,
    /// the views then the disclosure chevron at the row's trailing edge, as for a titled
    /// link; elsewhere the views alone.
    func makeNavigationLink(label: [ViewNode], identity: String, at location: SourceLocation,
                            in context: ExpansionContext) throws(SceneError) -> ViewKind {
        guard context.inList else { return .navigationLink(label) }
        var builder = ListBuilder(style: .insetGrouped, identity: identity, location: location, converter: converter, appearance: variant.appearance,
                                  device: variant.device, dynamicTypeSize: context.dynamicTypeSize, budget: context.budget)
        var chevron = try builder.chevron()
        chevron.modifiers.append(.padding(EdgeInsets(leading: ListMetrics.chevronSpacing)))
        let row = try builder.node(.stack(StackSpec(axis: .horizontal, spacing: 0, alignment: .center),
                                          label + [try builder.node(.spacer(minLength: 0), [], "spacer"), chevron]), [], "label")
        return .navigationLink([row])
    }

    /// A navigation row: in a list, its title then the disclosure chevron at the trailing
    /// edge; elsewhere SwiftUI draws a NavigationLink as a plain button, its title in the
    /// accent colour (system blue), without a chevron.
    func makeNavigationLink(_ title: ValueNode, identity: String, at location: SourceLocation,
                            in context: ExpansionContext) throws(SceneError) -> ViewKind {
        let c = converter
        var builder = ListBuilder(style: .insetGrouped, identity: identity, location: location, converter: c, appearance: variant.appearance,
                                  device: variant.device, dynamicTypeSize: context.dynamicTypeSize, budget: context.budget)
        let inherited = context.textEnvironment
        var font = try inherited["font"].map { n throws(SceneError) in try c.font(n, "font") } ?? TextStyles.font(.body, at: .large)
        font = font.resolved(for: context.dynamicTypeSize)
        let text = try c.string(title, "navigationLink")
        guard context.inList else {
            return .navigationLink([try builder.node(.text(TextSpec(content: text, font: font, color: .color(builder.color("systemBlue")))), [], "title")])
        }
        let color = try inherited["color"].map { n throws(SceneError) in try c.paint(n, "color") } ?? .color(builder.color("label"))
        return .navigationLink([
            try builder.node(.text(TextSpec(content: text, font: font, color: color)), [], "title"),
            try builder.node(.spacer(minLength: nil), [], "spacer"),
            try builder.chevron(),
        ])
    }
}

/// Builds the views of one list, each counted against the screen's view budget.
struct ListBuilder {
    let style: ListStyleKind
    let identity: String
    let location: SourceLocation
    let converter: Converter
    let appearance: Appearance
    let device: Device
    let dynamicTypeSize: DynamicTypeSize
    let budget: ViewBudget
    /// The list-row modifiers written on the rows, by the row view's identity.
    var rowOptions: [String: ListRowOptions] = [:]
    private var count = 0

    init(style: ListStyleKind, identity: String, location: SourceLocation, converter: Converter, appearance: Appearance,
         device: Device, dynamicTypeSize: DynamicTypeSize, budget: ViewBudget) {
        self.style = style; self.identity = identity; self.location = location; self.converter = converter
        self.appearance = appearance; self.device = device; self.dynamicTypeSize = dynamicTypeSize; self.budget = budget
    }

    /// The margin rows and inset sections keep from the screen's edges.
    var margin: Double { ListMetrics.margin }
    /// Where a row's content (and so its separator and the section's header) starts,
    /// from the list's leading edge.
    var textInset: Double { style == .insetGrouped ? 2 * margin : margin }

    /// iOS's system colours always exist in the token set.
    func color(_ name: String) -> Color { converter.tokens.color(name, appearance)! }

    mutating func node(_ kind: ViewKind, _ modifiers: [ViewModifier], _ name: String) throws(SceneError) -> ViewNode {
        try budget.spend(at: location)
        count += 1
        return ViewNode(kind: kind, modifiers: modifiers, identity: "\(identity)#\(name)\(count)", location: location)
    }

    /// The disclosure indicator: SF Symbols' chevron.right in tertiaryLabel (UIKit's
    /// `.disclosureIndicator` accessory, tinted tertiaryLabel since iOS 13), semibold at
    /// the footnote size, so that it follows Dynamic Type (13 pt at Large).
    mutating func chevron() throws(SceneError) -> ViewNode {
        let size = TextStyles.font(.footnote, at: .large).resolved(for: dynamicTypeSize).size
        return try node(.image(ImageSpec(source: "chevron.right", resolvedPath: nil, resizable: false, contentMode: nil,
                                         tint: color("tertiaryLabel"), placeholderLabel: "[chevron.right]", systemName: "chevron.right",
                                         symbol: SymbolStyle(pointSize: size, weight: .semibold))),
                        // Decorative: VoiceOver reads the row as the button it is.
                        [.padding(EdgeInsets(trailing: ListMetrics.chevronTrailingInset)),
                         .accessibility(AccessibilitySpec(hidden: true))], "chevron")
    }

    private mutating func caption(_ text: String, header: Bool, first: Bool = false, afterFooter: Bool = false) throws(SceneError) -> ViewNode {
        let plainHeader = header && style == .plain
        // Grouped headers are footnote in secondaryLabel, uppercased by the system before
        // iOS 26 ("Pre-X26 the system flipped your header to all-caps", the summary cited
        // in ListMetrics); a plain list's header is a bold headline over the rows.
        var font = TextStyles.font(plainHeader ? .headline : .footnote, at: .large)
        font = font.resolved(for: dynamicTypeSize)
        let content = header && style != .plain ? text.uppercased() : text
        let spec = TextSpec(content: content, font: font, color: .color(color(plainHeader ? "label" : "secondaryLabel")))
        let top = plainHeader ? ListMetrics.plainHeaderTopPadding
            : header ? (first ? ListMetrics.firstHeaderTopPadding : afterFooter ? ListMetrics.headerTopPaddingAfterFooter : ListMetrics.headerTopPadding)
            : ListMetrics.footerTopPadding
        let bottom = plainHeader ? ListMetrics.plainHeaderBottomPadding : header ? ListMetrics.headerBottomPadding : 0
        return try node(.text(spec), [
            .padding(EdgeInsets(top: top, leading: textInset, bottom: bottom, trailing: textInset)),
            .frame(FrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center))),
        ] + (header ? [.accessibility(AccessibilitySpec(traits: [.header]))] : []), header ? "header" : "footer")
    }

    /// A hairline in the separator colour, `inset` from the leading edge, along the
    /// bottom (or top) of what it overlays. One device pixel thick, as UITableView's.
    private mutating func separator(inset: Double, top: Bool = false) throws(SceneError) -> ViewModifier {
        let line = try node(.shape(ShapeSpec(shape: .rectangle, fill: .color(color("separator")), stroke: nil)), [
            .frame(.fixed(height: 1 / device.nativeScale)),
            .padding(EdgeInsets(leading: inset)),
        ], "separator")
        return .overlay(line, Alignment(horizontal: .center, vertical: top ? .top : .bottom))
    }

    /// One row: its content leading-aligned between the row's paddings (or its
    /// `listRowInsets`), at least 44 pt tall, on its `listRowBackground` if it has one, with
    /// a separator under it (inset to the content) when `separator` says so.
    private mutating func row(_ content: ViewNode, options: ListRowOptions?, separator drawsSeparator: Bool) throws(SceneError) -> ViewNode {
        // A toggle's row is padded less: its switch, not its title, is the tallest part.
        let vertical = content.control == .toggle ? ListMetrics.toggleRowVerticalPadding : ListMetrics.rowVerticalPadding
        let insets = options?.insets ?? EdgeInsets(top: vertical, leading: margin, bottom: vertical, trailing: margin)
        var modifiers: [ViewModifier] = [
            .padding(insets),
            .frame(FrameSpec(maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight, alignment: Alignment(horizontal: .leading, vertical: .center))),
        ]
        if let background = options?.background {
            modifiers.append(.background(try node(.shape(ShapeSpec(shape: .rectangle, fill: background, stroke: nil)), [], "rowBackground"), .center))
        }
        if drawsSeparator { modifiers.append(try separator(inset: insets.leading)) }
        return try node(.stack(StackSpec(axis: .horizontal, spacing: nil, alignment: .center), [content]), modifiers, "row")
    }

    /// A section: the space above it, its header, its rows on their background, its
    /// footer. The section's own id and modifiers go on the whole block.
    mutating func section(_ spec: SectionSpec, rows: [ViewNode], node section: ViewNode?, first: Bool, afterFooter: Bool = false) throws(SceneError) -> ViewNode {
        var parts: [ViewNode] = []
        if let header = spec.header { parts.append(try caption(header, header: true, first: first, afterFooter: afterFooter)) }
        var rowNodes: [ViewNode] = []
        let options = rows.map { rowOptions[$0.identity] }
        for (i, content) in rows.enumerated() {
            // The line between two rows is drawn unless either hides its separators.
            let separator = i < rows.count - 1 && options[i]?.separatorHidden != true && options[i + 1]?.separatorHidden != true
            rowNodes.append(try row(content, options: options[i], separator: separator))
        }
        var cardModifiers: [ViewModifier] = []
        switch style {
        case .insetGrouped:
            let radius = ListMetrics.insetGroupedCornerRadius
            let card = try node(.shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: radius, style: .continuous),
                                                 fill: .color(color("secondarySystemGroupedBackground")), stroke: nil)), [], "card")
            cardModifiers = [.background(card, .center), .clip(.roundedRectangle(cornerRadius: radius, style: .continuous)),
                             .padding(EdgeInsets(leading: margin, trailing: margin))]
        case .grouped:
            // Full width, with full-width hairlines above and below the rows.
            let card = try node(.shape(ShapeSpec(shape: .rectangle, fill: .color(color("secondarySystemGroupedBackground")), stroke: nil)), [], "card")
            cardModifiers = [.background(card, .center), try separator(inset: 0, top: true), try separator(inset: 0)]
        case .plain:
            break
        }
        parts.append(try node(.stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), rowNodes),
                              [.frame(FrameSpec(maxWidth: .infinity))] + cardModifiers, "rows"))
        if let footer = spec.footer { parts.append(try caption(footer, header: false)) }
        // Grouped styles leave 35 pt above a section without a header (the header's own
        // padding replaces it), less under a footer; plain lists run their sections together.
        let above = style == .plain || spec.header != nil ? 0
            : afterFooter ? ListMetrics.sectionSpacingAfterFooter : ListMetrics.sectionSpacing
        var modifiers: [ViewModifier] = [.padding(EdgeInsets(top: above))]
        var id: String?
        if let section {
            modifiers += section.modifiers
            id = section.id
        }
        var block = try node(.section(spec, parts), modifiers, "section")
        block.id = id
        if let section { block.identity = section.identity }
        return block
    }
}

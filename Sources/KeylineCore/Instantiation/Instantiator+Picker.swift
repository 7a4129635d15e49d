import Foundation

/// `picker: <title>` with `options`, `selection` and `pickerStyle: menu | segmented | wheel |
/// inline | navigationLink` (wheel and inline in Instantiator+PickerWheel.swift), and a
/// closed `menu: <title>`: SwiftUI's `Picker` and `Menu` (docs/controls.md).
extension Instantiator {
    /// At most this many options: a segmented control holds five or fewer on iPhone (HIG,
    /// Segmented controls), a menu a screenful; the bound keeps a scene's views finite.
    static let maximumPickerOptions = 50

    func makePicker(title: ValueNode?, _ props: [String: ValueNode], parts: ControlParts,
                    in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let c = converter
        let titleText = try title.map { n throws(SceneError) in try c.string(n, "picker") } ?? ""
        guard let optionsNode = props["options"] else {
            throw SceneError(.missingKey, "'picker' needs 'options:', the list of choices", at: parts.location,
                             hint: "options: [Chocolate, Vanilla, Strawberry]")
        }
        guard let items = optionsNode.items, !items.isEmpty else {
            throw c.mismatch(optionsNode, "a list of the choices' titles", for: "options")
        }
        guard items.count <= Self.maximumPickerOptions else {
            throw SceneLimits.exceeded("'options' has \(items.count) choices; a picker is limited to \(Self.maximumPickerOptions)",
                                       at: optionsNode.location, hint: "a segmented control holds five or fewer on iPhone (HIG)")
        }
        var options: [String] = []
        for item in items { options.append(try c.string(item, "options")) }
        // The selection is the tag of one choice, written as its title.
        var selected: Int?
        if let node = props["selection"] {
            let written = try c.string(node, "selection")
            guard let index = options.firstIndex(of: written) else {
                throw SceneError(.invalidValue, "selection '\(written)' is not one of the picker's options", at: node.location,
                                 fixIt: Suggestions.fixIt(for: written, in: options), hint: "write one of: \(options.joined(separator: ", "))")
            }
            selected = index
        }
        let style = try props["pickerStyle"].map { n throws(SceneError) in try c.choice(n, "pickerStyle", PickerStyleChoice.self) } ?? .automatic
        let disabled = try optionalBool(props, "disabled") ?? false
        var traits: [AccessibilityTrait] = [.button]
        if disabled { traits.append(.notEnabled) }
        let value = selected.map { options[$0] }

        switch style {
        case .wheel:
            return try wheelPicker(options, selected: selected, disabled: disabled, title: titleText, parts: parts)
        case .inline:
            // Apple's documentation of InlinePickerStyle: the options inline with the other
            // views of their container, so in a list each is a row; elsewhere on iOS SwiftUI
            // falls back to the wheel.
            guard context.inList else {
                return try wheelPicker(options, selected: selected, disabled: disabled, title: titleText, parts: parts)
            }
            let tint = try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") } ?? systemColor("systemBlue")
            return try inlinePickerRows(options, selected: selected, disabled: disabled, title: titleText, tint: tint,
                                        font: try controlFont(props, default: .body, in: context), parts: parts, in: context)
        case .segmented:
            return try segmentedControl(options, selected: selected, disabled: disabled, title: titleText, parts: parts)
        case .navigationLink:
            let font = try controlFont(props, default: .body, in: context)
            let accessibility = ViewModifier.accessibility(AccessibilitySpec(label: titleText, value: value, traits: traits, children: .combine))
            return try navigationLinkRow(titleText, value: value ?? "", font: font, disabled: disabled, parts: parts,
                                         accessibility: accessibility, in: context)
        case .automatic, .menu:
            let tint = try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") } ?? systemColor("systemBlue")
            let font = try controlFont(props, default: .body, in: context)
            // In a list or form the title leads and the selection trails in the secondary
            // colour; elsewhere only the selection shows, in the tint (SwiftUI's menu picker
            // hides its title outside a form).
            let color = disabled ? systemColor("tertiaryLabel") : context.inList ? systemColor("secondaryLabel") : tint
            let button = try menuButton(value ?? "", color: color, font: font, parts: parts)
            let accessibility = ViewModifier.accessibility(AccessibilitySpec(label: titleText, value: value, traits: traits, children: .combine))
            guard context.inList else { return try parts.node("row", .zstack(.center, [button]), [accessibility]) }
            let label = try parts.node("title", .text(TextSpec(content: titleText, font: font, color: .color(systemColor("label")))))
            let spacer = try parts.node("spacer", .spacer(minLength: nil))
            return try parts.node("row", .stack(StackSpec(axis: .horizontal, spacing: nil, alignment: .center), [label, spacer, button]), [accessibility])
        }
    }

    /// `pickerStyle: navigationLink`: a navigation row, the title leading, the selection in
    /// `secondaryLabel` and the disclosure chevron trailing (`ListMetrics.chevronSpacing`),
    /// in a list or not (SwiftUI draws the same link row; outside a list it has no card).
    private func navigationLinkRow(_ title: String, value: String, font: FontSpec, disabled: Bool, parts: ControlParts,
                                   accessibility: ViewModifier, in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let label = try parts.node("title", .text(TextSpec(content: title, font: font,
                                                           color: .color(systemColor(disabled ? "tertiaryLabel" : "label")))))
        let spacer = try parts.node("spacer", .spacer(minLength: nil))
        let selection = try parts.node("selection", .text(TextSpec(content: value, font: font, color: .color(systemColor("secondaryLabel")),
                                                                   lineLimit: 1)))
        // The list's disclosure indicator (ListBuilder.chevron): chevron.right, tertiaryLabel,
        // semibold at the footnote size.
        let size = TextStyles.font(.footnote, at: .large).resolved(for: context.dynamicTypeSize).size
        let chevron = try parts.node("chevron", .image(ImageSpec(
            source: "chevron.right", resolvedPath: nil, resizable: false, contentMode: nil, tint: systemColor("tertiaryLabel"),
            placeholderLabel: "[chevron.right]", systemName: "chevron.right", symbol: SymbolStyle(pointSize: size, weight: .semibold))),
            [.padding(EdgeInsets(top: 0, leading: ListMetrics.chevronSpacing, bottom: 0, trailing: ListMetrics.chevronTrailingInset))])
        return try parts.node("row", .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: .center), [label, spacer, selection, chevron]),
                              [accessibility])
    }

    /// The title beside `chevron.up.chevron.down`, both in `color` (`MenuPickerMetrics`).
    private func menuButton(_ title: String, color: Color, font: FontSpec, parts: ControlParts) throws(SceneError) -> ViewNode {
        let text = try parts.node("selection", .text(TextSpec(content: title, font: font, color: .color(color), lineLimit: 1)))
        let chevron = try parts.node("chevron", .image(ImageSpec(
            source: "chevron.up.chevron.down", resolvedPath: nil, resizable: false, contentMode: nil, tint: color,
            placeholderLabel: "[chevron.up.chevron.down]", systemName: "chevron.up.chevron.down",
            symbol: SymbolStyle(pointSize: font.size, weight: font.weight, scale: .small))))
        return try parts.node("menuButton", .stack(StackSpec(axis: .horizontal, spacing: MenuPickerMetrics.chevronSpacing,
                                                              alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline)),
                                                    [text, chevron]))
    }

    /// UISegmentedControl (`SegmentedControlMetrics`): equal segments across the width
    /// offered, the selected one raised on the track.
    private func segmentedControl(_ options: [String], selected: Int?, disabled: Bool, title: String,
                                  parts: ControlParts) throws(SceneError) -> ViewNode {
        let m = SegmentedControlMetrics.self
        var views: [ViewNode] = []
        for (i, option) in options.enumerated() {
            if i > 0 {
                // A divider shows only between two unselected segments.
                let hidden = selected == i || selected == i - 1
                views.append(try parts.node("divider\(i)", .shape(ShapeSpec(shape: .rectangle,
                                                                            fill: .color(hidden ? .clear : systemColor("systemGray4")), stroke: nil)),
                                            [.frame(.fixed(width: 1, height: m.dividerHeight))]))
            }
            var font = TextStyles.font(.footnote, at: .large)
            font.size = m.fontSize
            font.weight = selected == i ? .semibold : .regular
            var modifiers: [ViewModifier] = [.frame(FrameSpec(maxWidth: .infinity, minHeight: m.height, maxHeight: m.height))]
            if selected == i {
                let shadow = m.selectionShadow
                var shapeModifiers: [ViewModifier] = [.padding(EdgeInsets(all: m.selectionInset))]
                if variant.appearance == .light {
                    shapeModifiers.insert(.shadow(ShadowSpec(color: Color.black.withAlpha(shadow.opacity), radius: shadow.radius, x: 0, y: shadow.y)), at: 0)
                }
                let fill = variant.appearance == .light ? Color.white : systemColor("systemGray2")
                let selection = try parts.node("selection", .shape(ShapeSpec(
                    shape: .roundedRectangle(cornerRadius: m.selectionCornerRadius, style: .continuous), fill: .color(fill), stroke: nil)),
                    shapeModifiers)
                modifiers.append(.background(selection, .center))
            }
            views.append(try parts.node("segment\(i)", .text(TextSpec(content: option, font: font,
                                                                      color: .color(systemColor(disabled ? "tertiaryLabel" : "label")),
                                                                      alignment: .center, lineLimit: 1)), modifiers))
        }
        let track = try parts.node("track", .shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: m.cornerRadius, style: .continuous),
                                                             fill: .color(systemColor("tertiarySystemFill")), stroke: nil)))
        let accessibility = AccessibilitySpec(label: title, value: selected.map { options[$0] }, traits: disabled ? [.notEnabled] : [])
        return try parts.node("row", .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: .center), views),
                              [.background(track, .center), .accessibility(accessibility)])
    }

    /// `menu: <title>` closed: its label, drawn as a borderless button in the tint (a menu's
    /// label is "styled like a button", Apple's documentation of Menu); VoiceOver reads a
    /// button.
    func makeMenu(title: ValueNode?, _ props: [String: ValueNode], parts: ControlParts,
                  in context: ExpansionContext) throws(SceneError) -> ViewNode {
        try makeButton(title: title, label: [], props, parts: parts, in: context)
    }
}

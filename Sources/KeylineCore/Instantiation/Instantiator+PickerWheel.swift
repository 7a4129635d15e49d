import Foundation

/// `pickerStyle: wheel`, and `inline` both in a list (the options as rows) and outside one
/// (the wheel): docs/controls.md, `WheelPickerMetrics`, `InlinePickerMetrics`.
extension Instantiator {
    /// UIPickerView's drum: the band behind the middle, the selected option in it and the
    /// others above and below, each turned away on the cylinder (squashed by the cosine of
    /// its angle, moved to the sine of it, faded), all clipped to the picker's 216 pt. The
    /// options are drawn from their own frames, so the layout sees one 216-pt control.
    func wheelPicker(_ options: [String], selected: Int?, disabled: Bool, title: String,
                     parts: ControlParts) throws(SceneError) -> ViewNode {
        let m = WheelPickerMetrics.self
        // UIPickerView shows its first row when nothing is selected.
        let centre = selected ?? 0
        let font = FontSpec(weight: .regular, size: m.fontSize, lineHeight: m.lineHeight)
        let color = systemColor(disabled ? "tertiaryLabel" : "label")
        var rows: [ViewNode] = []
        for step in -m.rowsEachSide...m.rowsEachSide {
            let index = centre + step
            guard options.indices.contains(index), let place = m.placement(step: step) else { continue }
            var modifiers: [ViewModifier] = [.frame(FrameSpec(maxWidth: .infinity, minHeight: m.rowHeight, maxHeight: m.rowHeight))]
            if step != 0 {
                modifiers += [.scale(x: 1, y: place.scale, anchor: .center), .offset(x: 0, y: place.offset),
                              .opacity(m.opacity(atAngle: place.angle))]
            }
            rows.append(try parts.node("option\(index)", .text(TextSpec(content: options[index], font: font, color: .color(color),
                                                                        alignment: .center, lineLimit: 1)), modifiers))
        }
        let band = try parts.node("selection", .shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: m.bandCornerRadius, style: .continuous),
                                                                fill: .color(systemColor("tertiarySystemFill")), stroke: nil)),
                                  [.frame(FrameSpec(maxWidth: .infinity, minHeight: m.rowHeight, maxHeight: m.rowHeight)),
                                   .padding(EdgeInsets(leading: m.bandInset, trailing: m.bandInset))])
        var traits: [AccessibilityTrait] = [.adjustable]
        if disabled { traits.append(.notEnabled) }
        let accessibility = AccessibilitySpec(label: title, value: selected.map { options[$0] }, traits: traits, children: .combine)
        // The rows' size is the drum's, which the app cannot change (WheelPickerMetrics):
        // `dynamic-type` is not reported on them, as on an alert's parts.
        let systemSize = LintSuppression(rules: ["dynamic-type"], reason: "UIPickerView's rows: their size is the system's, fixed by the 216-pt drum",
                                         location: parts.location, bySystem: true)
        return try parts.node("wheel", .zstack(.center, [band] + rows), [
            .frame(FrameSpec(maxWidth: .infinity, minHeight: m.height, maxHeight: m.height)),
            .clip(.rectangle),
            .accessibility(accessibility),
            .lintSuppression(systemSize),
        ])
    }

    /// An inline picker in a list: the title's row, then a row per option with the
    /// checkmark on the selected one. The picker is one row of the list whose own insets
    /// are zero (`listRowInsets` written on it still wins); each of its rows has the list
    /// row's paddings, height and separator, so the section reads as rows of the list.
    func inlinePickerRows(_ options: [String], selected: Int?, disabled: Bool, title: String, tint: Color, font: FontSpec,
                          parts: ControlParts, in context: ExpansionContext) throws(SceneError) -> ViewNode {
        context.notes?.listRows[parts.identity] = ListRowOptions(insets: .zero)
        let margin = ListMetrics.margin
        let textColor = systemColor(disabled ? "tertiaryLabel" : "label")
        var rows: [ViewNode] = []
        func row(_ name: String, _ content: [ViewNode], separator: Bool, _ extra: [ViewModifier] = []) throws(SceneError) {
            var modifiers: [ViewModifier] = [
                .padding(EdgeInsets(top: ListMetrics.rowVerticalPadding, leading: margin, bottom: ListMetrics.rowVerticalPadding, trailing: margin)),
                .frame(FrameSpec(maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight,
                                 alignment: Alignment(horizontal: .leading, vertical: .center))),
            ]
            if separator {
                // UITableView's hairline, inset to where the row's text starts.
                let line = try parts.node(name + "Separator", .shape(ShapeSpec(shape: .rectangle, fill: .color(systemColor("separator")), stroke: nil)),
                                          [.frame(.fixed(height: 1 / variant.device.nativeScale)), .padding(EdgeInsets(leading: margin))])
                modifiers.append(.overlay(line, Alignment(horizontal: .center, vertical: .bottom)))
            }
            rows.append(try parts.node(name, .stack(StackSpec(axis: .horizontal, spacing: nil, alignment: .center), content), modifiers + extra))
        }
        if !title.isEmpty {
            try row("title", [try parts.node("titleText", .text(TextSpec(content: title, font: font, color: .color(textColor))))],
                    separator: true, [.accessibility(AccessibilitySpec(traits: [.header]))])
        }
        for (i, option) in options.enumerated() {
            var content = [try parts.node("option\(i)Text", .text(TextSpec(content: option, font: font, color: .color(textColor)))),
                           try parts.node("option\(i)Spacer", .spacer(minLength: nil))]
            var traits: [AccessibilityTrait] = [.button]
            if i == selected {
                content.append(try parts.node("checkmark", .image(ImageSpec(
                    source: "checkmark", resolvedPath: nil, resizable: false, contentMode: nil, tint: disabled ? textColor : tint,
                    placeholderLabel: "[checkmark]", systemName: "checkmark",
                    symbol: SymbolStyle(pointSize: font.size, weight: InlinePickerMetrics.checkmarkWeight)))))
                traits.append(.selected)
            }
            if disabled { traits.append(.notEnabled) }
            try row("option\(i)", content, separator: i < options.count - 1,
                    [.accessibility(AccessibilitySpec(label: option, traits: traits, children: .combine))])
        }
        return try parts.node("rows", .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), rows))
    }
}

/// `toggle: <title>`: SwiftUI's `Toggle` in iOS's switch style, with `isOn` and `tint`
/// (docs/controls.md).
extension Instantiator {
    func makeToggle(title: ValueNode?, _ props: [String: ValueNode], parts: ControlParts,
                    in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let c = converter
        let titleText = try title.map { n throws(SceneError) in try c.string(n, "toggle") }
        let isOn = try optionalBool(props, "isOn") ?? false
        let disabled = try optionalBool(props, "disabled") ?? false
        let onColor = try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") } ?? systemColor("systemGreen")

        let shadow = SwitchMetrics.thumbShadow
        let thumb = try parts.node("thumb", .shape(ShapeSpec(shape: .circle, fill: .color(.white), stroke: nil)), [
            .frame(.fixed(width: SwitchMetrics.thumbDiameter, height: SwitchMetrics.thumbDiameter)),
            .shadow(ShadowSpec(color: Color.black.withAlpha(shadow.opacity), radius: shadow.radius, x: 0, y: shadow.y)),
            .padding(EdgeInsets(all: SwitchMetrics.thumbInset)),
        ])
        var switchModifiers: [ViewModifier] = [
            .frame(.fixed(width: SwitchMetrics.width, height: SwitchMetrics.height)),
            .overlay(thumb, Alignment(horizontal: isOn ? .trailing : .leading, vertical: .center)),
        ]
        // A disabled switch is drawn at half strength (UISwitch's disabled appearance).
        if disabled { switchModifiers.append(.opacity(0.5)) }
        let track = try parts.node("switch", .shape(ShapeSpec(shape: .capsule, fill: .color(isOn ? onColor : systemColor("secondarySystemFill")), stroke: nil)),
                                   switchModifiers)

        var traits: [AccessibilityTrait] = [.toggle]
        if disabled { traits.append(.notEnabled) }
        let accessibility = ViewModifier.accessibility(AccessibilitySpec(label: titleText, value: isOn ? "on" : "off", traits: traits,
                                                                         children: .combine))
        guard let titleText else { return try parts.node("row", .zstack(.center, [track]), [accessibility]) }
        // The label on the leading side, the switch on the trailing edge of the width offered
        // (SwiftUI's switch toggle style on iOS fills its width, as in a Form row).
        let label = try parts.node("title", .text(TextSpec(content: titleText, font: try controlFont(props, default: .body, in: context),
                                                           color: .color(systemColor(disabled ? "tertiaryLabel" : "label")))))
        let spacer = try parts.node("spacer", .spacer(minLength: nil))
        // In a row of a list, iOS draws the switch 2 pt past the row's trailing inset
        // (SwitchMetrics): the titled toggle reaches that far, by a negative trailing padding.
        var rowModifiers: [ViewModifier] = [accessibility]
        if context.inList { rowModifiers.insert(.padding(EdgeInsets(trailing: -SwitchMetrics.listTrailingOverhang)), at: 0) }
        return try parts.node("row", .stack(StackSpec(axis: .horizontal, spacing: nil, alignment: .center), [label, spacer, track]), rowModifiers)
    }
}

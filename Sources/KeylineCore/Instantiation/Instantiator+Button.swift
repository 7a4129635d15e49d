/// `button: <title>`: SwiftUI's `Button`, with `buttonStyle`, `controlSize`,
/// `buttonBorderShape`, `role`, `disabled` and `tint` (docs/controls.md).
extension Instantiator {
    func makeButton(title: ValueNode?, label: [ViewTemplate], _ props: [String: ValueNode], trait: AccessibilityTrait = .button, parts: ControlParts,
                    in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let c = converter
        let titleText = try title.map { n throws(SceneError) in try c.string(n, trait == .link ? "link" : "button") } ?? ""
        let style = (try props["buttonStyle"].map { n throws(SceneError) in try c.choice(n, "buttonStyle", ButtonStyleChoice.self) } ?? .automatic).resolved
        let size = try props["controlSize"].map { n throws(SceneError) in try c.choice(n, "controlSize", ControlSize.self) } ?? .regular
        let role = try props["role"].map { n throws(SceneError) in try c.choice(n, "role", ButtonRoleChoice.self) }
        let disabled = try optionalBool(props, "disabled") ?? false
        // As in SwiftUI, a border shape on a button without a background changes nothing.
        let shape = try props["buttonBorderShape"].map { n throws(SceneError) in try borderShape(n) } ?? .automatic
        let metrics = ButtonMetrics.of(size)

        // A destructive role draws in red whatever the tint (Apple's documentation of
        // `ButtonRole.destructive`: the system presents it in red); otherwise the tint, the
        // accent colour by default.
        let tint = role == .destructive ? systemColor("systemRed")
            : try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") } ?? systemColor("systemBlue")
        let foreground: Color
        var fill: Color?
        switch (style, disabled) {
        // Disabled: the label in tertiaryLabel, a bordered background in tertiarySystemFill
        // (Keyline's reading of iOS's greyed-out buttons; docs/controls.md lists it as such),
        // a prominent one in the measured grey (ButtonMetrics.prominentDisabledFill).
        case (.borderless, true), (.plain, true): foreground = systemColor("tertiaryLabel")
        case (.borderedProminent, true): foreground = systemColor("tertiaryLabel"); fill = systemColor(ButtonMetrics.prominentDisabledFill)
        case (_, true): foreground = systemColor("tertiaryLabel"); fill = systemColor("tertiarySystemFill")
        // `.plain` does not tint its label: it draws in the primary colour.
        case (.plain, false): foreground = systemColor("label")
        case (.borderless, false): foreground = tint
        // Without a tint of its own, iOS draws the bordered background grey whatever the
        // accent colour (measured on two screenshots, ButtonMetrics.borderedUntintedFill); a
        // written tint, or the red of a destructive role, washes it.
        case (.bordered, false):
            foreground = tint
            fill = props["tint"] == nil && role != .destructive ? systemColor(ButtonMetrics.borderedUntintedFill)
                : tint.opacity(ButtonMetrics.borderedFillOpacity)
        case (.borderedProminent, false): foreground = .white; fill = tint
        case (.automatic, _): foreground = tint  // resolved above; never reached
        }

        let font = try controlFont(props, default: metrics.textStyle, in: context)
        var modifiers: [ViewModifier] = []
        if let fill {
            modifiers.append(.padding(metrics.insets))
            let background = try parts.node("background", .shape(ShapeSpec(shape: backgroundShape(shape, metrics), fill: .color(fill), stroke: nil)))
            modifiers.append(.background(background, .center))
        }
        var traits: [AccessibilityTrait] = [trait]
        if disabled { traits.append(.notEnabled) }
        modifiers.append(.accessibility(AccessibilitySpec(label: titleText, traits: traits)))
        if !label.isEmpty {
            // VoiceOver reads the label's views (SwiftUI combines a button's label).
            modifiers[modifiers.count - 1] = .accessibility(AccessibilitySpec(traits: traits, children: .combine))
            return try parts.node("label", .stack(StackSpec(axis: .horizontal, spacing: nil, alignment: .center),
                                                  try labelViews(label, foreground: foreground, style: metrics.textStyle, props, identity: parts.identity, in: context)),
                                  modifiers)
        }
        // A bordered label is centred in its background, as a multi-line title is.
        return try parts.node("label", .text(TextSpec(content: titleText, font: font, color: .color(foreground),
                                                      alignment: fill == nil ? .leading : .center)), modifiers)
    }

    /// A label of views, side by side as a button lays out the views of its label closure,
    /// with the button's foreground colour and font passed down as SwiftUI's environment is
    /// (a text or shape inside that sets its own keeps it).
    private func labelViews(_ label: [ViewTemplate], foreground: Color, style: TextStyle, _ props: [String: ValueNode],
                            identity: String, in context: ExpansionContext) throws(SceneError) -> [ViewNode] {
        var inner = context.with(identity: identity + "/label")
        let here = label[0].location
        inner.textEnvironment["color"] = ValueNode(.string(foreground.hexString), at: here)
        if context.textEnvironment["font"] == nil { inner.textEnvironment["font"] = ValueNode(.string(style.rawValue), at: here) }
        for key in ["font", "weight"] { if let written = props[key] { inner.textEnvironment[key] = written } }
        var nodes: [ViewNode] = []
        for (i, template) in label.enumerated() { nodes += try expand(template, index: i, in: inner) }
        return nodes
    }

    /// `buttonBorderShape: capsule | roundedRectangle | circle | automatic`, or a number:
    /// `.roundedRectangle(radius:)`.
    private func borderShape(_ node: ValueNode) throws(SceneError) -> ButtonBorderShapeChoice {
        if case .number = node.scalar {
            return .roundedRectangleRadius(try converter.number(node, "buttonBorderShape", minimum: 0))
        }
        return try converter.choice(node, "buttonBorderShape", ButtonBorderShapeChoice.named)
    }

    /// The automatic shape is the size's rounded rectangle, or a capsule for the small
    /// sizes; a rounded rectangle asked of a small size keeps the regular size's radius.
    private func backgroundShape(_ shape: ButtonBorderShapeChoice, _ metrics: ButtonMetrics) -> ShapeKind {
        let regular = ButtonMetrics.of(.regular).cornerRadius ?? 0
        switch shape {
        case .automatic: return metrics.cornerRadius.map { .roundedRectangle(cornerRadius: $0, style: .continuous) } ?? .capsule
        case .capsule: return .capsule
        case .circle: return .circle
        case .roundedRectangle: return .roundedRectangle(cornerRadius: metrics.cornerRadius ?? regular, style: .continuous)
        case .roundedRectangleRadius(let r): return .roundedRectangle(cornerRadius: r, style: .continuous)
        }
    }
}

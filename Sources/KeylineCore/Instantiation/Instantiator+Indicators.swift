import Foundation

/// `label: <title>` with `systemImage:` and `progressView`: SwiftUI's `Label` and
/// `ProgressView` (docs/controls.md), expanded into a symbol, texts and the `progress` bar.
extension Instantiator {
    func makeLabel(title: ValueNode?, _ props: [String: ValueNode], parts: ControlParts,
                   in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let c = converter
        let titleText = try title.map { n throws(SceneError) in try c.string(n, "label") } ?? ""
        guard let imageNode = props["systemImage"] else {
            throw SceneError(.missingKey, "'label' needs 'systemImage:', the symbol drawn before its title", at: parts.location,
                             hint: "systemImage: star.fill")
        }
        let name = try c.string(imageNode, "systemImage")
        try SystemSymbols.checkName(name, at: imageNode.location)
        if SystemSymbols.svg(named: name) == nil { context.diagnostics?.report(SystemSymbols.missingSymbolWarning(name, at: imageNode.location)) }
        let style = try props["labelStyle"].map { n throws(SceneError) in try c.choice(n, "labelStyle", LabelStyleChoice.self) } ?? .automatic

        let font = try controlFont(props, default: .body, in: context)
        // The title and the icon share the foreground style: the label's own `color`, else
        // the one its containers (or a button) pass down, else `label`.
        let environment = context.textEnvironment.merging(props) { _, own in own }
        let color = try environment["color"].map { n throws(SceneError) in try c.color(n, "color") } ?? systemColor("label")

        var views: [ViewNode] = []
        if style != .titleOnly {
            // An SF Symbol beside text takes the text's font (Apple's documentation of
            // Label: the icon "scales with the title's font"), so it grows with Dynamic Type.
            views.append(try parts.node("icon", .image(ImageSpec(
                source: name, resolvedPath: nil, resizable: false, contentMode: nil, tint: color, placeholderLabel: "[\(name)]",
                systemName: name, symbol: SymbolStyle(pointSize: font.size, weight: font.weight)))))
        }
        if style != .iconOnly {
            views.append(try parts.node("title", .text(TextSpec(content: titleText, font: font, color: .color(color)))))
        }
        // On the text's baseline: a symbol's baseline is that of text in its font
        // (docs/symbols.md), as SF Symbols are drawn beside text.
        let stack = StackSpec(axis: .horizontal, spacing: LabelMetrics.iconSpacing,
                              alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline))
        // VoiceOver reads the title, whichever parts are drawn (an icon-only label keeps it).
        return try parts.node("row", .stack(stack, views), [.accessibility(AccessibilitySpec(label: titleText, children: .combine))])
    }

    func makeProgressView(title: ValueNode?, _ props: [String: ValueNode], parts: ControlParts,
                          in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let c = converter
        let titleText = try title.map { n throws(SceneError) in try c.string(n, "progressView") }
        let value = try props["value"].map { n throws(SceneError) in try c.number(n, "value") }
        let total = try props["total"].map { n throws(SceneError) in try c.number(n, "total") } ?? 1
        if let node = props["total"], total <= 0 {
            throw SceneError(.invalidValue, "'total' must be more than 0, found \(total.pointString)", at: node.location,
                             hint: "total is the value at which the work is done, 1 unless said otherwise")
        }
        let style = try props["progressViewStyle"].map { n throws(SceneError) in try c.choice(n, "progressViewStyle", ProgressViewStyleChoice.self) }
            ?? .automatic
        let linear = style == .linear || (style == .automatic && value != nil)

        let indicator: ViewNode
        let accessibilityValue: String
        if linear {
            // "If the value is non-nil, but outside the range of 0.0 through total, the
            // progress view pins the value to those limits" (Apple's documentation of
            // ProgressView.init(value:total:)); nil is no progress yet.
            let fraction = min(max((value ?? 0) / total, 0), 1)
            let tint = try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") } ?? systemColor("systemBlue")
            indicator = try parts.node("bar", .progress(ProgressSpec(value: fraction, tint: .color(tint), track: .color(systemColor("systemGray5")),
                                                                     thickness: ProgressViewMetrics.barThickness)))
            // VoiceOver reads a progress view's fraction as a percentage.
            accessibilityValue = "\(Int((fraction * 100).rounded()))%"
        } else {
            indicator = try spinner(parts, tint: try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") })
            accessibilityValue = "in progress"
        }
        let accessibility = ViewModifier.accessibility(AccessibilitySpec(label: titleText ?? "", value: accessibilityValue,
                                                                         traits: [.updatesFrequently], children: .combine))
        guard let titleText else { return try parts.node("row", .zstack(.center, [indicator]), [accessibility]) }
        // The title above a bar, below a spinner, in the body style: Keyline's reading of
        // SwiftUI's linear and circular styles, with the stack's standard spacing.
        let titleNode = try parts.node("title", .text(TextSpec(content: titleText, font: try controlFont(props, default: .body, in: context),
                                                               color: .color(systemColor(linear ? "label" : "secondaryLabel")))))
        let stack = StackSpec(axis: .vertical, spacing: nil, alignment: Alignment(horizontal: linear ? .leading : .center, vertical: .center))
        return try parts.node("row", .stack(stack, linear ? [titleNode, indicator] : [indicator, titleNode]), [accessibility])
    }

    /// UIActivityIndicatorView's `.medium` spinner, still: 8 spokes around a 20-pt circle,
    /// fading clockwise from the top (`ProgressViewMetrics`).
    private func spinner(_ parts: ControlParts, tint: Color?) throws(SceneError) -> ViewNode {
        let m = ProgressViewMetrics.self
        let color = tint ?? systemColor("secondaryLabel")
        var spokes: [ViewNode] = []
        for i in 0..<m.spokeCount {
            let strength = 1 - (1 - m.faintestSpoke) * Double(i) / Double(m.spokeCount - 1)
            spokes.append(try parts.node("spoke\(i)", .shape(ShapeSpec(shape: .capsule, fill: .color(color), stroke: nil)), [
                .frame(.fixed(width: m.spokeWidth, height: m.spokeLength)),
                .frame(.fixed(width: m.spinnerDiameter, height: m.spinnerDiameter, alignment: Alignment(horizontal: .center, vertical: .top))),
                .rotation(degrees: 360 * Double(i) / Double(m.spokeCount), anchor: .center),
                .opacity(strength),
            ]))
        }
        return try parts.node("spinner", .zstack(.center, spokes), [.frame(.fixed(width: m.spinnerDiameter, height: m.spinnerDiameter))])
    }
}

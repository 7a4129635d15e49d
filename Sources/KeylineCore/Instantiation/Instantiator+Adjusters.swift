import Foundation

/// `slider` and `stepper: <title>`: SwiftUI's `Slider` and `Stepper` with `value` and
/// `in: [min, max]` (docs/controls.md), expanded into the `progress` bar, circles and symbols.
extension Instantiator {
    func makeSlider(title: ValueNode?, _ props: [String: ValueNode], parts: ControlParts,
                    in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let c = converter
        let m = SliderMetrics.self
        // SwiftUI's Slider takes a label for VoiceOver; iOS does not draw it.
        let titleText = try title.map { n throws(SceneError) in try c.string(n, "slider") }
        let range = try valueRange(props) ?? 0...1
        let value = try props["value"].map { n throws(SceneError) in try c.number(n, "value") } ?? range.lowerBound
        // UISlider pins its value to its range (Apple's documentation of UISlider.value:
        // "If you try to set a value that is below the minimum or above the maximum value,
        // the minimum or maximum value is set instead").
        let fraction = (min(max(value, range.lowerBound), range.upperBound) - range.lowerBound) / (range.upperBound - range.lowerBound)
        let disabled = try optionalBool(props, "disabled") ?? false
        let tint = try props["tint"].map { n throws(SceneError) in try c.color(n, "tint") } ?? systemColor("systemBlue")

        // The thumb's centre travels from `thumbTravelInset` inside one end to as far inside
        // the other: the thumb, at the leading edge of a box that much narrower at each end
        // (and a thumb narrower), moves by `fraction` of that box's width. (It moves the
        // drawing: `keyline layout` places the thumb's frame where the range's minimum puts it.)
        let shadow = m.thumbShadow
        let thumb = try parts.node("thumb", .shape(ShapeSpec(shape: .circle, fill: .color(.white), stroke: nil)), [
            .frame(.fixed(width: m.thumbDiameter, height: m.thumbDiameter)),
            .shadow(ShadowSpec(color: Color.black.withAlpha(shadow.opacity), radius: shadow.radius, x: 0, y: shadow.y)),
            .frame(FrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center))),
            .relativeOffset(x: fraction, y: 0),
            .padding(EdgeInsets(top: 0, leading: m.thumbTravelInset - m.thumbDiameter / 2, bottom: 0,
                                trailing: m.thumbTravelInset + m.thumbDiameter / 2)),
        ])
        var trackModifiers: [ViewModifier] = [
            // The bar 3 pt inside the slider's ends; the thumb travels over the whole width.
            .padding(EdgeInsets(top: 0, leading: m.trackInset, bottom: 0, trailing: m.trackInset)),
            .frame(.fixed(height: m.height)),
            .overlay(thumb, Alignment(horizontal: .leading, vertical: .center)),
        ]
        // A disabled slider is drawn at half strength, as a disabled switch.
        if disabled { trackModifiers.append(.opacity(0.5)) }
        // The fill ends at fraction × width, always under the thumb (see `SliderMetrics`).
        let track = try parts.node("track", .progress(ProgressSpec(value: fraction, tint: .color(tint), track: .color(systemColor("systemGray5")),
                                                                   thickness: m.trackThickness)), trackModifiers)

        var views: [ViewNode] = []
        if let n = props["minimumValueLabel"] { views.append(try valueLabel(n, "minimumValueLabel", part: "minimumValueLabel", parts, in: context)) }
        views.append(track)
        if let n = props["maximumValueLabel"] { views.append(try valueLabel(n, "maximumValueLabel", part: "maximumValueLabel", parts, in: context)) }
        var traits: [AccessibilityTrait] = [.adjustable]
        if disabled { traits.append(.notEnabled) }
        // VoiceOver reads a slider's value as a percentage of its range (UISlider's
        // accessibilityValue).
        let accessibility = AccessibilitySpec(label: titleText, value: "\(Int((fraction * 100).rounded()))%", traits: traits, children: .combine)
        return try parts.node("row", .stack(StackSpec(axis: .horizontal, spacing: nil, alignment: .center), views), [.accessibility(accessibility)])
    }

    /// A slider's minimum or maximum value label: a text, or a symbol (`{ systemName: … }`),
    /// in the body style and the primary colour.
    private func valueLabel(_ node: ValueNode, _ key: String, part: String, _ parts: ControlParts,
                            in context: ExpansionContext) throws(SceneError) -> ViewNode {
        if node.entries != nil {
            return try parts.node(part, .image(try makeSymbolImage(node, [:], in: context)))
        }
        return try parts.node(part, .text(TextSpec(content: try converter.string(node, key), font: try controlFont([:], default: .body, in: context),
                                                   color: .color(systemColor("label")))))
    }

    func makeStepper(title: ValueNode?, _ props: [String: ValueNode], parts: ControlParts,
                     in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let c = converter
        let m = StepperMetrics.self
        let titleText = try title.map { n throws(SceneError) in try c.string(n, "stepper") } ?? ""
        let range = try valueRange(props)
        let value = try props["value"].map { n throws(SceneError) in try c.number(n, "value") } ?? range?.lowerBound ?? 0
        let disabled = try optionalBool(props, "disabled") ?? false
        // At either end of its range that half of the stepper is disabled (UIStepper's
        // buttons are enabled "while the value is above the minimum … below the maximum").
        let canDecrement = !disabled && range.map { value > $0.lowerBound } ?? true
        let canIncrement = !disabled && range.map { value < $0.upperBound } ?? true

        // The glyphs keep their size at every Dynamic Type size, as the stepper does.
        let glyphSize = TextStyles.font(.body, at: .large)
        func half(_ part: String, _ symbol: String, enabled: Bool) throws(SceneError) -> ViewNode {
            try parts.node(part, .image(ImageSpec(source: symbol, resolvedPath: nil, resizable: false, contentMode: nil,
                                                  tint: enabled ? systemColor("label") : systemColor("label").withAlpha(StepperMetrics.disabledGlyphOpacity),
                                                  placeholderLabel: "[\(symbol)]",
                                                  systemName: symbol, symbol: SymbolStyle(pointSize: glyphSize.size, weight: glyphSize.weight))),
                           [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))])
        }
        let divider = try parts.node("divider", .shape(ShapeSpec(shape: .rectangle, fill: .color(systemColor("separator")), stroke: nil)),
                                     [.frame(.fixed(width: m.dividerWidth, height: m.dividerHeight))])
        let halves = try parts.node("halves", .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: .center),
                                                     [try half("decrement", "minus", enabled: canDecrement), divider,
                                                      try half("increment", "plus", enabled: canIncrement)]))
        let body = try parts.node("stepper", .shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: m.cornerRadius, style: .continuous),
                                                              fill: .color(systemColor("tertiarySystemFill")), stroke: nil)),
                                  [.frame(.fixed(width: m.width, height: m.height)), .overlay(halves, .center)])

        var traits: [AccessibilityTrait] = [.adjustable]
        if disabled { traits.append(.notEnabled) }
        let accessibility = ViewModifier.accessibility(AccessibilitySpec(label: titleText, value: value.pointString, traits: traits, children: .combine))
        // As a toggle: the title on the leading side, the stepper on the trailing edge of the
        // width offered (SwiftUI's Stepper on iOS fills its row, as in a Form).
        let label = try parts.node("title", .text(TextSpec(content: titleText, font: try controlFont(props, default: .body, in: context),
                                                           color: .color(systemColor(disabled ? "tertiaryLabel" : "label")))))
        let spacer = try parts.node("spacer", .spacer(minLength: nil))
        return try parts.node("row", .stack(StackSpec(axis: .horizontal, spacing: nil, alignment: .center), [label, spacer, body]), [accessibility])
    }

    /// `in: [min, max]`, SwiftUI's `in: min...max`; nil when not written.
    func valueRange(_ props: [String: ValueNode]) throws(SceneError) -> ClosedRange<Double>? {
        guard let node = props["in"] else { return nil }
        guard let items = node.items, items.count == 2 else {
            throw converter.mismatch(node, "a list of two numbers, [minimum, maximum]", for: "in")
        }
        let low = try converter.number(items[0], "in"), high = try converter.number(items[1], "in")
        guard low < high else {
            throw SceneError(.invalidValue, "'in' goes from \(low.pointString) to \(high.pointString); its minimum must be below its maximum",
                             at: node.location, hint: "write the range as [minimum, maximum], e.g. in: [0, 10]")
        }
        return low...high
    }
}

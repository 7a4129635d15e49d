/// `textField: <title>` and `secureField: <title>`: SwiftUI's `TextField` and `SecureField`
/// with `text`, `prompt`, `textFieldStyle` and `focused` (docs/controls.md).
extension Instantiator {
    func makeTextField(secure: Bool, title: ValueNode?, _ props: [String: ValueNode], parts: ControlParts,
                       in context: ExpansionContext) throws(SceneError) -> ViewNode {
        let c = converter
        let what = secure ? "secureField" : "textField"
        let titleText = try title.map { n throws(SceneError) in try c.string(n, what) } ?? ""
        let text = try optionalString(props, "text") ?? ""
        // SwiftUI: the prompt, when given, is the placeholder; otherwise the title is.
        let placeholder = try optionalString(props, "prompt") ?? titleText
        let style = try props["textFieldStyle"].map { n throws(SceneError) in try c.choice(n, "textFieldStyle", TextFieldStyleChoice.self) } ?? .automatic
        let focused = try optionalBool(props, "focused") ?? false
        let disabled = try optionalBool(props, "disabled") ?? false
        let submitLabel = try props["submitLabel"].map { n throws(SceneError) in try c.choice(n, "submitLabel", SubmitLabel.self) }
        if focused && !disabled {
            // The keyboard, when the screen shows it, edits this field (docs/system-chrome.md).
            context.notes?.note(FocusedField(text: text, submitLabel: submitLabel, location: parts.location))
        }

        let font = try controlFont(props, default: .body, in: context)
        let shown: String, color: Color
        if text.isEmpty {
            shown = placeholder; color = systemColor("placeholderText")
        } else {
            shown = text
            color = systemColor(disabled ? "tertiaryLabel" : "label")
        }

        // One line, as wide as it is offered (a TextField is flexible horizontally).
        var modifiers: [ViewModifier] = []
        if focused && !disabled {
            // The caret after the last character, or before the placeholder, which iOS
            // keeps showing until the first character is typed.
            // (An overlay, so that it is as tall as the line; moved past the last glyph.)
            let caret = try parts.node("caret", .shape(ShapeSpec(shape: .rectangle, fill: .color(systemColor("systemBlue")), stroke: nil)),
                                       [.frame(.fixed(width: CaretMetrics.width)), .offset(x: text.isEmpty ? 0 : CaretMetrics.width, y: 0)])
            modifiers.append(.overlay(caret, Alignment(horizontal: text.isEmpty ? .leading : .trailing, vertical: .center)))
        }
        // A borderless field is taller than its line (PlainFieldMetrics); the rounded border
        // has its own measured height below. Other families' UITextField heights are not
        // measured: their fields stay as tall as their line.
        let plainHeight: Double? = style != .roundedBorder && font.family == FontSpec.systemFamily
            ? PlainFieldMetrics.height(systemFontSize: font.size, secure: secure) : nil
        // Secure text is a row of fixed dots, which would widen a frame with no minimum width
        // (SwiftUI's flexible frame takes a wider child's width): a minimum of 0 keeps the field
        // as wide as it is offered, the dots clipped to it below.
        let dotsWithin: Double? = secure && !text.isEmpty ? 0 : nil
        modifiers.append(.frame(FrameSpec(minWidth: dotsWithin, maxWidth: .infinity, minHeight: plainHeight,
                                          alignment: Alignment(horizontal: .leading, vertical: .center))))
        if style == .roundedBorder {
            modifiers.append(.padding(EdgeInsets(all: RoundedBorderFieldMetrics.inset)))
            // Never shorter than 34 pt, the text centred: a 13-pt field on a real screenshot
            // is as tall as a body-sized one (RoundedBorderFieldMetrics).
            modifiers.append(.frame(FrameSpec(minHeight: RoundedBorderFieldMetrics.minimumHeight,
                                              alignment: Alignment(horizontal: .leading, vertical: .center))))
            let borderColor = variant.appearance == .dark ? systemColor("systemGray4") : RoundedBorderFieldMetrics.lightBorder
            let border = StrokeSpec(paint: .color(borderColor), width: 1 / variant.device.nativeScale, inside: true)
            let background = try parts.node("border", .shape(ShapeSpec(
                shape: .roundedRectangle(cornerRadius: RoundedBorderFieldMetrics.cornerRadius, style: .circular),
                fill: .color(systemColor("tertiarySystemBackground")), stroke: border)))
            modifiers.append(.background(background, .center))
        }
        let traits: [AccessibilityTrait] = disabled ? [.notEnabled] : []
        // VoiceOver reads a field's title, and its text as the value (never a secure one's).
        modifiers.append(.accessibility(AccessibilitySpec(label: titleText, value: secure || text.isEmpty ? nil : text,
                                                          traits: traits)))
        if secure && !text.isEmpty {
            // The dots never spill out of the field: iOS scrolls a long text inside it; Keyline
            // shows its start, so a focused field's caret after a text longer than the field is
            // clipped with the dots past its edge.
            if let frame = modifiers.firstIndex(where: { if case .frame = $0 { true } else { false } }) {
                modifiers.insert(.clip(.rectangle), at: frame + 1)
            }
            let count = min(text.count, SecureTextMetrics.maximumDots)
            return try parts.node("bullets", try secureBullets(count: count, font: font, color: color, parts: parts), modifiers)
        }
        return try parts.node("text", .text(TextSpec(content: shown, font: font, color: .color(color), lineLimit: 1)), modifiers)
    }

    /// A secure field's text: one dot a character, drawn as SF Pro draws them (SecureTextMetrics),
    /// not as the stand-in font's U+25CF, which is nearly twice as large. The row is as tall
    /// as the font's line, so the caret and the field's height are those of a text.
    private func secureBullets(count: Int, font: FontSpec, color: Color, parts: ControlParts) throws(SceneError) -> ViewKind {
        let m = SecureTextMetrics.self
        var dots: [ViewNode] = []
        for index in 0..<count {
            let dot = try parts.node("bullet\(index)", .shape(ShapeSpec(shape: .circle, fill: .color(color), stroke: nil)),
                                     [.frame(.fixed(width: m.diameter * font.size, height: m.diameter * font.size)),
                                      .frame(.fixed(width: m.advance * font.size, height: font.size * PlainFieldMetrics.systemLineRatio))])
            dots.append(dot)
        }
        return .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: .center), dots)
    }
}

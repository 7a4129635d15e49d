/// The software keyboard a screen shows with `keyboard: true` (docs/system-chrome.md, "The
/// keyboard"): iOS 17's English QWERTY layout built out of ordinary views with ids under
/// `keyboard` (`keyboard.q`, `keyboard.shift`, `keyboard.return`), its numbers in
/// `KeyboardMetrics` with their sources.
extension Instantiator {
    /// The keyboard's views for one screen: the key caps, labels and strips, laid out at the
    /// bottom of the screen, `metrics.height` tall.
    func makeKeyboard(_ options: KeyboardOptions, field: FocusedField?, at location: SourceLocation,
                      identity: String, budget: ViewBudget) throws(SceneError) -> ViewNode {
        let appearance = options.style ?? variant.appearance
        let metrics = keyboardMetrics(options)
        let make = KeyboardParts(identity: identity, location: location, budget: budget, appearance: appearance)
        // An empty field starts a sentence: iOS turns shift on and shows capitals
        // (`autocapitalizationType` .sentences, UITextField's default).
        let shifted = (field?.text ?? "").isEmpty
        let submit = field?.submitLabel ?? options.submitLabel ?? .return

        func letter(_ character: Character) throws(SceneError) -> ViewNode {
            let title = shifted ? character.uppercased() : String(character)
            let label = try make.text(title, size: shifted ? KeyboardMetrics.upperCaseLetterSize : KeyboardMetrics.lowerCaseLetterSize,
                                  weight: shifted ? .regular : .light, color: KeyboardColors.label(appearance))
            return try make.key(String(character), width: metrics.letterWidth, height: metrics.keyHeight,
                                fill: KeyboardColors.letterKey(appearance), label: label)
        }
        func row(_ keys: [ViewNode], spacing: Double = 2 * KeyboardMetrics.keyHorizontalInset) throws(SceneError) -> ViewNode {
            // The caps 8 pt below the row's top, 4 above its bottom ([Shot]).
            try make.node(nil, .stack(StackSpec(axis: .horizontal, spacing: spacing, alignment: .center), keys), [
                .padding(EdgeInsets(top: KeyboardMetrics.keyTopInset, leading: KeyboardMetrics.keyHorizontalInset,
                                    bottom: KeyboardMetrics.rowGap - KeyboardMetrics.keyTopInset, trailing: KeyboardMetrics.keyHorizontalInset)),
                .frame(FrameSpec(maxWidth: .infinity, minHeight: metrics.rowHeight, maxHeight: metrics.rowHeight)),
            ])
        }
        func functionKey(_ part: String, width: Double, symbol: String? = nil, title: String? = nil,
                         fill: Color? = nil, color: Color? = nil) throws(SceneError) -> ViewNode {
            let ink = color ?? KeyboardColors.label(appearance)
            let label: ViewNode
            if let symbol {
                label = try make.symbol(symbol, size: KeyboardMetrics.symbolSize, tint: ink)
            } else {
                label = try make.text(title ?? "", size: KeyboardMetrics.labelSize, weight: .regular, color: ink)
            }
            return try make.key(part, width: width, height: metrics.keyHeight, fill: fill ?? KeyboardColors.functionKey(appearance), label: label)
        }

        var rows: [ViewNode] = []
        rows.append(try row(try KeyboardMetrics.letterRows[0].map(letter)))
        rows.append(try row(try KeyboardMetrics.letterRows[1].map(letter)))
        // Shift at the leading edge, delete at the trailing one, the seven letters centred.
        // Shift on is drawn as iOS draws it: the cap white (a letter key's colour).
        let shift = try functionKey("shift", width: metrics.functionKeyWidth, symbol: "arrow.up",
                                    fill: shifted ? KeyboardColors.letterKey(appearance) : nil)
        let delete = try functionKey("delete", width: metrics.functionKeyWidth, symbol: "delete.right")
        let letters = try make.node(nil, .stack(StackSpec(axis: .horizontal, spacing: 2 * KeyboardMetrics.keyHorizontalInset, alignment: .center),
                                                try KeyboardMetrics.letterRows[2].map(letter)))
        rows.append(try row([shift, try make.node(nil, .spacer(minLength: 0)), letters, try make.node(nil, .spacer(minLength: 0)), delete], spacing: 0))
        // The bottom row: 123 as wide as return on Face ID iPhones (their emoji key is in
        // the strip under the keys, [Shot]), or 123, globe and dictation on the iPhone SE;
        // the space bar takes the rest.
        var bottom = [try functionKey("numbers", width: metrics.hasBottomStrip ? metrics.returnKeyWidth : metrics.compactFunctionKeyWidth, title: "123")]
        if !metrics.hasBottomStrip {
            bottom.append(try functionKey("globe", width: metrics.compactFunctionKeyWidth, symbol: "globe"))
            bottom.append(try make.key("dictation", width: metrics.compactFunctionKeyWidth, height: metrics.keyHeight,
                                       fill: KeyboardColors.functionKey(appearance), label: try make.microphone(tint: KeyboardColors.label(appearance))))
        }
        let spaceLabel = try make.text("space", size: KeyboardMetrics.labelSize, weight: .regular, color: KeyboardColors.label(appearance))
        bottom.append(try make.key("space", width: nil, height: metrics.keyHeight, fill: KeyboardColors.letterKey(appearance), label: spaceLabel))
        bottom.append(try functionKey("return", width: metrics.returnKeyWidth, title: submit.title,
                                      fill: submit.isAction ? systemColor("systemBlue") : nil, color: submit.isAction ? .white : nil))
        rows.append(try row(bottom))

        var parts: [ViewNode] = []
        if metrics.hasSuggestionBar {
            parts.append(try make.node("suggestions", .shape(ShapeSpec(shape: .rectangle, fill: nil, stroke: nil)), [
                .frame(FrameSpec(maxWidth: .infinity, minHeight: KeyboardMetrics.suggestionBarHeight, maxHeight: KeyboardMetrics.suggestionBarHeight)),
            ]))
        }
        parts.append(try make.node("keys", .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), rows)))
        if metrics.hasBottomStrip {
            // Face ID iPhones: the emoji face and dictation under the keys, without caps
            // ([Shot]: an iPhone with one keyboard language and emoji, iOS's default in the US).
            let button = KeyboardMetrics.stripButtonSize
            let ink = KeyboardColors.stripSymbol(appearance)
            let emoji = try make.node("emoji", .zstack(.center, [try make.symbol("face.smiling", size: KeyboardMetrics.stripSymbolSize, tint: ink)]),
                                      [.frame(.fixed(width: button, height: button))])
            let dictation = try make.node("dictation", .zstack(.center, [try make.microphone(tint: ink, scale: KeyboardMetrics.microphoneScale)]),
                                          [.frame(.fixed(width: button, height: button))])
            let inset = KeyboardMetrics.stripButtonCentreInset - button / 2
            parts.append(try make.node("strip", .stack(StackSpec(axis: .horizontal, spacing: 0, alignment: Alignment(horizontal: .center, vertical: .top)),
                                                       [emoji, try make.node(nil, .spacer(minLength: 0)), dictation]), [
                .padding(EdgeInsets(top: KeyboardMetrics.stripButtonCentreBelowKeys - button / 2, leading: inset, trailing: inset)),
                .frame(FrameSpec(maxWidth: .infinity, minHeight: KeyboardMetrics.bottomStripHeight, maxHeight: KeyboardMetrics.bottomStripHeight,
                                 alignment: Alignment(horizontal: .center, vertical: .top))),
            ]))
        }
        let background = try make.node(nil, .shape(ShapeSpec(shape: .rectangle, fill: .color(KeyboardColors.background(appearance)), stroke: nil)))
        return try make.node(nil, .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), parts), [
            .frame(.fixed(width: variant.device.size.width, height: metrics.height)),
            .background(background, .center),
            // The keyboard is iOS's, in its own window: VoiceOver reads it apart from the
            // app, and its colours and sizes are the system's (not the app's to fix).
            .accessibility(AccessibilitySpec(hidden: true)),
            .lintSuppression(LintSuppression(rules: ["contrast", "dynamic-type"], reason: "iOS's own keyboard: its colours and text sizes are the system's",
                                             location: location, bySystem: true)),
        ], id: KeyboardOptions.id)
    }

    /// The keyboard's numbers on the variant's device.
    func keyboardMetrics(_ options: KeyboardOptions) -> KeyboardMetrics {
        KeyboardMetrics(screenWidth: variant.device.size.width, hasHomeIndicator: variant.device.safeArea.bottom > 0, predictive: options.predictive)
    }

    /// `root` laid out above the keyboard, as SwiftUI's keyboard avoidance does: the keyboard
    /// raises the bottom of the safe area to its top edge, so the root is offered the safe
    /// area less the part the keyboard covers, and centred in what is left. Returns the root
    /// so placed and the layer that puts the keyboard at the bottom of the screen.
    func avoidingKeyboard(_ root: ViewNode, keyboard: ViewNode, options: KeyboardOptions, screen: ScreenDefinition,
                          budget: ViewBudget) throws(SceneError) -> (content: ViewNode, layer: ViewNode) {
        let covered = keyboardMetrics(options).height - variant.device.safeArea.bottom
        let identity = screen.id + "/" + KeyboardOptions.id
        for _ in 0..<4 { try budget.spend(at: screen.location) }
        let room = ViewNode(kind: .zstack(.center, [root]), modifiers: [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))],
                            identity: identity + "/room", location: screen.location)
        let lift = ViewNode(kind: .shape(ShapeSpec(shape: .rectangle, fill: nil, stroke: nil)), modifiers: [.frame(FrameSpec(minHeight: covered, maxHeight: covered))],
                            identity: identity + "/lift", location: screen.location)
        let content = ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: 0, alignment: .center), [room, lift]),
                               identity: identity + "/content", location: screen.location)
        // The keyboard ignores the bottom safe area, so that it reaches the screen's edge.
        let layer = ViewNode(kind: .zstack(Alignment(horizontal: .center, vertical: .bottom), [keyboard]), modifiers: [
            .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: .bottom))),
            .ignoresSafeArea(.all),
        ], identity: identity + "/layer", location: screen.location)
        return (content, layer)
    }
}

/// The keyboard's views: each spends one view of the screen's budget. Unnamed parts are
/// numbered in the order they are made, the same in every state, so that animations match
/// them across states.
private final class KeyboardParts {
    let identity: String
    let location: SourceLocation
    let budget: ViewBudget
    let appearance: Appearance
    private var made = 0

    init(identity: String, location: SourceLocation, budget: ViewBudget, appearance: Appearance) {
        self.identity = identity; self.location = location; self.budget = budget; self.appearance = appearance
    }

    func node(_ part: String?, _ kind: ViewKind, _ modifiers: [ViewModifier] = [], id: String? = nil) throws(SceneError) -> ViewNode {
        try budget.spend(at: location)
        made += 1
        return ViewNode(kind: kind, modifiers: modifiers, id: id ?? part.map { "\(KeyboardOptions.id).\($0)" },
                        identity: "\(identity)/\(part ?? "part\(made)")", location: location)
    }

    /// A label: one line, fixed size (the keyboard does not grow with Dynamic Type).
    func text(_ content: String, size: Double, weight: FontWeight, color: Color) throws(SceneError) -> ViewNode {
        try node(nil, .text(TextSpec(content: content, font: FontSpec(weight: weight, size: size), color: .color(color), lineLimit: 1)))
    }

    /// A cap: the label centred on a rounded key, over its shadow 1 pt lower. `width` nil:
    /// as wide as offered (the space bar).
    func key(_ part: String, width: Double?, height: Double, fill: Color, label: ViewNode) throws(SceneError) -> ViewNode {
        let cap = try node(nil, .shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: KeyboardMetrics.cornerRadius, style: .circular), fill: .color(fill), stroke: nil)))
        var shadow = try node(nil, .shape(ShapeSpec(shape: .roundedRectangle(cornerRadius: KeyboardMetrics.cornerRadius, style: .circular),
                                                    fill: .color(KeyboardColors.shadow(appearance)), stroke: nil)))
        shadow.modifiers = [.offset(x: 0, y: KeyboardMetrics.shadowOffset)]
        return try node(part, .zstack(.center, [label]), [
            .frame(width.map { FrameSpec.fixed(width: $0, height: height) } ?? FrameSpec(maxWidth: .infinity, minHeight: height, maxHeight: height)),
            .background(cap, .center),
            .background(shadow, .center),
        ])
    }

    func symbol(_ name: String, size: Double, tint: Color) throws(SceneError) -> ViewNode {
        let image = ImageSpec(source: name, resolvedPath: nil, resizable: true, contentMode: .fit, tint: tint,
                              placeholderLabel: "[\(name)]", systemName: name)
        return try node(nil, .image(image), [.frame(.fixed(width: size, height: size))])
    }

    /// SF Symbols' `mic`, which Keyline's symbol sets lack: a capsule outline in a
    /// half-circle cradle on a short stand, drawn with shapes in a 14 × 20-pt box at `scale` 1.
    func microphone(tint: Color, scale: Double = 1) throws(SceneError) -> ViewNode {
        let line = 1.6 * scale
        let stroke = StrokeSpec(paint: .color(tint), width: line, lineCap: .round)
        let body = try node(nil, .shape(ShapeSpec(shape: .capsule, fill: nil, stroke: stroke)), [.frame(.fixed(width: 6 * scale, height: 11 * scale))])
        // A circle's outline drawn from 3 o'clock through 6 to 9: the cradle's lower half.
        let cradle = try node(nil, .shape(ShapeSpec(shape: .circle, fill: nil, stroke: stroke, trimFrom: 0, trimTo: 0.5)),
                              [.frame(.fixed(width: 11 * scale, height: 11 * scale)), .offset(x: 0, y: 2.5 * scale)])
        let stand = try node(nil, .shape(ShapeSpec(shape: .rectangle, fill: .color(tint), stroke: nil)),
                             [.frame(.fixed(width: line, height: 3.5 * scale)), .offset(x: 0, y: 8.5 * scale)])
        // The ink reaches from the capsule's outline, 5.5 + 0.8 above the centre, to the stand's
        // foot, 10.25 below: drawn 1.975 higher, it is centred in its box as SF's symbol is in
        // its key and in the strip ([Shot]: the microphone's ink centred 34 pt under the keys).
        return try node(nil, .zstack(.center, [body, cradle, stand]), [.frame(.fixed(width: 14 * scale, height: 20 * scale)),
                                                                         .offset(x: 0, y: -1.975 * scale)])
    }
}

/// The focused text field the keyboard edits: its text decides the shift key, its
/// `submitLabel` the return key.
struct FocusedField {
    let text: String
    let submitLabel: SubmitLabel?
    let location: SourceLocation
}

/// What one screen's expansion notes for later steps, shared by every context of it (as the
/// view budget is): the focused text fields, for the keyboard (the first one is the one
/// edited), and the list-row modifiers written on views, by the view's identity, for the
/// list that draws them as rows.
final class ExpansionNotes {
    private(set) var focusedFields: [FocusedField] = []
    var listRows: [String: ListRowOptions] = [:]
    func note(_ field: FocusedField) { focusedFields.append(field) }
    var focusedField: FocusedField? { focusedFields.first }
}

/// What SwiftUI's standard controls share as they expand into ordinary views
/// (docs/controls.md): each control is a one-child zstack (layout-neutral) around the views
/// it draws, so the id and modifiers written on the control wrap the whole of it.
extension Instantiator {
    /// Builds the parts of one control: every part is counted against the screen's view
    /// budget and gets an identity below the control's, so animations can match it.
    struct ControlParts {
        let identity: String
        let location: SourceLocation
        let budget: ViewBudget

        func node(_ part: String, _ kind: ViewKind, _ modifiers: [ViewModifier] = []) throws(SceneError) -> ViewNode {
            try budget.spend(at: location)
            return ViewNode(kind: kind, modifiers: modifiers, identity: identity + "/" + part, location: location)
        }
    }

    func controlParts(identity: String, at location: SourceLocation, in context: ExpansionContext) -> ControlParts {
        ControlParts(identity: identity, location: location, budget: context.budget)
    }

    /// The system colour `name` in the variant's appearance (iOS's system colours always exist).
    func systemColor(_ name: String) -> Color {
        converter.tokens.color(name, variant.appearance)!
    }

    /// A control's label font: the control's own `font` (and `weight`), else the one its
    /// containers pass down, else `style`, SwiftUI's default for the control; resolved at the
    /// Dynamic Type size, as a text's is.
    func controlFont(_ props: [String: ValueNode], default style: TextStyle, in context: ExpansionContext) throws(SceneError) -> FontSpec {
        let c = converter
        let environment = context.textEnvironment.merging(props) { _, own in own }
        var font = try environment["font"].map { n throws(SceneError) in try c.font(n, "font") } ?? TextStyles.font(style, at: .large)
        if let n = environment["weight"] { font.weight = try c.choice(n, "weight", FontWeight.self) }
        return font.resolved(for: context.dynamicTypeSize)
    }

    func optionalBool(_ props: [String: ValueNode], _ key: String) throws(SceneError) -> Bool? {
        try props[key].map { n throws(SceneError) in try converter.bool(n, key) }
    }

    func optionalString(_ props: [String: ValueNode], _ key: String) throws(SceneError) -> String? {
        try props[key].map { n throws(SceneError) in try converter.string(n, key) }
    }

    /// The control's expansion, wrapped so that it is one node under the control's name.
    func controlKind(_ kind: ViewKindWord, _ props: [String: ValueNode], title: ValueNode?, label: [ViewTemplate], identity: String,
                     at location: SourceLocation, in context: ExpansionContext) throws(SceneError) -> ViewKind {
        let parts = controlParts(identity: identity, at: location, in: context)
        let body: ViewNode
        switch kind {
        case .button: body = try makeButton(title: title, label: label, props, parts: parts, in: context)
        // SwiftUI's Link draws as a borderless button in the tint ("a link … styled like a
        // button", Apple's documentation of Link); VoiceOver calls it a link.
        case .link:
            _ = try optionalString(props, "destination")
            body = try makeButton(title: title, label: [], props, trait: .link, parts: parts, in: context)
        case .textField, .secureField: body = try makeTextField(secure: kind == .secureField, title: title, props, parts: parts, in: context)
        case .toggle: body = try makeToggle(title: title, props, parts: parts, in: context)
        case .label: body = try makeLabel(title: title, props, parts: parts, in: context)
        case .progressView: body = try makeProgressView(title: title, props, parts: parts, in: context)
        case .slider: body = try makeSlider(title: title, props, parts: parts, in: context)
        case .stepper: body = try makeStepper(title: title, props, parts: parts, in: context)
        case .picker: body = try makePicker(title: title, props, parts: parts, in: context)
        case .menu: body = try makeMenu(title: title, props, parts: parts, in: context)
        default: return .empty
        }
        return .zstack(.center, [body])
    }
}

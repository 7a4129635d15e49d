/// A view as written in a scene file: its kind, the value of its kind key, its
/// properties and its modifiers, all still unevaluated.
public struct ViewTemplate: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A built-in view: vstack, text, roundedRect, … (written in Keyline's or SwiftUI's word).
        case builtin(ViewKindWord)
        /// A component declared under `components:`.
        case component(String)
        /// `foreach`: one copy of `content` per item.
        case foreach
        /// `slot: name`: where a component splices in the views passed to it.
        case slot(String)
    }

    public var kind: Kind
    /// The value written after the kind key (`text: Hello` → "Hello"), except child views.
    public var primary: ValueTemplate?
    /// Child views (stacks, scroll), or the single `content` of a `foreach`.
    public var children: [ViewTemplate]
    /// Kind-specific properties (`spacing`, `font`, `fill`) or a component's arguments.
    public var properties: [String: PropertyTemplate]
    public var modifiers: [ModifierTemplate]
    /// `sheet:`, `alert:`, `confirmationDialog:` written on the view (docs/presentations.md).
    public var presentations: [PresentationTemplate] = []
    /// `if:` — the view exists only while this is true.
    public var condition: ValueTemplate?
    public var id: ValueTemplate?
    public var location: SourceLocation

    public init(kind: Kind, primary: ValueTemplate? = nil, children: [ViewTemplate] = [],
                properties: [String: PropertyTemplate] = [:], modifiers: [ModifierTemplate] = [],
                condition: ValueTemplate? = nil, id: ValueTemplate? = nil, location: SourceLocation) {
        self.kind = kind; self.primary = primary; self.children = children; self.properties = properties
        self.modifiers = modifiers; self.condition = condition; self.id = id; self.location = location
    }

    /// Names of the components this template uses, directly or in children and modifiers.
    public var componentUses: [(name: String, location: SourceLocation)] {
        var uses: [(String, SourceLocation)] = []
        if case .component(let name) = kind { uses.append((name, location)) }
        for child in children { uses += child.componentUses }
        for property in properties.values { if case .views(let views, _) = property { for v in views { uses += v.componentUses } } }
        for modifier in modifiers { if case .view(let v, _) = modifier.argument { uses += v.componentUses } }
        for presentation in presentations { for v in presentation.views { uses += v.componentUses } }
        return uses
    }
}

/// A property's value: a plain value, or views (a component's `views` parameter).
public enum PropertyTemplate: Sendable {
    case value(ValueTemplate)
    case views([ViewTemplate], SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .value(let v): v.location
        case .views(_, let l): l
        }
    }
}

public struct ModifierTemplate: Sendable {
    public enum Argument: Sendable {
        case value(ValueTemplate)
        /// background/overlay with a view, and its alignment.
        case view(ViewTemplate, alignment: ValueTemplate?)
    }
    /// The modifier, whichever vocabulary it was written in.
    public var word: ModifierWord
    /// The word as written (`scaleEffect`, `scale`), for messages.
    public var written: String
    public var argument: Argument
    public var location: SourceLocation
    public init(_ word: ModifierWord, written: String? = nil, argument: Argument, location: SourceLocation) {
        self.word = word; self.written = written ?? word.rawValue; self.argument = argument; self.location = location
    }
}

/// A number a spec states, written in a scene's `expect:` section and measured by
/// `keyline check` against the solved layout of every variant it applies to:
///
///     expect:
///       - cta.height == 48
///       - "title.color == #E0E0E0 in dark"
///       - { expect: "cta.bottom == safeArea.bottom - 32", note: "Margin: 32pt bottom" }
///
/// Parsed and checked when the scene loads (`ExpectationParser`, `ExpectationReader`);
/// evaluated by KeylineCheck. README "Expectations and `keyline check`" has the grammar.
public struct Expectation: Hashable, Sendable {
    /// The expectation as written, for tables and messages.
    public var text: String
    /// Where `text` begins in the scene; an offset into `text` is a column further on.
    public var location: SourceLocation
    /// The spec's own sentence, shown when the expectation fails.
    public var note: String?
    public var assertion: Assertion
    /// How far a measured number may be from the spec's (`± 0.5`); nil for the default,
    /// `Expectation.defaultTolerance`. For colours, per 8-bit channel.
    public var tolerance: Double?
    public var scope: Scope

    public init(text: String, location: SourceLocation, note: String? = nil, assertion: Assertion,
                tolerance: Double? = nil, scope: Scope = Scope()) {
        self.text = text; self.location = location; self.note = note
        self.assertion = assertion; self.tolerance = tolerance; self.scope = scope
    }

    /// Numbers are compared as `keyline layout` prints them, to 1/1000 pt: the solver's
    /// sums of fractions (a centred 65.058-pt text) are not exact in binary.
    public static let defaultTolerance = 0.001

    /// The location of the character `offset` scalars into `text`.
    public func location(at offset: Int) -> SourceLocation { location.advanced(by: offset) }

    /// Every element the expectation names.
    public var elements: [ElementReference] { assertion.elements }

    /// What the expectation says.
    public enum Assertion: Hashable, Sendable {
        /// `cta.height == 48`, `description.top - title.bottom == 12`, `skip.width >= 44`.
        case compare(Quantity, Comparison, Quantity)
        /// `title.color == #E0E0E0`, `cta.fill == primary` (`==` or `!=`).
        case color(ElementReference, ColorAttribute, equal: Bool, ColorLiteral)
        /// `cta.text == "Get Started"`.
        case text(ElementReference, equal: Bool, String)
        /// `title.font == Inter semibold 24/31`: the parts given are compared.
        case font(ElementReference, equal: Bool, FontPattern)
        /// `skip.hidden`, `skip.visible`.
        case visibility(ElementReference, hidden: Bool)

        public var elements: [ElementReference] {
            switch self {
            case .compare(let a, _, let b): (a.terms + b.terms).compactMap(\.element)
            case .color(let e, _, _, _), .text(let e, _, _), .font(let e, _, _), .visibility(let e, _): [e]
            }
        }
    }

    /// Which variants and screens an expectation is about. By default: every screen that
    /// has its elements (every screen for `hidden`/`visible`), light and dark, Dynamic Type
    /// Large, the device the check runs on, each screen in its own state.
    public struct Scope: Hashable, Sendable {
        /// `on slide1, slide2`; nil for the default.
        public var screens: [String]?
        /// `in dark`.
        public var appearances: Set<Appearance>
        /// `at large`, `at AX1, AX5`, `at small...xxxLarge`, `at all`.
        public var sizes: Set<DynamicTypeSize>
        /// `device iphoneSE`; nil for the devices a check runs on (the scene's, or those asked for).
        public var devices: [String]?
        /// `with skipPressed=true`: state variables set over the screen's own, as
        /// `--state` sets them (they are part of the variant and its key).
        public var state: [String: Value]

        public init(screens: [String]? = nil, appearances: Set<Appearance> = Set(Appearance.allCases),
                    sizes: Set<DynamicTypeSize> = [.large], devices: [String]? = nil, state: [String: Value] = [:]) {
            self.screens = screens; self.appearances = appearances; self.sizes = sizes; self.devices = devices
            self.state = state
        }

        /// Whether the expectation is about this variant at all (screens aside).
        public func includes(_ variant: Variant) -> Bool {
            appearances.contains(variant.appearance) && sizes.contains(variant.dynamicTypeSize)
                && (devices?.contains(variant.device.name) ?? true) && variant.state == state
        }
    }
}

/// An element named in an expectation: `cta` (its frame with all modifiers),
/// `cta.content` (the view itself, before its modifiers) or `cta.background` (its frame
/// after its first modifier of that name: what a button's background covers).
public struct ElementReference: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case frame
        case content
        /// After the first modifier with this name (`padding`, `frame`, `background`…).
        case modifier(String)
    }
    public var id: String
    public var part: Part
    /// Where the reference starts in the expectation's text.
    public var offset: Int

    public init(id: String, part: Part = .frame, offset: Int) { self.id = id; self.part = part; self.offset = offset }
}

/// A sum of numbers and measurements: `safeArea.bottom - 32`.
public struct Quantity: Hashable, Sendable {
    public struct Term: Hashable, Sendable {
        /// +1 or −1.
        public var sign: Double
        public var value: Value
        public var offset: Int

        public enum Value: Hashable, Sendable {
            case number(Double)
            /// A spacing token (`screenMargin`), read from the scene's tokens.
            case spacing(String)
            case element(ElementReference, NumericAttribute)
            case canvas(NumericAttribute)
            case safeArea(NumericAttribute)
        }

        public init(sign: Double, value: Value, offset: Int) { self.sign = sign; self.value = value; self.offset = offset }

        public var element: ElementReference? {
            if case .element(let e, _) = value { return e }
            return nil
        }
    }

    public var terms: [Term]
    public init(terms: [Term]) { self.terms = terms }

    /// A single number: `48`.
    public var constant: Double? {
        guard terms.count == 1, case .number(let n) = terms[0].value else { return nil }
        return terms[0].sign * n
    }
}

/// What an element measures as a number.
public enum NumericAttribute: String, Hashable, Sendable, CaseIterable {
    // Its frame, in canvas points from the top-left.
    case top, bottom, leading, trailing, centerX, centerY, width, height
    /// Text: the font's size and the height of one line; the number of lines laid out.
    case fontSize, lineHeight, lines
    /// A rounded rectangle's radius (its own shape, or the shape of its background or
    /// clip); a capsule's is half its shorter side.
    case cornerRadius
    /// Its opacity and its containers', multiplied.
    case opacity

    /// The attributes of a rectangle, which `canvas` and `safeArea` have too.
    public var isGeometric: Bool { Self.geometric.contains(self) }
    public static let geometric: [NumericAttribute] = [.top, .bottom, .leading, .trailing, .centerX, .centerY, .width, .height]
}

public enum ColorAttribute: String, Hashable, Sendable, CaseIterable {
    /// A text's colour (an image's tint; the one colour of the texts inside a container).
    case color
    /// A shape's fill, a divider's colour, a progress bar's tint; for other views, the
    /// fill of their background.
    case fill
    /// A shape's outline (or its background's).
    case stroke
}

/// `==`, `!=`, `>=`, `<=`, `>`, `<` (also `≥ ≤ ≠`).
public enum Comparison: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case greaterOrEqual = ">="
    case lessOrEqual = "<="
    case greater = ">"
    case less = "<"
}

/// `#E0E0E0`, or a colour's name (a token, or a system colour) resolved per appearance,
/// either with `.opacity(x)`.
public struct ColorLiteral: Hashable, Sendable {
    public enum Base: Hashable, Sendable {
        case hex(Color)
        case name(String)
    }
    public var base: Base
    public var opacity: Double
    public var offset: Int

    public init(base: Base, opacity: Double = 1, offset: Int) { self.base = base; self.opacity = opacity; self.offset = offset }

    /// The colour in an appearance; nil for a name the tokens do not have.
    public func resolved(_ tokens: Tokens, _ appearance: Appearance) -> Color? {
        switch base {
        case .hex(let c): c.opacity(opacity)
        case .name(let n): tokens.color(n, appearance)?.opacity(opacity)
        }
    }

    /// As written: `#E0E0E0`, `primary`, `gray.opacity(0.3)`.
    public var description: String {
        let base = switch base {
        case .hex(let c): c.hexString
        case .name(let n): n
        }
        return opacity == 1 ? base : "\(base).opacity(\(opacity.pointString))"
    }
}

/// `Inter semibold 24/31`: family, weight, size and line height, each optional (at least
/// one given). Only the parts given are compared.
public struct FontPattern: Hashable, Sendable {
    public var family: String?
    public var weight: FontWeight?
    public var size: Double?
    public var lineHeight: Double?

    public init(family: String? = nil, weight: FontWeight? = nil, size: Double? = nil, lineHeight: Double? = nil) {
        self.family = family; self.weight = weight; self.size = size; self.lineHeight = lineHeight
    }

    public var description: String {
        var parts: [String] = []
        if let family { parts.append(family) }
        if let weight { parts.append(weight.rawValue) }
        if let size { parts.append(size.pointString + (lineHeight.map { "/" + $0.pointString } ?? "")) }
        else if let lineHeight { parts.append("/" + lineHeight.pointString) }
        return parts.joined(separator: " ")
    }
}

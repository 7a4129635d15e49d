import KeylineCore
import KeylineLayout

/// What `keyline compare` found: for every view with an id, where its ink is in Keyline's
/// render (expected) and in the screenshot (found), in points, and how they differ. A
/// plain value: the command prints it, the report draws it, a studio or a test reads it.
public struct ScreenComparison: Hashable, Sendable {
    public var screenshot: String
    public var scene: String
    public var screen: String
    public var device: String
    public var scale: Int
    /// Points: an element whose every delta is within this matches.
    public var tolerance: Double
    /// The colour space the screenshot declared (it is measured in sRGB).
    public var colorSpace: String
    /// Areas left out of the measuring in both images (status bar, home indicator, `--mask`), in points.
    public var masks: [Rect]
    /// Sorted by drift: missing first, then the largest delta first; ties in tree order.
    public var elements: [ElementComparison]
    /// Elements with an id that draw nothing distinguishable from what surrounds them in
    /// the render (an empty stack, a spacer, a text in its background's colour): not measured.
    public var unmeasured: [String]

    public init(screenshot: String, scene: String, screen: String, device: String, scale: Int, tolerance: Double,
                colorSpace: String, masks: [Rect], elements: [ElementComparison], unmeasured: [String]) {
        self.screenshot = screenshot; self.scene = scene; self.screen = screen; self.device = device; self.scale = scale
        self.tolerance = tolerance; self.colorSpace = colorSpace; self.masks = masks; self.elements = elements; self.unmeasured = unmeasured
    }

    public var matched: Int { elements.filter { $0.status == .match }.count }
    public var drifted: Int { elements.count - matched }
    public var allMatch: Bool { elements.allSatisfy { $0.status == .match } }
}

public struct ElementComparison: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        /// Every delta within the tolerance, and for text the same text.
        case match
        /// Found, but moved, resized or (for text) different.
        case drift
        /// No ink of the element near where the scene puts it.
        case missing
    }

    public var id: String
    public var kind: String
    /// The layout frame, in points.
    public var frame: Rect
    /// The element's ink box in Keyline's render.
    public var expected: Rect
    /// Its ink box in the screenshot; nil when missing.
    public var found: Rect?
    public var status: Status
    public var colour: ColourFinding?
    public var text: TextFinding?

    public var dx: Double { found.map { $0.minX - expected.minX } ?? 0 }
    public var dy: Double { found.map { $0.minY - expected.minY } ?? 0 }
    public var dwidth: Double { found.map { $0.width - expected.width } ?? 0 }
    public var dheight: Double { found.map { $0.height - expected.height } ?? 0 }

    /// The largest of the four deltas, in points (infinite when missing): what the table sorts by.
    public var drift: Double { found == nil ? .infinity : max(abs(dx), abs(dy), abs(dwidth), abs(dheight)) }

    public init(id: String, kind: String, frame: Rect, expected: Rect, found: Rect?, status: Status, colour: ColourFinding? = nil, text: TextFinding? = nil) {
        self.id = id; self.kind = kind; self.frame = frame; self.expected = expected; self.found = found
        self.status = status; self.colour = colour; self.text = text
    }
}

/// The element's colour: the token's value (an sRGB colour from the scene), the colour found
/// in the screenshot where its ink is, and their CIEDE2000 difference.
public struct ColourFinding: Hashable, Sendable {
    public var token: Color
    public var found: Color
    public var deltaE: Double
}

/// Whether a text element's ink has the same shape in both images (no OCR: the two ink
/// masks, each scaled to a common grid, overlap by `similarity`, 0 to 1).
public struct TextFinding: Hashable, Sendable {
    public var same: Bool
    public var similarity: Double
}

extension ScreenComparison {
    /// `{"screenshot","scene","screen","device","scale","tolerance","elements":[{"id","kind",
    /// "frame","expected","found","dx","dy","dwidth","dheight","status","colour"?,"text"?}],
    /// "colorSpace","masks"}`: the keys in its order, then the added ones; points to 1/1000.
    public var json: String {
        LayoutJSON.object([
            ("screenshot", LayoutJSON.string(screenshot)),
            ("scene", LayoutJSON.string(scene)),
            ("screen", LayoutJSON.string(screen)),
            ("device", LayoutJSON.string(device)),
            ("scale", String(scale)),
            ("tolerance", LayoutJSON.number(tolerance)),
            ("elements", LayoutJSON.array(elements.map(\.json))),
            ("colorSpace", LayoutJSON.string(colorSpace)),
            ("masks", LayoutJSON.array(masks.map(LayoutJSON.rect))),
            ("unmeasured", LayoutJSON.array(unmeasured.map(LayoutJSON.string))),
        ])
    }
}

extension ElementComparison {
    public var json: String {
        var fields: [(String, String)] = [
            ("id", LayoutJSON.string(id)),
            ("kind", LayoutJSON.string(kind)),
            ("frame", LayoutJSON.rect(frame)),
            ("expected", LayoutJSON.rect(expected)),
            ("found", found.map(LayoutJSON.rect) ?? "null"),
            ("dx", LayoutJSON.number(dx)),
            ("dy", LayoutJSON.number(dy)),
            ("dwidth", LayoutJSON.number(dwidth)),
            ("dheight", LayoutJSON.number(dheight)),
            ("status", LayoutJSON.string(status.rawValue)),
        ]
        if let colour {
            fields.append(("colour", LayoutJSON.object([
                ("token", LayoutJSON.string(colour.token.hexString)),
                ("found", LayoutJSON.string(colour.found.hexString)),
                ("deltaE", LayoutJSON.number((colour.deltaE * 100).rounded() / 100)),
            ])))
        }
        if let text {
            fields.append(("text", LayoutJSON.object([
                ("same", text.same ? "true" : "false"),
                ("similarity", LayoutJSON.number((text.similarity * 1000).rounded() / 1000)),
            ])))
        }
        return LayoutJSON.object(fields)
    }
}

import KeylineCore

/// The node objects of `keyline layout --json`. Written by hand so that keys keep the
/// documented order (`id`, `kind`, `frame` first, as before the other keys existed) and
/// numbers are rounded to 1/1000 pt: the output diffs well between runs.
public enum LayoutJSON {
    /// `{"id", "kind", "frame", "identity", "location", "content", "modifiers": [{"modifier",
    /// "frame", "view"?}], "text"?, "fill"?, "stroke"?, "track"?}`; README "keyline layout"
    /// documents each key.
    public static func node(_ node: LayoutNode, in tree: LayoutTree, reading: AccessibilityReading? = nil) -> String {
        var fields: [(String, String)] = [
            ("id", node.id.map(string) ?? "null"),
            ("kind", string(node.kind)),
            ("frame", rect(node.frame)),
            ("identity", string(node.identity)),
            ("location", string(node.location.description)),
            ("content", rect(node.contentFrame)),
            ("modifiers", array(node.steps.map { step($0, in: tree) })),
        ]
        if let text = node.text { fields.append(("text", self.text(text))) }
        fields += paints(node)
        fields += chrome(node)
        if let reading, let accessibility = accessibility(node, reading) { fields.append(("accessibility", accessibility)) }
        return object(fields)
    }

    /// What VoiceOver makes of a view that has `accessibility` or is read on its own:
    /// `{"label", "value"?, "hint"?, "traits", "hidden"?, "sortPriority"?, "children"?,
    /// "readingIndex"}` — the label and traits as read (a button's combined from its
    /// text), `readingIndex` its place in `readingOrder` (null when it is not read on its
    /// own: hidden, inside a combined element, or a group).
    static func accessibility(_ node: LayoutNode, _ reading: AccessibilityReading) -> String? {
        let index = reading.index(ofNode: node.index)
        guard node.accessibility != nil || index != nil else { return nil }
        let spec = node.accessibility ?? AccessibilitySpec()
        let read = index.map { reading.elements[$0] }
        var fields: [(String, String)] = [("label", (read?.label ?? spec.label).map(string) ?? "null")]
        if let value = read?.value ?? spec.value { fields.append(("value", string(value))) }
        if let hint = read?.hint ?? spec.hint { fields.append(("hint", string(hint))) }
        let traits = read?.traits ?? AccessibilityTrait.allCases.filter(spec.traits.contains)
        fields.append(("traits", array(traits.map { string($0.rawValue) })))
        if spec.hidden == true { fields.append(("hidden", "true")) }
        if let priority = spec.sortPriority { fields.append(("sortPriority", number(priority))) }
        if let children = spec.children { fields.append(("children", string(children.rawValue))) }
        fields.append(("readingIndex", index.map { String($0) } ?? "null"))
        return object(fields)
    }

    /// One entry of `readingOrder`: `{"label", "value"?, "hint"?, "traits", "id", "frame",
    /// "group"?}`.
    public static func readingElement(_ element: AccessibilityElement) -> String {
        var fields: [(String, String)] = [("label", element.label.map(string) ?? "null")]
        if let value = element.value { fields.append(("value", string(value))) }
        if let hint = element.hint { fields.append(("hint", string(hint))) }
        fields += [("traits", array(element.traits.map { string($0.rawValue) })), ("id", element.id.map(string) ?? "null"),
                   ("frame", rect(element.frame))]
        if element.isGroup { fields.append(("group", "true")) }
        return object(fields)
    }

    private static func step(_ step: LayoutStep, in tree: LayoutTree) -> String {
        var fields = [("modifier", string(step.modifier)), ("frame", rect(step.frame))]
        if let decoration = step.decoration {
            // The view a background or overlay adds: where it lies, and what it paints.
            let view = tree[decoration.node]
            fields.append(("view", object([("kind", string(view.kind)), ("frame", rect(view.frame))] + paints(view))))
        }
        return object(fields)
    }

    private static func text(_ text: ResolvedText) -> String {
        let font = text.font
        return object([
            ("string", string(text.string)),
            ("font", object([
                ("family", string(font.family)), ("weight", string(font.weight.rawValue)), ("size", number(font.size)),
                ("italic", font.italic ? "true" : "false"), ("letterSpacing", number(font.letterSpacing)),
            ])),
            ("lineHeight", number(text.lineHeight)),
            ("color", paint(text.color)),
            ("alignment", string(text.spec.alignment.rawValue)),
            ("lineLimit", text.spec.lineLimit.map { String($0) } ?? "null"),
            ("lines", String(text.lineCount)),
            ("truncated", text.isTruncated ? "true" : "false"),
            ("clipped", text.isClipped ? "true" : "false"),
        ])
    }

    /// A shape's fill and stroke, a divider's colour, a progress bar's tint and track.
    private static func paints(_ node: LayoutNode) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let fill = node.fill { fields.append(("fill", paint(fill))) }
        if let stroke = node.stroke {
            fields.append(("stroke", object([("paint", paint(stroke.paint)), ("width", number(stroke.width))])))
        }
        if case .progress(let p) = node.content { fields.append(("track", paint(p.track))) }
        return fields
    }

    /// The system chrome: `"statusBar": {"time", "style", "parts": {"time", "cellular", "wifi",
    /// "battery"}}` (each part a frame), `"homeIndicator": {"style", "color"}`.
    private static func chrome(_ node: LayoutNode) -> [(String, String)] {
        switch node.content {
        case .statusBar(let spec, let layout):
            return [("statusBar", object([
                ("time", string(spec.time)), ("style", string(spec.style.rawValue)),
                ("color", string(ChromeColors.content(spec.style).hexString)),
                ("parts", object(layout.parts.map { ($0.name, rect($0.frame)) })),
            ]))]
        case .homeIndicator(let spec):
            return [("homeIndicator", object([("style", string(spec.style.rawValue)),
                                              ("color", string(ChromeColors.homeIndicator(spec.style).hexString))]))]
        default:
            return []
        }
    }

    /// A colour as `"#RRGGBB"` (`"#RRGGBBAA"` when translucent); a gradient as an object.
    static func paint(_ paint: Paint) -> String {
        func stops(_ g: Gradient) -> String {
            array(g.stops.map { object([("color", string($0.color.hexString)), ("location", number($0.location))]) })
        }
        func point(_ p: UnitPoint) -> String { object([("x", number(p.x)), ("y", number(p.y))]) }
        switch paint {
        case .color(let c):
            return string(c.hexString)
        case .linearGradient(let g, let start, let end):
            return object([("linearGradient", stops(g)), ("start", point(start)), ("end", point(end))])
        case .radialGradient(let g, let center, let startRadius, let endRadius):
            return object([("radialGradient", stops(g)), ("center", point(center)),
                           ("startRadius", number(startRadius)), ("endRadius", number(endRadius))])
        }
    }

    public static func rect(_ r: Rect) -> String {
        object([("x", number(r.minX)), ("y", number(r.minY)), ("width", number(r.width)), ("height", number(r.height))])
    }

    /// Rounded to 1/1000, integers without ".0" (240.0000001 is 240); JSON has no
    /// infinity, so `null`.
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        return ((v * 1000).rounded() / 1000).pointString
    }

    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    public static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
}

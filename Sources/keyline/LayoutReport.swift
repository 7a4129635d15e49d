import KeylineCore
import KeylineLayout

/// The layout command's output. JSON is written by hand (nodes by `LayoutJSON`) so that
/// keys keep the documented order and numbers are rounded to 1/1000 pt: the output diffs
/// well between runs.
enum LayoutReport {
    static func json(_ layout: LayoutTree, scene: String, screen: String, variant: Variant) -> String {
        let d = layout.device
        var lines = [
            "{",
            "  \"scene\": \(quoted(scene)),",
            "  \"screen\": \(quoted(screen)),",
            "  \"device\": \(quoted(d.name)),",
            "  \"appearance\": \(quoted(variant.appearance.rawValue)),",
            "  \"dynamicTypeSize\": \(quoted(variant.dynamicTypeSize.name)),",
            "  \"canvas\": {\"width\": \(number(d.size.width)), \"height\": \(number(d.size.height)), "
                + "\"safeArea\": {\"top\": \(number(d.safeArea.top)), \"bottom\": \(number(d.safeArea.bottom)), "
                + "\"leading\": \(number(d.safeArea.leading)), \"trailing\": \(number(d.safeArea.trailing))}, "
                + "\"nativeScale\": \(number(d.nativeScale)), \"displayCornerRadius\": \(number(d.displayCornerRadius)), "
                + "\"cutout\": " + cutout(d.cutout) + "},",
            "  \"nodes\": [",
        ]
        let nodes = layout.nodes.filter { $0.id != nil }
        let reading = AccessibilityReading(layout)
        for (i, node) in nodes.enumerated() {
            lines.append("    " + LayoutJSON.node(node, in: layout, reading: reading) + (i < nodes.count - 1 ? "," : ""))
        }
        // What VoiceOver reads, in its order (README, "Accessibility and `keyline lint`").
        lines += ["  ],", "  \"readingOrder\": ["]
        for (i, element) in reading.elements.enumerated() {
            lines.append("    " + LayoutJSON.readingElement(element) + (i < reading.elements.count - 1 ? "," : ""))
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n")
    }

    /// `{"kind": "dynamicIsland", "frame": {…}}`, or `{"kind": "none"}` on a rectangular screen.
    static func cutout(_ cutout: TopCutout) -> String {
        guard let r = cutout.rect else { return "{\"kind\": \(quoted(cutout.kind))}" }
        return "{\"kind\": \(quoted(cutout.kind)), \"frame\": {\"x\": \(number(r.minX)), \"y\": \(number(r.minY)), "
            + "\"width\": \(number(r.width)), \"height\": \(number(r.height))}}"
    }

    static func table(_ layout: LayoutTree) -> String {
        let nodes = layout.namedFrames
        let idWidth = max(2, nodes.map(\.id.count).max() ?? 0)
        var lines = ["\(pad("id", idWidth))  \(pad("kind", 11)) \(pad("x", 9, right: true)) \(pad("y", 9, right: true)) \(pad("width", 9, right: true)) \(pad("height", 9, right: true))"]
        for node in nodes {
            let f = node.frame
            lines.append("\(pad(node.id, idWidth))  \(pad(node.kind, 11)) \(pad(number(f.minX), 9, right: true)) \(pad(number(f.minY), 9, right: true)) \(pad(number(f.width), 9, right: true)) \(pad(number(f.height), 9, right: true))")
        }
        return lines.joined(separator: "\n")
    }

    static func number(_ v: Double) -> String { LayoutJSON.number(v) }

    static func quoted(_ s: String) -> String { LayoutJSON.string(s) }

    private static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - s.count))
        return right ? padding + s : s + padding
    }
}

import KeylineCompare
import KeylineCore

/// `keyline compare`'s table: one row per element, sorted by drift (the comparison's order).
enum CompareTable {
    static func table(_ c: ScreenComparison) -> String {
        var lines = ["\(c.screen) in \(c.scene) against \(c.screenshot) (\(c.device) @\(c.scale)x, \(c.colorSpace)), tolerance \(c.tolerance.pointString) pt"]
        let header = ["status", "id", "kind", "expected", "found", "dx", "dy", "dwidth", "dheight", "colour", "text"]
        var rows = [header]
        for e in c.elements {
            rows.append([
                e.status.rawValue, e.id, e.kind, box(e.expected), e.found.map(box) ?? "—",
                delta(e.dx, e), delta(e.dy, e), delta(e.dwidth, e), delta(e.dheight, e),
                e.colour.map { "\($0.found.hexString) ΔE \(round2($0.deltaE))" } ?? "",
                e.text.map { $0.same ? "same" : "different (\(Int(($0.similarity * 100).rounded()))%)" } ?? "",
            ])
        }
        let widths = header.indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
        for row in rows {
            lines.append(row.enumerated().map { i, cell in cell.padding(toLength: widths[i], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces)
        }
        if !c.unmeasured.isEmpty { lines.append("not measured (no ink of their own in the render): " + c.unmeasured.joined(separator: ", ")) }
        lines.append("\(c.matched) matched, \(c.drifted) drifted")
        return lines.joined(separator: "\n")
    }

    /// "title: dy +2, dwidth −10" for the one-line summaries of `--screenshots`.
    static func summary(_ e: ElementComparison) -> String {
        guard e.found != nil else { return "\(e.id) missing" }
        var parts = [("dx", e.dx), ("dy", e.dy), ("dwidth", e.dwidth), ("dheight", e.dheight)]
            .filter { abs($0.1) > 0 }.map { "\($0.0) \(signed($0.1))" }
        if e.text?.same == false { parts.append("different text") }
        return "\(e.id): " + parts.joined(separator: ", ")
    }

    static func box(_ r: Rect) -> String {
        "\(round2(r.minX)),\(round2(r.minY)) \(round2(r.width))×\(round2(r.height))"
    }

    private static func delta(_ v: Double, _ e: ElementComparison) -> String { e.found == nil ? "—" : signed(v) }

    static func signed(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r > 0 ? "+" + r.pointString : r < 0 ? "−" + (-r).pointString : "0"
    }

    static func round2(_ v: Double) -> String { ((v * 100).rounded() / 100).pointString }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}

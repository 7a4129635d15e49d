import Foundation

/// A compare card's markup (`keyline compare --report`): the app's screenshot over
/// Keyline's render, seen three ways — a slider that fades the screenshot in, an onion skin
/// (the render in blue, the screenshot in orange, each at half strength) and a difference
/// blend (black where they agree) — under every element's expected box (dashed blue) and
/// found box (solid; green when it matches, orange when it drifts), each that does not
/// match labelled with its delta, as Keyline draws them (the `boxes` image); beside it,
/// the table of elements, most drift first.
///
/// Its style and script are its own (here, not in the page's), so that a card of this kind
/// is all in this file; a page with several compare cards wires each once.
struct ReportCompareHTML {
    let card: ReportCard
    let id: String

    private typealias H = ReportHTML

    var html: String {
        guard let comparison = card.comparison, let render = card.images?.expected, let shot = card.images?.actual else {
            return "<p class=\"no-image\">No images (the report's image budget was spent).</p>\n"
        }
        let opacityID = "\(id)-opacity"
        var out = "<style>\(Self.style)</style>\n"
        out += "<div class=\"cmp\" data-cmp data-mode=\"slider\" style=\"--shot: 0.5\">\n"
        out += "<div class=\"cmp-controls\" role=\"group\" aria-label=\"How to overlay\">"
        for (mode, label) in [("slider", "Opacity"), ("onion", "Onion skin"), ("difference", "Difference")] {
            out += "<label><input type=\"radio\" name=\"\(id)-mode\" value=\"\(mode)\"\(mode == "slider" ? " checked" : "") data-cmp-mode> \(label)</label>"
        }
        out += "<label class=\"cmp-range\" for=\"\(opacityID)\">Render ◀ <input type=\"range\" id=\"\(opacityID)\" min=\"0\" max=\"100\" value=\"50\" "
        out += "aria-valuetext=\"50% screenshot\" data-cmp-opacity> ▶ screenshot</label>"
        out += "<label><input type=\"checkbox\" checked data-cmp-boxes> Boxes</label>"
        out += "</div>\n<div class=\"beside\">\n<figure class=\"cmp-stage\"><div class=\"cmp-layers\">"
        // Decoded at once (not async): a headless browser's screenshot of the card shows them.
        out += "<img class=\"cmp-render\" src=\"\(H.escape(H.url(render)))\" alt=\"Keyline's render: \(H.escape(card.title))\" data-report-image>"
        out += "<img class=\"cmp-shot\" src=\"\(H.escape(H.url(shot)))\" alt=\"The app's screenshot\" data-report-image>"
        out += boxes()
        out += "</div><figcaption>Dashed: where Keyline draws an element. Solid: where the screenshot has it.</figcaption></figure>\n"
        out += table(comparison)
        out += "</div>\n</div>\n<script>\(Self.script)</script>\n"
        return out
    }

    /// The boxes and their labels: Keyline's own drawing of them (`CompareOverlay`, the
    /// card's `boxes` image, transparent but for them), laid over both images.
    private func boxes() -> String {
        guard let boxes = card.images?.boxes else { return "" }
        return "<img class=\"cmp-boxes\" src=\"\(H.escape(H.url(boxes)))\" alt=\"\" data-report-image>"
    }

    /// The elements' table: those that do not match first (the comparison's order).
    private func table(_ c: ReportComparison) -> String {
        var out = "<table class=\"cmp-table\"><caption>\(c.elements.filter { $0.status == "match" }.count) of \(c.elements.count) elements match "
        out += "within \(H.escape(Self.number(c.tolerance))) pt (\(H.escape(c.colorSpace)) screenshot)</caption>"
        out += "<thead><tr><th scope=\"col\">Element</th><th scope=\"col\">Status</th><th scope=\"col\">Δ (pt)</th><th scope=\"col\">Colour</th></tr></thead><tbody>"
        for e in c.elements {
            out += "<tr class=\"\(H.escape(e.status))\"><td><code>\(H.escape(e.id))</code> <span class=\"kind\">\(H.escape(e.kind))</span></td>"
            out += "<td>\(H.escape(e.status))\(e.sameText == false ? ", other text" : "")</td>"
            out += "<td>\(H.escape(e.found == nil ? "—" : Self.delta(e, all: true)))</td><td>\(H.escape(e.colour ?? ""))</td></tr>"
        }
        return out + "</tbody></table>\n"
    }

    static func delta(_ e: ReportComparison.Element, all: Bool = false) -> String {
        guard e.found != nil else { return "missing" }
        let parts = [("dx", e.dx), ("dy", e.dy), ("dw", e.dwidth), ("dh", e.dheight)].filter { all || abs($0.1) > 0.001 }
        return parts.map { "\($0.0) \(signed($0.1))" }.joined(separator: " ")
    }

    static func signed(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r > 0 ? "+" + number(r) : r < 0 ? "−" + number(-r) : "0"
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v)
    }

    static let style = """
    .cmp-controls { display: flex; flex-wrap: wrap; gap: 6px 18px; align-items: center; margin: 8px 0 12px; font-size: 14px; }
    .cmp-range input { vertical-align: middle; width: 160px; accent-color: var(--accent); }
    .cmp-stage { margin: 0; flex: 0 1 420px; min-width: 260px; }
    .cmp-layers { position: relative; }
    .cmp-stage img { display: block; width: 100%; height: auto; border: 1px solid var(--line); box-sizing: border-box; }
    .cmp-stage .cmp-shot { position: absolute; left: 0; top: 0; opacity: var(--shot); }
    .cmp[data-mode=onion] .cmp-render { filter: grayscale(1) sepia(1) hue-rotate(180deg) saturate(4); opacity: 0.6; }
    .cmp[data-mode=onion] .cmp-shot { filter: grayscale(1) sepia(1) hue-rotate(-15deg) saturate(4); opacity: 0.5; mix-blend-mode: multiply; }
    .cmp[data-mode=difference] .cmp-shot { opacity: 1; mix-blend-mode: difference; }
    .cmp-stage .cmp-boxes { position: absolute; left: 0; top: 0; border-color: transparent; pointer-events: none; }
    .cmp.noboxes .cmp-boxes { display: none; }
    .cmp-stage figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; }
    .cmp-table { border-collapse: collapse; font-size: 13px; align-self: flex-start; }
    .cmp-table caption { text-align: left; font-weight: 600; margin-bottom: 6px; }
    .cmp-table th, .cmp-table td { text-align: left; padding: 3px 10px 3px 0; border-bottom: 1px solid var(--line); }
    .cmp-table tr.drift td:nth-child(2) { color: #b3500a; font-weight: 600; }
    .cmp-table tr.missing td:nth-child(2) { color: #c62828; font-weight: 600; }
    .cmp-table .kind { color: var(--muted); }
    """

    static let script = """
    (function () {
      document.querySelectorAll("[data-cmp]:not([data-wired])").forEach(function (cmp) {
        cmp.setAttribute("data-wired", "");
        var range = cmp.querySelector("[data-cmp-opacity]");
        function opacity() {
          cmp.style.setProperty("--shot", String(range.value / 100));
          range.setAttribute("aria-valuetext", range.value + "% screenshot");
        }
        range.addEventListener("input", opacity);
        cmp.querySelectorAll("[data-cmp-mode]").forEach(function (radio) {
          radio.addEventListener("change", function () { cmp.setAttribute("data-mode", radio.value); });
        });
        var boxes = cmp.querySelector("[data-cmp-boxes]");
        boxes.addEventListener("change", function () { cmp.classList.toggle("noboxes", !boxes.checked); });
        opacity();
      });
    })();
    """
}

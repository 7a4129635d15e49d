import Foundation

/// One card's markup. A snapshot failure: heading, message, figures, the three views (side
/// by side, slider overlay, diff) and the re-record command. Failing expectations: the
/// redline beside the table of what fails. Lint findings: the outlined render beside the
/// numbered findings. Kinds this version does not know get the heading, message and
/// whatever images they name.
struct ReportCardHTML {
    let card: ReportCard
    let id: String

    private typealias H = ReportHTML

    var html: String {
        var out = "<article class=\"card\" id=\"\(id)\" data-kind=\"\(H.escape(card.kind.rawValue))\" aria-labelledby=\"\(id)-title\">\n"
        out += "<h3 id=\"\(id)-title\">\(H.escape(ReportOverview.name(card.kind)))"
        if let command = card.kind.command { out += " <span class=\"command-name\">\(H.escape(command))</span>" }
        out += "</h3>\n"
        out += "<p class=\"message\">\(H.escape(card.message))</p>\n"
        switch card.kind {
        case .snapshotFailure:
            if let figures = card.figures { out += figuresTable(figures) }
            if let images = card.images { out += views(images) }
            if let film = card.film { out += ReportFilmHTML(film: film, id: id, title: card.title).html }
            if let command = card.rerecordCommand { out += rerecord(command) }
        case .expectationFailures:
            out += "<div class=\"beside\">\n"
            out += single("Redline", card.images?.redline, missing: "No redline (no screen has these elements in this variant).")
            out += expectationsTable(card.expectations ?? [])
            out += "</div>\n"
        case .lintFindings:
            out += "<div class=\"beside\">\n"
            out += single("Findings outlined", card.images?.outlined, missing: "No image.")
            out += findingsList(card.findings ?? [])
            out += "</div>\n"
        case .screenCompare:
            out += ReportCompareHTML(card: card, id: id).html
        default:
            let images = card.images?.all ?? []
            if !images.isEmpty {
                out += "<div class=\"views\" style=\"--panes: \(max(images.count, 3))\">\n"
                for (role, path) in images { out += "<section class=\"view\">\n" + pane(role, path, missing: "") + "</section>\n" }
                out += "</div>\n"
            }
        }
        out += "</article>\n"
        return out
    }

    /// A short tag for the page's list of screens: what the card holds.
    static func badge(_ card: ReportCard) -> String {
        let text: String
        switch card.kind {
        case .snapshotFailure: text = "snapshot"
        case .expectationFailures: text = ReportOverview.plural(card.expectations?.count ?? 0, "expectation")
        case .lintFindings: text = ReportOverview.plural(card.findings?.count ?? 0, "finding")
        case .screenCompare: text = ReportOverview.plural(card.comparison?.elements.filter { $0.status != "match" }.count ?? 0, "drift")
        default: text = card.kind.rawValue
        }
        return " <span class=\"badge\" data-badge=\"\(H.escape(card.kind.rawValue))\">\(H.escape(text))</span>"
    }

    // MARK: - Expectations and findings

    /// One image in the card's image column.
    private func single(_ label: String, _ path: String?, missing: String) -> String {
        "<section class=\"view\" aria-label=\"\(H.escape(label))\">\n" + pane(label, path, missing: missing, masked: false) + "</section>\n"
    }

    private func expectationsTable(_ expectations: [ReportExpectation]) -> String {
        var out = "<table class=\"expectations\">\n<thead><tr><th scope=\"col\">Expectation</th><th scope=\"col\">Spec</th>"
        out += "<th scope=\"col\">Measured</th></tr></thead>\n<tbody>\n"
        for e in expectations {
            out += "<tr><td><span class=\"verdict\" aria-label=\"failed\">✗</span> <code>\(H.escape(e.expectation))</code>"
            out += "<div class=\"where\">\(H.escape(e.location))</div>"
            if let note = e.note { out += "<div class=\"note\">spec: \(H.escape(note))</div>" }
            out += "</td><td>\(H.escape(e.expected))</td><td><strong>\(H.escape(e.measured))</strong>"
            if let reason = e.reason { out += "<div class=\"reason\">\(H.escape(reason))</div>" }
            out += "</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    private func findingsList(_ findings: [ReportFinding]) -> String {
        var out = "<ol class=\"findings\">\n"
        for (index, f) in findings.enumerated() {
            out += "<li><span class=\"number\(f.outlined ? "" : " unmarked")\" aria-hidden=\"true\">\(index + 1)</span><div>"
            out += "<code class=\"code\">\(H.escape(f.code))</code>"
            if let element = f.element { out += " <span class=\"element\">\(H.escape(element))</span>" }
            out += "<div class=\"finding-message\">\(H.escape(f.message))</div>"
            out += "<div class=\"where\">\(H.escape(f.location))\(f.outlined ? "" : " · not in the picture")</div>"
            out += "</div></li>\n"
        }
        return out + "</ol>\n"
    }

    // MARK: - Figures

    private func figuresTable(_ f: ReportFigures) -> String {
        var rows: [(String, String)] = [
            ("Differing pixels", "\(H.count(f.differingPixels)) of \(H.count(f.comparedPixels)) (\(ImageComparison.percent(f.differingRatio)))"
                + (f.allowedDifferingPixels > 0 ? ", \(H.count(f.allowedDifferingPixels)) allowed" : "")),
            ("Anti-aliased pixels", f.threshold > 0 ? H.count(f.antiAliasedPixels) : "\(H.count(f.antiAliasedPixels)) (counted as differing: exact comparison)"),
            ("Largest channel delta", "\(f.largestChannelDelta) of 255"),
        ]
        if f.unequalPixels != f.differingPixels { rows.append(("Unequal pixels", H.count(f.unequalPixels))) }
        if let b = f.differenceBounds { rows.append(("Differences within", "\(b.width)×\(b.height) px at (\(b.x), \(b.y))")) }
        if f.maskedPixels > 0 { rows.append(("Masked pixels", H.count(f.maskedPixels))) }
        rows.append(f.expectedSize == f.actualSize
                    ? ("Size", "\(f.expectedSize.width)×\(f.expectedSize.height) px")
                    : ("Size", "expected \(f.expectedSize.width)×\(f.expectedSize.height) px, actual \(f.actualSize.width)×\(f.actualSize.height) px"))
        rows.append(("Threshold", f.threshold > 0 ? "\(f.threshold) (YIQ, pixelmatch's scale)" : "exact"))
        var out = "<table class=\"figures\">\n<caption>Figures (verdict: \(H.escape(f.verdict)))</caption>\n"
        for (name, value) in rows {
            out += "<tr><th scope=\"row\">\(name)</th><td>\(H.escape(value))</td></tr>\n"
        }
        return out + "</table>\n"
    }

    // MARK: - Views

    /// The size the masks' pixels are in: the expected image's (the golden's).
    private var maskSpace: ReportSize? { card.figures?.expectedSize }

    private func views(_ images: ReportImages) -> String {
        // One column per image, so that every image has the same width and the row fills
        // the card; at least three, so that a card with fewer images has them no larger.
        let hasSlider = images.expected != nil && images.actual != nil
        let panes = 2 + (hasSlider ? 1 : 0) + (images.diff != nil ? 1 : 0)
        var out = "<div class=\"views\" style=\"--panes: \(max(panes, 3))\">\n"
        // Side by side: expected | actual.
        out += "<section class=\"view side-by-side\" aria-label=\"Side by side\">\n<h4>Side by side</h4>\n<div class=\"pair\">\n"
        out += pane("Expected", images.expected, missing: "No expected image (no golden yet).")
        out += pane("Actual", images.actual, missing: "No actual image (the snapshot did not render).")
        out += "</div>\n</section>\n"
        if hasSlider, let expected = images.expected, let actual = images.actual { out += slider(expected: expected, actual: actual) }
        if let diff = images.diff {
            out += "<section class=\"view diff\" aria-label=\"Diff\">\n<h4>Diff</h4>\n"
            // The diff image has the masks striped in its own pixels already.
            out += pane("Red: differs · yellow: anti-aliased", diff, missing: "", masked: false)
            out += "</section>\n"
        }
        return out + "</div>\n"
    }

    /// One image in a frame, linked to the full-size file, masks hatched over it.
    private func pane(_ label: String, _ path: String?, missing: String, caption: Bool = true, masked: Bool = true) -> String {
        var out = "<figure class=\"pane\">\n"
        if caption { out += "<figcaption>\(H.escape(label))</figcaption>\n" }
        if let path {
            out += "<a class=\"frame\" href=\"\(H.escape(H.url(path)))\" title=\"Open full size\">"
            out += "<img src=\"\(H.escape(H.url(path)))\" alt=\"\(H.escape(label)): \(H.escape(card.title))\" loading=\"lazy\" decoding=\"async\" data-report-image>"
            out += (masked ? maskOverlay() : "") + "</a>\n"
        } else {
            out += "<p class=\"no-image\">\(H.escape(missing))</p>\n"
        }
        return out + "</figure>\n"
    }

    /// Actual over expected, clipped at the slider: actual left of the line, expected right.
    private func slider(expected: String, actual: String) -> String {
        let inputID = "\(id)-split"
        var out = "<section class=\"view slider\" aria-label=\"Slider overlay\">\n<h4>Slider</h4>\n"
        // The label stands where the other views have their captions, so the images line up.
        out += "<label class=\"split-label\" for=\"\(inputID)\">Actual ◀ line ▶ expected</label>\n"
        out += "<div class=\"compare\" style=\"--split: 50%\" data-compare>"
        out += "<img class=\"under\" src=\"\(H.escape(H.url(expected)))\" alt=\"Expected: \(H.escape(card.title))\" loading=\"lazy\" decoding=\"async\" data-report-image>"
        out += "<img class=\"over\" src=\"\(H.escape(H.url(actual)))\" alt=\"Actual: \(H.escape(card.title))\" loading=\"lazy\" decoding=\"async\" data-report-image>"
        out += maskOverlay()
        out += "<div class=\"divider\" aria-hidden=\"true\"></div></div>\n"
        out += "<input type=\"range\" id=\"\(inputID)\" class=\"split\" min=\"0\" max=\"100\" value=\"50\" step=\"1\" "
        out += "aria-valuetext=\"50% actual\" data-split>\n"
        return out + "</section>\n"
    }

    /// Masked regions, hatched, in the expected image's pixels (the SVG scales with the image).
    private func maskOverlay() -> String {
        guard let masks = card.masks, !masks.isEmpty, let space = maskSpace, space.width > 0, space.height > 0 else { return "" }
        var out = "<svg class=\"masks\" viewBox=\"0 0 \(space.width) \(space.height)\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
        for m in masks where m.width > 0 && m.height > 0 {
            out += "<rect x=\"\(m.x)\" y=\"\(m.y)\" width=\"\(m.width)\" height=\"\(m.height)\"/>"
        }
        return out + "<title>Masked: not compared</title></svg>"
    }

    // MARK: - Re-record

    private func rerecord(_ command: String) -> String {
        let codeID = "\(id)-command"
        return """
        <div class="rerecord">
        <h4 id="\(codeID)-label">Re-record just this snapshot</h4>
        <div class="command"><pre><code id="\(codeID)" aria-labelledby="\(codeID)-label">\(H.escape(command))</code></pre><button type="button" data-copy="\(codeID)">Copy</button></div>
        </div>

        """
    }
}

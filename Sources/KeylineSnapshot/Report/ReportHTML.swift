import Foundation

/// `index.html`: one self-contained page (inline CSS and script, nothing fetched) that opens
/// from the file system. Images are referenced by relative paths, so the page stays small
/// and the folder can be attached to a CI run as it is.
///
/// Everything that comes from outside (scene names, messages, paths) goes through
/// `ReportHTML.escape` or `ReportHTML.url`; the page's data lives in the markup, never in
/// the script, so no text can break out of it.
struct ReportHTML {
    let report: SnapshotReport

    /// The cards of one scene, snapshot (screen) and variant, in report order.
    struct Group {
        let scene: String, snapshot: String, variant: String
        var cards: [(card: ReportCard, id: String)]
        var title: String { [scene, snapshot, variant].filter { !$0.isEmpty }.joined(separator: " · ") }
    }

    /// Consecutive cards with the same scene, snapshot and variant (the cards are in report
    /// order, so one screen's are consecutive; a hand-written report's are grouped as given).
    var groups: [Group] {
        // The open group's cards are gathered in a local array and the group is stored when
        // the next one starts: appending through `groups[i].cards` copied the cards at each
        // append in a debug build (quadratic in the cards of one screen).
        var groups: [Group] = []
        var open: Group?
        let causes = Set(ReportCauses(report: report).groups.map(\.group.id))
        for (index, card) in report.cards.enumerated() {
            // A snapshot failure in a group by cause of more than one is shown there, not by
            // screen (a group of one is just its card, beside its screen's others).
            if let group = card.group, causes.contains(group) { continue }
            let item = (card: card, id: "card-\(index + 1)")
            if open != nil, (open!.scene, open!.snapshot, open!.variant) == (card.scene, card.snapshot, card.variant) {
                open!.cards.append(item)
            } else {
                if let done = open { groups.append(done) }
                open = Group(scene: card.scene, snapshot: card.snapshot, variant: card.variant, cards: [item])
            }
        }
        if let done = open { groups.append(done) }
        return groups
    }

    var document: String {
        let overview = ReportOverview(report: report)
        var html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>Keyline report: \(Self.escape(overview.plainLine))</title>
        <style>\(ReportPage.css)\(ReportFilmHTML.css)</style>
        </head>
        <body>
        \(ReportPage.hatchDefinition)
        <header class="top">
        <h1>Keyline report</h1>
        <p class="summary">\(overview.line)</p>

        """
        if !report.environmentNotes.isEmpty {
            html += "<section class=\"environment\" aria-labelledby=\"environment-title\">\n"
            html += "<h2 id=\"environment-title\">Environment</h2>\n<ul>\n"
            for note in report.environmentNotes { html += "<li>\(Self.escape(note))</li>\n" }
            html += "</ul>\n</section>\n"
        }
        html += overview.table
        let causes = ReportCauses(report: report)
        html += causes.navigation
        let groups = self.groups
        if groups.count > 1 {
            html += "<nav aria-label=\"Screens\"><ol>\n"
            for (index, group) in groups.enumerated() {
                let badges = group.cards.map { ReportCardHTML.badge($0.card) }.joined()
                html += "<li><a href=\"#group-\(index + 1)\">\(Self.escape(group.title))</a>\(badges)</li>\n"
            }
            html += "</ol></nav>\n"
        }
        html += "</header>\n<main>\n"
        html += causes.sections
        if groups.isEmpty && causes.isEmpty { html += "<p class=\"empty\">Nothing failed.</p>\n" }
        for (index, group) in groups.enumerated() {
            let id = "group-\(index + 1)"
            html += "<section class=\"group\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n"
            html += "<h2 id=\"\(id)-title\">\(Self.escape(group.title))</h2>\n"
            for item in group.cards { html += ReportCardHTML(card: item.card, id: item.id).html }
            html += "</section>\n"
        }
        html += "</main>\n<script>\(ReportPage.script)\(ReportFilmHTML.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// Text for element content and quoted attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Control characters other than tab, line feed and carriage return, and
            // noncharacters (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF) are parse errors in HTML
            // (WHATWG HTML, "Preprocessing the input stream"): written as U+FFFD.
            case _ where Self.isHTMLParseError(scalar): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isHTMLParseError(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 { return scalar != "\n" && scalar != "\t" && scalar != "\r" }
        return (0x7F...0x9F).contains(v) || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }

    /// A relative path as a URL for `src`/`href`: each byte outside the unreserved set (and
    /// `/` between components) percent-encoded, so `#`, `?`, `%` and spaces in names stay
    /// part of the path.
    static func url(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    /// An integer with thousands separated by commas (the same on every machine).
    static func count(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}

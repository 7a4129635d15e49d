/// The page's snapshot failures grouped by cause (`SnapshotReport.groups`): per group its
/// count and cause, the command that re-records all of it, one representative card with
/// its images, and the other members collapsed as one line each (name, figures, links to
/// their images), so that 816 failures of one change are one card to look at and a page
/// that paints at once: only the representatives' images are in the markup, and those load
/// lazily.
struct ReportCauses {
    let report: SnapshotReport

    private typealias H = ReportHTML

    /// The groups of more than one card with their cards (index in `report.cards`, for the
    /// card ids), largest first. A group of one is shown as its card, by screen.
    var groups: [(group: ReportGroup, cards: [(card: ReportCard, index: Int)])] {
        let all = report.groups ?? []
        var members: [String: [(card: ReportCard, index: Int)]] = [:]
        for (index, card) in report.cards.enumerated() {
            guard let id = card.group else { continue }
            members[id, default: []].append((card, index))
        }
        return all.compactMap { group in members[group.id].flatMap { $0.count > 1 ? (group, $0) : nil } }
    }

    var isEmpty: Bool { groups.isEmpty }

    /// A list of the groups, linked, when there are several.
    var navigation: String {
        let groups = self.groups
        guard groups.count > 1 else { return "" }
        var out = "<nav aria-label=\"Snapshot failures by cause\"><h2 class=\"nav-title\">Snapshot failures by cause</h2><ol>\n"
        for (group, cards) in groups {
            out += "<li><a href=\"#cause-\(H.escape(group.id))\">\(H.escape(group.cause))</a>"
            out += " <span class=\"badge\" data-badge=\"snapshot-failure\">\(ReportOverview.plural(cards.count, "golden"))</span></li>\n"
        }
        return out + "</ol></nav>\n"
    }

    var sections: String {
        var out = ""
        for (group, cards) in groups {
            guard let first = cards.first else { continue }
            let id = "cause-" + group.id
            out += "<section class=\"group cause\" id=\"\(H.escape(id))\" aria-labelledby=\"\(H.escape(id))-title\" data-group=\"\(H.escape(group.id))\" data-count=\"\(cards.count)\">\n"
            out += "<h2 id=\"\(H.escape(id))-title\">\(ReportOverview.plural(cards.count, "golden")) · \(H.escape(group.cause))"
            out += " <span class=\"command-name\">group \(H.escape(group.id))</span></h2>\n"
            if let command = group.rerecordCommand {
                let codeID = "\(id)-command"
                out += "<div class=\"rerecord\"><h4 id=\"\(codeID)-label\">Re-record the whole group (\(ReportOverview.plural(cards.count, "golden")))</h4>\n"
                out += "<div class=\"command\"><pre><code id=\"\(codeID)\" aria-labelledby=\"\(codeID)-label\">\(H.escape(command))</code></pre>"
                out += "<button type=\"button\" data-copy=\"\(codeID)\">Copy</button></div></div>\n"
            }
            out += ReportCardHTML(card: first.card, id: "card-\(first.index + 1)").html
            let rest = cards.dropFirst()
            if !rest.isEmpty {
                out += "<details class=\"members\"><summary>The other \(ReportOverview.plural(rest.count, "golden")) with this cause</summary>\n<ol>\n"
                for (card, index) in rest { out += member(card, id: "card-\(index + 1)") }
                out += "</ol>\n</details>\n"
            }
            out += "</section>\n"
        }
        return out
    }

    /// One line: the golden's name, its differing pixels, links to its images.
    private func member(_ card: ReportCard, id: String) -> String {
        var out = "<li id=\"\(id)\" class=\"member\"><span class=\"member-title\">\(H.escape(card.title))</span>"
        if let f = card.figures {
            out += " <span class=\"where\">\(H.count(f.differingPixels)) px differ</span>"
        }
        let links = (card.images?.all ?? []).map { "<a href=\"\(H.escape(H.url($0.path)))\">\(H.escape($0.role))</a>" }
        if !links.isEmpty { out += " · " + links.joined(separator: " ") }
        return out + "</li>\n"
    }
}

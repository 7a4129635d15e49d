/// The top of the report: one line with each kind's totals, and a table of them per scene.
///
/// Totals come from the tallies (every subject and variant a command checked, passing or
/// not); a report written before tallies existed has only `summary`, its snapshot counts.
struct ReportOverview {
    let report: SnapshotReport
    /// Each kind's totals per scene ("" key: the whole report), counted in one pass over
    /// the tallies and cards: the table asks for scenes × kinds of them, and filtering
    /// the cards for each would be quadratic in a report of many scenes.
    private let index: [Key: Totals]
    private struct Key: Hashable { let kind: ReportCard.Kind, scene: String? }

    init(report: SnapshotReport) {
        self.report = report
        var index: [Key: Totals] = [:]
        for tally in report.tallies ?? [] {
            index[Key(kind: tally.kind, scene: nil), default: Totals()].add(tally)
            index[Key(kind: tally.kind, scene: tally.scene), default: Totals()].add(tally)
        }
        for card in report.cards {
            index[Key(kind: card.kind, scene: nil), default: Totals()].cards += 1
            index[Key(kind: card.kind, scene: card.scene), default: Totals()].cards += 1
        }
        self.index = index
    }

    private typealias H = ReportHTML

    /// Counts of one kind, over the whole report or one scene.
    struct Totals {
        var passed = 0, failed = 0
        /// Subjects and variants checked, and those with something failed.
        var checked = 0, failing = 0
        var cards = 0
        /// Snapshots left out of the last `keyline test` (`--filter`, `--shard`); report-wide only.
        var skipped = 0

        /// Counts from a report file: added saturating, so a hostile one shows a large
        /// number rather than stopping the run.
        mutating func add(_ tally: ReportTally) {
            passed = Self.sum(passed, tally.passed); failed = Self.sum(failed, tally.failed)
            checked += 1; failing += tally.failed > 0 ? 1 : 0
        }

        static func sum(_ a: Int, _ b: Int) -> Int {
            let (s, overflow) = a.addingReportingOverflow(b)
            return overflow ? (b < 0 ? Int.min : Int.max) : s
        }
    }

    /// The kinds the report has tallies or cards of, in rank order.
    var kinds: [ReportCard.Kind] {
        var kinds = Set(report.cards.map(\.kind)).union((report.tallies ?? []).map(\.kind))
        if report.tallies == nil || (report.summary.passed > 0 || report.summary.failed > 0 || report.summary.skipped > 0) {
            kinds.insert(.snapshotFailure)
        }
        return kinds.sorted { ($0.rank, $0.rawValue) < ($1.rank, $1.rawValue) }
    }

    func totals(_ kind: ReportCard.Kind, scene: String? = nil) -> Totals {
        var totals = index[Key(kind: kind, scene: scene)] ?? Totals()
        // Snapshot counts without tallies (an older report, or one merged from such): the summary's.
        if kind == .snapshotFailure, scene == nil {
            if totals.checked == 0 { (totals.passed, totals.failed) = (report.summary.passed, report.summary.failed) }
            totals.skipped = report.summary.skipped
        }
        return totals
    }

    // MARK: - The line

    /// `Snapshots: 2 failed, 84 passed · Expectations: 3 failed, 86 held · Lint: 5 findings
    /// in 2 of 6 screen variants`, as markup.
    var line: String {
        kinds.map { kind in "<span class=\"kind-total\">\(H.escape(Self.name(kind))): \(describe(kind, totals(kind), markup: true))</span>" }
            .joined(separator: " · ")
    }

    /// The same as plain text, for the page's title.
    var plainLine: String {
        kinds.map { "\(Self.name($0)): \(describe($0, totals($0), markup: false))" }.joined(separator: " · ")
    }

    static func name(_ kind: ReportCard.Kind) -> String {
        switch kind {
        case .snapshotFailure: "Snapshots"
        case .expectationFailures: "Expectations"
        case .lintFindings: "Lint"
        case .screenCompare: "Compare"
        default: kind.rawValue
        }
    }

    private func describe(_ kind: ReportCard.Kind, _ t: Totals, markup: Bool) -> String {
        func strong(_ text: String, failed: Bool) -> String {
            markup ? "<strong class=\"\(failed ? "failed" : "passed")\">\(text)</strong>" : text
        }
        switch kind {
        case .snapshotFailure:
            return strong("\(t.failed) failed", failed: t.failed > 0) + ", \(t.passed) passed" + (t.skipped > 0 ? ", \(t.skipped) skipped" : "")
        case .expectationFailures:
            return strong("\(t.failed) failed", failed: t.failed > 0) + ", \(t.passed) held"
                + (t.checked > 0 ? " in \(Self.plural(t.checked, "screen variant"))" : "")
        case .lintFindings:
            let found = strong(Self.plural(t.failed, "finding"), failed: t.failed > 0)
            return t.checked > 0 ? found + " in \(t.failing) of \(Self.plural(t.checked, "screen variant"))" : found
        default:
            return Self.plural(t.cards, "card")
        }
    }

    static func plural(_ n: Int, _ noun: String) -> String { "\(H.count(n)) \(noun)\(n == 1 ? "" : "s")" }

    // MARK: - The table

    /// One row per scene, one column per kind: what each command found there; `not run`
    /// where it has not checked the scene. Empty for a report without tallies, and for one
    /// scene (the line above says it all).
    var table: String {
        guard let tallies = report.tallies, !tallies.isEmpty else { return "" }
        let scenes = Set(tallies.map(\.scene)).union(report.cards.map(\.scene)).sorted()
        guard scenes.count > 1 else { return "" }
        let kinds = self.kinds
        var out = "<table class=\"overview\">\n<caption>By scene</caption>\n<thead><tr><th scope=\"col\">Scene</th>"
        for kind in kinds {
            out += "<th scope=\"col\">\(H.escape(Self.name(kind)))"
            if let command = kind.command { out += " <span class=\"command-name\">\(H.escape(command))</span>" }
            out += "</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for scene in scenes {
            out += "<tr><th scope=\"row\">\(H.escape(scene))</th>"
            for kind in kinds {
                let t = totals(kind, scene: scene)
                if t.checked == 0 && t.cards == 0 {
                    out += "<td class=\"not-run\">not run</td>"
                } else {
                    out += "<td>\(describe(kind, t, markup: true))</td>"
                }
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }
}

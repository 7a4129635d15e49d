import Foundation

/// The report's consumer of a run: a card per failure (its images are in the folder
/// already), a tally per golden checked, and the groups, put into the report folder's
/// `report.json` and `index.html` (`SnapshotReport.update`).
public enum SnapshotRunReport {
    /// The card of a failed golden.
    public static func card(_ item: GoldenCase, _ failure: GoldenFailure) -> ReportCard {
        let masks = item.options.masks.map(ReportRect.init)
        return ReportCard(kind: .snapshotFailure, scene: item.scene, snapshot: item.snapshot, variant: item.key, message: failure.message,
                          images: (failure.images?.all.isEmpty ?? true) ? nil : failure.images, figures: failure.figures,
                          masks: masks.isEmpty ? nil : masks, rerecordCommand: failure.rerecord, group: failure.groupID,
                          film: failure.film)
    }

    /// Puts the run's goldens into the report: a tally for each golden checked, a card for
    /// each that failed; goldens no snapshot names any more leave it. Skipped: the goldens of
    /// the run's scenes that no run in the report has checked.
    @discardableResult
    public static func write(_ result: SnapshotRunResult, scenes: Set<String>, folder: URL) throws(ReportError) -> SnapshotReport {
        let tallies = result.results.map { r in
            ReportTally(kind: .snapshotFailure, scene: r.item.scene, snapshot: r.item.snapshot, variant: r.item.key,
                        passed: r.passed ? 1 : 0, failed: r.passed ? 0 : 1)
        }
        let cards = result.results.compactMap { r in r.failure.map { card(r.item, $0) } }
        let groups = result.groups.map { group in
            ReportGroup(id: group.id, cause: group.cause, count: group.members.count, representative: group.members.first?.name ?? "",
                        rerecordCommand: group.rerecord)
        }
        let existing = Set(result.everything.map { ReportSubject(kind: .snapshotFailure, scene: $0.scene, snapshot: $0.snapshot, variant: $0.key) })
        let contribution = ReportContribution(kind: .snapshotFailure, tallies: tallies, cards: cards, scenes: scenes,
                                              stillExists: { existing.contains($0) }, environmentNotes: result.environmentNotes,
                                              groups: groups)
        return try SnapshotReport.update(folder: folder, with: contribution) { report in
            let checked = Set((report.tallies ?? []).map(\.subject))
            report.summary.skipped = existing.subtracting(checked).count
        }
    }
}

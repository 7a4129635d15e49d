import Foundation

/// What one run of `keyline test`, `check` or `lint` puts into a report folder: its kind's
/// tallies and cards for what it checked. The run's images are in the folder already.
///
/// A run replaces, of its own kind only, the tallies and cards of every subject and
/// variant it checked, and those of the scenes it ran that name something the scene no
/// longer has (a snapshot or screen since removed); everything else stays. So `check`,
/// then `lint`, then `test` leave one report with all three, and re-running one golden
/// (the command on its card) replaces that card and keeps the scene's other failures.
public struct ReportContribution: Sendable {
    public var kind: ReportCard.Kind
    /// One per subject and variant checked, clean ones included.
    public var tallies: [ReportTally]
    /// One per subject and variant where something failed.
    public var cards: [ReportCard]
    /// The scenes the run loaded (by name, as on the cards).
    public var scenes: Set<String>
    /// Whether an earlier tally or card of this kind about one of `scenes` still names
    /// something the scene has; one that does not is dropped.
    public var stillExists: @Sendable (ReportSubject) -> Bool
    /// The run's notes about the machine; nil keeps the report's (only `keyline test`,
    /// whose goldens depend on the machine, has any).
    public var environmentNotes: [String]?
    /// What the run knows of the groups its cards name (cause, command); counts are made
    /// from the cards.
    public var groups: [ReportGroup]

    public init(kind: ReportCard.Kind, tallies: [ReportTally], cards: [ReportCard], scenes: Set<String>,
                stillExists: @escaping @Sendable (ReportSubject) -> Bool = { _ in true }, environmentNotes: [String]? = nil,
                groups: [ReportGroup] = []) {
        self.kind = kind; self.tallies = tallies; self.cards = cards; self.scenes = scenes
        self.stillExists = stillExists; self.environmentNotes = environmentNotes; self.groups = groups
    }
}

extension ReportContribution {
    /// Where a run puts a card's image: `images/<scene>/<snapshot>/<variant>.<role>.png`,
    /// each name made safe as a file name (as `keyline test` names its images, whose
    /// snapshot names are safe already).
    public static func imagePath(scene: String, snapshot: String, variant: String, role: String) -> String {
        "images/" + [scene, snapshot, variant + "." + role + ".png"].map(ReportMerge.safeComponent).joined(separator: "/")
    }
}

extension SnapshotReport {
    /// This report with `contribution`'s kind replaced where it checked (see
    /// `ReportContribution`); cards and tallies in report order, whatever order they came in.
    public func updating(with contribution: ReportContribution) -> SnapshotReport {
        let checked = Set(contribution.tallies.map(\.subject)).union(contribution.cards.map(\.subject))
        func replaced(_ s: ReportSubject) -> Bool {
            s.kind == contribution.kind
                && (checked.contains(s) || (contribution.scenes.contains(s.scene) && !contribution.stillExists(s)))
        }
        var report = self
        report.cards = (cards.filter { !replaced($0.subject) } + contribution.cards).sorted(by: ReportCard.inReportOrder)
        report.tallies = ((tallies ?? []).filter { !replaced($0.subject) } + contribution.tallies).sorted(by: ReportTally.inReportOrder)
        if let notes = contribution.environmentNotes { report.environmentNotes = notes }
        report.groups = Self.regrouped(cards: report.cards, known: contribution.groups + (groups ?? []))
        if contribution.kind == .snapshotFailure {
            let snapshots = report.tallies?.filter { $0.kind == .snapshotFailure } ?? []
            report.summary.passed = snapshots.reduce(0) { $0 + $1.passed }
            report.summary.failed = snapshots.reduce(0) { $0 + $1.failed }
        }
        return report
    }

    /// Reads the folder's report (none, or one that cannot be read, counts as empty: the
    /// folder is output), updates it with `contribution`, writes `report.json` and
    /// `index.html`, and deletes the images the old report named that the new one does not.
    /// `adjust` sees the updated report before it is written (`keyline test` sets its
    /// skipped count there).
    @discardableResult
    public static func update(folder: URL, with contribution: ReportContribution,
                              adjust: (inout SnapshotReport) -> Void = { _ in }) throws(ReportError) -> SnapshotReport {
        let previous = try? read(folder: folder)
        var report = (previous ?? .empty).updating(with: contribution)
        adjust(&report)
        try report.write(folder: folder)
        if let previous { removeImages(of: previous, notIn: report, folder: folder) }
        return report
    }

    /// The images `old` named that `new` does not, deleted, and the folders left empty by
    /// that (inside `folder` only). Paths that would leave the folder, go through a link or
    /// name anything but a regular file are not touched (`ConfinedFolder`): `report.json`
    /// may come from elsewhere, and names whatever it likes.
    static func removeImages(of old: SnapshotReport, notIn new: SnapshotReport, folder: URL) {
        let kept = Set(new.cards.flatMap(\.files))
        let gone = Set(old.cards.flatMap(\.files)).subtracting(kept)
        let confined = confined(folder)
        for path in gone.sorted() where ConfinedFolder.isSafeRelativePath(path) {
            guard (try? confined.removeFile(path)) == true else { continue }
            // Up the path while the folders are empty, never the report folder itself.
            confined.removeEmptyFolders(of: path)
        }
    }
}

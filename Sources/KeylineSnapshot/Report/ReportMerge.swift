import Foundation

/// `keyline report merge`: the reports of several shards (`keyline test --shard i/n`) as one.
///
/// The result does not depend on the order the folders are given in: cards are sorted by
/// scene, snapshot, variant and kind (then message), and each card's images are copied to
/// a path made from those names, `<scene>/<snapshot>/<variant>.<role>.<ext>` (a second card
/// with the same names gets `<variant>~2…`), so two shards that used the same file names
/// cannot overwrite each other. Counts are summed, tallies of the same subject too;
/// environment notes are kept once each, sorted. Merging into a folder that holds a report
/// already replaces it, and the images only the old one named are deleted.
public enum ReportMerge {
    public static func merge(folders: [URL], into output: URL) throws(ReportError) -> SnapshotReport {
        let outputPath = canonical(output)
        if let input = folders.first(where: { canonical($0) == outputPath }) { throw .outputIsInput(path: input.path) }

        var entries: [(card: ReportCard, folder: URL, order: Int)] = []
        var summary = ReportSummary(passed: 0, failed: 0, skipped: 0)
        var notes = Set<String>()
        var knownGroups: [ReportGroup] = []
        var tallies: [ReportSubject: ReportTally]?
        for (order, folder) in folders.enumerated() {
            let report = try SnapshotReport.read(folder: folder)
            let jsonPath = folder.appendingPathComponent(SnapshotReport.jsonFileName).path
            for card in report.cards {
                for (_, path) in card.images?.all ?? [] {
                    guard isSafeRelativePath(path) else { throw .unsafeImagePath(report: jsonPath, path: path) }
                    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) else {
                        throw .missingImage(report: jsonPath, path: path)
                    }
                }
                entries.append((card, folder, order))
            }
            summary.passed += report.summary.passed
            summary.failed += report.summary.failed
            summary.skipped += report.summary.skipped
            notes.formUnion(report.environmentNotes)
            knownGroups += report.groups ?? []
            // Reports written before tallies existed have none: so has the merge, unless another has some.
            if let more = report.tallies {
                var sums = tallies ?? [:]
                for tally in more {
                    if var sum = sums[tally.subject] {
                        sum.passed += tally.passed
                        sum.failed += tally.failed
                        sums[tally.subject] = sum
                    } else {
                        sums[tally.subject] = tally
                    }
                }
                tallies = sums
            }
        }
        entries.sort { a, b in
            if ReportCard.inReportOrder(a.card, b.card) { return true }
            if ReportCard.inReportOrder(b.card, a.card) { return false }
            return a.order < b.order
        }
        let previous = try? SnapshotReport.read(folder: output)

        var cards: [ReportCard] = []
        var usedStems = Set<String>()
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            for entry in entries {
                var card = entry.card
                let stem = uniqueStem(for: card, used: &usedStems)
                card.images = try card.images?.mapPaths { role, path in
                    let ext = imageExtension(path)
                    let target = "\(stem).\(role).\(ext)"
                    let destination = output.appendingPathComponent(target)
                    try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                    if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
                    try FileManager.default.copyItem(at: entry.folder.appendingPathComponent(path), to: destination)
                    return target
                }
                cards.append(card)
            }
        } catch {
            throw .unwritable(path: output.path, reason: error.localizedDescription)
        }
        let merged = SnapshotReport(summary: summary, environmentNotes: notes.sorted(), cards: cards,
                                    tallies: tallies.map { $0.values.sorted(by: ReportTally.inReportOrder) },
                                    groups: SnapshotReport.regrouped(cards: cards, known: knownGroups))
        try merged.write(folder: output)
        if let previous { SnapshotReport.removeImages(of: previous, notIn: merged, folder: output) }
        return merged
    }

    /// A path that stays inside the folder it is relative to: not absolute, no empty, `.`
    /// or `..` component, no backslash or NUL.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\u{0}") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != "" && $0 != "." && $0 != ".." }
    }

    /// `<scene>/<snapshot>/<variant>`, made safe as file names, with `~2`, `~3`… when taken.
    private static func uniqueStem(for card: ReportCard, used: inout Set<String>) -> String {
        let base = [card.scene, card.snapshot, card.variant].map(safeComponent).joined(separator: "/")
        var stem = base, n = 1
        while used.contains(stem) { n += 1; stem = "\(base)~\(n)" }
        used.insert(stem)
        return stem
    }

    /// Letters, digits and `._@+-` kept, anything else `_`; never empty, never hidden.
    static func safeComponent(_ name: String) -> String {
        var out = String(name.unicodeScalars.map { s -> Character in
            switch s {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "@", "+", "-": Character(s)
            default: "_"
            }
        })
        if out.isEmpty || out.hasPrefix(".") { out = "_" + out }
        return out
    }

    private static func imageExtension(_ path: String) -> String {
        let ext = (path as NSString).pathExtension.lowercased()
        return !ext.isEmpty && ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) ? ext : "png"
    }

    private static func canonical(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
}

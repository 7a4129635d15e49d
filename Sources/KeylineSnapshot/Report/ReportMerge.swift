import Foundation

/// `keyline report merge`: the reports of several shards (`keyline test --shard i/n`) as one.
///
/// The result does not depend on the order the folders are given in: cards are sorted by
/// scene, snapshot, variant and kind (then message), and each card's images are copied to
/// a path made from those names, `<scene>/<snapshot>/<variant>.<role>.<ext>` (a second card
/// with the same names gets `<variant>~2…`), so two shards that used the same file names
/// cannot overwrite each other; a motion golden's films go to `<scene>/<snapshot>/<variant>.film/`
/// (`ReportFilm.relocated`). Counts are summed, tallies of the same subject too;
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
            let input = SnapshotReport.confined(folder)
            for card in report.cards {
                // `read` has checked that a film's frame counts are bounded.
                for path in card.files {
                    guard isSafeRelativePath(path) else { throw .unsafeImagePath(report: jsonPath, path: path) }
                    // Only regular files inside the folder, reached without a link, are copied:
                    // a shard's folder is input, and a link would copy a file from anywhere.
                    switch input.kind(of: path) {
                    case .regularFile?: break
                    case nil:
                        if case .symbolicLink? = linkOnTheWay(input, path) {
                            throw .unsafeImage(report: jsonPath, path: path, reason: "a folder on its path is a symbolic link")
                        }
                        throw .missingImage(report: jsonPath, path: path)
                    case let kind?: throw .unsafeImage(report: jsonPath, path: path, reason: "it is \(kind.name), not a regular file")
                    }
                }
                entries.append((card, folder, order))
            }
            // Counts come from files that may be hostile: summed with overflow checks.
            func add(_ a: Int, _ b: Int) throws(ReportError) -> Int {
                let (sum, overflow) = a.addingReportingOverflow(b)
                guard !overflow, sum >= 0, b >= 0 else {
                    throw .unreadable(path: jsonPath, reason: "its counts are negative or too large to add up (\(b)); it was not written by Keyline")
                }
                return sum
            }
            summary.passed = try add(summary.passed, report.summary.passed)
            summary.failed = try add(summary.failed, report.summary.failed)
            summary.skipped = try add(summary.skipped, report.summary.skipped)
            notes.formUnion(report.environmentNotes)
            knownGroups += report.groups ?? []
            // Reports written before tallies existed have none: so has the merge, unless another has some.
            if let more = report.tallies {
                var sums = tallies ?? [:]
                for tally in more {
                    if var sum = sums[tally.subject] {
                        sum.passed = try add(sum.passed, tally.passed)
                        sum.failed = try add(sum.failed, tally.failed)
                        sums[tally.subject] = sum
                    } else {
                        _ = try add(tally.passed, tally.failed)  // each count non-negative, their sum too
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
        var usedStems: [String: Int] = [:]
        let destination = SnapshotReport.confined(output)
        do {
            for entry in entries {
                var card = entry.card
                let stem = uniqueStem(for: card, used: &usedStems)
                let input = SnapshotReport.confined(entry.folder)
                // Read and written through confined folders: no link followed on either
                // side, nothing but a regular file read or replaced.
                func copy(_ path: String, _ target: String) throws { try destination.write(try input.read(path, limit: imageBytes), to: target) }
                card.images = try card.images?.mapPaths { role, path in
                    let target = "\(stem).\(role).\(imageExtension(path))"
                    try copy(path, target)
                    return target
                }
                // A motion golden's films: both APNGs and every frame, for the page's scrubber.
                card.film = try card.film?.relocated(to: stem, copy)
                cards.append(card)
            }
        } catch let error as AtomicFileError {
            throw .unwritable(path: error.path, reason: error.reason + ". " + error.advice)
        } catch {
            throw .unwritable(path: output.path, reason: "\(error)")
        }
        let merged = SnapshotReport(summary: summary, environmentNotes: notes.sorted(), cards: cards,
                                    tallies: tallies.map { $0.values.sorted(by: ReportTally.inReportOrder) },
                                    groups: SnapshotReport.regrouped(cards: cards, known: knownGroups))
        try merged.write(folder: output)
        if let previous { SnapshotReport.removeImages(of: previous, notIn: merged, folder: output) }
        return merged
    }

    /// The largest image copied: Keyline's report images are PNGs of one screen (a few MB
    /// at most); a larger file was not written by Keyline.
    public static let imageBytes = 256 << 20

    /// A path that stays inside the folder it is relative to: not absolute, no empty, `.`
    /// or `..` component, no backslash or NUL.
    static func isSafeRelativePath(_ path: String) -> Bool { ConfinedFolder.isSafeRelativePath(path) }

    /// What stands on `path`'s way inside `folder` when the path cannot be reached: the
    /// first component that is not a real folder.
    private static func linkOnTheWay(_ folder: ConfinedFolder, _ path: String) -> ConfinedFolder.Kind? {
        var prefix = ""
        for component in path.split(separator: "/").dropLast() {
            prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
            guard let kind = folder.kind(of: prefix) else { return nil }
            if kind != .folder { return kind }
        }
        return nil
    }

    /// `<scene>/<snapshot>/<variant>`, made safe as file names, with `~2`, `~3`… when taken.
    /// One counter per base, so k cards with the same names cost k steps, not k²/2 probes.
    /// No base holds `~` (`safeComponent` makes it `_`), so `base~n` is never another
    /// card's base.
    private static func uniqueStem(for card: ReportCard, used: inout [String: Int]) -> String {
        let base = [card.scene, card.snapshot, card.variant].map(safeComponent).joined(separator: "/")
        let n = used[base, default: 0] + 1
        used[base] = n
        return n == 1 ? base : "\(base)~\(n)"
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

import ArgumentParser
import Foundation
import KeylineCheck
import KeylineCore
import KeylineRender
import KeylineSnapshot
import Synchronization

/// `--report[=DIR]` on `check`, `lint` and `test`: the one report folder they share.
/// `--report` alone is spelled out as `--report=.keyline/report` before parsing (see
/// `Keyline.main`), as `--record` is: swift-argument-parser has no option with an
/// optional value.
struct ReportOption: ParsableArguments {
    static let defaultFolder = ".keyline/report"

    @Option(name: .customLong("report"),
            help: ArgumentHelp("Write the cards of what fails into the report folder, .keyline/report unless --report=DIR names another.",
                               valueName: "dir"))
    var folder: String?

    func validate() throws {
        if let folder { try OutputPath.checkFolder(folder, option: "--report") }
    }
}

/// The cards and tallies `keyline check` and `keyline lint` put into the report: per screen
/// and variant, the redline with the failing expectations in red, or the render with each
/// finding outlined. Images are drawn at @2x, as redlines and snapshots are by default,
/// so that a screen's cards from the three commands share one variant key and stand
/// together in the report.
enum ReportWriting {
    static let scale = 2.0

    /// The variant key at the report's scale: `dark-AX3@2x`.
    static func key(_ variant: Variant, in document: SceneDocument) -> String {
        var variant = variant
        variant.scale = scale
        return variant.key(sceneDevice: document.device)
    }

    // MARK: - check

    static func contribution(_ report: CheckReport, document: SceneDocument, folder: String,
                             jobs: Int, diagnostics: DiagnosticLog, budget: ReportImageBudget = ReportImageBudget()) throws -> ReportContribution {
        let scene = SnapshotPlan.sceneName(document)
        // Grouped by screen and variant, in the order measured.
        var order: [Pair] = []
        var grouped: [Pair: [ExpectationResult]] = [:]
        for result in report.results {
            let pair = Pair(screen: result.screen ?? "", variant: result.variant)
            if grouped[pair] == nil { order.append(pair) }
            grouped[pair, default: []].append(result)
        }
        let results = grouped
        let tallies = order.map { pair in
            let all = results[pair] ?? []
            return ReportTally(kind: .expectationFailures, scene: scene, snapshot: pair.screen, variant: key(pair.variant, in: document),
                               passed: all.filter(\.passed).count, failed: all.filter { !$0.passed }.count)
        }
        let failing = order.filter { results[$0]?.contains { !$0.passed } ?? false }
        let cards = try render(failing, folder: folder, jobs: jobs, diagnostics: diagnostics) { pair, renderer in
            let all = results[pair] ?? []
            let failures = all.filter { !$0.passed }
            let variantKey = key(pair.variant, in: document)
            var images: ReportImages?
            if let screen = document.screens.first(where: { $0.id == pair.screen }) {
                var variant = pair.variant
                variant.scale = scale
                let path = ReportContribution.imagePath(scene: scene, snapshot: pair.screen, variant: variantKey, role: "redline")
                if try writeImage(to: path, in: folder, budget: budget, { try Redline.render(document, screen: screen, variant: variant, scale: scale, renderer: renderer) }) {
                    images = ReportImages(redline: path)
                }
            }
            let message = "\(failures.count) of \(all.count) expectation\(all.count == 1 ? "" : "s") fail\(failures.count == 1 ? "s" : "")"
                + (pair.screen.isEmpty ? " on every screen: no screen has their elements" : " here; the redline draws them in red")
                + (images == nil && !pair.screen.isEmpty ? ReportImageBudget.cardNote : "")
            return ReportCard(
                kind: .expectationFailures, scene: scene, snapshot: pair.screen, variant: variantKey, message: message, images: images,
                expectations: failures.map { r in
                    ReportExpectation(expectation: r.expectation.text, expected: r.expected, measured: r.measured, reason: r.reason,
                                      location: "\(r.expectation.location)", note: r.expectation.note)
                })
        }
        let screens = Set(document.screens.map(\.id))
        return ReportContribution(kind: .expectationFailures, tallies: tallies, cards: cards, scenes: [scene],
                                  stillExists: { $0.snapshot.isEmpty || screens.contains($0.snapshot) })
    }

    // MARK: - lint

    static func contribution(_ report: LintReport, document: SceneDocument, folder: String,
                             jobs: Int, diagnostics: DiagnosticLog, budget: ReportImageBudget = ReportImageBudget()) throws -> ReportContribution {
        let scene = SnapshotPlan.sceneName(document)
        let tallies = report.screenVariants.map { found in
            ReportTally(kind: .lintFindings, scene: scene, snapshot: found.screen, variant: key(found.variant, in: document),
                        passed: 0, failed: found.findings.count)
        }
        let findings = Dictionary(report.screenVariants.map { (Pair(screen: $0.screen, variant: $0.variant), $0.findings) },
                                  uniquingKeysWith: { a, _ in a })
        let failing = report.screenVariants.filter { !$0.findings.isEmpty }.map { Pair(screen: $0.screen, variant: $0.variant) }
        let cards = try render(failing, folder: folder, jobs: jobs, diagnostics: diagnostics) { pair, renderer in
            let found = findings[pair] ?? []
            let variantKey = key(pair.variant, in: document)
            var images: ReportImages?
            if let screen = document.screens.first(where: { $0.id == pair.screen }) {
                var variant = pair.variant
                variant.scale = scale
                let path = ReportContribution.imagePath(scene: scene, snapshot: pair.screen, variant: variantKey, role: "outlined")
                if try writeImage(to: path, in: folder, budget: budget, { try LintOverlay.render(document, screen: screen, variant: variant, scale: scale, findings: found, renderer: renderer) }) {
                    images = ReportImages(outlined: path)
                }
            }
            let outlined = found.filter(LintOverlay.isMarked).count
            let message = "\(found.count) finding\(found.count == 1 ? "" : "s") here; "
                + (outlined == found.count ? "the picture outlines each" : "the picture outlines \(outlined) of them")
                + " and labels it with its number, lint and message" + (images == nil ? ReportImageBudget.cardNote : "")
            return ReportCard(
                kind: .lintFindings, scene: scene, snapshot: pair.screen, variant: variantKey, message: message, images: images,
                findings: found.map { f in
                    ReportFinding(code: f.code.rawValue, message: f.message, element: f.element, location: "\(f.location)",
                                  outlined: LintOverlay.isMarked(f))
                })
        }
        let screens = Set(document.screens.map(\.id))
        return ReportContribution(kind: .lintFindings, tallies: tallies, cards: cards, scenes: [scene],
                                  stillExists: { screens.contains($0.snapshot) })
    }

    // MARK: - Writing

    /// A screen in a variant.
    struct Pair: Hashable, Sendable {
        let screen: String
        let variant: Variant
    }

    /// One card per pair, the images drawn on `jobs` threads; cards in the pairs' order.
    private static func render(_ pairs: [Pair], folder: String, jobs: Int, diagnostics: DiagnosticLog,
                               _ card: @Sendable (Pair, Renderer) throws -> ReportCard) throws -> [ReportCard] {
        let cards = Mutex([ReportCard?](repeating: nil, count: pairs.count))
        try ParallelJobs.run(Array(pairs.enumerated()), threads: jobs, diagnostics: diagnostics) { job, renderer in
            let made = try card(job.element, renderer)
            cards.withLock { $0[job.offset] = made }
        }
        return cards.withLock { $0 }.compactMap { $0 }
    }

    /// Draws and writes one card's image at `path` inside the report folder (confined: no
    /// link followed, nothing but a regular file replaced), if the run's image budget has
    /// room; false when the picture was left out.
    private static func writeImage(to path: String, in folder: String, budget: ReportImageBudget,
                                   _ draw: () throws -> RasterImage) throws -> Bool {
        guard !budget.isSpent else { budget.skip(); return false }
        let bytes = try FrameWriter.encode(try draw())
        guard budget.admit(bytes.count) else { return false }
        try FrameWriter.write(encoded: bytes, to: path, in: SnapshotReport.confined(URL(fileURLWithPath: folder)))
        return true
    }

    /// Updates the report folder with a run's contribution and says where it is (on
    /// standard error: standard output may be JSON).
    static func write(_ contribution: ReportContribution, folder: String, budget: ReportImageBudget? = nil) throws {
        let report = try SnapshotReport.update(folder: URL(fileURLWithPath: folder), with: contribution)
        if let note = budget?.note { Console.error("note: " + note) }
        let own = report.cards.filter { $0.kind == contribution.kind }.count
        Console.error("report: \(folder)/\(SnapshotReport.htmlFileName) (\(report.cards.count) card\(report.cards.count == 1 ? "" : "s"), \(own) from this command)")
    }
}

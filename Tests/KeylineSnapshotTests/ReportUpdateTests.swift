import Foundation
import Testing
@testable import KeylineSnapshot

/// One report for `check`, `lint` and `test`: each run replaces its own kind where it
/// checked and keeps the rest; the result is sorted the same whatever order runs came in;
/// images nobody names any more are deleted; merge keeps the new kinds.
@Suite struct ReportUpdateTests {
    typealias Kind = ReportCard.Kind

    static func tally(_ kind: Kind, _ scene: String, _ screen: String, _ variant: String, passed: Int = 0, failed: Int = 0) -> ReportTally {
        ReportTally(kind: kind, scene: scene, snapshot: screen, variant: variant, passed: passed, failed: failed)
    }

    static func card(_ kind: Kind, _ scene: String, _ screen: String, _ variant: String, image: String? = nil) -> ReportCard {
        switch kind {
        case .expectationFailures:
            ReportCard(kind: kind, scene: scene, snapshot: screen, variant: variant, message: "1 of 2 expectations fail",
                       images: image.map { ReportImages(redline: $0) },
                       expectations: [ReportExpectation(expectation: "cta.height == 48", expected: "== 48", measured: "52",
                                                         reason: "off by +4", location: "s.yaml:9:15", note: "CTA: 48pt")])
        case .lintFindings:
            ReportCard(kind: kind, scene: scene, snapshot: screen, variant: variant, message: "1 finding",
                       images: image.map { ReportImages(outlined: $0) },
                       findings: [ReportFinding(code: "lint.contrast", message: "'title' has contrast 2.38:1", element: "title",
                                                location: "s.yaml:4:9", outlined: true)])
        default:
            ReportCard(kind: kind, scene: scene, snapshot: screen, variant: variant, message: "differs",
                       images: image.map { ReportImages(actual: $0) }, rerecordCommand: "keyline test s.yaml")
        }
    }

    /// `check` on scene s: slide1 fails in light, passes in dark; slide2 passes.
    static let check = ReportContribution(
        kind: .expectationFailures,
        tallies: [tally(.expectationFailures, "s", "slide1", "light@2x", passed: 1, failed: 1),
                  tally(.expectationFailures, "s", "slide1", "dark@2x", passed: 2),
                  tally(.expectationFailures, "s", "slide2", "light@2x", passed: 2)],
        cards: [card(.expectationFailures, "s", "slide1", "light@2x")], scenes: ["s"])
    /// `lint` on scene s: one finding on slide1 in light.
    static let lint = ReportContribution(
        kind: .lintFindings,
        tallies: [tally(.lintFindings, "s", "slide1", "light@2x", failed: 1), tally(.lintFindings, "s", "slide2", "light@2x")],
        cards: [card(.lintFindings, "s", "slide1", "light@2x")], scenes: ["s"])
    /// `test` on scenes s and t: s/slide1/light@2x fails, the others pass.
    static let test = ReportContribution(
        kind: .snapshotFailure,
        tallies: [tally(.snapshotFailure, "t", "home", "light@2x", passed: 1), tally(.snapshotFailure, "s", "slide1", "light@2x", failed: 1),
                  tally(.snapshotFailure, "s", "slide2", "light@2x", passed: 1)],
        cards: [card(.snapshotFailure, "s", "slide1", "light@2x")], scenes: ["s", "t"], environmentNotes: ["pango differs"])

    static func applying(_ contributions: [ReportContribution]) -> SnapshotReport {
        contributions.reduce(SnapshotReport.empty) { $0.updating(with: $1) }
    }

    @Test func checkThenLintThenTestLeaveAllThreeKindsGroupedByScreenAndVariant() throws {
        let report = Self.applying([Self.check, Self.lint, Self.test])
        // One screen and variant's cards together, in the order snapshot, spec, lint.
        #expect(report.cards.map(\.kind) == [.snapshotFailure, .expectationFailures, .lintFindings])
        #expect(Set(report.cards.map(\.title)) == ["s · slide1 · light@2x"])
        #expect(report.tallies?.count == 8)
        // The snapshot summary is the tallies' sum; check and lint leave it alone.
        #expect(report.summary == ReportSummary(passed: 2, failed: 1))
        #expect(report.environmentNotes == ["pango differs"])
        // Sections survive report.json.
        #expect(try SnapshotReport.decode(try report.jsonData()) == report)
    }

    @Test func theOrderOfRunsDoesNotChangeTheReport() throws {
        let orders = [[Self.check, Self.lint, Self.test], [Self.test, Self.lint, Self.check], [Self.lint, Self.test, Self.check]]
        let reports = try orders.map { try Self.applying($0).jsonData() }
        #expect(reports.allSatisfy { $0 == reports[0] })
    }

    @Test func aRunReplacesOnlyItsOwnKindWhereItChecked() {
        let before = Self.applying([Self.check, Self.lint, Self.test])
        // check again, slide1 only and fixed: its check card goes, slide2's tally stays,
        // the lint and snapshot cards of slide1 stay.
        let fixed = ReportContribution(kind: .expectationFailures,
                                       tallies: [Self.tally(.expectationFailures, "s", "slide1", "light@2x", passed: 2)],
                                       cards: [], scenes: ["s"])
        let after = before.updating(with: fixed)
        #expect(after.cards.map(\.kind) == [.snapshotFailure, .lintFindings])
        let checkTallies = (after.tallies ?? []).filter { $0.kind == .expectationFailures }
        #expect(checkTallies.map { "\($0.snapshot) \($0.variant) \($0.passed)/\($0.failed)" }
                == ["slide1 dark@2x 2/0", "slide1 light@2x 2/0", "slide2 light@2x 2/0"])
        // Re-running one golden (its card's command) keeps the scene's other tallies.
        let one = ReportContribution(kind: .snapshotFailure, tallies: [Self.tally(.snapshotFailure, "s", "slide1", "light@2x", passed: 1)],
                                     cards: [], scenes: ["s"])
        let rerun = after.updating(with: one)
        #expect(rerun.cards.map(\.kind) == [.lintFindings])
        #expect(rerun.summary == ReportSummary(passed: 3, failed: 0))
        // Notes are test's: a run without any keeps them.
        #expect(rerun.environmentNotes == ["pango differs"])
    }

    @Test func whatASceneNoLongerHasLeavesTheReport() {
        let before = Self.applying([Self.check, Self.lint])
        // slide1 was renamed: lint runs again on s, whose screens are now slide2 and intro.
        let relint = ReportContribution(kind: .lintFindings, tallies: [Self.tally(.lintFindings, "s", "slide2", "light@2x")], cards: [],
                                        scenes: ["s"], stillExists: { ["slide2", "intro"].contains($0.snapshot) })
        let after = before.updating(with: relint)
        #expect(after.cards.map(\.kind) == [.expectationFailures])
        #expect((after.tallies ?? []).filter { $0.kind == .lintFindings }.map(\.snapshot) == ["slide2"])
        // Another scene's are not touched by a run that did not load it.
        let other = ReportContribution(kind: .lintFindings, tallies: [], cards: [], scenes: ["t"], stillExists: { _ in false })
        #expect(after.updating(with: other) == after)
    }

    @Test func updatingAFolderDeletesOnlyTheImagesNoCardNames() throws {
        let scratch = try ScratchDirectory()
        let folder = scratch.url.appendingPathComponent("report")
        let redline = ReportContribution.imagePath(scene: "s", snapshot: "slide1", variant: "light@2x", role: "redline")
        let outlined = ReportContribution.imagePath(scene: "s", snapshot: "slide1", variant: "light@2x", role: "outlined")
        #expect(redline == "images/s/slide1/light@2x.redline.png")
        for path in [redline, outlined, "mine.png"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: url)
        }
        var check = Self.check
        check.cards = [Self.card(.expectationFailures, "s", "slide1", "light@2x", image: redline)]
        var lint = Self.lint
        lint.cards = [Self.card(.lintFindings, "s", "slide1", "light@2x", image: outlined)]
        try SnapshotReport.update(folder: folder, with: check)
        try SnapshotReport.update(folder: folder, with: lint)
        #expect(try SnapshotReport.read(folder: folder).cards.count == 2)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("src=\"images/s/slide1/light@2x.redline.png\"") && html.contains("light@2x.outlined.png"))

        // The expectation is fixed: its redline goes, the lint's picture and other files stay.
        var fixed = Self.check
        fixed.cards = []
        try SnapshotReport.update(folder: folder, with: fixed)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(redline).path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(outlined).path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("mine.png").path))
        // And when the lint is clean too, the folders it leaves empty go, the report's own stays.
        var clean = Self.lint
        clean.cards = []
        try SnapshotReport.update(folder: folder, with: clean)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("images").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.json").path))
    }

    @Test func mergeKeepsTheNewKindsSumsTalliesAndRemovesStaleImages() throws {
        let scratch = try ScratchDirectory()
        func folder(_ name: String, _ contributions: [ReportContribution], image: String) throws -> URL {
            let url = scratch.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.appendingPathComponent("img"), withIntermediateDirectories: true)
            try Data(name.utf8).write(to: url.appendingPathComponent("img/\(image).png"))
            var report = Self.applying(contributions)
            report.cards = report.cards.map { card in
                var card = card
                card.images = card.images?.mapPaths { _, _ in "img/\(image).png" }
                return card
            }
            try report.write(folder: url)
            return url
        }
        var withImages = Self.check
        withImages.cards = [Self.card(.expectationFailures, "s", "slide1", "light@2x", image: "x")]
        var lintImages = Self.lint
        lintImages.cards = [Self.card(.lintFindings, "s", "slide1", "light@2x", image: "x")]
        let one = try folder("one", [withImages], image: "redline")
        let two = try folder("two", [lintImages, Self.check], image: "outlined")
        let out = scratch.url.appendingPathComponent("out")
        let merged = try ReportMerge.merge(folders: [one, two], into: out)
        #expect(merged.cards.map(\.kind) == [.expectationFailures, .expectationFailures, .lintFindings])
        #expect(merged.cards[0].expectations?.first?.measured == "52")
        #expect(merged.cards[2].findings?.first?.code == "lint.contrast")
        // The second check card (from shard two) has no image; each card has a stem of its own.
        #expect(merged.cards.compactMap { $0.images?.all.first?.path }
                == ["s/slide1/light@2x.redline.png", "s/slide1/light@2x~3.outlined.png"])
        // Both shards checked slide1 in light: its counts are summed.
        let slide1 = merged.tallies?.first { $0.kind == .expectationFailures && $0.snapshot == "slide1" && $0.variant == "light@2x" }
        #expect(slide1?.passed == 2 && slide1?.failed == 2)

        // Merging again without the lint shard: the outlined picture no card names is gone.
        _ = try ReportMerge.merge(folders: [one], into: out)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("s/slide1/light@2x~3.outlined.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("s/slide1/light@2x.redline.png").path))
    }

    @Test func thePageGroupsCardsUnderTheirScreenWithASummaryAtTheTop() {
        let html = ReportHTML(report: Self.applying([Self.check, Self.lint, Self.test])).document
        // One group for s · slide1 · light@2x, holding the three cards in order.
        #expect(html.components(separatedBy: "<section class=\"group\"").count == 2)
        let group = html.components(separatedBy: "<section class=\"group\"")[1]
        let kinds = group.components(separatedBy: "data-kind=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(kinds == ["snapshot-failure", "expectation-failures", "lint-findings"])
        #expect(html.contains("<h2 id=\"group-1-title\">s · slide1 · light@2x</h2>"))
        // The summary line: each kind's totals from the tallies.
        #expect(html.contains("Snapshots: <strong class=\"failed\">1 failed</strong>, 2 passed"))
        #expect(html.contains("Expectations: <strong class=\"failed\">1 failed</strong>, 5 held in 3 screen variants"))
        #expect(html.contains("Lint: <strong class=\"failed\">1 finding</strong> in 1 of 2 screen variants"))
        // The table per scene: t was not checked or linted.
        #expect(html.contains("<tr><th scope=\"row\">t</th><td><strong class=\"passed\">0 failed</strong>, 1 passed</td><td class=\"not-run\">not run</td><td class=\"not-run\">not run</td></tr>"))
        // The expectation with its spec, measured value, reason, place and note; the finding numbered.
        #expect(html.contains("<code>cta.height == 48</code><div class=\"where\">s.yaml:9:15</div><div class=\"note\">spec: CTA: 48pt</div></td><td>== 48</td><td><strong>52</strong><div class=\"reason\">off by +4</div>"))
        #expect(html.contains("<span class=\"number\" aria-hidden=\"true\">1</span><div><code class=\"code\">lint.contrast</code> <span class=\"element\">title</span>"))
        #expect(html.contains("<title>Keyline report: Snapshots: 1 failed, 2 passed · Expectations: 1 failed, 5 held in 3 screen variants · Lint: 1 finding in 1 of 2 screen variants</title>"))
    }

    @Test func aReportWithoutTalliesStillSaysItsSnapshotCounts() {
        let old = SnapshotReport(summary: ReportSummary(passed: 7, failed: 2, skipped: 1),
                                 cards: [Self.card(.snapshotFailure, "s", "slide1", "light@2x")])
        let html = ReportHTML(report: old).document
        #expect(html.contains("Snapshots: <strong class=\"failed\">2 failed</strong>, 7 passed, 1 skipped"))
        #expect(!html.contains("class=\"overview\""))
    }
}

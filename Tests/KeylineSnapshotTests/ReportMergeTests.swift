import Foundation
import Testing
@testable import KeylineSnapshot

/// `ReportMerge`: shard folders become one, the same whatever order they are given in.
@Suite struct ReportMergeTests {
    /// A shard folder whose one card's images all sit at `x/<role>.png` (the same names in
    /// every shard, so a naive copy would overwrite), each file holding `tag` and its role.
    static func shard(in scratch: ScratchDirectory, _ name: String, scene: String, tag: String,
                      summary: ReportSummary, notes: [String]) throws -> URL {
        let folder = scratch.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("x"), withIntermediateDirectories: true)
        for role in ["expected", "actual", "diff"] {
            try Data("\(tag) \(role)".utf8).write(to: folder.appendingPathComponent("x/\(role).png"))
        }
        let card = ReportCard(kind: .snapshotFailure, scene: scene, snapshot: "slide1", variant: "light@2x",
                              message: "differs", images: ReportImages(expected: "x/expected.png", actual: "x/actual.png", diff: "x/diff.png"),
                              rerecordCommand: "keyline test \(scene)")
        try SnapshotReport(summary: summary, environmentNotes: notes, cards: [card]).write(folder: folder)
        return folder
    }

    func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func twoShardsMergeWithPathsRewrittenInOneOrder() throws {
        let scratch = try ScratchDirectory()
        let one = try Self.shard(in: scratch, "one", scene: "rin", tag: "ONE",
                                 summary: ReportSummary(passed: 3, failed: 1), notes: ["pango differs"])
        let two = try Self.shard(in: scratch, "two", scene: "abc", tag: "TWO",
                                 summary: ReportSummary(passed: 4, failed: 1, skipped: 2), notes: ["cairo differs", "pango differs"])

        let forward = scratch.url.appendingPathComponent("forward")
        let backward = scratch.url.appendingPathComponent("backward")
        let merged = try ReportMerge.merge(folders: [one, two], into: forward)
        _ = try ReportMerge.merge(folders: [two, one], into: backward)

        // Sorted by scene: abc (shard two) before rin (shard one).
        #expect(merged.cards.map(\.scene) == ["abc", "rin"])
        #expect(merged.cards[0].images == ReportImages(expected: "abc/slide1/light@2x.expected.png",
                                                       actual: "abc/slide1/light@2x.actual.png",
                                                       diff: "abc/slide1/light@2x.diff.png"))
        #expect(merged.summary == ReportSummary(passed: 7, failed: 2, skipped: 2))
        #expect(merged.environmentNotes == ["cairo differs", "pango differs"])
        // Each card's images are its own shard's.
        #expect(try contents(forward.appendingPathComponent("abc/slide1/light@2x.diff.png")) == "TWO diff")
        #expect(try contents(forward.appendingPathComponent("rin/slide1/light@2x.expected.png")) == "ONE expected")
        // The order of the arguments does not matter, to the byte.
        #expect(try Data(contentsOf: forward.appendingPathComponent("report.json"))
                == Data(contentsOf: backward.appendingPathComponent("report.json")))
        #expect(try Data(contentsOf: forward.appendingPathComponent("index.html"))
                == Data(contentsOf: backward.appendingPathComponent("index.html")))
        #expect(try SnapshotReport.read(folder: forward) == merged)
    }

    @Test func theSameSnapshotInTwoShardsKeepsBothCards() throws {
        let scratch = try ScratchDirectory()
        let one = try Self.shard(in: scratch, "one", scene: "rin", tag: "ONE", summary: ReportSummary(passed: 0, failed: 1), notes: [])
        let two = try Self.shard(in: scratch, "two", scene: "rin", tag: "TWO", summary: ReportSummary(passed: 0, failed: 1), notes: [])
        let merged = try ReportMerge.merge(folders: [one, two], into: scratch.url.appendingPathComponent("out"))
        #expect(merged.cards.compactMap(\.images?.actual) == ["rin/slide1/light@2x.actual.png", "rin/slide1/light@2x~2.actual.png"])
        #expect(try contents(scratch.url.appendingPathComponent("out/rin/slide1/light@2x~2.actual.png")) == "TWO actual")
    }

    @Test func pathsLeavingTheFolderAndMissingImagesAreRefused() throws {
        let scratch = try ScratchDirectory()
        let folder = try Self.shard(in: scratch, "one", scene: "rin", tag: "ONE", summary: ReportSummary(passed: 0, failed: 1), notes: [])
        var report = try SnapshotReport.read(folder: folder)
        let json = folder.appendingPathComponent("report.json").path
        let out = scratch.url.appendingPathComponent("out")

        report.cards[0].images?.diff = "../secret.png"
        try report.write(folder: folder)
        #expect(throws: ReportError.unsafeImagePath(report: json, path: "../secret.png")) {
            try ReportMerge.merge(folders: [folder], into: out)
        }
        report.cards[0].images?.diff = "/etc/passwd"
        try report.write(folder: folder)
        #expect(throws: ReportError.unsafeImagePath(report: json, path: "/etc/passwd")) {
            try ReportMerge.merge(folders: [folder], into: out)
        }
        report.cards[0].images?.diff = "x/gone.png"
        try report.write(folder: folder)
        #expect(throws: ReportError.missingImage(report: json, path: "x/gone.png")) {
            try ReportMerge.merge(folders: [folder], into: out)
        }
        #expect(throws: ReportError.outputIsInput(path: folder.path)) {
            try ReportMerge.merge(folders: [folder], into: folder)
        }
    }

    @Test func namesBecomeSafeFileNames() {
        #expect(ReportMerge.safeComponent("light@2x") == "light@2x")
        #expect(ReportMerge.safeComponent("../etc") == "_.._etc")
        #expect(ReportMerge.safeComponent("a b/c") == "a_b_c")
        #expect(ReportMerge.safeComponent("") == "_")
        #expect(ReportMerge.isSafeRelativePath("a/b.png"))
        #expect(!ReportMerge.isSafeRelativePath("a//b.png"))
        #expect(!ReportMerge.isSafeRelativePath("./b.png"))
    }
}

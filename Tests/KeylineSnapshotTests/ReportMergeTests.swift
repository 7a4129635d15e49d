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

    /// A shard folder whose one card is a failing motion golden, its films where `keyline test`
    /// puts them (the same names in every shard): 3 golden frames, 4 frames now, both APNGs,
    /// each file holding `tag` and its own name.
    static func filmShard(in scratch: ScratchDirectory, _ name: String, scene: String, tag: String) throws -> URL {
        let folder = scratch.url.appendingPathComponent(name)
        let base = "images/s/one-appear/film/light@1x"
        var film = ReportFilm(fps: 30, expectedFolder: base + ".expected", expectedFrames: 3, actualFolder: base + ".actual", actualFrames: 4,
                              expectedAPNG: base + ".expected.png", actualAPNG: base + ".actual.png", differingFrames: [3],
                              changes: ["3 frames → 4"])
        for path in film.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\(tag) \(path)".utf8).write(to: url)
        }
        film.changes = ["3 frames → 4"]
        let card = ReportCard(kind: .snapshotFailure, scene: scene, snapshot: "one-appear/film", variant: "light@1x",
                              message: "motion differs: 3 frames → 4", film: film)
        try SnapshotReport(summary: ReportSummary(passed: 0, failed: 1), environmentNotes: [], cards: [card]).write(folder: folder)
        return folder
    }

    @Test func aFilmsFramesAndAPNGsAreCopiedAndItsPathsRewritten() throws {
        let scratch = try ScratchDirectory()
        let one = try Self.filmShard(in: scratch, "one", scene: "rin", tag: "ONE")
        let two = try Self.filmShard(in: scratch, "two", scene: "abc", tag: "TWO")
        let out = scratch.url.appendingPathComponent("out")
        let merged = try ReportMerge.merge(folders: [one, two], into: out)

        let film = try #require(merged.cards.first { $0.scene == "abc" }?.film)
        let stem = "abc/one-appear_film/light@1x.film/"
        #expect(film.expectedAPNG == stem + "expected.png" && film.actualAPNG == stem + "actual.png")
        #expect(film.expectedFolder == stem + "expected" && film.actualFolder == stem + "actual")
        #expect(film.expectedFrames == 3 && film.actualFrames == 4 && film.differingFrames == [3] && film.changes == ["3 frames → 4"])
        // Every file is there, and is its own shard's (both shards used the same names).
        let source = "images/s/one-appear/film/light@1x"
        #expect(try contents(out.appendingPathComponent(stem + "actual/frame-0003.png")) == "TWO \(source).actual/frame-0003.png")
        #expect(try contents(out.appendingPathComponent(stem + "expected.png")) == "TWO \(source).expected.png")
        #expect(try contents(out.appendingPathComponent("rin/one-appear_film/light@1x.film/expected/frame-0002.png"))
                == "ONE \(source).expected/frame-0002.png")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(stem + "expected/frame-0003.png").path))
        // The page's scrubber points at the copies.
        let page = try contents(out.appendingPathComponent("index.html"))
        #expect(page.contains("src=\"abc/one-appear_film/light@1x.film/expected/frame-0000.png\""), "\(page)")
        #expect(page.contains("data-film-actual=\"abc/one-appear_film/light@1x.film/actual\""))

        // Merged again into the same folder without shard one: its film's files go.
        _ = try ReportMerge.merge(folders: [two], into: out)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("rin/one-appear_film/light@1x.film/actual/frame-0000.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(stem + "actual/frame-0000.png").path))
    }

    @Test func aFilmThatLeavesTheFolderOrHasTooManyFramesIsRefused() throws {
        let scratch = try ScratchDirectory()
        let folder = try Self.filmShard(in: scratch, "one", scene: "rin", tag: "ONE")
        let json = folder.appendingPathComponent("report.json").path
        let out = scratch.url.appendingPathComponent("out")
        var report = try SnapshotReport.read(folder: folder)

        report.cards[0].film?.actualFolder = "../elsewhere"
        try report.write(folder: folder)
        #expect(throws: ReportError.unsafeImagePath(report: json, path: "../elsewhere/frame-0000.png")) {
            try ReportMerge.merge(folders: [folder], into: out)
        }
        report.cards[0].film?.actualFolder = "images/s/one-appear/film/light@1x.actual"
        report.cards[0].film?.expectedAPNG = "https://example.com/x.png"
        try report.write(folder: folder)
        #expect(throws: ReportError.unsafeImagePath(report: json, path: "https://example.com/x.png")) {
            try ReportMerge.merge(folders: [folder], into: out)
        }
        // A count that would have the merge read (or the page show) millions of frames.
        report.cards[0].film?.expectedAPNG = nil
        report.cards[0].film?.expectedFrames = 100_000_000
        try report.write(folder: folder)
        #expect(throws: ReportError.self) { try ReportMerge.merge(folders: [folder], into: out) }
        // A frame the report names but the folder lacks.
        report.cards[0].film?.expectedFrames = 5
        try report.write(folder: folder)
        #expect(throws: ReportError.missingImage(report: json, path: "images/s/one-appear/film/light@1x.expected/frame-0003.png")) {
            try ReportMerge.merge(folders: [folder], into: out)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
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

import Foundation
import Testing

/// `keyline report merge` and `keyline report html`, on report folders written by hand as
/// docs/snapshots.md, "The report", documents them.
@Suite struct ReportCommandTests {
    /// A shard's report folder with one failing card whose images are `img/*.png`.
    static func shard(_ dir: TemporaryDirectory, _ name: String, scene: String, passed: Int) throws {
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("\(name)/img"), withIntermediateDirectories: true)
        for role in ["expected", "actual"] { try dir.write("\(name)/img/\(role).png", "\(name) \(role)") }
        try dir.write("\(name)/report.json", """
        {
          "formatVersion": 1,
          "summary": {"passed": \(passed), "failed": 1, "skipped": 0},
          "environmentNotes": [],
          "cards": [{
            "kind": "snapshot-failure", "scene": "\(scene)", "snapshot": "slide1", "variant": "light@2x",
            "message": "no golden", "images": {"expected": "img/expected.png", "actual": "img/actual.png"},
            "rerecordCommand": "keyline test Scenes/\(scene).yaml --record"
          }]
        }
        """)
    }

    @Test func mergeWritesOneFolderAndSaysWhatItHolds() throws {
        let dir = try TemporaryDirectory()
        try Self.shard(dir, "b", scene: "rin", passed: 2)
        try Self.shard(dir, "a", scene: "abc", passed: 3)
        let run = try KeylineProcess.run(["report", "merge", "b", "a", "--out", "merged"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("5 passed, 2 failed; 2 cards in "), "\(run.stdout)")
        #expect(dir.files(under: "merged") == [
            "abc/slide1/light@2x.actual.png", "abc/slide1/light@2x.expected.png", "index.html", "report.json",
            "rin/slide1/light@2x.actual.png", "rin/slide1/light@2x.expected.png",
        ])
        let html = try String(contentsOf: dir.url.appendingPathComponent("merged/index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<article class=\"card\"").count == 3)
        // abc first, whatever the order of the arguments.
        let abc = try #require(html.range(of: "abc · slide1")), rin = try #require(html.range(of: "rin · slide1"))
        #expect(abc.lowerBound < rin.lowerBound)
    }

    @Test func htmlRedrawsThePageFromReportJSON() throws {
        let dir = try TemporaryDirectory()
        try Self.shard(dir, "r", scene: "rin", passed: 0)
        #expect(!dir.exists("r/index.html"))
        let run = try KeylineProcess.run(["report", "html", "r"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(dir.exists("r/index.html"))
    }

    @Test func aFolderWithoutAReportFailsWithWhatToDo() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let run = try KeylineProcess.run(["report", "html", "empty"], in: dir.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("report.json: not a Keyline report: the file cannot be read"), "\(run.stderr)")
        let merge = try KeylineProcess.run(["report", "merge", "--out", "m"], in: dir.url)
        #expect(merge.status == 64)
    }
}

import Foundation
import Testing

/// `keyline test`: the summary line, exit statuses, record modes, CI, stale goldens, shards,
/// JUnit and the report. (KeylineProcess runs with CI=1: nothing is written unless asked.)
@Suite struct TestCommandTests {
    static func scene(fill: String = "#0D7377", snapshots: String = "[ { screen: main, appearance: all, scale: 1 } ]") -> String {
        """
        screens:
          main:
            body:
              rect: {}
              fill: "\(fill)"
              frame: { width: 100, height: 50 }
          other:
            body:
              text: Hello
        snapshots: \(snapshots)
        """
    }

    @Test func missingGoldensInCIFailAndWriteNothing() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", Self.scene())
        let run = try KeylineProcess.run(["test", scene], in: dir.url)
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("0 passed, 2 failed\n"), "\(run.stdout)")
        #expect(run.stdout.contains("FAIL s/main/light@1x: missing golden"))
        #expect(run.stdout.contains("keyline test s.yaml --filter s/main/light@1x --record=missing"))
        #expect(!dir.exists("Goldens"))
    }

    @Test func recordThenVerify() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", Self.scene())
        let record = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        #expect(record.status == 1)  // recorded goldens still fail the run that wrote them
        #expect(dir.files(under: "Goldens") == ["ENVIRONMENT.json", "s/main/dark@1x.png", "s/main/light@1x.png"])
        let verify = try KeylineProcess.run(["test", scene, "--junit", "junit.xml"], in: dir.url)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout == "2 passed, 0 failed\n")
        let junit = try String(contentsOf: dir.url.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"2\" failures=\"0\""))

        // One colour step: fails, with a report; --record=failed takes the new pixels.
        try dir.write("s.yaml", Self.scene(fill: "#0D7378"))
        let changed = try KeylineProcess.run(["test", scene], in: dir.url)
        #expect(changed.status == 1)
        #expect(changed.stdout.hasSuffix("0 passed, 2 failed\n"))
        #expect(dir.exists(".keyline/report/report.json"))
        #expect(dir.exists(".keyline/report/images/s/main/light@1x.diff.png"))
        #expect(try KeylineProcess.run(["test", scene, "--record=failed"], in: dir.url).status == 1)
        #expect(try KeylineProcess.run(["test", scene], in: dir.url).status == 0)
    }

    @Test func filterSkipsAndStaleIgnoresFilter() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", Self.scene())
        _ = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("Goldens/s/gone"), withIntermediateDirectories: true)
        try dir.write("Goldens/s/gone/light@1x.png", "x")
        let run = try KeylineProcess.run(["test", scene, "--filter", "dark"], in: dir.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("1 passed, 0 failed, 1 skipped\n"), "\(run.stdout)")
        // The light golden is not rendered by this run, and is still not stale.
        #expect(run.stdout.contains("1 stale golden"))
        #expect(run.stdout.contains("Goldens/s/gone/light@1x.png"))
        #expect(!run.stdout.contains("Goldens/s/main/light@1x.png"))
        let prune = try KeylineProcess.run(["test", scene, "--prune", "--shard", "2/2"], in: dir.url)
        #expect(prune.status == 0)
        #expect(dir.files(under: "Goldens") == ["ENVIRONMENT.json", "s/main/dark@1x.png", "s/main/light@1x.png"])
    }

    @Test func shardsSplitTheWork() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", Self.scene())
        _ = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        for i in 1...2 {
            let run = try KeylineProcess.run(["test", scene, "--shard", "\(i)/2", "--jobs", "1"], in: dir.url)
            #expect(run.stdout.hasSuffix("1 passed, 0 failed, 1 skipped\n"), "\(run.stdout)")
        }
    }

    @Test func anotherEnvironmentIsSaidFirstAndDoesNotFail() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", Self.scene())
        _ = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        // Goldens "recorded" with a Cairo no machine has: pixels still match, so the run
        // passes, and its first line says which version differs.
        let path = dir.url.appendingPathComponent("Goldens/ENVIRONMENT.json")
        var recorded = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: String])
        let current = try #require(recorded["Cairo"])
        recorded["Cairo"] = "0.9.1"
        try JSONSerialization.data(withJSONObject: recorded, options: [.sortedKeys]).write(to: path)
        let run = try KeylineProcess.run(["test", scene], in: dir.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "note: goldens were recorded with Cairo 0.9.1, this run has \(current): a pixel difference may come from that, not from your change")
        #expect(lines.last == "2 passed, 0 failed")
        // A failing run carries the same note to the top of its report.
        try dir.write("s.yaml", Self.scene(fill: "#0D7378"))
        let failing = try KeylineProcess.run(["test", scene], in: dir.url)
        #expect(failing.status == 1)
        let report = try String(contentsOf: dir.url.appendingPathComponent(".keyline/report/report.json"), encoding: .utf8)
        #expect(report.contains("goldens were recorded with Cairo 0.9.1"))
        #expect(try String(contentsOf: dir.url.appendingPathComponent(".keyline/report/index.html"), encoding: .utf8)
            .contains("goldens were recorded with Cairo 0.9.1"))
        try dir.write("s.yaml", Self.scene())
        // A verifying run leaves the recorded environment alone, and so does a record that
        // looked at only some goldens; a record that leaves every golden matching rewrites it.
        #expect(try String(contentsOf: path, encoding: .utf8).contains("0.9.1"))
        let partial = try KeylineProcess.run(["test", scene, "--record=all", "--filter", "dark"], in: dir.url)
        #expect(partial.stdout.contains("note: Goldens/ENVIRONMENT.json kept"), "\(partial.stdout)")
        #expect(try String(contentsOf: path, encoding: .utf8).contains("0.9.1"))
        _ = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        #expect(try !String(contentsOf: path, encoding: .utf8).contains("0.9.1"))
        #expect(try KeylineProcess.run(["test", scene], in: dir.url).stdout == "2 passed, 0 failed\n")
    }

    @Test func missingEnvironmentFileIsSaid() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", Self.scene())
        _ = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent("Goldens/ENVIRONMENT.json"))
        let run = try KeylineProcess.run(["test", scene], in: dir.url)  // CI=1: writes nothing
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("note: Goldens/ENVIRONMENT.json is missing"), "\(run.stdout)")
        #expect(!dir.exists("Goldens/ENVIRONMENT.json"))
    }

    @Test func sceneErrorsExit2AndUsageErrors64() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", Self.scene(snapshots: "[ { screen: mian } ]"))
        let bad = try KeylineProcess.run(["test", scene], in: dir.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("s.yaml:10:"), "\(bad.stderr)")
        #expect(bad.stderr.contains("no screen 'mian'"))
        #expect(bad.stderr.contains("main"))
        let good = try dir.write("g.yaml", Self.scene())
        #expect(try KeylineProcess.run(["test", good, "--shard", "3/2"], in: dir.url).status == 64)
        #expect(try KeylineProcess.run(["test", good, "--record=sometimes"], in: dir.url).status == 64)
    }
}

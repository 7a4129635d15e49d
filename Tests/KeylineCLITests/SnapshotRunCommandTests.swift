import Foundation
import Testing

/// `keyline test` as a way into the library's `SnapshotRun`: bounded counts with one message
/// on every command, scene discovery and names, groups, and re-record commands that run as
/// printed.
@Suite struct SnapshotRunCommandTests {
    @Test func aHugeShardIsRefusedWithItsLimit() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", TestCommandTests.scene())
        for shard in ["1/9223372036854775807", "1/99999999999999999999", "1/1001"] {
            let run = try KeylineProcess.run(["test", scene, "--shard", shard], in: dir.url)
            #expect(run.status == 64, "\(shard): \(run.stderr)")
            #expect(run.stderr.contains("at most 1000"), "\(run.stderr)")
        }
    }

    @Test func jobsAreBoundedTheSameOnEveryCommand() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", TestCommandTests.scene())
        for arguments in [["test", scene], ["lint", scene], ["render", scene, "--out", "out"]] {
            for jobs in ["257", "0", "-1"] {
                let run = try KeylineProcess.run(arguments + ["--jobs", jobs], in: dir.url)
                #expect(run.status == 64, "\(arguments[0]) --jobs \(jobs)")
                #expect(run.stderr.contains("--jobs \(jobs) is out of range: 1 to 256 threads"), "\(arguments[0]): \(run.stderr)")
            }
        }
    }

    @Test func anEmptyGoldensFolderIsRefused() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", TestCommandTests.scene())
        let run = try KeylineProcess.run(["test", scene, "--goldens", "", "--record"], in: dir.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("filesystem's root"), "\(run.stderr)")
    }

    @Test func yamlYmlAndJsonScenesAreFoundAndPruneKeepsTheirGoldens() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
        try dir.write("Scenes/a.yaml", TestCommandTests.scene(snapshots: "[ { screen: main, scale: 1 } ]"))
        try dir.write("Scenes/b.yml", TestCommandTests.scene(snapshots: "[ { screen: main, scale: 1 } ]"))
        try dir.write("Scenes/c.json", """
            {"screens": {"main": {"body": {"rect": {}, "fill": "#0D7377", "frame": {"width": 100, "height": 50}}}},
             "snapshots": [{"screen": "main", "scale": 1}]}
            """)
        let record = try KeylineProcess.run(["test", "--record"], in: dir.url)
        #expect(record.stdout.hasSuffix("0 passed, 3 failed\n"), "\(record.stdout)\(record.stderr)")
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("Goldens/b/gone"), withIntermediateDirectories: true)
        try dir.write("Goldens/b/gone/light@1x.png", "x")
        let prune = try KeylineProcess.run(["test", "--prune"], in: dir.url)
        #expect(prune.status == 0, "\(prune.stdout)\(prune.stderr)")
        #expect(prune.stdout.contains("pruned 1 stale golden: b/gone/light@1x.png"))
        #expect(dir.files(under: "Goldens") == ["ENVIRONMENT.json", "a/main/light@1x.png", "b/main/light@1x.png", "c/main/light@1x.png"])
    }

    @Test func twoScenesWithOneNameAreRefused() throws {
        let dir = try TemporaryDirectory()
        for folder in ["x", "y"] { try FileManager.default.createDirectory(at: dir.url.appendingPathComponent(folder), withIntermediateDirectories: true) }
        try dir.write("x/home.yaml", TestCommandTests.scene())
        try dir.write("y/home.yml", TestCommandTests.scene(fill: "#FF0000"))
        let run = try KeylineProcess.run(["test", "x/home.yaml", "y/home.yml", "--record"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("two scenes named 'home' in one run: x/home.yaml and y/home.yml"), "\(run.stderr)")
        #expect(!dir.exists("Goldens"))
    }

    @Test func aGroupIsPrintedAndItsCommandRecordsExactlyIt() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("my scenes"), withIntermediateDirectories: true)
        // Two screens, each its own fill: changing both makes two causes.
        let text = { (a: String, b: String) in
            """
            screens:
              one:
                body: { rect: {}, fill: "\(a)", frame: { width: 100, height: 50 } }
              two:
                body: { rect: {}, fill: "\(b)", frame: { width: 60, height: 30 } }
            snapshots: [ { screens: all, appearance: all, scale: 1 } ]
            """
        }
        // A folder with a space: the printed command must quote it. (A scene's own name may not
        // hold a quote: it names the goldens' folder, PathName.)
        let scene = try dir.write("my scenes/its.yaml", text("#0D7377", "#FF6F61"))
        _ = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        try dir.write(scene, text("#0E7C80", "#FF0000"))
        let failing = try KeylineProcess.run(["test", scene], in: dir.url)
        #expect(failing.stdout.contains("4 failures in 2 groups by cause:"), "\(failing.stdout)")
        let line = try #require(failing.stdout.split(separator: "\n").first { $0.contains("× colour #0D7377 → #0E7C80") })
        let command = try #require(line.components(separatedBy: "; re-record: ").last)
        #expect(command.hasPrefix("keyline test 'my scenes/its.yaml' --group "), "\(command)")
        // The printed command, run by a shell as it is (with this build's binary).
        let binary = try #require(KeylineProcess.binary)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "\"$KEYLINE\"" + command.dropFirst("keyline".count)]
        shell.currentDirectoryURL = dir.url
        shell.environment = ["KEYLINE": binary, "CI": "1", "PATH": "/usr/bin:/bin"]
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        let after = try KeylineProcess.run(["test", scene], in: dir.url)
        #expect(after.stdout.contains("FAIL its/two/light@1x"), "\(after.stdout)")
        #expect(!after.stdout.contains("FAIL its/one/"), "\(after.stdout)")
        #expect(after.stdout.hasSuffix("2 passed, 2 failed\n"))
        // The FAIL line's own command, run as printed, re-records that golden.
        let one = try #require(after.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL its/two/dark@1x") })
        let single = try #require(one.components(separatedBy: "re-record: ").last)
        #expect(single == "keyline test 'my scenes/its.yaml' --filter its/two/dark@1x --record=failed")
    }
}

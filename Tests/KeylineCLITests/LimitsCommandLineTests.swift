import Foundation
import Testing

/// What the command line does with hostile or mistaken input: every case ends in a result
/// or a message that names what is wrong, with the documented exit status — 2 for a scene
/// or curve (limits included), 64 for the command line, 1 for a resource limit or a
/// failed write — and nothing is written where it should not be.
@Suite struct LimitsCommandLineTests {
    static let box = CommandLineTests.box

    // MARK: 64: the command line

    @Test func keylineAloneShowsTheHelpAndExits64() throws {
        let dir = try TemporaryDirectory()
        let run = try KeylineProcess.run([], in: dir.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("USAGE: keyline <subcommand>"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func negativeNumbersAreOutOfRangeNotMissing() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        for (arguments, message) in [
            (["render", scene, "--out", "out", "--scale", "-1"], "--scale -1 is out of range: it is 1, 2 or 3"),
            (["render", scene, "--out", "out", "--sequence", "--fps", "-1"], "--fps -1 is out of range"),
            (["render", scene, "--out", "out", "--jobs", "-1"], "--jobs -1 is out of range: 1 to 256 threads"),
            (["render", scene, "--out", "out", "--sequence", "--at", "-0.5"], "--at -0.5 is out of range"),
            (["curve", "linear", "--duration", "-1", "--json"], "--duration -1 is out of range"),
            (["curve", "linear", "--samples", "-3", "--json"], "--samples -3 is out of range"),
        ] {
            let run = try KeylineProcess.run(arguments, in: dir.url)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("Missing value"), "\(arguments)")
        }
        #expect(!dir.exists("out"))
    }

    @Test func conflictingOrIgnoredOptionsAreRefused() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("urbannest.yaml", try String(contentsOf: KeylineProcess.packageRoot.appendingPathComponent("Scenes/urbannest-onboarding.yaml"), encoding: .utf8))
        for (arguments, message) in [
            (["--storyboard", "flow", "--sequence"], "--sequence plays each screen's appear sequence and --storyboard a storyboard: give one of them"),
            (["--storyboard", "flow", "--all-storyboards"], "give --storyboard NAME or --all-storyboards, not both"),
            (["--all-storyboards", "--screen", "slide1"], "a storyboard starts on its own screen"),
            (["--at", "1"], "--at applies to motion: add --storyboard NAME, --all-storyboards or --sequence"),
            (["--contact-sheet"], "--contact-sheet applies to motion"),
            (["--fps", "30"], "--fps applies to motion"),
            (["--motion", "reduced"], "--motion applies to motion"),
            (["--sequence", "--at", "1", "--contact-sheet"], "--at renders one instant and --contact-sheet a whole sequence"),
            (["--sequence", "--every", "3"], "--every spaces the cells of a contact sheet: add --contact-sheet"),
        ] {
            let run = try KeylineProcess.run(["render", scene, "--out", "out"] + arguments, in: dir.url)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        let curve = try KeylineProcess.run(["curve", "linear", "--json", "--out", "x.png"], in: dir.url)
        #expect(curve.status == 64)
        #expect(curve.stderr.contains("--json prints samples and --out writes a plot: give one of them"))
        #expect(!dir.exists("out") && !dir.exists("x.png"))
    }

    /// `--out ''` used to write `/main/light@3x.png` at the filesystem's root.
    @Test func anEmptyOrFileOutputPathIsRefusedBeforeAnythingIsWritten() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        try dir.write("taken", "a file")
        for (arguments, message) in [
            (["render", scene, "--out", ""], "--out is empty: give the folder to write into"),
            (["render", scene, "--out", "taken"], "--out taken is a file, not a folder"),
            (["curve", "linear", "--out", ""], "--out is empty: give the file to write, such as curve.png"),
            (["curve", "linear", "--out", "."], "--out . is a folder, not a file"),
        ] {
            let run = try KeylineProcess.run(arguments, in: dir.url)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(dir.files(under: ".").filter { !$0.hasPrefix(".std") } == ["box.yaml", "taken"])
        #expect(!FileManager.default.fileExists(atPath: "/main"))
    }

    // MARK: 2: the scene or the curve

    @Test func aSceneBeyondALimitExits2WithTheLimitNamed() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("huge.yaml", "screens:\n  main:\n    body:\n      vstack:\n        - foreach: 1e19\n          content: { text: x }\n")
        let run = try KeylineProcess.run(["render", scene, "--out", "out", "--scale", "1"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("huge.yaml:5:20: error: 'foreach' is 1e+19; it is limited to 1000 [scene.limit-exceeded]"), "\(run.stderr)")
        #expect(run.stderr.contains("(docs/limits.md)"))
        #expect(!dir.exists("out"))
    }

    @Test func aStateNumberOutOfRangeOnTheCommandLineExits2() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("counter.yaml", CommandLineTests.counter)
        let run = try KeylineProcess.run(["layout", scene, "--screen", "main", "--state", "count=1e308"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: --state count=1e308: 1e+308 is out of range; state numbers are limited to ±1e15 [input.invalid-value]"), "\(run.stderr)")
    }

    /// A spring this slow cannot be sampled: a curve error (2) pointing at the argument.
    @Test func aCurveThatCannotBeSampledExits2AtTheArgument() throws {
        let dir = try TemporaryDirectory()
        let run = try KeylineProcess.run(["curve", "spring(response: 1e308, dampingFraction: 0.5)", "--json"], in: dir.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("<argument>:1:"), "\(run.stderr)")
        #expect(run.stderr.contains("[animation.invalid]"))
        #expect(run.stdout.isEmpty)
    }

    // MARK: JSON is JSON

    @Test func curveJSONIsValidJSON() throws {
        let dir = try TemporaryDirectory()
        let run = try KeylineProcess.run(["curve", "linear(duration: 2)", "--duration", "2", "--samples", "3", "--json"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let samples = try #require(json["samples"] as? [[String: Any]])
        #expect(samples.map { $0["t"] as? Double } == [0, 1, 2])
        #expect(samples.map { $0["value"] as? Double } == [0, 0.5, 1])
        // A span too long to sample is refused rather than printed as `inf`.
        let huge = try KeylineProcess.run(["curve", "linear", "--duration", "1e308", "--json"], in: dir.url)
        #expect(huge.status == 64)
        #expect(huge.stderr.contains("--duration 1e+308 is out of range: more than 0, at most 3600 seconds"), "\(huge.stderr)")
        #expect(huge.stdout.isEmpty)
    }

    /// Two views at the length limit stacked: 200,000 pt, still numbers in the JSON.
    @Test func layoutJSONOfViewsAtTheLengthLimitIsValidJSON() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("tall.yaml", """
        screens:
          main:
            body:
              vstack:
                - rect:
                  frame: { height: 100000 }
                  id: a
                - rect:
                  frame: { height: 100000 }
                  id: b
              spacing: 0
        """)
        let run = try KeylineProcess.run(["layout", scene, "--screen", "main", "--json"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        // Centred in the safe area (47 … 810): the stack's top is 428.5 − 100,000.
        let a = try #require(nodes.first { $0["id"] as? String == "a" }?["frame"] as? [String: Any])
        #expect(a["y"] as? Double == -99_571.5)
        #expect(a["height"] as? Double == 100_000)
    }

    // MARK: 1: resources and writing

    @Test func moreFramesThanASequenceMayHaveExits1BeforeDrawingAny() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("long.yaml", """
        screens:
          main:
            state: { n: 0 }
            body: { text: "${n}" }
        storyboards:
          flow:
            screen: main
            duration: 600
            events:
              - { at: 1, set: { n: 1 } }
        """)
        let run = try KeylineProcess.run(["render", scene, "--out", "out", "--storyboard", "flow", "--fps", "240", "--scale", "1"], in: dir.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: 'flow' lasts 600 s: 144001 frames at 240 fps; a sequence is limited to 40000 frames [output.limit-exceeded]"), "\(run.stderr)")
        #expect(dir.files(under: "out").isEmpty)
    }

    /// A run killed with SIGKILL leaves its temp file; the next run into that folder
    /// removes it and says so, but leaves one a live run is still writing.
    @Test func aRunRemovesUnfinishedFilesAKilledRunLeft() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("out/main"), withIntermediateDirectories: true)
        // A process that has ended: its pid names no process now.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = "out/main/.light@1x.png.\(gone.processIdentifier)-1.partial"
        let live = "out/main/.light@1x.png.\(getpid())-7.partial"  // this test process
        try dir.write(stale, "half a PNG")
        try dir.write(live, "being written")
        let run = try KeylineProcess.run(["render", scene, "--out", "out", "--scale", "1"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("removed 1 unfinished file left by an interrupted run: out/main/.light@1x.png.\(gone.processIdentifier)-1.partial"), "\(run.stderr)")
        #expect(!dir.exists(stale))
        #expect(dir.exists(live))
        #expect(dir.exists("out/main/light@1x.png"))
    }

    /// A real full disk: a 4 KB tmpfs in a private mount namespace (`unshare`), where
    /// that is allowed; elsewhere the test is skipped (AtomicFileTests cover the error).
    @Test(.enabled(if: Self.canMountTinyFilesystem))
    func aFullDiskExits1WithAClearMessageAndLeavesNoPartialFile() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        let binary = try #require(KeylineProcess.binary)
        let script = "mkdir -p disk && mount -t tmpfs -o size=4k tmpfs disk && \(binary) render box.yaml --out disk/out --scale 3; status=$?; ls -A disk/out/main; exit $status"
        let run = try KeylineProcess.run(["-rm", "sh", "-c", script], in: dir.url, executable: "/usr/bin/unshare")
        _ = scene
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("error: cannot write disk/out/main/light@3x.png: No space left on device [output.failed]"), "\(run.stderr)")
        #expect(run.stderr.contains("note: Free some disk space (or raise the quota) and run again."))
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "left behind: \(run.stdout)")
    }

    static let canMountTinyFilesystem: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-rm", "sh", "-c", "d=$(mktemp -d) && mount -t tmpfs -o size=64k tmpfs $d && umount $d && rmdir $d"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()
}

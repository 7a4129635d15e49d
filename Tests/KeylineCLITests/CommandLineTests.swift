import Foundation
import Testing

/// The command line as a user meets it: exit statuses (0 done, 1 failure, 2 invalid input,
/// 64 usage), diagnostics on standard error, JSON on standard output, files written or not.
@Suite struct CommandLineTests {
    /// One text view, 100 × 50, in SF Pro (drawn with its stand-in, which is said once).
    static let box = """
    device: iphone14
    screens:
      main:
        body:
          text: Hello
          font: { family: SF Pro, size: 17 }
          frame: { width: 100, height: 50 }
          id: box
    """

    /// 'paddng' is on line 5, after six spaces: column 7.
    static let misspelt = """
    screens:
      main:
        body:
          text: Hi
          paddng: 16
    """

    /// Valid as written; `--state count=many` makes `count * 2` fail while laying out.
    static let counter = """
    screens:
      main:
        state: { count: 1 }
        body:
          text: "${count * 2}"
          id: label
    """

    // MARK: 0

    @Test func renderWritesOnePNGPerVariantAndSaysTheStandInOnce() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        let run = try KeylineProcess.run(["render", scene, "--out", "out", "--scale", "1", "--appearance", "all", "--jobs", "2"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(dir.files(under: "out") == ["main/dark@1x.png", "main/light@1x.png"])
        #expect(run.stderr.contains("wrote 2 PNGs"))
        // Two variants on two threads draw SF Pro; the note is said once, without a location.
        #expect(run.stderr.components(separatedBy: "[font.stand-in]").count - 1 == 1)
        #expect(run.stderr.split(separator: "\n").contains { $0.hasPrefix("note: SF Pro is not available on Linux") })
    }

    @Test func aSeedScreenRenders() throws {
        let dir = try TemporaryDirectory()
        let scene = KeylineProcess.packageRoot.appendingPathComponent("Scenes/urbannest-onboarding.yaml").path
        let run = try KeylineProcess.run(["render", scene, "--screen", "slide1", "--scale", "1", "--out", "out"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(dir.files(under: "out") == ["slide1/light@1x.png"])
    }

    @Test func helpAndVersionExit0() throws {
        let dir = try TemporaryDirectory()
        #expect(try KeylineProcess.run(["--help"], in: dir.url).status == 0)
        #expect(try KeylineProcess.run(["--version"], in: dir.url).status == 0)
    }

    // MARK: 2

    @Test func anUnknownKeyExits2WithItsLocationAndCaretAndWritesNothing() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("bad.yaml", Self.misspelt)
        let run = try KeylineProcess.run(["render", scene, "--out", "out", "--scale", "1"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("""
        bad.yaml:5:7: error: unknown key 'paddng' for 'text' [scene.unknown-key]
                  paddng: 16
                  ^~~~~~
            note: did you mean 'padding'?
        1 error in bad.yaml; nothing was written
        """), "\(run.stderr)")
        #expect(!dir.exists("out"))
        #expect(run.stdout.isEmpty)
    }

    @Test func layoutShowsTheSourceLineAndCaretToo() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("bad.yaml", Self.misspelt)
        let run = try KeylineProcess.run(["layout", scene, "--screen", "main", "--json"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("bad.yaml:5:7: error: unknown key 'paddng' for 'text' [scene.unknown-key]\n          paddng: 16\n          ^~~~~~\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test func anErrorWhileLayingOutPointsInsideTheExpression() throws {
        // Found only once `--state` replaces the declared value, after loading.
        let dir = try TemporaryDirectory()
        let scene = try dir.write("counter.yaml", Self.counter)
        let run = try KeylineProcess.run(["layout", scene, "--screen", "main", "--state", "count=many"], in: dir.url)
        #expect(run.status == 2)
        // `      text: "${` is 15 characters: the expression starts at column 16, and its
        // operator, 6 characters in, is at column 22.
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("counter.yaml:5:22: error: ") }, "\(run.stderr)")
        #expect(lines[header].hasSuffix("[expression.invalid]"))
        #expect(lines[header + 1] == "          text: \"${count * 2}\"")
        #expect(lines[header + 2] == "    " + String(repeating: " ", count: 21) + "^")
    }

    @Test func aScreenTheSceneDoesNotHaveExits2WithTheNearestName() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        let run = try KeylineProcess.run(["layout", scene, "--screen", "mian"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: no screen 'mian' in box.yaml [input.unknown-name]\n    note: did you mean 'main'?"), "\(run.stderr)")
    }

    @Test func aMissingSceneFileExits2() throws {
        let dir = try TemporaryDirectory()
        let run = try KeylineProcess.run(["layout", "nowhere.yaml", "--screen", "main"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("nowhere.yaml:1:1: error: cannot open the scene file: no such file [scene.unreadable]"))
    }

    @Test func aMisspeltCurveExits2WithACaretUnderTheArgument() throws {
        let dir = try TemporaryDirectory()
        let run = try KeylineProcess.run(["curve", "spring(response: 0.5, dampingFactor: 0.7)", "--json"], in: dir.url)
        #expect(run.status == 2)
        // `spring(response: 0.5, ` is 22 characters: the label starts at column 23.
        #expect(run.stderr.contains("""
        <argument>:1:23: error: unknown argument 'dampingFactor' [animation.invalid]
            spring(response: 0.5, dampingFactor: 0.7)
                                  ^~~~~~~~~~~~~
            note: did you mean 'dampingFraction'?
        """), "\(run.stderr)")
    }

    // MARK: 64

    @Test func malformedCommandLinesExit64() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        for arguments in [
            ["render", scene, "--out", "out", "--bogus"],          // an unknown flag
            ["render", scene, "--out", "out", "--scale", "7"],     // a value validate() refuses
            ["render", scene],                                     // a required option missing
            ["layout", scene],
            ["frobnicate"],                                        // an unknown command
        ] {
            let run = try KeylineProcess.run(arguments, in: dir.url)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
        }
        #expect(!dir.exists("out"))
    }

    // MARK: 1

    @Test func anUnwritableOutputExits1() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        try dir.write("blocker", "a file where the output folder would go")
        let run = try KeylineProcess.run(["render", scene, "--out", "blocker/out", "--scale", "1"], in: dir.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: cannot write blocker/out/main/light@1x.png"), "\(run.stderr)")
        #expect(run.stderr.contains("[output.failed]"))
    }

    // MARK: layout --json

    @Test func layoutJSONHasTheDocumentedShape() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.box)
        let run = try KeylineProcess.run(["layout", scene, "--screen", "main", "--json"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["screen"] as? String == "main")
        // iPhone 14: 390 × 844 pt, safe area 47 pt at the top and 34 pt at the bottom.
        let canvas = try #require(json["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 390)
        #expect(canvas["height"] as? Double == 844)
        let safeArea = try #require(canvas["safeArea"] as? [String: Any])
        #expect(Set(safeArea.keys) == ["top", "bottom", "leading", "trailing"])
        #expect(safeArea["top"] as? Double == 47)
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        #expect(nodes.count == 1)
        let node = try #require(nodes.first)
        #expect(node["id"] as? String == "box")
        #expect(node["kind"] as? String == "text")
        // Centred in the safe area: x = (390 − 100) / 2, y = 47 + (844 − 47 − 34 − 50) / 2.
        let frame = try #require(node["frame"] as? [String: Any])
        #expect(frame["x"] as? Double == 145)
        #expect(frame["y"] as? Double == 403.5)
        #expect(frame["width"] as? Double == 100)
        #expect(frame["height"] as? Double == 50)
    }
}

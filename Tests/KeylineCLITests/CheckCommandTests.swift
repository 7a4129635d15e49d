import Foundation
import Testing

/// `keyline check`: its table, its JSON and its exit statuses (0 all hold, 1 one fails,
/// 2 invalid input, 64 a malformed command line).
@Suite struct CheckCommandTests {
    /// A 100x50 box centred in iPhone 14's safe area (47…810): its top is
    /// 47 + (763 − 50) / 2 = 403.5.
    static func scene(_ expectations: [String]) -> String {
        """
        device: iphone14
        screens:
          main:
            body:
              rect:
              fill: "#0D7377"
              frame: { width: 100, height: 50 }
              id: box
        expect:

        """ + expectations.map { "  - " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test func allHoldingExits0WithATableAndASummary() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.scene(["box.height == 50", "box.width >= 44", "\"box.fill == #0D7377\""]))
        let run = try KeylineProcess.run(["check", scene], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
        main · light@3x
          ✓ pass  box.height == 50     == 50       50
          ✓ pass  box.width >= 44      >= 44       100
          ✓ pass  box.fill == #0D7377  == #0D7377  #0D7377

        main · dark@3x
          ✓ pass  box.height == 50     == 50       50
          ✓ pass  box.width >= 44      >= 44       100
          ✓ pass  box.fill == #0D7377  == #0D7377  #0D7377

        6 passed, 0 failed

        """)
        #expect(!run.stderr.contains("[expectation.failed]"))
    }

    @Test func aFailureExits1AndIsSaidAtItsLocationWithTheSpecsSentence() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.scene([
            "box.height == 50",
            "{ expect: box.top == safeArea.top + 356, note: \"Box — 356pt below the safe area\" }",
        ]))
        let run = try KeylineProcess.run(["check", scene], in: dir.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("""
          ✗ FAIL  box.top == safeArea.top + 356  == 403  403.5  (off by +0.5)
                  box.yaml:11:15  spec: Box — 356pt below the safe area
        """), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("2 passed, 2 failed\n"))
        #expect(run.stderr.contains("""
        box.yaml:11:15: error: expectation failed: box.top == safeArea.top + 356 (spec == 403) — main light@3x: measured 403.5, off by +0.5; main dark@3x: measured 403.5, off by +0.5 [expectation.failed]
              - { expect: box.top == safeArea.top + 356, note: "Box — 356pt below the safe area" }
                          ^
            note: spec: Box — 356pt below the safe area
        """), "\(run.stderr)")
        // Within a tolerance it holds.
        try dir.write("box.yaml", Self.scene(["box.top == safeArea.top + 356 ± 0.5"]))
        #expect(try KeylineProcess.run(["check", scene], in: dir.url).status == 0)
    }

    @Test func jsonAndTheVariantOptions() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.scene(["box.height == 50", "box.width == 100 at all", "box.width == 100 device iphoneSE"]))
        let run = try KeylineProcess.run(["check", scene, "--json", "--appearance", "dark", "--dynamic-type", "large,AX5"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        // The scene's device, and the SE for the expectation that names it (only for it).
        #expect(results.map { "\($0["variant"] ?? "") \($0["expectation"] ?? "")" } == [
            "dark@3x box.height == 50", "dark@3x box.width == 100 at all", "dark-AX5@3x box.width == 100 at all",
            "dark-iphoneSE@3x box.width == 100 device iphoneSE",
        ])
        #expect(object["passed"] as? Int == 4 && object["failed"] as? Int == 0)
        // --device says which devices: the others' expectations are left out, the rest are measured on it.
        let one = try KeylineProcess.run(["check", scene, "--json", "--appearance", "light", "--device", "iphoneSE", "--dynamic-type", "large"], in: dir.url)
        let oneResults = try #require((try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])?["results"] as? [[String: Any]])
        #expect(oneResults.map { "\($0["variant"] ?? "") \($0["expectation"] ?? "")" } == [
            "light-iphoneSE@3x box.height == 50", "light-iphoneSE@3x box.width == 100 at all", "light-iphoneSE@3x box.width == 100 device iphoneSE",
        ])
    }

    @Test func invalidInputExits2AndAMalformedCommandLine64() throws {
        let dir = try TemporaryDirectory()
        let bad = try dir.write("bad.yaml", Self.scene(["box.heigth == 50"]))
        let run = try KeylineProcess.run(["check", bad], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("bad.yaml:10:9: error: unknown attribute 'heigth' [expression.unknown-name]"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)

        let scene = try dir.write("box.yaml", Self.scene(["box.height == 50"]))
        let screen = try KeylineProcess.run(["check", scene, "--screen", "mian"], in: dir.url)
        #expect(screen.status == 2 && screen.stderr.contains("[input.unknown-name]"), "\(screen.stderr)")
        #expect(try KeylineProcess.run(["check", scene, "--dynamic-type", "huge"], in: dir.url).status == 64)
        #expect(try KeylineProcess.run(["check", scene, "--appearance", "dim"], in: dir.url).status == 64)
    }
}

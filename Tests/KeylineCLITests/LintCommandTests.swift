import Foundation
import Testing

/// `keyline lint` as a user runs it: 0 when nothing is found, 1 when anything is, 2 for an
/// invalid scene or name, 64 for a malformed command line; one line per finding, or JSON.
@Suite struct LintCommandTests {
    /// Passes every lint: #666666 on white is 5.74:1, in a text style, well inside the
    /// safe area; the button has its text as its label and is 44 pt tall.
    static let clean = """
    components:
      Button:
        role: button
        params: { title: string }
        body:
          text: $title
          font: body
          color: white
          padding: { horizontal: 16 }
          frame: { minHeight: 44 }
          background: { roundedRect: 8, fill: "#0D7377" }
    screens:
      main:
        body:
          vstack:
            - text: Welcome
              font: title
              color: { light: "#666666", dark: "#A0A0A0" }
            - Button: { title: Continue }
              id: cta
    """

    /// #777777 on white is 4.48:1 (fails in light); 12 pt fixed; the icon is too small.
    static let broken = """
    screens:
      main:
        body:
          vstack:
            - text: Faint
              font: { family: Inter, size: 12 }
              color: "#777777"
              id: faint
            - image: { systemName: xmark }
              accessibility: { label: Close, traits: [button] }
              id: close
    """

    @Test func aCleanSceneExits0() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("clean.yaml", Self.clean)
        let run = try KeylineProcess.run(["lint", scene], in: dir.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "0 findings in 1 screen (light, dark)\n")
    }

    @Test func findingsExit1OneLineEach() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("broken.yaml", Self.broken)
        let run = try KeylineProcess.run(["lint", scene], in: dir.url)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "broken.yaml:5:11: warning: 'faint' has contrast 4.48:1, #777777 on #FFFFFF; text under 18 pt (14 pt bold) needs 4.5:1 (WCAG 1.4.3) (main in light) [lint.contrast]",
            "broken.yaml:5:11: warning: 'faint' has a fixed size (12 pt) that does not follow Dynamic Type; use a text style or relativeTo: (main in light, dark) [lint.dynamic-type]",
            // xmark at SwiftUI's default font, body (17 pt): its ink, 14.24 units of the 24-unit grid.
            "broken.yaml:9:11: warning: 'close' is interactive but 12.702x12.702 pt; tappable areas need at least 44x44 pt (Apple HIG) (main in light, dark) [lint.hit-target]",
            "3 findings in 1 screen (light, dark)",
        ])
    }

    @Test func jsonIsValidAndStable() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("broken.yaml", Self.broken)
        let one = try KeylineProcess.run(["lint", scene, "--json", "--jobs", "1"], in: dir.url)
        let two = try KeylineProcess.run(["lint", scene, "--json", "--jobs", "2", "--appearance", "all"], in: dir.url)
        #expect(one.status == 1)
        #expect(one.stdout == two.stdout)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect(json["variants"] as? [String] == ["light", "dark"])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { $0["code"] as? String } == ["lint.contrast", "lint.dynamic-type", "lint.hit-target"])
        #expect(findings.first?["line"] as? Int == 5)
        #expect(findings.first?["element"] as? String == "faint")
        let occurrences = try #require(findings.first?["occurrences"] as? [[String: Any]])
        #expect(occurrences.first?["variants"] as? [String] == ["light"])
        #expect((json["summary"] as? [String: Any])?["findings"] as? Int == 3)
    }

    @Test func everyDynamicTypeSize() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("clean.yaml", Self.clean)
        let run = try KeylineProcess.run(["lint", scene, "--appearance", "light", "--dynamic-type", "all", "--json"], in: dir.url)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((json["variants"] as? [String])?.count == 12)
        #expect((json["variants"] as? [String])?.last == "light-AX5")
    }

    @Test func invalidInputExits2AndUsageErrors64() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("bad.yaml", """
        screens:
          main:
            body:
              text: Hi
              lint: { ignore: [contrast] }
        """)
        let invalid = try KeylineProcess.run(["lint", scene], in: dir.url)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("bad.yaml:5:7: error: a lint suppression needs 'reason:'"))
        let clean = try dir.write("clean.yaml", Self.clean)
        #expect(try KeylineProcess.run(["lint", clean, "--screen", "mian"], in: dir.url).status == 2)
        #expect(try KeylineProcess.run(["lint", clean, "--dynamic-type", "huge"], in: dir.url).status == 64)
    }

    @Test func layoutJSONHasTheReadingOrder() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("clean.yaml", Self.clean)
        let run = try KeylineProcess.run(["layout", scene, "--screen", "main", "--json"], in: dir.url)
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let order = try #require(json["readingOrder"] as? [[String: Any]])
        #expect(order.map { $0["label"] as? String } == ["Welcome", "Continue"])
        #expect(order.last?["traits"] as? [String] == ["button"])
        #expect(order.last?["id"] as? String == "cta")
        let cta = try #require((json["nodes"] as? [[String: Any]])?.first { $0["id"] as? String == "cta" })
        let accessibility = try #require(cta["accessibility"] as? [String: Any])
        #expect(accessibility["label"] as? String == "Continue")
        #expect(accessibility["readingIndex"] as? Int == 1)
    }
}

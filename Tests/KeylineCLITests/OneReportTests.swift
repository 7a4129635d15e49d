import Foundation
import Testing

/// `keyline check`, `lint` and `test` write into one report folder (`--report[=DIR]`), each
/// replacing its own cards where it ran and keeping the others'. docs/snapshots.md, "The report".
@Suite struct OneReportTests {
    /// `title` (Title 3, 20/25) above `words` (body, #AAAAAA: 2.32:1 on white, a contrast
    /// finding in light), 12 apart, while the expectation says 16.
    static func scene(titleColour: String = "#1E1E1E", gap: Int = 16) -> String {
        """
        screens:
          main:
            body:
              vstack:
                - text: Title
                  font: title3
                  color: "\(titleColour)"
                  id: title
                - text: Faint words
                  font: body
                  color: "#AAAAAA"
                  id: words
              spacing: 12
          other:
            body:
              text: Hello
              font: body
              id: hello
        expect:
          - { expect: words.top - title.bottom == \(gap), note: "Title to text: \(gap)pt" }
        snapshots: [ { screen: main, scale: 2 } ]
        """
    }

    static func json(_ dir: TemporaryDirectory, _ folder: String = ".keyline/report") throws -> [String: Any] {
        let data = try Data(contentsOf: dir.url.appendingPathComponent("\(folder)/report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func cards(_ report: [String: Any]) -> [String] {
        (report["cards"] as? [[String: Any]] ?? []).map { card in
            "\(card["snapshot"] ?? "") \(card["variant"] ?? "") \(card["kind"] ?? "")"
        }
    }

    @Test func checkThenLintThenTestLeaveOneReportWithAllThree() throws {
        let dir = try TemporaryDirectory()
        try dir.write("s.yaml", Self.scene())
        #expect(try KeylineProcess.run(["test", "s.yaml", "--record"], in: dir.url).status == 1)
        // The golden is recorded; now the title's colour changes by a step.
        try dir.write("s.yaml", Self.scene(titleColour: "#2E2E2E"))

        let check = try KeylineProcess.run(["check", "s.yaml", "--report"], in: dir.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("report: .keyline/report/index.html (3 cards, 2 from this command)"), "\(check.stderr)")
        let lint = try KeylineProcess.run(["lint", "s.yaml", "--appearance", "light", "--report"], in: dir.url)
        #expect(lint.status == 1)
        let test = try KeylineProcess.run(["test", "s.yaml"], in: dir.url)
        #expect(test.status == 1)
        #expect(test.stdout.contains("report: .keyline/report/index.html"))

        // Grouped by screen and variant, sorted; in a group: snapshot, expectations, lint.
        let report = try Self.json(dir)
        #expect(Self.cards(report) == ["main dark@2x expectation-failures", "main light@2x snapshot-failure",
                                       "main light@2x expectation-failures", "main light@2x lint-findings"])
        let tallies = (report["tallies"] as? [[String: Any]] ?? []).map { "\($0["kind"] ?? "") \($0["snapshot"] ?? "") \($0["variant"] ?? "")" }
        #expect(tallies == ["snapshot-failure main light@2x",
                            "expectation-failures main dark@2x", "expectation-failures main light@2x",
                            "lint-findings main light@2x", "lint-findings other light@2x"])
        let cards = report["cards"] as? [[String: Any]] ?? []
        let expectation = try #require(cards[2]["expectations"] as? [[String: Any]]).first
        #expect(expectation?["measured"] as? String == "12")
        #expect(expectation?["note"] as? String == "Title to text: 16pt")
        // Line 20 of the scene; the expectation starts after "  - { expect: ", at column 15.
        #expect(expectation?["location"] as? String == "s.yaml:20:15")
        let finding = try #require(cards[3]["findings"] as? [[String: Any]]).first
        #expect(finding?["code"] as? String == "lint.contrast")
        #expect(finding?["outlined"] as? Bool == true)
        #expect(dir.files(under: ".keyline/report/images") == [
            "s/main/dark@2x.redline.png", "s/main/light@2x.actual.png", "s/main/light@2x.diff.png", "s/main/light@2x.expected.png",
            "s/main/light@2x.outlined.png", "s/main/light@2x.redline.png",
        ])

        // The spec is fixed: check's cards and redlines go; lint's and test's stay.
        try dir.write("s.yaml", Self.scene(titleColour: "#2E2E2E", gap: 12))
        #expect(try KeylineProcess.run(["check", "s.yaml", "--report"], in: dir.url).status == 0)
        #expect(Self.cards(try Self.json(dir)) == ["main light@2x snapshot-failure", "main light@2x lint-findings"])
        #expect(!dir.exists(".keyline/report/images/s/main/light@2x.redline.png"))
        #expect(!dir.exists(".keyline/report/images/s/main/dark@2x.redline.png"))
        #expect(dir.exists(".keyline/report/images/s/main/light@2x.outlined.png"))
        let html = try String(contentsOf: dir.url.appendingPathComponent(".keyline/report/index.html"), encoding: .utf8)
        #expect(html.contains("Expectations: <strong class=\"passed\">0 failed</strong>, 2 held in 2 screen variants"))

        // Merge and html keep the kinds.
        let merge = try KeylineProcess.run(["report", "merge", ".keyline/report", "--out", "merged"], in: dir.url)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(Self.cards(try Self.json(dir, "merged")) == ["main light@2x snapshot-failure", "main light@2x lint-findings"])
        #expect(dir.files(under: "merged").contains("s/main/light@2x~2.outlined.png"))
        #expect(try KeylineProcess.run(["report", "html", "merged"], in: dir.url).status == 0)
    }

    @Test func anotherFolderAndJSONOutputStayApart() throws {
        let dir = try TemporaryDirectory()
        try dir.write("s.yaml", Self.scene())
        let check = try KeylineProcess.run(["check", "s.yaml", "--json", "--report=out/r"], in: dir.url)
        #expect(check.status == 1)
        // Standard output is the JSON alone; where the report went is said on standard error.
        #expect((try? JSONSerialization.jsonObject(with: Data(check.stdout.utf8))) != nil, "\(check.stdout)")
        #expect(check.stderr.contains("report: out/r/index.html"))
        #expect(dir.exists("out/r/report.json") && dir.exists("out/r/index.html"))
        #expect(!dir.exists(".keyline"))
        // A clean lint run still records that it ran (its tallies), with no card.
        try dir.write("clean.yaml", "screens:\n  main:\n    body:\n      text: Hello\n      font: body\n")
        #expect(try KeylineProcess.run(["lint", "clean.yaml", "--report=out/r"], in: dir.url).status == 0)
        let report = try Self.json(dir, "out/r")
        #expect(Self.cards(report) == ["main dark@2x expectation-failures", "main light@2x expectation-failures"])
        #expect((report["tallies"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "lint-findings" && $0["scene"] as? String == "clean" })
        // --report names a folder: a file there is a usage error.
        try dir.write("file", "x")
        #expect(try KeylineProcess.run(["lint", "clean.yaml", "--report=file"], in: dir.url).status == 64)
    }
}

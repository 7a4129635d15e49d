import Foundation
import KeylineCheck
import KeylineCore
import Testing

/// How `keyline check` says what it found: the table, the JSON, and a diagnostic per
/// failing expectation.
@Suite struct CheckReportTests {
    let report: CheckReport

    init() throws {
        report = try check([
            "box.height == 48",
            "{ expect: box.width == 120, note: \"Box — Width: 120pt\" }",
            "skip.hidden on other",
        ])
    }

    @Test func theTableIsGroupedByScreenAndVariantAndReadsWithoutColour() {
        let table = report.table()
        let line = firstExpectationLine + 1
        #expect(table == """
        main · light@3x
          ✓ pass  box.height == 48      == 48   48
          ✗ FAIL  box.width == 120      == 120  100  (off by -20)
                  test.yaml:\(line):15  spec: Box — Width: 120pt

        main · dark@3x
          ✓ pass  box.height == 48      == 48   48
          ✗ FAIL  box.width == 120      == 120  100  (off by -20)
                  test.yaml:\(line):15  spec: Box — Width: 120pt

        other · light@3x
          ✓ pass  box.height == 48      == 48   48
          ✗ FAIL  box.width == 120      == 120  100  (off by -20)
                  test.yaml:\(line):15  spec: Box — Width: 120pt
          ✓ pass  skip.hidden on other  hidden  absent

        other · dark@3x
          ✓ pass  box.height == 48      == 48   48
          ✗ FAIL  box.width == 120      == 120  100  (off by -20)
                  test.yaml:\(line):15  spec: Box — Width: 120pt
          ✓ pass  skip.hidden on other  hidden  absent

        6 passed, 4 failed
        """)
        #expect(!table.contains("\u{1B}["))
        #expect(report.table(colors: true).contains("\u{1B}[1;31m✗ FAIL\u{1B}[0m"))
    }

    @Test func longExpectationsGetALineOfTheirOwn() throws {
        let long = "box.top - title.bottom + button.top - box.bottom == -2 on main in light"
        let table = try check([long]).table()
        #expect(table.contains("  ✓ pass  \(long)\n" + String(repeating: " ", count: 10) + String(repeating: " ", count: 48) + "  == -2"))
    }

    @Test func jsonIsValidWithKeysInTheDocumentedOrder() throws {
        let json = report.json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["scene"] as? String == "test.yaml")
        #expect(object["passed"] as? Int == 6 && object["failed"] as? Int == 4)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 10)
        let failure = results[1]
        #expect(failure["screen"] as? String == "main" && failure["variant"] as? String == "light@3x")
        #expect(failure["expected"] as? String == "== 120" && failure["measured"] as? String == "100")
        #expect(failure["verdict"] as? String == "fail" && failure["reason"] as? String == "off by -20")
        #expect(failure["note"] as? String == "Box — Width: 120pt")
        #expect(failure["location"] as? String == "test.yaml:\(firstExpectationLine + 1):15")
        #expect(results[0]["note"] is NSNull && results[0]["reason"] is NSNull)
        // Keys in a fixed order, so the output diffs well.
        #expect(json.hasPrefix("{\"scene\": \"test.yaml\", \"passed\": 6, \"failed\": 4, \"results\": [\n  {\"screen\": \"main\", \"variant\": \"light@3x\", \"appearance\": \"light\", \"device\": \"iphone14\", \"dynamicTypeSize\": \"large\", \"expectation\": \"box.height == 48\", \"location\": "))
        #expect(json.contains("\"expected\": \"== 48\", \"measured\": \"48\", \"verdict\": \"pass\", \"reason\": null}"))
    }

    @Test func eachFailingExpectationIsOneDiagnosticAtItsPlace() throws {
        let diagnostics = report.failureDiagnostics
        try #require(diagnostics.count == 1)
        let d = diagnostics[0]
        #expect(d.code == .expectationFailed && d.severity == .error)
        #expect(d.location == SourceLocation(file: "test.yaml", line: firstExpectationLine + 1, column: 15))
        #expect(d.message == "expectation failed: box.width == 120 (spec == 120) — main light@3x: measured 100, off by -20; main dark@3x: measured 100, off by -20; other light@3x: measured 100, off by -20; and 1 more")
        #expect(d.notes.map(\.message) == ["spec: Box — Width: 120pt"])
    }

    @Test func aSceneWithoutExpectationsSaysSo() throws {
        let document = try load(fixtureScene)
        let report = try ExpectationCheck.run(document, variants: ExpectationCheck.variants(for: document), measurer: .init())
        #expect(report.table() == "no expectations measured in test.yaml\n\n0 passed, 0 failed")
        #expect(report.json() == "{\"scene\": \"test.yaml\", \"passed\": 0, \"failed\": 0, \"results\": []}")
    }
}

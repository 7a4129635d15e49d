import Foundation
import Testing
@testable import KeylineSnapshot

/// report.json round trips with sorted keys; index.html escapes what it is given.
@Suite struct ReportTests {
    static let figures = ReportFigures(
        verdict: "different", expectedSize: ReportSize(width: 780, height: 1688), actualSize: ReportSize(width: 780, height: 1688),
        comparedPixels: 1_316_640, maskedPixels: 400, unequalPixels: 20000, differingPixels: 20000, allowedDifferingPixels: 0,
        antiAliasedPixels: 0, largestChannelDelta: 1, differenceBounds: ReportRect(x: 290, y: 807, width: 200, height: 100),
        threshold: 0)

    static let report = SnapshotReport(
        summary: ReportSummary(passed: 7, failed: 2, skipped: 1),
        environmentNotes: ["cairo 1.18.0 here, goldens recorded with 1.16.0"],
        cards: [
            ReportCard(
                kind: .snapshotFailure, scene: "urbannest-onboarding", snapshot: "slide1", variant: "dark@2x",
                message: "20000 pixels differ", images: ReportImages(expected: "e.png", actual: "a.png", diff: "d.png"),
                figures: figures, masks: [ReportRect(x: 10, y: 20, width: 20, height: 20)],
                rerecordCommand: "keyline test Scenes/urbannest-onboarding.yaml --filter 'slide1/dark@2x' --record=failed"),
            // A kind from a later version: kept as it is.
            ReportCard(kind: ReportCard.Kind("accessibility-audit"), scene: "rin", snapshot: "home", variant: "light@3x", message: "2 findings"),
        ])

    @Test func jsonRoundTripsWithSortedKeysAndAbsentOptionals() throws {
        let data = try Self.report.jsonData()
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(try SnapshotReport.decode(data) == Self.report)
        // Top-level keys in alphabetical order, slashes not escaped.
        let keys = ["\"cards\"", "\"environmentNotes\"", "\"formatVersion\"", "\"summary\""]
        let offsets = try keys.map { try #require(text.range(of: "\n  \($0)")).lowerBound }
        #expect(offsets == offsets.sorted())
        #expect(text.contains("\"kind\" : \"accessibility-audit\""))
        #expect(text.contains("'slide1/dark@2x'"))
        // The second card has no figures, images or command: those keys are absent, once each.
        #expect(text.components(separatedBy: "\"figures\"").count == 2)
        #expect(text.components(separatedBy: "\"rerecordCommand\"").count == 2)
        // Encoding twice gives the same bytes.
        #expect(try Self.report.jsonData() == data)
    }

    @Test func aNewerFormatIsRefusedAndAMissingKeyNamed() throws {
        let newer = Data(#"{"formatVersion": 2, "cards": []}"#.utf8)
        #expect(throws: ReportError.newerFormat(path: "r.json", version: 2)) { try SnapshotReport.decode(newer, path: "r.json") }
        let noCards = Data(#"{"formatVersion": 1, "summary": {"passed": 0, "failed": 0, "skipped": 0}, "environmentNotes": []}"#.utf8)
        do {
            _ = try SnapshotReport.decode(noCards, path: "r.json")
            Issue.record("decoded a report without cards")
        } catch {
            #expect(error.description.contains("key \"cards\" is missing"), "\(error)")
        }
        #expect(throws: ReportError.self) { try SnapshotReport.decode(Data("not json".utf8)) }
    }

    @Test func escapingCoversTheFiveCharactersAndControls() {
        #expect(ReportHTML.escape(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(ReportHTML.escape("line\nnext\u{1B}") == "line\nnext\u{FFFD}")
        // Paths: # ? % and spaces stay in the path; @ and / are kept.
        #expect(ReportHTML.url("my scene/slide#1/light@2x?.png") == "my%20scene/slide%231/light@2x%3F.png")
        #expect(ReportHTML.url("50%/é.png") == "50%25/%C3%A9.png")
        #expect(ReportHTML.count(1_316_640) == "1,316,640")
        #expect(ReportHTML.count(999) == "999")
        #expect(ReportHTML.count(1000) == "1,000")
    }

    @Test func hostileNamesCannotAddMarkup() {
        var card = Self.report.cards[0]
        card.scene = "<img src=x onerror=alert(1)>"
        card.message = "</article><script>alert(2)</script>"
        card.rerecordCommand = "keyline test '<b>'"
        card.images = ReportImages(expected: "x\"onload=\"alert(3).png", actual: "a.png")
        let html = ReportHTML(report: SnapshotReport(summary: ReportSummary(passed: 0, failed: 1), cards: [card])).document
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("\"onload"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt; · slide1 · dark@2x"))
        #expect(html.contains("x%22onload%3D%22alert%283%29.png"))
        // The page's own script is the only one.
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test func cardsShowTheirViewsFiguresMasksAndCommand() throws {
        let html = ReportHTML(report: Self.report).document
        #expect(html.components(separatedBy: "<article class=\"card\"").count == 3)
        #expect(html.contains("<strong class=\"failed\">2 failed</strong>, 7 passed, 1 skipped"))
        #expect(html.contains("cairo 1.18.0 here"))
        // The snapshot card: three views, one slider (a range input with a label).
        #expect(html.components(separatedBy: "type=\"range\"").count == 2)
        #expect(html.contains("<label class=\"split-label\" for=\"card-1-split\">"))
        #expect(html.contains("id=\"card-1-split\""))
        #expect(html.contains("src=\"d.png\""))
        // Figures: 20000 of 1316640 is 1.52 %.
        #expect(html.contains("<th scope=\"row\">Differing pixels</th><td>20,000 of 1,316,640 (1.52 %)</td>"))
        #expect(html.contains("<th scope=\"row\">Largest channel delta</th><td>1 of 255</td>"))
        #expect(html.contains("<th scope=\"row\">Differences within</th><td>200×100 px at (290, 807)</td>"))
        // The mask, in the expected image's pixels, over expected, actual and the slider (3×).
        #expect(html.components(separatedBy: "viewBox=\"0 0 780 1688\"").count == 4)
        #expect(html.contains("<rect x=\"10\" y=\"20\" width=\"20\" height=\"20\"/>"))
        #expect(html.contains("--filter &#39;slide1/dark@2x&#39; --record=failed</code>"))
        // Nothing is fetched: no http(s) address anywhere.
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func aMissingGoldenHasNoSlider() {
        let card = ReportCard(kind: .snapshotFailure, scene: "s", snapshot: "n", variant: "light@2x",
                              message: "no golden", images: ReportImages(actual: "a.png"))
        let html = ReportHTML(report: SnapshotReport(summary: ReportSummary(passed: 0, failed: 1), cards: [card])).document
        #expect(!html.contains("type=\"range\""))
        #expect(html.contains("No expected image (no golden yet)."))
    }
}

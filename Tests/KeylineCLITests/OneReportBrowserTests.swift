import Foundation
import KeylineTestSupport
import Testing

/// A real combined report in headless Chromium (Debian's `chromium`, which `Scripts/test`
/// installs), as `ReportBrowserTests` opens the snapshot report: a temporary copy of
/// UrbanNest with a failing expectation, a lint finding and a changed pixel injected, run
/// through `keyline check`, `lint` and `test`, opened from `file://`; every kind of card
/// renders with its images loaded. Skipped when Chromium is missing, except under CI.
@Suite struct OneReportBrowserTests {
    /// UrbanNest with the description's light grey lightened (#666666 → #A8A8A8: its
    /// expectation fails, its contrast falls to 2.38:1, its pixels change) and the title's
    /// gap to the description said to be 16 (the layout has 12); the real golden of
    /// slide1 in light, to fail against.
    static func injectedScene(in dir: TemporaryDirectory) throws {
        let root = KeylineProcess.packageRoot
        let manager = FileManager.default
        try manager.copyItem(at: root.appendingPathComponent("Scenes/assets"), to: dir.url.appendingPathComponent("Scenes/assets"))
        var text = try String(contentsOf: root.appendingPathComponent("Scenes/urbannest-onboarding.yaml"), encoding: .utf8)
        for (from, to) in [("description: { light: \"#666666\"", "description: { light: \"#A8A8A8\""),
                           ("description.top - title.bottom == 12,", "description.top - title.bottom == 16,")] {
            #expect(text.contains(from), "the seed scene no longer has \(from)")
            text = text.replacingOccurrences(of: from, with: to)
        }
        try dir.write("Scenes/urbannest-onboarding.yaml", text)
        // The goldens' environment too, so that the page has no note about a missing one.
        try manager.createDirectory(at: dir.url.appendingPathComponent("Goldens"), withIntermediateDirectories: true)
        try manager.copyItem(at: root.appendingPathComponent("Goldens/ENVIRONMENT.json"), to: dir.url.appendingPathComponent("Goldens/ENVIRONMENT.json"))
        let golden = "Goldens/urbannest-onboarding/slide1/light@2x.png"
        try manager.createDirectory(at: dir.url.appendingPathComponent(golden).deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: root.appendingPathComponent(golden), to: dir.url.appendingPathComponent(golden))
    }

    @Test(.enabled(if: HeadlessChromium.binary != nil || HeadlessChromium.underCI, "chromium is not installed (Scripts/test installs it; under CI=true this test runs)"))
    func checkLintAndTestCardsAllRenderWithTheirImages() throws {
        let dir = try TemporaryDirectory()
        try Self.injectedScene(in: dir)
        let scene = "Scenes/urbannest-onboarding.yaml"
        #expect(try KeylineProcess.run(["check", scene, "--screen", "slide1", "--report"], in: dir.url).status == 1)
        #expect(try KeylineProcess.run(["lint", scene, "--screen", "slide1", "--appearance", "light", "--report"], in: dir.url).status == 1)
        let test = try KeylineProcess.run(["test", scene, "--filter", "urbannest-onboarding/slide1/light@2x", "--report"], in: dir.url)
        #expect(test.status == 1, "\(test.stdout)")

        let page = dir.url.appendingPathComponent(".keyline/report/index.html")
        let dom = try HeadlessChromium.run(["--dump-dom", "--window-size=1280,1400"], address: page.absoluteString + "?selftest", scratch: dir.url)
        // slide1 in light: the snapshot, the expectations, the lint; in dark: the expectations.
        #expect(HeadlessChromium.attribute("data-kind", ofTagsStarting: "<article", in: dom)
                == ["expectation-failures", "snapshot-failure", "expectation-failures", "lint-findings"], "\(dom.prefix(600))")
        #expect(HeadlessChromium.attribute("aria-labelledby", ofTagsStarting: "<section class=\"group\"", in: dom) == ["group-1-title", "group-2-title"])
        #expect(dom.contains("urbannest-onboarding · slide1 · light@2x</h2>"))
        // Every image decoded: the redlines, expected/actual/diff (with the slider's two),
        // the outlined render.
        #expect(HeadlessChromium.attribute("data-images", ofTagsStarting: "<article", in: dom) == ["1", "5", "1", "1"])
        #expect(HeadlessChromium.attribute("data-images-loaded", ofTagsStarting: "<article", in: dom) == ["1", "5", "1", "1"])
        #expect(HeadlessChromium.attribute("data-rendered", ofTagsStarting: "<article", in: dom) == ["true", "true", "true", "true"])
        // The snapshot's images are all one width and fill the card.
        #expect(HeadlessChromium.attribute("data-views-fill", ofTagsStarting: "<article", in: dom)[1] == "1.00")
        #expect(HeadlessChromium.attribute("data-selftest", ofTagsStarting: "<body", in: dom) == ["pass"])
        // The summary at the top names all three.
        #expect(dom.contains("Snapshots: <strong class=\"failed\">1 failed</strong>, 0 passed"))
        #expect(dom.contains("Lint: <strong class=\"failed\">1 finding</strong> in 1 of 1 screen variant"))
        #expect(dom.contains("<code>description.top - title.bottom == 16</code>"))

        // A picture of the page, for a person to look at (KEYLINE_REPORT_SCREENSHOT=path).
        if let path = ProcessInfo.processInfo.environment["KEYLINE_REPORT_SCREENSHOT"] {
            _ = try HeadlessChromium.run(["--screenshot=\(path)", "--window-size=1280,4200", "--hide-scrollbars"], address: page.absoluteString, scratch: dir.url)
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}

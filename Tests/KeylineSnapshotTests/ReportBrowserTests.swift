import Foundation
import KeylineTestSupport
import Testing
@testable import KeylineSnapshot

/// The report opened from the file system in headless Chromium (Debian's `chromium`, which
/// `Scripts/test` installs): every card renders with its images loaded, and the slider moves.
///
/// The page checks itself when its address has `?selftest` (`ReportPage.script`) and writes
/// the results into the DOM, which `--dump-dom` prints once the page has loaded. Skipped
/// when Chromium is missing, except under CI, where a missing browser fails.
@Suite struct ReportBrowserTests {
    /// Two failure cards with real PNGs (Keyline's encoder) in folders whose names need
    /// escaping: a colour change with a mask and a diff image, and a size mismatch.
    static func writeReport(in folder: URL) throws {
        func png(_ image: PixelImage, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(try image.encodedPNG()).write(to: url)
        }
        // 60 × 120: teal, and the same with a 20 × 20 coral square at (20, 50).
        let expected = PixelImage(width: 60, height: 120, filledWith: opaque(0x0D7377))
        var pixels = expected.pixels
        for y in 50..<70 { for x in 20..<40 { pixels[y * 60 + x] = opaque(0xFF6F61) } }
        let actual = PixelImage(width: 60, height: 120, pixels: pixels)
        let mask = PixelRect(x: 0, y: 0, width: 60, height: 12)
        let comparison = ImageComparison.compare(expected, actual, options: ComparisonOptions(masks: [mask]), drawingDiff: true)
        let diff = try #require(comparison.diffImage)
        try png(expected, "rin & co/home #1/light@2x.expected.png")
        try png(actual, "rin & co/home #1/light@2x.actual.png")
        try png(diff, "rin & co/home #1/light@2x.diff.png")
        let taller = PixelImage(width: 60, height: 130, filledWith: opaque(0x0D7377))
        try png(expected, "abc/settings/dark@2x.expected.png")
        try png(taller, "abc/settings/dark@2x.actual.png")

        let cards = [
            ReportCard(kind: .snapshotFailure, scene: "rin & co", snapshot: "home #1", variant: "light@2x",
                       message: comparison.summary,
                       images: ReportImages(expected: "rin & co/home #1/light@2x.expected.png",
                                            actual: "rin & co/home #1/light@2x.actual.png",
                                            diff: "rin & co/home #1/light@2x.diff.png"),
                       figures: ReportFigures(comparison), masks: [ReportRect(mask)],
                       rerecordCommand: "keyline test 'Scenes/rin & co.yaml' --filter 'home #1/light@2x' --record=failed"),
            ReportCard(kind: .snapshotFailure, scene: "abc", snapshot: "settings", variant: "dark@2x",
                       message: "different sizes: expected 60x120, actual 60x130",
                       images: ReportImages(expected: "abc/settings/dark@2x.expected.png", actual: "abc/settings/dark@2x.actual.png"),
                       rerecordCommand: "keyline test Scenes/abc.yaml --filter 'settings/dark@2x' --record=failed"),
        ]
        try SnapshotReport(summary: ReportSummary(passed: 5, failed: 2), environmentNotes: ["cairo 1.18.0 here; the goldens were recorded with 1.16.0"],
                           cards: cards).write(folder: folder)
    }

    @Test(.enabled(if: HeadlessChromium.binary != nil || HeadlessChromium.underCI, "chromium is not installed (Scripts/test installs it; under CI=true this test runs)"))
    func everyCardRendersAndTheSliderMoves() throws {
        let scratch = try ScratchDirectory()
        let report = scratch.url.appendingPathComponent("report")
        try Self.writeReport(in: report)
        let page = report.appendingPathComponent("index.html").absoluteString + "?selftest"
        let dom = try HeadlessChromium.run(["--dump-dom", "--window-size=1280,1400"], address: page, scratch: scratch.url)

        #expect(HeadlessChromium.attribute("data-cards", ofTagsStarting: "<body", in: dom) == ["2"], "\(dom.prefix(400))")
        #expect(HeadlessChromium.attribute("data-kind", ofTagsStarting: "<article", in: dom) == ["snapshot-failure", "snapshot-failure"])
        // Card 1: expected and actual side by side, both again in the slider, and the diff.
        // Card 2 (sizes differ): four, no diff. Every image decoded (naturalWidth > 0).
        #expect(HeadlessChromium.attribute("data-images", ofTagsStarting: "<article", in: dom) == ["5", "4"])
        #expect(HeadlessChromium.attribute("data-images-loaded", ofTagsStarting: "<article", in: dom) == ["5", "4"])
        #expect(HeadlessChromium.attribute("data-rendered", ofTagsStarting: "<article", in: dom) == ["true", "true"])
        // Set to 20 and to 80, the divider stood at 20 % and 80 % of the overlay's width.
        #expect(HeadlessChromium.attribute("data-slider", ofTagsStarting: "<article", in: dom) == ["moved", "moved"])
        // (To a pixel: the overlay's width is a fraction of a pixel now and then.)
        let positions = HeadlessChromium.attribute("data-slider-positions", ofTagsStarting: "<article", in: dom)
            .map { $0.split(separator: " ").compactMap { Double($0) } }
        #expect(positions.count == 2 && positions.allSatisfy { $0.count == 2 && abs($0[0] - 0.2) < 0.005 && abs($0[1] - 0.8) < 0.005 },
                "\(positions)")
        // The images of a card are all one width (side by side, slider, diff), and with
        // the diff (card 1) the row of them fills the card.
        #expect(HeadlessChromium.attribute("data-image-widths", ofTagsStarting: "<article", in: dom) == ["equal", "equal"])
        #expect(HeadlessChromium.attribute("data-views-fill", ofTagsStarting: "<article", in: dom).first == "1.00")
        #expect(HeadlessChromium.attribute("data-selftest", ofTagsStarting: "<body", in: dom) == ["pass"])
        // Text with & and # arrived as text.
        #expect(dom.contains("rin &amp; co · home #1 · light@2x"))

        // A picture of the page, for a person to look at (KEYLINE_REPORT_SCREENSHOT=path).
        if let path = ProcessInfo.processInfo.environment["KEYLINE_REPORT_SCREENSHOT"] {
            _ = try HeadlessChromium.run(["--screenshot=\(path)", "--window-size=1280,1400", "--hide-scrollbars"],
                                  address: report.appendingPathComponent("index.html").absoluteString, scratch: scratch.url)
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}

import Foundation
import KeylineCompare
import KeylineCore
import KeylinePixels
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots")

/// The distances issue 15's two open spacing deltas rest on, read off the screenshots alone
/// (no render): docs/real-screens.md compares them with SwiftUI's text-aware spacing as
/// OpenSwiftUI reads it, which explains neither screen, so Keyline keeps 8 pt. These hold the
/// measurements that comparison quotes; a new reading of the rule is checked against them.
extension RealScreenshotTests {
    /// Runs of pixel rows (top, bottom + 1, in pixels) in which some pixel of columns `xs`
    /// passes `ink`, from row `from` to row `to`.
    static func inkRuns(_ image: PixelImage, xs: Range<Int>, rows: Range<Int>,
                        ink: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> [(top: Int, end: Int)] {
        var runs: [(top: Int, end: Int)] = []
        for y in rows where xs.contains(where: { ink(image.straightRGBA(x: $0, y: y)) }) {
            if let last = runs.last, last.end == y { runs[runs.count - 1].end = y + 1 } else { runs.append((y, y + 1)) }
        }
        return runs
    }

    /// EnergyStats' seven step rows (HowToObtainAPIKeyView: `HStack(alignment: .top) {
    /// Circle()…frame(width: 18).padding(.top, 1); Text(…) }` in a VStack of default spacing).
    @Test func energyStatsStepRowsAsMeasured() throws {
        let shot = try Screenshot(contentsOf: folder.appendingPathComponent("EnergyStats/login.png").path, device: nil, scale: nil)
        // The circles: systemYellow at 70 % on white (255, 219, 77), left of the texts.
        let circles = Self.inkRuns(shot.image, xs: 60..<160, rows: 1150..<2000) { $0.red > 200 && $0.blue < 200 }
            .map { (top: Double($0.top) / 3, height: Double($0.end - $0.top) / 3) }
        try #require(circles.count == 7, "seven circles: \(circles)")
        // Each is 18 pt tall, where the source writes only its width: Circle's size is the
        // square of the smaller side offered (OpenSwiftUI's Shapes.swift), as Keyline's circle too.
        #expect(circles.allSatisfy { abs($0.height - 18) <= 0.01 }, "\(circles)")
        // Single-line rows: 29 or 29.33 pt apart (29.17 on average; Keyline: a 20.33-pt line
        // and 8 pt of spacing, 28.33).
        let pitches = (1..<6).map { circles[$0].top - circles[$0 - 1].top }
        #expect(pitches.allSatisfy { $0 >= 28.99 && $0 <= 29.34 }, "\(pitches)")
        #expect(abs(pitches.reduce(0, +) / 5 - 29.17) <= 0.1, "\(pitches)")
        // Step 6 wraps: its row is 50.33 pt from the next, its two lines' ink 21 pt apart, so
        // a second line adds 21.17: the rows are as far apart as any constant spacing gives.
        #expect(abs(circles[6].top - circles[5].top - 50.33) <= 0.01, "\(circles)")
        let lines = Self.inkRuns(shot.image, xs: 160..<1170, rows: 1680..<1800) { Int($0.red) + Int($0.green) + Int($0.blue) < 480 }
        try #require(lines.count == 2, "step 6's two lines: \(lines)")
        #expect(abs(Double(lines[1].top - lines[0].top) / 3 - 21) <= 0.01, "\(lines)")
        // Where a body line's ink starts in its frame: each row's text starts at the row's top
        // (the circle's top less its 1-pt padding), its ink (C, l, k, h) 3.33 pt lower.
        let texts = Self.inkRuns(shot.image, xs: 160..<1170, rows: 1230..<1650) { Int($0.red) + Int($0.green) + Int($0.blue) < 480 }
        try #require(texts.count == 5, "steps 1 to 5: \(texts)")
        for (text, circle) in zip(texts, circles) {
            #expect(abs(Double(text.top) / 3 - (circle.top - 1) - 3.33) <= 0.01, "\(texts) \(circles)")
        }
        // "To get your API key:" (padded 8 below): its ink 30.67 pt above step 1's circle, so
        // (its frame 3.33 above its ink, 20.33 tall) 4.67 pt between its padding and the row.
        let header = Self.inkRuns(shot.image, xs: 0..<1170, rows: 1130..<1210) { Int($0.red) + Int($0.green) + Int($0.blue) < 480 }
        try #require(header.count == 1, "\(header)")
        #expect(abs(circles[0].top - Double(header[0].top) / 3 - 30.67) <= 0.01, "\(header) \(circles[0])")
        // The buttons' row (fills 33.33 tall, padded 16) ends 25.33 pt above the header's ink:
        // 6 pt above its frame. "Log me in"'s blue fill, on the row through its middle.
        let fill = Self.inkRuns(shot.image, xs: 700..<710, rows: 940..<1110) { $0.red < 60 && $0.blue > 200 }
        try #require(fill.count == 1, "\(fill)")
        #expect(abs(Double(header[0].top - fill[0].end) / 3 - 25.33) <= 0.01, "\(fill) \(header)")
    }

    /// AppleKit's grid (iOS 17.5): the first column's icons and names, row by row.
    @Test func appleKitGridColumnAsMeasured() throws {
        let shot = try Screenshot(contentsOf: folder.appendingPathComponent("AppleKit/grid.png").path, device: nil, scale: nil)
        let runs = Self.inkRuns(shot.image, xs: 40..<340, rows: 450..<2450) { Int($0.red) + Int($0.green) + Int($0.blue) < 735 }
            .map { (top: Double($0.top) / 3, height: Double($0.end - $0.top) / 3) }
        // Icon, name, icon, name… down the column (App Clips, Catalyst, Core ML, SF Symbols).
        try #require(runs.count == 8, "\(runs)")
        // App Clips and Catalyst: square art (77.33 pt of ink, centred in the 90-pt frame),
        // centres 167.33 pt apart; their names' ink tops (the l's) 168.33 apart.
        #expect(abs(runs[0].height - 77.33) <= 0.01 && abs(runs[2].height - 77.33) <= 0.01, "\(runs)")
        #expect(abs((runs[2].top + runs[2].height / 2) - (runs[0].top + runs[0].height / 2) - 167.33) <= 0.01, "\(runs)")
        #expect(abs(runs[3].top - runs[1].top - 168.33) <= 0.01, "\(runs)")
        // Where each name's line starts under its icon's 90-pt frame (the art's centre + 45).
        // "App Clips": its ink (the l's top, SF Pro's ascender 0.757 em high, 4.3 pt under a
        // 22-pt line's top, as EnergyStats' body lines show at 17 pt) 14.33 pt under the frame.
        let iconBottom = runs[0].top + runs[0].height / 2 + 45
        #expect(abs(runs[1].top - iconBottom - 14.33) <= 0.01, "\(runs)")
        // "Core ML" (no descender: its ink ends on the baseline) 31.33 pt under the third row's
        // square icon's frame (column 3, Metal's art): the line's top 20.95 above the baseline.
        let third = Self.inkRuns(shot.image, xs: 840..<1140, rows: 1500..<1800) { Int($0.red) + Int($0.green) + Int($0.blue) < 735 }
        try #require(third.count == 1 && abs(Double(third[0].end - third[0].top) / 3 - 77.33) <= 0.01, "\(third)")
        let thirdBottom = Double(third[0].top + third[0].end) / 6 + 45
        #expect(abs(runs[5].top + runs[5].height - thirdBottom - 31.33) <= 0.01, "\(runs) \(third)")
        // Both put the text's line about 10 pt under the image (14.33 − 4.3, 31.33 − 20.95),
        // where OpenSwiftUI's rule gives 7.97 (rounded to the pixel) or 9.30 (to 4 pt).
    }
}

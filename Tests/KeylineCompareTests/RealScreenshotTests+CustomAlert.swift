import Foundation
import KeylineCompare
import KeylineCore
import KeylinePixels
import KeylineRender
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots/CustomAlert")

/// SwiftUI's own alert, as CustomAlert's README shows it (divadretlaw/CustomAlert, MIT;
/// Screenshots/SOURCES.md): a 390 x 251 crop at one pixel per point of a 390-pt iPhone, not a
/// whole screen, so `keyline compare` cannot place it. The test measures the alert in the
/// screenshot and in Keyline's render of the same alert with the same rules (the box's edges
/// by the dimming around it, its corner row by row, the separator, the text's ink bands) and
/// holds every dimension within 1 pt of the screenshot's (AlertMetrics' [shot] values).
extension RealScreenshotTests {
    /// What the measurement finds in one image, in points (one pixel each at 1x), the text
    /// and separator relative to the box's top.
    struct AlertMeasure {
        var left = 0.0, right = 0.0, top = 0.0, bottom = 0.0
        /// How far the box's edge is from its left side on each of the first rows of its
        /// corner (coverage-weighted), with each row's middle's distance below the box's top.
        var corner: [(below: Double, inset: Double)] = []
        var separator = 0.0
        var titleInk = (top: 0.0, bottom: 0.0), messageInk = (top: 0.0, bottom: 0.0), buttonInk = (top: 0.0, bottom: 0.0)
        var width: Double { right - left }
        var height: Double { bottom - top }
    }

    /// Finds the alert box around the point (`x`, `y`), inside it, in `image` at 1x.
    static func measureAlert(_ image: PixelImage, x: Int, y: Int) throws -> AlertMeasure {
        func green(_ px: Int, _ py: Int) -> Double { Double(image.straightRGBA(x: px, y: py).green) }
        func luma(_ px: Int, _ py: Int) -> Double {
            let p = image.straightRGBA(x: px, y: py)
            return (Double(p.red) + Double(p.green) + Double(p.blue)) / 3
        }
        // The dimming beside the box and the box's own colour, a little inside its edge.
        let dimmed = green(5, y)
        var edge = x
        while edge > 0, abs(green(edge - 1, y) - dimmed) > 3 { edge -= 1 }
        let fill = green(edge + 6, y)
        func coverage(_ px: Int, _ py: Int) -> Double { min(1, max(0, (green(px, py) - dimmed) / (fill - dimmed))) }
        var m = AlertMeasure()
        // Left and right edges: the covered pixels along the row, summed from the edge.
        let scanLeft = max(0, edge - 4), scanRight = min(image.width - 1, x + (x - edge) + 4)
        m.left = Double(edge + 4) - (scanLeft..<(edge + 4)).reduce(0) { $0 + coverage($1, y) }
        var far = x
        while far < image.width - 1, abs(green(far + 1, y) - dimmed) > 3 { far += 1 }
        m.right = Double(far - 3) + ((far - 3)...scanRight).reduce(0) { $0 + coverage($1, y) }
        // Top and bottom: down the column 40 pt in from the left, clear of the text.
        let column = Int(m.left) + 40
        var firstRow = y, lastRow = y
        while firstRow > 0, abs(green(column, firstRow - 1) - dimmed) > 3 { firstRow -= 1 }
        while lastRow < image.height - 1, abs(green(column, lastRow + 1) - dimmed) > 3 { lastRow += 1 }
        m.top = Double(firstRow + 1) - coverage(column, firstRow)
        m.bottom = Double(lastRow) + coverage(column, lastRow)
        // The corner: on each of its first 12 rows, how far in the edge is.
        for row in firstRow..<(firstRow + 12) {
            let covered = (scanLeft..<(scanLeft + 24)).reduce(0) { $0 + coverage($1, row) }
            m.corner.append((Double(row) + 0.5 - m.top, Double(scanLeft + 24) - covered - m.left))
        }
        // The separator: the first row below the middle of the box, on the clear column, a
        // shade darker than the box.
        for row in (firstRow + 30)..<lastRow where green(column, row) < fill - 8 {
            m.separator = Double(row) - m.top
            break
        }
        // The text's ink: rows with dark pixels (the title and message, above the separator)
        // and blue ones (the button's title, below), between the side insets.
        let textColumns = (Int(m.left) + 16)..<(Int(m.right) - 16)
        var darkRows: [Int] = [], blueRows: [Int] = []
        for row in firstRow...lastRow {
            if Double(row) < m.top + m.separator, textColumns.contains(where: { luma($0, row) < 150 }) { darkRows.append(row) }
            if textColumns.contains(where: { let p = image.straightRGBA(x: $0, y: row); return p.blue > 200 && p.red < 150 }) { blueRows.append(row) }
        }
        // Two bands of dark rows: the title's and the message's, split at the first gap.
        guard let gap = zip(darkRows, darkRows.dropFirst()).first(where: { $1 - $0 > 1 }), let last = darkRows.last,
              let first = darkRows.first, let blueFirst = blueRows.first, let blueLast = blueRows.last else {
            throw MeasureFailure(description: "no title, message or button ink in the alert")
        }
        m.titleInk = (Double(first) - m.top, Double(gap.0 + 1) - m.top)
        m.messageInk = (Double(gap.1) - m.top, Double(last + 1) - m.top)
        m.buttonInk = (Double(blueFirst) - m.top, Double(blueLast + 1) - m.top)
        return m
    }

    struct MeasureFailure: Error, CustomStringConvertible { let description: String }

    /// The corner's inset `below` the top, read off `profile` between its two nearest rows.
    static func inset(_ profile: [(below: Double, inset: Double)], at below: Double) -> Double? {
        guard let upper = profile.lastIndex(where: { $0.below <= below }), upper + 1 < profile.count else { return nil }
        let (a, b) = (profile[upper], profile[upper + 1])
        return a.inset + (b.inset - a.inset) * (below - a.below) / (b.below - a.below)
    }

    /// The screenshot's decoded pixels, in sRGB.
    static func nativeAlertScreenshot() throws -> PixelImage {
        let decoded = try PNGDecoder().decodeTagged(contentsOf: folder.appendingPathComponent("native-alert.png").path)
        return decoded.image.convertedToSRGB(from: decoded.colorSpace)
    }

    @Test func customAlertsNativeAlert() throws {
        let shot = try Self.nativeAlertScreenshot()
        #expect(shot.width == 390 && shot.height == 251)
        let real = try Self.measureAlert(shot, x: 195, y: 125)
        // What a person measures (SOURCES.md): the box 270 pt wide from x 60, 124.32 tall; the
        // separator 79.66 pt under its top; the title's ink 23.66 to 36.66, the message's
        // 46.66 to 58.66, Cancel's 95.66 to 108.66 (measure.py: the same rules in Python).
        #expect(abs(real.left - 60) <= 0.1 && abs(real.width - 270) <= 0.1 && abs(real.height - 124.3) <= 0.1, "\(real)")
        #expect(abs(real.separator - 79.64) <= 0.4 && abs(real.titleInk.top - 23.64) <= 0.4 && abs(real.buttonInk.top - 95.64) <= 0.4, "\(real)")

        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent("native-alert.yaml").path)
        let variant = Variant(device: document.device, scale: 1)
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        let layout = pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: renderer)
        let render = PixelImage(copyingRender: renderer.rasterize(pipeline.displayList(layout, variant), scale: 1))
        let drawn = try Self.measureAlert(render, x: 195, y: 422)

        // The box: its width, its height, the separator's place.
        #expect(abs(drawn.left - real.left) <= 1 && abs(drawn.width - real.width) <= 1, "left \(drawn.left) vs \(real.left), width \(drawn.width) vs \(real.width)")
        #expect(abs(drawn.height - real.height) <= 1, "height \(drawn.height) vs \(real.height)")
        #expect(abs(drawn.separator - real.separator) <= 1, "separator \(drawn.separator) vs \(real.separator)")
        // The button row under the separator: the box's bottom less it, 44.33 pt.
        #expect(abs((drawn.height - drawn.separator) - (real.height - real.separator)) <= 1)
        // The text: each band's top and bottom (the stand-in font's ink is close to SF's: the
        // same sizes, caps within half a point).
        for (name, d, r) in [("title", drawn.titleInk, real.titleInk), ("message", drawn.messageInk, real.messageInk), ("button", drawn.buttonInk, real.buttonInk)] {
            #expect(abs(d.top - r.top) <= 1 && abs(d.bottom - r.bottom) <= 1, "\(name): drawn \(d), screenshot \(r)")
        }
        // The corner, row by row: a 13.33-pt continuous corner. The two images' rows fall at
        // different fractions of a pixel under the box's top, so the screenshot's profile is
        // read between its rows at each of Keyline's, from 1.5 to 10 pt down (the first row is
        // only partly covered in both). Within a third of a point a row, which tells 13.33 from
        // 10 or 17 (1 to 2 pt apart on these rows) but barely from 14 (0.2 to 0.4 pt).
        let compared = drawn.corner.filter { $0.below >= 1.5 && $0.below <= 10 }
        #expect(compared.count >= 7)
        for row in compared {
            let expected = try #require(Self.inset(real.corner, at: row.below), "no screenshot row around \(row.below)")
            #expect(abs(row.inset - expected) <= 0.34, "corner \(row.below) pt down: drawn \(row.inset) pt in, screenshot \(expected)")
        }
    }
}

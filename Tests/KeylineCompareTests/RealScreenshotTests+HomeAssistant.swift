import Foundation
import KeylineCompare
import KeylineCore
import KeylinePixels
import KeylineRender
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots/HomeAssistant")

/// Three of Home Assistant's own snapshot-test images (home-assistant/iOS, Apache-2.0; drawn by
/// iOS 18.2 in the iPhone13 configuration, 390 x 844 pt at @3x, no status bar; SOURCES.md), each
/// against Keyline's render of the scene rebuilt from its source, measured by the same rules in
/// both: the runs of a card's white and the grouped grey down one pixel column, and ink boxes.
/// They check what no earlier screenshot did: a toggle's row on iOS 18, `link` rows, and the
/// first section header under an inline bar outside a sheet.
extension RealScreenshotTests {
    /// A run of one colour down a pixel column, in points.
    struct Run: Equatable, CustomStringConvertible {
        var white: Bool
        var top: Double
        var height: Double
        var bottom: Double { top + height }
        var description: String { "\(white ? "white" : "grey") \(top) +\(height)" }
    }

    static let white = (255, 255, 255), groupedGrey = (242, 242, 247)
    /// The pixel column the runs are read down: 290 pt, between a row's title (its text from 40 pt)
    /// and what ends the row (a switch from 321 pt, a chevron or a checkmark), in both images.
    static let homeAssistantColumn = 870

    /// The runs of white and grouped grey (#F2F2F7) at least `minRows` pixels long down column
    /// `x`, from row `from` to `to` (pixels): cards, the gaps between them, rows between their
    /// separators. Within 3 levels a channel, so antialiased edges end a run.
    static func runs(in image: PixelImage, x: Int, from: Int, to: Int, minRows: Int = 6) -> [Run] {
        func kind(_ y: Int) -> Bool? {
            let p = image.straightRGBA(x: x, y: y)
            func near(_ c: (Int, Int, Int)) -> Bool {
                abs(Int(p.red) - c.0) + abs(Int(p.green) - c.1) + abs(Int(p.blue) - c.2) <= 3
            }
            return near(white) ? true : near(groupedGrey) ? false : nil
        }
        var out: [Run] = []
        var start = from, current = kind(from)
        for y in (from + 1)...min(to, image.height) {
            let k = y < min(to, image.height) ? kind(y) : nil
            if y == min(to, image.height) || k != current {
                if let current, y - start >= minRows {
                    out.append(Run(white: current, top: Double(start) / 3, height: Double(y - start) / 3))
                }
                start = y; current = k
            }
        }
        return out
    }

    /// The ink box (points) inside a region (pixels) of what differs from `background` by more
    /// than `threshold` (the sum of the channels' differences), as measure.py reads it.
    static func ink(in image: PixelImage, x0: Int, y0: Int, x1: Int, y1: Int, on background: (Int, Int, Int),
                    threshold: Int = 60) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in y0..<min(y1, image.height) {
            for x in x0..<min(x1, image.width) {
                let p = image.straightRGBA(x: x, y: y)
                let d = abs(Int(p.red) - background.0) + abs(Int(p.green) - background.1) + abs(Int(p.blue) - background.2)
                if d > threshold { minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y) }
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(x: Double(minX) / 3, y: Double(minY) / 3, width: Double(maxX - minX + 1) / 3, height: Double(maxY - minY + 1) / 3)
    }

    /// The snapshot and Keyline's render of the scene beside it, both at @3x.
    static func homeAssistant(_ png: String, _ yaml: String) throws -> (shot: PixelImage, render: PixelImage) {
        let shot = try Screenshot(contentsOf: folder.appendingPathComponent(png).path, device: nil, scale: nil)
        #expect(shot.device.size.width == 390 && shot.device.size.height == 844 && shot.scale == 3, "1170 x 2532 is a 390 x 844-pt phone at @3x")
        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent(yaml).path)
        let result = try ScreenComparer().compare(shot, document: document, screen: document.screens[0],
                                                  variant: Variant(device: shot.device, scale: 3), masks: [], renderer: Renderer())
        return (shot.image, result.render)
    }

    /// The runs from the first white one (the first card's first row) down.
    static func cardsAndRows(_ runs: [Run]) -> [Run] {
        Array(runs.drop { !$0.white })
    }

    /// PrivacyView (iOS 18.2): two sections of one Toggle each, with a footer. Each toggle's row
    /// is 44 pt, as GoCycling's six were on iOS 16: not the 53 pt (the 31-pt switch padded 11
    /// above and below) Keyline drew before, now `ListMetrics.toggleRowVerticalPadding`. The
    /// switch, 51 x 31, is centred in the row and reaches 2 pt past the row's trailing inset, as
    /// on iOS 16. Measured from the first toggle's card down (the app's own header row above it
    /// is not rebuilt).
    @Test func homeAssistantToggleRows() throws {
        let (shot, render) = try Self.homeAssistant("privacy.png", "privacy.yaml")
        let shotRuns = Self.cardsAndRows(Self.runs(in: shot, x: Self.homeAssistantColumn, from: 700, to: 1400))
        let renderRuns = Self.cardsAndRows(Self.runs(in: render, x: Self.homeAssistantColumn, from: 0, to: render.height))
        // white (row), grey (under the card, with the footer's text), white (row): the footer's
        // ink breaks the grey at column 600 on the snapshot, so take the white runs.
        let shotRows = shotRuns.filter(\.white), renderRows = renderRuns.filter(\.white)
        #expect(shotRows.count >= 2 && renderRows.count >= 2, "rows: \(shotRuns) / \(renderRuns)")
        guard shotRows.count >= 2, renderRows.count >= 2 else { return }
        for i in 0..<2 {
            #expect(abs(shotRows[i].height - 44) <= 0.01, "the snapshot's toggle row \(i): \(shotRows[i])")
            #expect(abs(renderRows[i].height - shotRows[i].height) <= 0.34, "Keyline's toggle row \(i): \(renderRows[i]) vs \(shotRows[i])")
        }
        // The switch's green, centred in its row, its trailing edge 2 pt past the row's inset;
        // the title at the row's inset. The inset is the card's margin, read from each image's
        // own card (20 pt in both: below).
        for (image, rows, name) in [(shot, shotRows, "snapshot"), (render, renderRows, "Keyline")] {
            for row in rows.prefix(2) {
                let y0 = Int(row.top * 3), y1 = Int(row.bottom * 3)
                let card = try #require(Self.leadingEdge(of: Self.white, in: image, y: row.top + 22, tolerance: 3), "\(name): the card")
                let cardEnd = try #require(Self.trailingEdge(of: Self.white, in: image, y: row.top + 22, tolerance: 3), "\(name): the card's end")
                let green = try #require(Self.ink(in: image, x0: Int((cardEnd - 80) * 3), y0: y0, x1: Int(cardEnd * 3), y1: y1, on: Self.white), "\(name): the switch")
                #expect(abs(green.width - 51) <= 0.34 && abs(green.height - 31) <= 0.34, "\(name): the switch \(green)")
                #expect(abs(green.minY - row.top - 6.5) <= 0.34, "\(name): the switch 6.5 pt under the row's top: \(green), \(row)")
                #expect(abs(green.maxX - (cardEnd - (390 - cardEnd) + 2)) <= 0.34, "\(name): the switch's trailing edge \(green), the card's \(cardEnd)")
                let title = try #require(Self.ink(in: image, x0: Int(card * 3), y0: y0, x1: Int((card + 150) * 3), y1: y1, on: Self.white), "\(name): the title")
                #expect(abs(title.minX - 2 * card - 0.67) <= 0.67, "\(name): the title at the row's inset: \(title), the card at \(card)")
            }
        }
        // The snapshot's card starts 20 pt from the 390-pt view's edge, as Keyline's does
        // (ListMetrics.margin: 20 on every iPhone; Keyline drew 16 below 393 pt before).
        let shotCard = try #require(Self.leadingEdge(of: Self.white, in: shot, y: shotRows[0].top + 22, tolerance: 3))
        let renderCard = try #require(Self.leadingEdge(of: Self.white, in: render, y: renderRows[0].top + 22, tolerance: 3))
        #expect(abs(shotCard - 20) <= 0.01 && abs(renderCard - 20) <= 0.01, "the cards' leading edges: \(shotCard), Keyline \(renderCard)")
        // Between the two cards: the first footer (two lines here) and the gap to the next
        // card, 64 pt on the snapshot, the footer's capitals 8.33 pt under the card.
        let shotGap = shotRows[1].top - shotRows[0].bottom, renderGap = renderRows[1].top - renderRows[0].bottom
        let shotFooter = try #require(Self.ink(in: shot, x0: 60, y0: Int(shotRows[0].bottom * 3) + 3, x1: 1110, y1: Int(shotRows[1].top * 3) - 3, on: Self.groupedGrey))
        let renderFooter = try #require(Self.ink(in: render, x0: 60, y0: Int(renderRows[0].bottom * 3) + 3, x1: 1110, y1: Int(renderRows[1].top * 3) - 3, on: Self.groupedGrey))
        #expect(abs(shotGap - 64) <= 0.01 && abs(shotFooter.minY - shotRows[0].bottom - 8.33) <= 0.01, "the snapshot: gap \(shotGap), footer \(shotFooter)")
        #expect(abs((renderFooter.minX - 2 * renderCard) - (shotFooter.minX - 2 * shotCard)) <= 0.67, "the footer's leading edge: \(renderFooter) vs \(shotFooter)")
        #expect(abs((renderFooter.minY - renderRows[0].bottom) - (shotFooter.minY - shotRows[0].bottom) - Self.footerDrift) <= 0.67,
                "the footer under its card: Keyline \(renderFooter.minY - renderRows[0].bottom), the snapshot \(shotFooter.minY - shotRows[0].bottom)")
        #expect(abs(renderGap - shotGap - Self.footerGapDrift) <= 1, "the gap between the cards: Keyline \(renderGap), the snapshot \(shotGap)")
    }

    /// How much lower Keyline draws a footer's first line under its card than iOS 18 does, and
    /// how much longer the gap to the next card (a two-line footer) comes out: none since
    /// ListMetrics.footerTopPadding (6) and sectionSpacingAfterFooter (24.33) were measured here
    /// (Keyline drew them 1 and 11.67 pt lower before); a change to the footer's spacing moves them.
    static let footerDrift = 0.0
    static let footerGapDrift = 0.0

    /// AboutView (iOS 18.2): sections of `Link` rows in a List. Each row is 44 pt, the title in
    /// the accent colour at the row's inset, and sections without a header or footer 35.33 pt
    /// apart (Keyline's `sectionSpacing`, 35, measured on iOS 15/16 screens). A NavigationLink
    /// outside a navigation stack is drawn greyed: the scene writes it as a disabled link.
    @Test func homeAssistantLinkRows() throws {
        let (shot, render) = try Self.homeAssistant("about.png", "about.yaml")
        let shotRuns = Self.cardsAndRows(Self.runs(in: shot, x: Self.homeAssistantColumn, from: 940, to: 2000))
        let renderRuns = Self.cardsAndRows(Self.runs(in: render, x: Self.homeAssistantColumn, from: 0, to: render.height))
        // The first section's four rows, the gap, the second section's first row.
        let shotHead = Array(shotRuns.prefix(6)), renderHead = Array(renderRuns.prefix(6))
        #expect(shotHead.map(\.white) == [true, true, true, true, false, true] && renderHead.map(\.white) == shotHead.map(\.white),
                "runs: \(shotHead) / \(renderHead)")
        guard shotHead.count == 6, renderHead.count == 6 else { return }
        for i in 0..<6 {
            #expect(abs(renderHead[i].height - shotHead[i].height) <= 0.34, "run \(i): Keyline \(renderHead[i]), the snapshot \(shotHead[i])")
            #expect(abs((renderHead[i].top - renderHead[0].top) - (shotHead[i].top - shotHead[0].top)) <= 0.67,
                    "run \(i) from the first row: Keyline \(renderHead[i]), the snapshot \(shotHead[i])")
        }
        #expect(abs(shotHead[4].height - 35.33) <= 0.01, "the snapshot's gap between sections: \(shotHead[4])")
        // The first link's title: at the row's inset (the card's margin, 20 or 16: see
        // homeAssistantToggleRows), centred in its row, in the accent colour.
        for (image, rows, name) in [(shot, shotHead, "snapshot"), (render, renderHead, "Keyline")] {
            let row = rows[0]
            let title = try #require(Self.ink(in: image, x0: 60, y0: Int(row.top * 3), x1: 1100, y1: Int(row.bottom * 3), on: Self.white), "\(name)")
            let card = try #require(Self.leadingEdge(of: Self.white, in: image, y: row.top + 22, tolerance: 3), "\(name): the card")
            #expect(abs(title.minX - 2 * card - 0.67) <= 0.67, "\(name): \"Join Beta\" at \(title), at the row's inset (the card at \(card))")
            #expect(abs(title.midY - row.top - 22) <= 1, "\(name): \"Join Beta\" centred in its row: \(title), \(row)")
        }
        let accent = (0, 174, 248)
        for (image, rows, name) in [(shot, shotHead, "snapshot"), (render, renderHead, "Keyline")] {
            #expect(Self.hasColour(accent, in: image, rowsOf: rows[0]), "\(name): the link's title in the accent colour #00AEF8")
        }
    }

    /// Whether some pixel of a run's rows, across the row's text, is within 6 levels of `rgb`.
    static func hasColour(_ rgb: (Int, Int, Int), in image: PixelImage, rowsOf run: Run) -> Bool {
        for y in Int(run.top * 3)..<Int(run.bottom * 3) {
            for x in 100..<700 {
                let p = image.straightRGBA(x: x, y: y)
                if abs(Int(p.red) - rgb.0) + abs(Int(p.green) - rgb.1) + abs(Int(p.blue) - rgb.2) <= 6 { return true }
            }
        }
        return false
    }

    /// ListPickerContentView (iOS 18.2): a List under an inline bar, outside a sheet, whose two
    /// sections have headers. Rows are 44 pt on both, the headers at the rows' inset. The first
    /// header's capitals are 19.5 pt under the bar here (the bar's bottom read from its title,
    /// centred 22 pt above it) and the second header's 37.33 pt under the first card, where
    /// Keyline puts them since it follows iOS 17.5's lists (RealScreenshotTests+ListSections;
    /// Keyline drew iOS 15/16's 12.67 and 30 before); the first card is 1.33 pt higher here than
    /// in Keyline (iOS 17.5: 18.67 pt under the capitals, here 17.33).
    @Test func homeAssistantHeadersUnderInlineBar() throws {
        let (shot, render) = try Self.homeAssistant("list-picker.png", "list-picker.yaml")
        struct Profile { var titleCentre: Double; var header1: Rect; var header2: Rect; var runs: [Run] }
        func profile(_ image: PixelImage) throws -> Profile {
            let title = try #require(Self.ink(in: image, x0: 500, y0: 100, x1: 530, y1: 300, on: Self.groupedGrey), "the title's T")
            let runs = Self.cardsAndRows(Self.runs(in: image, x: Self.homeAssistantColumn, from: Int(title.maxY * 3) + 3, to: 1500))
            let cards = runs.filter { !$0.white }
            #expect(runs.count >= 7 && cards.count >= 1, "runs: \(runs)")
            let firstTop = Int(runs[0].top * 3), gap = cards.first ?? runs[0]
            let header1 = try #require(Self.ink(in: image, x0: 100, y0: Int(title.maxY * 3) + 6, x1: 1100, y1: firstTop - 1, on: Self.groupedGrey), "header 1")
            let header2 = try #require(Self.ink(in: image, x0: 100, y0: Int(gap.top * 3) + 1, x1: 1100, y1: Int(gap.bottom * 3) - 1, on: Self.groupedGrey), "header 2")
            return Profile(titleCentre: title.midY, header1: header1, header2: header2, runs: runs)
        }
        let s = try profile(shot), k = try profile(render)
        // Rows 44 pt (131 pixels and a separator's one), the second card 55 pt under the first.
        let sRows = s.runs.filter(\.white).prefix(4), kRows = k.runs.filter(\.white).prefix(4)
        for (a, b) in zip(sRows, kRows) { #expect(abs(a.height - b.height) <= 0.34, "a row: the snapshot \(a), Keyline \(b)") }
        // The header's text at the rows' inset, the card's margin (20 pt on the snapshot, 16 in
        // Keyline on a 390-pt view: homeAssistantToggleRows).
        let sCardEdge = try #require(Self.leadingEdge(of: Self.white, in: shot, y: s.runs[0].top + 22, tolerance: 3))
        let kCardEdge = try #require(Self.leadingEdge(of: Self.white, in: render, y: k.runs[0].top + 22, tolerance: 3))
        #expect(abs((s.header1.minX - 2 * sCardEdge) - (k.header1.minX - 2 * kCardEdge)) <= 0.67, "header 1 across: \(s.header1) vs \(k.header1)")
        // The findings: measured from the title's capitals' centre (the bar's middle).
        let sHeader = s.header1.minY - s.titleCentre, kHeader = k.header1.minY - k.titleCentre
        #expect(abs(sHeader - (22 + 19.5)) <= 0.5, "the snapshot: header 1's capitals \(sHeader) pt under the title's centre")
        #expect(abs(sHeader - kHeader - Self.firstHeaderDrift) <= 0.67, "header 1: the snapshot \(sHeader), Keyline \(kHeader)")
        let sCard = s.runs[0].top - s.titleCentre, kCard = k.runs[0].top - k.titleCentre
        #expect(abs(sCard - kCard - Self.firstCardDrift) <= 0.67, "card 1 under the title: the snapshot \(sCard), Keyline \(kCard)")
        let sGap = try #require(s.runs.first { !$0.white }), kGap = try #require(k.runs.first { !$0.white })
        #expect(abs(sGap.height - 55) <= 0.01, "the snapshot's gap between the cards: \(sGap)")
        #expect(abs((s.header2.minY - sGap.top) - (k.header2.minY - kGap.top) - Self.laterHeaderDrift) <= 0.67,
                "header 2 under card 1: the snapshot \(s.header2.minY - sGap.top), Keyline \(k.header2.minY - kGap.top)")
    }

    /// iOS 18.2's section headers against Keyline's (iOS 17.5's): what is left is findings, not
    /// goals. A change to ListMetrics' header spacing moves them, and this test says so.
    static let firstHeaderDrift = 0.0
    static let firstCardDrift = -1.33
    static let laterHeaderDrift = 0.0
}

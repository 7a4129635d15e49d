import Foundation
import KeylineCompare
import KeylineCore
import KeylineLayout
import KeylinePixels
import KeylineRender
import Testing

private let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots")

/// Issue 15's lists as iOS 17 draws them (Screenshots/SOURCES.md): cashapp/AccessibilitySnapshot's
/// reference images of two SwiftUI Lists with section headers and footers, recorded by iOS 17.5 on
/// an iPhone 15 Pro simulator, against Keyline's render of the same lists on `iphone15pro`; and a
/// list's margin in windows of 375 to 430 pt (SpeziViews on iOS 17, RSSReader on iOS 18.4,
/// TelegramDesign on iOS 16), against Keyline's layout of a list on each width.
extension RealScreenshotTests {
    /// The text lines down a region, in points: the runs of pixel rows holding a dark, colourless
    /// pixel between columns x0 and x1 (channels summing under 420, within 40 of each other), so
    /// that the coloured boxes AccessibilitySnapshot draws behind each element do not count
    /// (AccessibilitySnapshot/measure_lists.py reads them so).
    static func inkLines(in image: PixelImage, x0: Int, x1: Int, y0: Int, y1: Int) -> [(top: Double, bottom: Double)] {
        func dark(_ y: Int) -> Bool {
            for x in x0..<min(x1, image.width) {
                let p = image.straightRGBA(x: x, y: y)
                let r = Int(p.red), g = Int(p.green), b = Int(p.blue)
                if r + g + b < 420 && max(r, g, b) - min(r, g, b) < 40 { return true }
            }
            return false
        }
        var lines: [(top: Double, bottom: Double)] = []
        var start: Int?
        for y in y0...min(y1, image.height) {
            let d = y < min(y1, image.height) && dark(y)
            if d, start == nil { start = y }
            if !d, let s = start { lines.append((Double(s) / 3, Double(y) / 3)); start = nil }
        }
        return lines
    }

    /// The section cards down pixel column `x`: the white runs, joined across the separators
    /// between a card's rows (one pixel, or two where Keyline's hairline straddles a row of
    /// pixels).
    static func cards(in image: PixelImage, x: Int, to: Int) -> [Run] {
        var cards: [Run] = []
        for run in runs(in: image, x: x, from: 0, to: to, minRows: 4) where run.white {
            if let last = cards.last, run.top - last.bottom <= 0.67 {
                cards[cards.count - 1].height = run.bottom - last.top
            } else {
                cards.append(run)
            }
        }
        return cards
    }

    /// What the test compares of one list: its cards and, from the top, its text lines.
    struct ListSectionsProfile {
        var cards: [Run]
        var lines: [(top: Double, bottom: Double)]
        /// The first text line under `y`: a header's capitals, or a footer's first line.
        func line(after y: Double) -> (top: Double, bottom: Double)? { lines.first { $0.top > y } }
    }

    /// iOS 17.5's two lists and Keyline's, both at @3x on a 393 x 852-pt phone (59 pt of safe area
    /// at the top, no bar): loaded and rendered once for the tests below.
    static let accessibilitySnapshotLists: [String: (shot: ListSectionsProfile, keyline: ListSectionsProfile)] = {
        let folder = screenshots.appendingPathComponent("AccessibilitySnapshot")
        guard let document = try? SceneLoader.load(contentsOf: folder.appendingPathComponent("list-sections.yaml").path) else { return [:] }
        let renderer = Renderer()
        var out: [String: (shot: ListSectionsProfile, keyline: ListSectionsProfile)] = [:]
        for (png, screen) in [("section-headers-ios17.png", "sectionHeaders"), ("headers-footers-ios17.png", "headersAndFooters")] {
            guard let shot = try? PNGDecoder().decode(contentsOf: folder.appendingPathComponent(png).path),
                  let definition = document.screens.first(where: { $0.id == screen }) else { continue }
            let pipeline = ScenePipeline(document: document)
            let variant = Variant(device: Device.iphone15pro, scale: 3)
            guard let tree = try? pipeline.viewTree(definition, variant) else { continue }
            let layout = pipeline.layout(tree, variant, renderer: renderer)
            let render = PixelImage(rendered: renderer.rasterize(pipeline.displayList(layout, variant), scale: 3))
            // The snapshot's view is the left 1179 pixels (the legend is to the right of it);
            // the text lies between x 30 and 300 pt, the cards' white at x 295 pt.
            func profile(_ image: PixelImage) -> ListSectionsProfile {
                ListSectionsProfile(cards: cards(in: image, x: 884, to: 1400),
                                    lines: inkLines(in: image, x0: 90, x1: 900, y0: 59 * 3, y1: 1400))
            }
            out[screen] = (profile(shot), profile(render))
        }
        return out
    }()

    /// Section headers without footers (`Section("Fruits")`, `Section("Vegetables")`): on iOS
    /// 17.5 the first header's capitals are 20 pt under the list's top (the 59-pt safe area),
    /// its card 18.67 pt under them, and the second header's capitals 37.67 pt under the first
    /// card, as iOS 18 places them (HomeAssistant's list picker, RSSReader's Add Feed sheet), not
    /// as iOS 15 and 16 did (GoCycling: 12.67, 22.33, 30). Keyline's ListMetrics follow iOS 17.
    @Test func accessibilitySnapshotSectionHeadersOnIOS17() throws {
        let (shot, keyline) = try #require(Self.accessibilitySnapshotLists["sectionHeaders"], "the images and the scene load")
        // What a person measures (SOURCES.md): the capitals at 79, the cards 97.67 to 229.67
        // (three 44-pt rows) and 286 to 374, the second header's capitals at 267.33.
        #expect(zip(shot.cards, [(97.67, 132.0), (286, 88)]).allSatisfy { abs($0.top - $1.0) <= 0.01 && abs($0.height - $1.1) <= 0.01 }
                && shot.cards.count == 2, "the snapshot's cards: \(shot.cards)")
        #expect(abs((shot.lines.first?.top ?? 0) - 79) <= 0.01 && abs((shot.line(after: 229.67)?.top ?? 0) - 267.33) <= 0.01,
                "the snapshot's headers: \(shot.lines)")
        try #require(keyline.cards.count == 2 && shot.cards.count == 2, "Keyline's cards: \(keyline.cards)")
        for i in 0..<2 {
            #expect(abs(keyline.cards[i].top - shot.cards[i].top) <= 0.67 && abs(keyline.cards[i].height - shot.cards[i].height) <= 0.34,
                    "card \(i): Keyline \(keyline.cards[i]), iOS 17.5 \(shot.cards[i])")
            let header = try #require(keyline.line(after: i == 0 ? 59 : keyline.cards[0].bottom), "Keyline's header \(i)")
            let real = try #require(shot.line(after: i == 0 ? 59 : shot.cards[0].bottom))
            #expect(abs(header.top - real.top) <= 0.67, "header \(i)'s capitals: Keyline \(header.top), iOS 17.5 \(real.top)")
        }
    }

    /// Headers and footers (`Section { … } header: { Text } footer: { Text }`, twice): on iOS 17.5
    /// a footer's ink starts 9 pt under its card, and the next header's capitals 33 pt under the
    /// footer's ink (53.67 under the card before); Keyline's within 1 pt of both, and its cards
    /// within 0.67 pt.
    @Test func accessibilitySnapshotHeadersAndFootersOnIOS17() throws {
        let (shot, keyline) = try #require(Self.accessibilitySnapshotLists["headersAndFooters"], "the images and the scene load")
        #expect(zip(shot.cards, [(97.67, 88.0), (258, 88)]).allSatisfy { abs($0.top - $1.0) <= 0.01 && abs($0.height - $1.1) <= 0.01 }
                && shot.cards.count == 2, "the snapshot's cards: \(shot.cards)")
        try #require(keyline.cards.count == 2 && shot.cards.count == 2, "Keyline's cards: \(keyline.cards)")
        for i in 0..<2 {
            #expect(abs(keyline.cards[i].top - shot.cards[i].top) <= 0.67 && abs(keyline.cards[i].height - shot.cards[i].height) <= 0.34,
                    "card \(i): Keyline \(keyline.cards[i]), iOS 17.5 \(shot.cards[i])")
            // The footer under each card.
            let footer = try #require(keyline.line(after: keyline.cards[i].bottom), "Keyline's footer \(i)")
            let real = try #require(shot.line(after: shot.cards[i].bottom))
            #expect(abs(real.top - shot.cards[i].bottom - 9) <= 0.01, "the snapshot's footer \(i): \(real), \(shot.cards[i])")
            #expect(abs((footer.top - keyline.cards[i].bottom) - (real.top - shot.cards[i].bottom)) <= 1,
                    "footer \(i) under its card: Keyline \(footer.top - keyline.cards[i].bottom), iOS 17.5 \(real.top - shot.cards[i].bottom)")
        }
        // The second header after the first footer.
        let footer = try #require(keyline.line(after: keyline.cards[0].bottom)), real = try #require(shot.line(after: shot.cards[0].bottom))
        let header = try #require(keyline.line(after: footer.bottom)), realHeader = try #require(shot.line(after: real.bottom))
        #expect(abs(realHeader.top - real.bottom - 33) <= 0.01, "the snapshot's second header: \(realHeader), its footer \(real)")
        #expect(abs(header.top - realHeader.top) <= 0.67, "the second header's capitals: Keyline \(header.top), iOS 17.5 \(realHeader.top)")
    }

    /// A list's margin is 20 pt on every iPhone width measured, in snapshots of 375- and 390-pt
    /// windows as on a 393-pt phone: each image's card spans 20 to width − 20, and Keyline's
    /// insetGrouped list on the device of that width puts its card there too.
    @Test(arguments: [
        // (image, its width in points, Keyline's device of that width, a pixel row through a card)
        ("SpeziViews/list-row-ios17.png", 390.0, "iphone14", 104.0),       // iOS 17, a 390-pt window
        ("RSSReader/explore-added-se.png", 375.0, "iphoneSE", 170.0),      // iOS 18.4, a 375-pt window
        ("TelegramDesign/settings.png", 393.0, "iphone15pro", 320.0),     // iOS 16, an iPhone 14 Pro
    ])
    func listMarginOnEveryWidth(png: String, width: Double, device: String, y: Double) throws {
        let shot = try PNGDecoder().decode(contentsOf: screenshots.appendingPathComponent(png).path)
        #expect(Double(shot.width) == width * 3, "\(png) is \(width) pt wide at @3x")
        let white = (255, 255, 255)
        // Within a third of a point: the edge's one antialiased pixel.
        #expect(abs((Self.leadingEdge(of: white, in: shot, y: y) ?? 0) - 20) <= 0.34, "\(png): the card's leading edge")
        #expect(abs((Self.trailingEdge(of: white, in: shot, y: y, tolerance: 12) ?? 0) - (width - 20)) <= 0.34, "\(png): the card's trailing edge")
        let phone = try #require(Device.named(device))
        let document = try SceneLoader.load(text: """
            device: \(device)
            screens:
              list:
                body:
                  list:
                    - section:
                        - text: Row
            """, file: "list.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(device: phone)).instantiate(document.screens[0])
        let nodes = SolvedLayout.solve(root, device: phone, measurer: Renderer()).nodes
        let cards = nodes.filter { $0.kind == "roundedRect" }
        #expect(cards.count == 1 && cards.allSatisfy { $0.frame.minX == 20 && $0.frame.maxX == width - 20 }, "Keyline's card on \(device): \(cards.map(\.frame))")
        #expect(nodes.first { $0.kind == "text" }?.frame.minX == 40, "Keyline's row text 20 pt inside the card on \(device)")
    }

    /// Why the list's margin is its own (SOURCES.md): in one iOS 18.4 run the navigation bar's
    /// `plus` button ends 19 pt from the edge of a 375-pt window and 23 pt from a 430-pt one,
    /// UIKit's layout margins stepping from 16 to 20 as NavigationBarMetrics.margin does, while
    /// the list in the 375-pt window of the same run keeps 20 (listMarginOnEveryWidth).
    @Test func navigationBarMarginFollowsTheWindowWhereTheListsDoesNot() throws {
        var ends: [Double] = []
        for png in ["feed-list-se.png", "feed-list-promax.png"] {
            let shot = try PNGDecoder().decode(contentsOf: screenshots.appendingPathComponent("RSSReader/\(png)").path)
            // The system blue's ink in the bar's trailing half.
            var maxX = -1
            for y in 0..<min(shot.height, 130 * 3) {
                for x in shot.width / 2..<shot.width {
                    let p = shot.straightRGBA(x: x, y: y)
                    if p.blue > 200 && p.red < 100 && p.green < 180 { maxX = max(maxX, x) }
                }
            }
            try #require(maxX > 0, "\(png): the plus button")
            ends.append(Double(shot.width - maxX - 1) / 3)
        }
        #expect(abs(ends[0] - 19) <= 0.01 && abs(ends[1] - 23) <= 0.01, "the plus button's ink ends this far from the edge: \(ends)")
        #expect(ends[1] - ends[0] == NavigationBarMetrics.margin(screenWidth: 430) - NavigationBarMetrics.margin(screenWidth: 375))
    }
}

import Foundation
import KeylineCore
import KeylineRender
import Testing

/// The navigation bar and the tab bar as drawn, against a real iOS rendering of a SwiftUI
/// TabView with an inline navigation bar on an iPhone 16 (Tests/References/system-bars/, MIT):
/// the same ink boxes, measured the same way on both images at @3x.
@Suite struct SystemBarsRenderingTests {
    static let references = "/" + #filePath.split(separator: "/").dropLast(2).joined(separator: "/") + "/References/system-bars/"
    typealias Grey = StatusBarRenderingTests.Grey

    /// The reference screen, rebuilt from its source (RSSReader's TabBarView and FeedListView).
    static let scene = screen("""
    vstack:
      - navigationBar: feed_list_rss_feeds
        displayMode: inline
        trailing: { systemName: plus }
      - spacer
      - tabBar:
        items:
          - { systemName: list.bullet, label: tab_feeds }
          - { systemName: star, label: tab_favorites }
          - { systemName: globe, label: tab_explore }
          - { systemName: star, label: tab_debug }
        selection: 0
    spacing: 0
    """)

    static func renderReference(_ appearance: Appearance = .light) throws -> RasterImage {
        let document = try SceneLoader.load(text: scene, file: "test.yaml", directory: scenesDirectory)
        return try ScenePipeline(document: document).render(document.screens[0], Variant(appearance: appearance, device: .iphone16), scale: 3, renderer: Renderer())
    }

    static func near(_ a: (minX: Int, maxX: Int, minY: Int, maxY: Int), _ b: (minX: Int, maxX: Int, minY: Int, maxY: Int),
                     centre: Int, top: Int? = nil) -> Bool {
        abs((a.minX + a.maxX) - (b.minX + b.maxX)) <= 2 * centre && abs((a.minY + a.maxY) - (b.minY + b.maxY)) <= 2 * centre
            && (top.map { abs(a.minY - b.minY) <= $0 } ?? true)
    }

    @Test("the inline title is centred where iOS centres it, and the plus button's ink covers iOS's within 2 px at @3x")
    func navigationBarMatchesTheReference() throws {
        let ours = Grey(try Self.renderReference(), rows: 0..<330)
        let theirs = try Grey(png: Self.references + "iphone16-light-top.png")
        let title = (try #require(ours.ink(150, 1000, 150, 320)), try #require(theirs.ink(150, 1000, 150, 320)))
        // The stand-in font is wider than SF Pro (the text-metrics work owns that): centres only.
        #expect(Self.near(title.0, title.1, centre: 3), "title: ours \(title.0), the reference's \(title.1)")
        let plus = (try #require(ours.ink(1000, 1179, 150, 320)), try #require(theirs.ink(1000, 1179, 150, 320)))
        for (a, b) in [(plus.0.minX, plus.1.minX), (plus.0.maxX, plus.1.maxX), (plus.0.minY, plus.1.minY), (plus.0.maxY, plus.1.maxY)] {
            #expect(abs(a - b) <= 2, "plus: ours \(plus.0), the reference's \(plus.1)")
        }
    }

    /// A line of text's baseline in x0..<x1 × y0..<y1: the row most columns' ink ends on
    /// (letters stand on it; descenders and underscores are the few that go below).
    static func baseline(_ image: Grey, _ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Int? {
        var counts: [Int: Int] = [:]
        for x in x0..<x1 {
            if let bottom = (y0..<y1).last(where: { image.levels[$0 * image.width + x] < 233 }) { counts[bottom + 1, default: 0] += 1 }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    @Test("tabs: the selected symbol and every label sit where iOS puts them: labels on iOS's baseline within a pixel at @3x")
    func tabBarMatchesTheReference() throws {
        let ours = Grey(try Self.renderReference(), rows: 2156..<2556)
        let theirs = try Grey(png: Self.references + "iphone16-light-bottom.png")
        // Rows in the crops: the symbols end above row 246, the labels below it.
        let icon = (try #require(ours.ink(0, 295, 100, 246)), try #require(theirs.ink(0, 295, 100, 246)))
        #expect(Self.near(icon.0, icon.1, centre: 3), "selected symbol: ours \(icon.0), the reference's \(icon.1)")
        for (i, x0) in [0, 295, 590, 885].enumerated() {
            // iOS's letters stand on row 286 of the crop (814 pt, 45 pt below the bar's top).
            let baselines = (try #require(Self.baseline(ours, x0, x0 + 294, 246, 330)), try #require(Self.baseline(theirs, x0, x0 + 294, 246, 330)))
            #expect(baselines.1 == 286, "label \(i): the reference's baseline")
            #expect(abs(baselines.0 - baselines.1) <= 1, "label \(i) baseline: ours \(baselines.0), the reference's \(baselines.1)")
            // The stand-in font's ascenders are not SF Pro's: the ink's top within 3 px.
            let label = (try #require(ours.ink(x0, x0 + 294, 246, 330)), try #require(theirs.ink(x0, x0 + 294, 246, 330)))
            #expect(abs(label.0.minY - label.1.minY) <= 3, "label \(i): ours \(label.0), the reference's \(label.1)")
            #expect(abs((label.0.minX + label.0.maxX) - (label.1.minX + label.1.maxX)) <= 6, "label \(i): ours \(label.0), the reference's \(label.1)")
        }
    }

    @Test("unselected tabs are the reference's grey, #929292, in light and dark")
    func unselectedGrey() throws {
        for appearance in [Appearance.light, .dark] {
            let image = try Self.renderReference(appearance)
            var found = false
            for y in 2420..<2450 { for x in 345..<540 where image.pixel(x: x, y: y).red == 146 {
                let p = image.pixel(x: x, y: y)
                found = found || (p.green == 146 && p.blue == 146)
            } }
            #expect(found, "\(appearance)")
        }
    }

    @Test("rendering the bars is deterministic to the byte")
    func deterministic() throws {
        #expect(pixels(try Self.renderReference()) == pixels(try Self.renderReference()))
        #expect(pixels(try Self.renderReference(.dark)) == pixels(try Self.renderReference(.dark)))
    }

    /// A list under a large title, as Settings draws it: the list's grouped grey runs up
    /// behind the transparent bar and the status bar; a plain view's screen stays white.
    @Test("a list's grouped background reaches the top of the screen behind a navigationStack's bar; other content leaves the screen's own")
    func aListsBackgroundRunsUnderTheBar() throws {
        func colourBehindTheBar(_ root: String, _ appearance: Appearance) throws -> (UInt8, UInt8, UInt8) {
            let image = try render(screen("""
            navigationStack:
              - \(root)
                navigationTitle: Settings
            """), appearance: appearance)
            // (300, 20) is beside the status bar's clock, (300, 120) beside the large title:
            // no ink at either on a 390-pt screen.
            let top = image.pixel(x: 300, y: 20), title = image.pixel(x: 300, y: 120)
            #expect(top.red == title.red && top.green == title.green && top.blue == title.blue)
            return (title.red, title.green, title.blue)
        }
        let list = "list: [{ navigationLink: Wi-Fi }]"
        // systemGroupedBackground: #F2F2F7 light, #000000 dark (Apple's UI element colours).
        #expect(try colourBehindTheBar(list, .light) == (0xF2, 0xF2, 0xF7))
        #expect(try colourBehindTheBar(list, .dark) == (0, 0, 0))
        #expect(try colourBehindTheBar("text: Hello", .light) == (0xFF, 0xFF, 0xFF))
    }
}

import Foundation
import KeylineCompare
import KeylineCore
import KeylineLayout
import KeylinePixels
import KeylineRender
import Testing

/// The status bar and home indicator: measured as elements when the scene draws them
/// (`statusBar:` / `homeIndicator:` on), masked when it leaves them to the phone (issue 17).
@Suite struct StatusBarCompareTests {
    static let parts: Set<String> = ["statusBar.time", "statusBar.cellular", "statusBar.wifi", "statusBar.battery", "homeIndicator"]

    @Test("a scene that draws the status bar has its clock, bars, Wi-Fi, battery and home indicator measured", arguments: [2, 3])
    func drawnChromeIsMeasured(scale: Int) throws {
        var c = CompareFixture.Changes()
        c.statusBarTime = "9:41"
        let found = try CompareFixture.compare(c, scale: scale, scene: c)
        #expect(Self.parts.isSubset(of: Set(found.keys)), "\(found.keys.sorted())")
        for id in Self.parts.union(ScreenComparerTests.ids) {
            let e = try #require(found[id], "\(id) not measured")
            #expect(e.status == .match && max(abs(e.dx), abs(e.dy), abs(e.dwidth), abs(e.dheight)) == 0, "\(e.json)")
        }
        // The clock is a text in the content colour (black on a light screen), the same text.
        let time = try #require(found["statusBar.time"])
        #expect(time.text?.same == true && (time.colour?.deltaE ?? 99) < 1, "\(time.json)")
        // Each part is its own ink, inside the bar's 47 pt (iPhone 14), and none is the whole bar.
        for id in Self.parts.subtracting(["homeIndicator"]) {
            let e = try #require(found[id]?.expected)
            #expect(e.maxY <= 47 && e.width < 60, "\(id): \(e)")
        }
    }

    @Test("another clock in the screenshot is the time drifting, and nothing else", arguments: [2, 3])
    func anotherClockDrifts(scale: Int) throws {
        var scene = CompareFixture.Changes(), app = CompareFixture.Changes()
        scene.statusBarTime = "9:41"
        app.statusBarTime = "10:08"
        let found = try CompareFixture.compare(app, scale: scale, scene: scene)
        let time = try #require(found["statusBar.time"])
        #expect(time.status == .drift && time.text?.same == false, "\(time.json)")
        // "10:08" is wider than "9:41": its found box is wider, its top where the clock's is.
        #expect(time.dwidth > 3 && abs(time.dy) <= 1 / Double(scale), "\(time.json)")
        for id in Self.parts.union(ScreenComparerTests.ids).subtracting(["statusBar.time"]) {
            #expect(found[id]?.status == .match, "\(found[id]?.json ?? "\(id) not measured")")
        }
    }

    @Test("a scene that leaves the status bar to the phone masks it: the phone's bar is not measured", arguments: [2, 3])
    func chromeNotDrawnIsMasked(scale: Int) throws {
        var app = CompareFixture.Changes()
        app.statusBarTime = "10:08"
        let found = try CompareFixture.compare(app, scale: scale)
        #expect(Set(found.keys) == ScreenComparerTests.ids)
        for id in ScreenComparerTests.ids {
            #expect(found[id]?.status == .match && found[id]?.dy == 0, "\(found[id]?.json ?? id)")
        }
        let plain = try CompareFixture.render(scale: scale)
        let device = try CompareFixture.document().device
        #expect(ScreenComparer.systemChrome(of: device, notDrawnIn: plain.layout) == ScreenComparer.systemChrome(of: device))
        var drawn = CompareFixture.Changes()
        drawn.statusBarTime = "9:41"
        #expect(ScreenComparer.systemChrome(of: device, notDrawnIn: try CompareFixture.render(drawn, scale: scale).layout).isEmpty)
    }

    /// A real iPhone 14 screenshot's status bar and home indicator (Tests/References/status-bar,
    /// SOURCES.md: the top 150 and bottom 120 rows, MIT) on a white screen, against a scene that
    /// draws them with the screenshot's clock: every part found where SOURCES.md measured its
    /// ink, within 1 pt, and the cellular bars found as the four no-service dots the phone shows.
    @Test func aRealStatusBarIsMeasuredPartByPart() throws {
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("References/status-bar")
        let top = try PNGDecoder().decodeTagged(contentsOf: references.appendingPathComponent("iphone14-light-top.png").path).image
        let bottom = try PNGDecoder().decodeTagged(contentsOf: references.appendingPathComponent("iphone14-light-bottom.png").path).image
        let (width, height) = (1170, 2532)
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        for y in 0..<top.height { for x in 0..<width { pixels[y * width + x] = top.pixels[y * width + x] } }
        for y in 0..<bottom.height { for x in 0..<width { pixels[(height - bottom.height + y) * width + x] = bottom.pixels[y * width + x] } }
        let screenshot = PixelImage(width: width, height: height, pixels: pixels)

        let yaml = """
            name: status bar
            device: iphone14
            statusBar: { time: "10:24" }
            homeIndicator: true
            screens:
              blank:
                body:
                  rect:
                  fill: "#FFFFFF"
            """
        let document = try SceneLoader.load(text: yaml, file: "bar.yaml", directory: "/nonexistent")
        let variant = Variant(device: document.device, scale: 3)
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        let layout = pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: renderer)
        let render = PixelImage(copyingRender: renderer.rasterize(pipeline.displayList(layout, variant), scale: 3))
        let masks = ScreenComparer.systemChrome(of: document.device, notDrawnIn: layout)
        #expect(masks.isEmpty)
        let elements = ScreenComparer().compare(screenshot: screenshot, render: render, layout: layout, scale: 3, masks: masks).elements
        let found = Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0) })
        // SOURCES.md's measurements of the real screenshot, in points.
        let measured: [String: Rect] = [
            "statusBar.time": Rect(x: 32, y: 19, width: 40.33, height: 11.67),
            "statusBar.cellular": Rect(x: 302.33, y: 27.33, width: 17, height: 3),
            "statusBar.wifi": Rect(x: 324.67, y: 18.33, width: 16.67, height: 12),
            "statusBar.battery": Rect(x: 346.67, y: 18.67, width: 25, height: 12),
            "homeIndicator": Rect(x: 125.67, y: 831, width: 139, height: 5),
        ]
        for (id, truth) in measured {
            let f = try #require(found[id]?.found, "\(id): \(found[id]?.json ?? "not measured")")
            #expect(abs(f.minX - truth.minX) <= 1 && abs(f.minY - truth.minY) <= 1 && abs(f.width - truth.width) <= 1
                    && abs(f.height - truth.height) <= 1, "\(id): found \(f), measured \(truth)")
        }
        // Keyline's bar was laid out from these numbers: the glyphs and the home indicator match;
        // the phone had no service, so its cellular glyph is 3 pt of dots where Keyline draws
        // 10.67-pt bars. The clock is where the phone's is (its centre within 1 pt), in the
        // same digits, but Inter (SF Pro's stand-in) draws them up to 2.5 pt wider than SF Pro:
        // a size, not a place. Semibold is tracked to SF Pro's widths on letters (docs/text.md,
        // the Home Assistant headlines); the corpus has no digits, and SF Pro's are narrower.
        for id in ["statusBar.wifi", "statusBar.battery", "homeIndicator"] {
            #expect(found[id]?.status == .match, "\(found[id]?.json ?? id)")
        }
        let clock = try #require(found["statusBar.time"])
        #expect(abs(clock.dx + clock.dwidth / 2) <= 1 && abs(clock.dy) <= 1 && abs(clock.dwidth) <= 2.5 && abs(clock.dheight) <= 1.5,
                "\(clock.json)")
        let cellular = try #require(found["statusBar.cellular"])
        #expect(cellular.status == .drift && cellular.dheight < -6, "\(cellular.json)")
        #expect((found["statusBar.time"]?.colour?.deltaE ?? 99) < 2 && found["statusBar.time"]?.text?.same == true, "\(found["statusBar.time"]?.json ?? "")")
    }
}

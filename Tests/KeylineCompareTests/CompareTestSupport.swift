import Foundation
import KeylineCompare
import KeylineCore
import KeylineLayout
import KeylinePixels
import KeylineRender

/// A screen with one of each kind of element, on an iPhone 14 (390 x 844 pt), laid out
/// leading so that resizing one element moves no other: a title, a two-word body text, a
/// filled card, a symbol and a button with a label. Tests render it as the "app" with one
/// thing changed and measure that against the scene as written.
enum CompareFixture {
    struct Changes {
        var cardWidth = 120.0
        var cardFill = "accent"
        var titleOffset = (x: 0.0, y: 0.0)
        var body = "Your budget is on track"
        var family = "Inter"
        /// Extra top padding: moves everything down (a status bar the app draws taller, say).
        var top = 0.0
        /// The scene draws iOS's status bar with this clock, and the home indicator (nil: neither).
        var statusBarTime: String? = nil
    }

    static func yaml(_ c: Changes = Changes()) -> String {
        """
        name: Compare fixture
        \(c.statusBarTime.map { "statusBar: { time: \"\($0)\" }\nhomeIndicator: true" } ?? "")
        tokens:
          colors:
            accent: "#0D7377"
            coral: "#D1495B"
            ink: "#1E1E1E"
            page: "#FFFFFF"
        screens:
          main:
            body:
              vstack:
                - text: Welcome back
                  font: { family: \(c.family), weight: bold, size: 30 }
                  color: ink
                  offset: { x: \(c.titleOffset.x), y: \(c.titleOffset.y) }
                  id: title
                - text: \(c.body)
                  font: { family: \(c.family), size: 17 }
                  color: ink
                  id: body
                - rect:
                  fill: \(c.cardFill)
                  frame: { width: \(c.cardWidth), height: 80 }
                  id: card
                - image: { systemName: star.fill }
                  resizable: true
                  tint: accent
                  frame: { width: 28, height: 28 }
                  id: star
                - spacer
                - text: Continue
                  font: { family: \(c.family), weight: semibold, size: 17 }
                  color: page
                  frame: { width: 200, height: 50 }
                  background: { roundedRect: 12, fill: accent }
                  id: cta
              alignment: leading
              spacing: 20
              padding: { top: \(16 + c.top), horizontal: 24, bottom: 16 }
              background: page
        """
    }

    static func document(_ c: Changes = Changes()) throws -> SceneDocument {
        try SceneLoader.load(text: yaml(c), file: "fixture.yaml", directory: "/nonexistent")
    }

    /// The scene rendered at `scale` and its layout, once per variant for the whole run:
    /// every test measures against the unchanged scene, and several render the same change.
    static func render(_ c: Changes = Changes(), scale: Int) throws -> (image: PixelImage, layout: LayoutTree) {
        try RenderCache.shared.render(key: "\(scale)x\n" + yaml(c)) { try renderUncached(c, scale: scale) }
    }

    private static func renderUncached(_ c: Changes, scale: Int) throws -> (image: PixelImage, layout: LayoutTree) {
        let document = try document(c)
        let variant = Variant(device: document.device, scale: Double(scale))
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        let layout = pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: renderer)
        let raster = renderer.rasterize(pipeline.displayList(layout, variant), scale: Double(scale))
        return (PixelImage(copyingRender: raster), layout)
    }

    /// The scene as written against a screenshot rendered from the changed scene.
    static func compare(_ changed: Changes, scale: Int, tolerance: Double = 1, scene: Changes = Changes()) throws -> [String: ElementComparison] {
        let spec = try render(scene, scale: scale)
        let app = try render(changed, scale: scale)
        let device = try document().device
        // A 16-pt search: every change here is smaller, and debug builds are slow.
        let result = ScreenComparer(tolerance: tolerance, searchRadius: 16).compare(
            screenshot: app.image, render: spec.image, layout: spec.layout, scale: scale,
            masks: ScreenComparer.systemChrome(of: device, notDrawnIn: spec.layout))
        return Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0) })
    }
}

extension PixelImage {
    init(copyingRender image: RasterImage) {
        let (width, height, stride) = (image.width, image.height, image.stride)
        var words = [UInt32](repeating: 0, count: width * height)
        image.withPixels { bytes in
            for y in 0..<height {
                for x in 0..<width { words[y * width + x] = bytes.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self) }
            }
        }
        self.init(width: width, height: height, pixels: words)
    }
}

/// Renders by scene text and scale, each made once (under the lock, so that tests running
/// in parallel wait for one render rather than each making its own).
final class RenderCache: @unchecked Sendable {
    static let shared = RenderCache()
    private let lock = NSLock()
    private var renders: [String: (image: PixelImage, layout: LayoutTree)] = [:]

    func render(key: String, _ make: () throws -> (image: PixelImage, layout: LayoutTree)) throws -> (image: PixelImage, layout: LayoutTree) {
        lock.lock()
        defer { lock.unlock() }
        if let done = renders[key] { return done }
        let made = try make()
        renders[key] = made
        return made
    }
}

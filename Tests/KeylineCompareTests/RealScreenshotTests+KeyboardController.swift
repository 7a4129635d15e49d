import Foundation
import KeylineCore
import KeylinePixels
import KeylineRender
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots/KeyboardController")

/// iOS's own keyboard, as react-native-keyboard-controller's end-to-end reference screenshots
/// show it (kirillzyusko/react-native-keyboard-controller, MIT; Screenshots/SOURCES.md): the
/// English keyboard with predictive text off on an iPhone 13 Pro (iOS 15.5), 15 Pro (iOS 17.5)
/// and 16 Pro (iOS 18.5) simulator at @3x. The test measures the keyboard in each screenshot
/// and in Keyline's render of `keyboard.yaml` on the same phone with the same rules (measure.py
/// beside the screenshots: the keyboard's top, the caps' rows, every key's edges, the strip's
/// two symbols) and holds every key within 1 pt of iOS's (KeyboardMetrics' [Shot] values).
extension RealScreenshotTests {
    /// What the measurement finds in one image, in points; vertical places are under the
    /// keyboard's top.
    struct KeyboardMeasure {
        var top = 0.0, height = 0.0
        /// Each row of caps: its top and the bottom of the line under it, and its keys' edges.
        var rows: [(top: Double, bottom: Double, keys: [(left: Double, right: Double)])] = []
        /// The ink of the emoji face and the microphone in the strip under the keys.
        var emoji = Rect(x: 0, y: 0, width: 0, height: 0), dictation = Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Finds the keyboard at the bottom of `image` drawn at `scale` pixels a point.
    static func measureKeyboard(_ image: PixelImage, scale s: Int) throws -> KeyboardMeasure {
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = image.straightRGBA(x: x, y: y)
            return (Int(p.red), Int(p.green), Int(p.blue))
        }
        let w = image.width, h = image.height
        // The keyboard's background: left of the bottom row's caps, 100 pt up.
        let bg = pixel(1, h - 100 * s)
        func far(_ x: Int, _ y: Int) -> Bool {
            let p = pixel(x, y)
            return abs(p.0 - bg.0) + abs(p.1 - bg.1) + abs(p.2 - bg.2) > 12
        }
        func points(_ px: Double) -> Double { px / Double(s) }
        var m = KeyboardMeasure()
        var y = h - 100 * s
        while y > 0, !far(1, y - 1) { y -= 1 }
        let top = y
        m.top = points(Double(top)); m.height = points(Double(h - top))
        // The rows: runs of cap (and the line under it) down the column 25 pt in, through q,
        // a, shift and 123, bridging the label's anti-aliasing (2 pixels).
        var runs: [(Int, Int)] = []
        y = top
        let column = 25 * s
        while y < h - 80 * s {
            if far(column, y) {
                let start = y
                while y < h - 3, far(column, y) || far(column, y + 1) || far(column, y + 2) { y += 1 }
                runs.append((start, y))
            }
            y += 1
        }
        for (start, end) in runs {
            // Each key's edges along the row 8 pt under the caps' top (above the labels),
            // weighted by how much each edge pixel covers the background.
            let row = start + 8 * s
            var keys: [(left: Double, right: Double)] = []
            var x = 0
            while x < w {
                if far(x, row) {
                    let first = x
                    while x < w, far(x, row) { x += 1 }
                    let key = Double(pixel((first + x) / 2, row).1)
                    func coverage(_ c: Int) -> Double { min(1, max(0, (Double(pixel(c, row).1) - Double(bg.1)) / (key - Double(bg.1)))) }
                    if x - first > 5 * s { keys.append((points(Double(first + 1) - coverage(first)), points(Double(x - 1) + coverage(x - 1)))) }
                }
                x += 1
            }
            m.rows.append((points(Double(start - top)), points(Double(end - top)), keys))
        }
        // The strip's symbols: dark pixels under the last row, in the outer quarters.
        guard let last = runs.last else { throw MeasureFailure(description: "no rows of keys") }
        func ink(_ columns: Range<Int>) throws -> Rect {
            var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min
            for py in (last.1 + 2 * s)..<(h - 20 * s) {
                for px in columns {
                    let p = pixel(px, py)
                    if p.0 + p.1 + p.2 < 300 { x0 = min(x0, px); x1 = max(x1, px + 1); y0 = min(y0, py); y1 = max(y1, py + 1) }
                }
            }
            guard x0 < x1 else { throw MeasureFailure(description: "no symbol in the strip") }
            return Rect(x: points(Double(x0)), y: points(Double(y0 - top)), width: points(Double(x1 - x0)), height: points(Double(y1 - y0)))
        }
        m.emoji = try ink(0..<(w / 4))
        m.dictation = try ink((3 * w / 4)..<w)
        return m
    }

    static func decoded(_ name: String) throws -> PixelImage {
        let decoded = try PNGDecoder().decodeTagged(contentsOf: folder.appendingPathComponent(name).path)
        return decoded.image.convertedToSRGB(from: decoded.colorSpace)
    }

    @Test(arguments: [("keyboard-iphone13pro-ios15.png", Device.iphone14), ("keyboard-iphone15pro-ios17.png", .iphone15pro),
                      ("keyboard-iphone16pro-ios18.png", .iphone16pro)])
    func keyboardControllersKeyboard(_ file: String, _ device: Device) throws {
        let shot = try Self.decoded(file)
        #expect(Double(shot.width) == device.size.width * 3 && Double(shot.height) == device.size.height * 3, "\(file) is \(device.name) at @3x")
        let real = try Self.measureKeyboard(shot, scale: 3)
        // What a person measures (SOURCES.md, measure.py): 291 pt tall; caps 8, 62, 116 and 170
        // pt under its top; ten letters in the top row, nine in the second, shift + seven +
        // delete, 123 + space + return.
        #expect(abs(real.height - 291) < 0.01 && real.rows.map(\.keys.count) == [10, 9, 9, 3], "\(file): \(real.height), \(real.rows.map(\.keys.count))")
        #expect(real.rows.map(\.top).enumerated().allSatisfy { abs($1 - (8 + 54 * Double($0))) <= 0.67 }, "\(real.rows.map(\.top))")

        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent("keyboard.yaml").path)
        let variant = Variant(device: device, scale: 3)
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        let layout = pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: renderer)
        let render = PixelImage(copyingRender: renderer.rasterize(pipeline.displayList(layout, variant), scale: 3))
        let drawn = try Self.measureKeyboard(render, scale: 3)

        #expect(abs(drawn.height - real.height) <= 1, "\(file): height \(drawn.height) vs \(real.height)")
        #expect(drawn.rows.map(\.keys.count) == real.rows.map(\.keys.count), "\(file): keys per row \(drawn.rows.map(\.keys.count))")
        for (index, (d, r)) in zip(drawn.rows, real.rows).enumerated() {
            #expect(abs(d.top - r.top) <= 1 && abs(d.bottom - r.bottom) <= 1, "\(file) row \(index): caps \(d.top)–\(d.bottom), iOS \(r.top)–\(r.bottom)")
            for (key, (dk, rk)) in zip(d.keys, r.keys).enumerated() {
                #expect(abs(dk.left - rk.left) <= 1 && abs(dk.right - rk.right) <= 1,
                        "\(file) row \(index) key \(key): drawn \(dk.left)–\(dk.right), iOS \(rk.left)–\(rk.right)")
            }
        }
        // The strip's emoji face and microphone: placed by their ink's centre; the face's size
        // too (the microphone is drawn with shapes, its stroke not SF's).
        for (name, d, r) in [("emoji", drawn.emoji, real.emoji), ("dictation", drawn.dictation, real.dictation)] {
            #expect(abs(d.midX - r.midX) <= 1 && abs(d.midY - r.midY) <= 1, "\(file) \(name): drawn \(d), iOS \(r)")
        }
        #expect(abs(drawn.emoji.width - real.emoji.width) <= 1 && abs(drawn.emoji.height - real.emoji.height) <= 1, "\(file) emoji: drawn \(drawn.emoji), iOS \(real.emoji)")
        #expect(abs(drawn.dictation.height - real.dictation.height) <= 1, "\(file) dictation: drawn \(drawn.dictation), iOS \(real.dictation)")
    }
}

import Foundation
import KeylineCompare
import KeylineCore
import KeylineLayout
import KeylinePixels
import KeylineRender
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots/AccessibilitySnapshot")

/// AccessibilitySnapshot's own reference images (cashapp/AccessibilitySnapshot, Apache-2.0;
/// Screenshots/SOURCES.md): iOS 17.5 (iPhone 15 Pro) and 18.5 (iPhone 16 Pro) at @3x, drawn in
/// grey levels with the accessibility elements marked over them in translucent colour. They
/// are the first real images of a SecureField with text, a Slider and a Stepper. Each control
/// is measured in them and in Keyline's render of `controls.yaml` by the same rules, relative
/// to the control's own frame (the view around it is the test's, not a screen).
extension RealScreenshotTests {
    /// The grey level under a marking: the markings are a colour at 30 % over the image, and
    /// each of them has one channel at 0 (cyan, magenta, green, blue), so the smallest channel
    /// is 70 % of the level beneath. A neutral pixel is unmarked.
    static func level(_ image: PixelImage, _ x: Int, _ y: Int, marked: Bool) -> Double {
        let p = image.straightRGBA(x: x, y: y)
        let low = Double(min(p.red, p.green, p.blue)), high = Double(max(p.red, p.green, p.blue))
        return marked && high - low > 20 ? low / 0.7 : Double(p.red)
    }

    /// Keyline's render of one screen of controls.yaml on `device`, with its layout.
    static func accessibilitySnapshotRender(_ screen: String, device: String) throws -> (image: PixelImage, layout: LayoutTree) {
        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent("controls.yaml").path)
        let variant = Variant(device: try #require(Device.named(device)), scale: 3)
        let index = try #require(document.screens.firstIndex { $0.id == screen })
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        let layout = pipeline.layout(try pipeline.viewTree(document.screens[index], variant), variant, renderer: renderer)
        return (PixelImage(copyingRender: renderer.rasterize(pipeline.displayList(layout, variant), scale: 3)), layout)
    }

    static func accessibilitySnapshotImage(_ png: String) throws -> PixelImage {
        let decoded = try PNGDecoder().decodeTagged(contentsOf: folder.appendingPathComponent(png).path)
        return decoded.image.convertedToSRGB(from: decoded.colorSpace)
    }

    /// The runs (first and last pixel) of dark, neutral ink along a row band, left to right:
    /// the dots of a secure field. Marked pixels are not neutral and so are left out.
    static func dots(in image: PixelImage, rows: Range<Int>, columns: Range<Int>) -> [(from: Int, to: Int)] {
        var runs: [(from: Int, to: Int)] = []
        for x in columns {
            let inked = rows.contains { y in
                let p = image.straightRGBA(x: x, y: y)
                return max(p.red, p.green, p.blue) < 200 && Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) < 12
            }
            guard inked else { continue }
            if let last = runs.last, last.to == x - 1 { runs[runs.count - 1].to = x } else { runs.append((x, x)) }
        }
        return runs
    }

    /// SwiftUITextEntry: two TextFields, an empty SecureField and one holding "secret123", in
    /// a VStack. The images mark each field's accessibility frame with a 4-pt line centred on
    /// its edge (12 pixels): the fields' frames are read from those lines' middles.
    @Test(arguments: [("text-entry-ios17.png", "iphone15pro"), ("text-entry-ios18.png", "iphone16pro")])
    func accessibilitySnapshotTextEntry(png: String, device: String) throws {
        let shot = try Self.accessibilitySnapshotImage(png)
        // The marked lines down pixel column 600, each an edge at its middle (pixels / 3).
        var edges: [Double] = []
        var y = 0
        while y < 700 {
            let p = shot.straightRGBA(x: 600, y: y)
            guard p.red < 250 || p.green < 250 || p.blue < 250 else { y += 1; continue }
            let start = y
            while y < 700, shot.straightRGBA(x: 600, y: y).red < 250 || shot.straightRGBA(x: 600, y: y).green < 250 { y += 1 }
            edges.append(Double(start + y) / 6)
        }
        try #require(edges.count >= 8, "the fields' marked edges: \(edges)")
        let shotFrames = (0..<4).map { (top: edges[2 * $0] - edges[0], height: edges[2 * $0 + 1] - edges[2 * $0]) }
        // What a person measures (measure.py, SOURCES.md): 22, 22, 21 and 20.33 pt, their tops
        // 30, 30 and 29 pt apart.
        let expected = [(0.0, 22.0), (30.0, 22.0), (60.0, 21.0), (89.0, 20.33)]
        for (s, e) in zip(shotFrames, expected) {
            #expect(abs(s.top - e.0) <= 0.01 && abs(s.height - e.1) <= 0.01, "\(png): a field \(s), expected \(e)")
        }

        let (render, layout) = try Self.accessibilitySnapshotRender("textEntry", device: device)
        let ids = ["field1", "field2", "secure1", "secure2"]
        let frames = try ids.map { try #require(layout.node(id: $0)?.frame, "\($0)") }
        for (i, (frame, s)) in zip(frames, shotFrames).enumerated() {
            // Each field's height and place in the stack within 1 pt (the filled SecureField's
            // marked frame is 0.67 pt shorter than the empty one's; Keyline draws both 21).
            #expect(abs(frame.height - s.height) <= 0.67 && abs(frame.minY - frames[0].minY - s.top) <= 0.67,
                    "\(ids[i]): Keyline \(frame), the snapshot \(s)")
        }

        // The dots: 9, 7.33 pt across, 10.33 pt apart, centred on the field. The first dot is
        // partly under the marked line at the field's leading edge, so it is placed from the
        // second, one pitch before it.
        func measureDots(_ image: PixelImage, top: Double, height: Double) -> (first: Double, width: Double, pitch: Double, middle: Double, count: Int) {
            let rows = Int(top * 3)..<Int((top + height) * 3)
            let runs = Self.dots(in: image, rows: rows, columns: 0..<700)
            guard runs.count >= 3 else { return (0, 0, 0, 0, runs.count) }
            let full = runs.dropFirst()
            let pitch = Double(full.last!.from - full.first!.from) / Double(full.count - 1) / 3
            let width = Double(full.map { $0.to - $0.from + 1 }.max()!) / 3
            let inkRows = rows.filter { y in full.contains { run in (run.from...run.to).contains { x in image.straightRGBA(x: x, y: y).red < 200 } } }
            let middle = Double(inkRows.first! + inkRows.last! + 1) / 6 - top - height / 2
            return (Double(full.first!.from) / 3 - pitch, width, pitch, middle, runs.count)
        }
        let shotDots = measureDots(shot, top: edges[6] + 1, height: shotFrames[3].height - 2)
        #expect(shotDots.count == 9 && abs(shotDots.width - 7.33) <= 0.01 && abs(shotDots.pitch - 10.29) <= 0.05, "\(png): the dots \(shotDots)")
        let secure = frames[3]
        let drawnDots = measureDots(render, top: secure.minY, height: secure.height)
        #expect(drawnDots.count == 9, "Keyline's dots: \(drawnDots)")
        #expect(abs(drawnDots.width - shotDots.width) <= 0.34 && abs(drawnDots.pitch - shotDots.pitch) <= 0.1,
                "the dots: Keyline \(drawnDots), the snapshot \(shotDots)")
        #expect(abs((drawnDots.first - secure.minX) - shotDots.first) <= 0.5 && abs(drawnDots.middle - shotDots.middle) <= 0.5,
                "the dots' place: Keyline \(drawnDots), the snapshot \(shotDots)")
    }

    /// A UISlider from 0 to 100 at 75, inset 10 pt in a view as wide as the phone: its frame
    /// (marked), the 4-pt track 3 pt inside its ends, and the thumb's centre.
    @Test(arguments: [("slider-ios17.png", "iphone15pro", 272.5), ("slider-ios18.png", "iphone16pro", 278.5)])
    func accessibilitySnapshotSlider(png: String, device: String, thumbCentre: Double) throws {
        struct Slider { var left = 0.0, right = 0.0, top = 0.0, bottom = 0.0, trackLeft = 0.0, trackRight = 0.0, trackTop = 0.0, trackBottom = 0.0, thumb = 0.0 }
        /// Along the track's middle row: the track (levels under 240) from its first to its
        /// last pixel, and the thumb (levels of 250 and more) between them.
        func measure(_ image: PixelImage, frame: Rect, marked: Bool) -> Slider {
            var s = Slider(left: frame.minX, right: frame.maxX, top: frame.minY, bottom: frame.maxY)
            let column = Int((frame.minX + 40) * 3)
            let trackRows = (Int(frame.minY * 3)..<Int(frame.maxY * 3)).filter { Self.level(image, column, $0, marked: marked) < 240 }
            guard let t0 = trackRows.first, let t1 = trackRows.last else { return s }
            s.trackTop = Double(t0) / 3; s.trackBottom = Double(t1 + 1) / 3
            let row = (t0 + t1) / 2
            let track = (Int(frame.minX * 3)..<Int(frame.maxX * 3)).filter { Self.level(image, $0, row, marked: marked) < 240 }
            guard let x0 = track.first, let x1 = track.last else { return s }
            s.trackLeft = Double(x0) / 3; s.trackRight = Double(x1 + 1) / 3
            let thumb = (x0..<x1).filter { Self.level(image, $0, row, marked: marked) >= 250 }
            if let a = thumb.first, let b = thumb.last { s.thumb = Double(a + b + 1) / 6 }
            return s
        }
        let shot = try Self.accessibilitySnapshotImage(png)
        // The marked frame: the pixels that are not white along a row and down a column.
        let markedRow = (0..<shot.width).filter { shot.straightRGBA(x: $0, y: 45).blue == 255 && shot.straightRGBA(x: $0, y: 45).red < 250 }
        let markedColumn = (0..<150).filter { shot.straightRGBA(x: 40, y: $0).red < 250 }
        let shotFrame = Rect(x: Double(markedRow.first ?? 0) / 3, y: Double(markedColumn.first ?? 0) / 3,
                             width: Double((markedRow.last ?? 0) + 1 - (markedRow.first ?? 0)) / 3,
                             height: Double((markedColumn.last ?? 0) + 1 - (markedColumn.first ?? 0)) / 3)
        let s = measure(shot, frame: shotFrame, marked: true)
        // What a person measures (measure.py): a 34-pt frame 10 pt in, the track 4 pt thick in
        // its middle and 3 pt inside its ends, the thumb's centre `thumbCentre` pt into it.
        #expect(abs(shotFrame.minX - 10) <= 0.01 && abs(shotFrame.height - 34) <= 0.01, "\(png): \(shotFrame)")
        #expect(abs(s.trackLeft - s.left - 3) <= 0.01 && abs(s.right - s.trackRight - 3) <= 0.01
                && abs(s.trackBottom - s.trackTop - 4) <= 0.01 && abs(s.thumb - s.left - thumbCentre) <= 0.01, "\(png): \(s)")

        let (render, layout) = try Self.accessibilitySnapshotRender("slider", device: device)
        let frame = try #require(layout.node(id: "slider")?.frame)
        let k = measure(render, frame: frame, marked: false)
        #expect(abs(frame.width - shotFrame.width) <= 0.01 && abs(frame.height - shotFrame.height) <= 0.01, "the frame: Keyline \(frame), the snapshot \(shotFrame)")
        #expect(abs((k.trackLeft - k.left) - (s.trackLeft - s.left)) <= 0.34 && abs((k.right - k.trackRight) - (s.right - s.trackRight)) <= 0.34,
                "the track's ends: Keyline \(k), the snapshot \(s)")
        #expect(abs((k.trackTop - k.top) - (s.trackTop - s.top)) <= 0.34 && abs(k.trackBottom - k.trackTop - (s.trackBottom - s.trackTop)) <= 0.34,
                "the track's rows: Keyline \(k), the snapshot \(s)")
        #expect(abs((k.thumb - k.left) - (s.thumb - s.left)) <= 0.75, "the thumb's centre: Keyline \(k.thumb - k.left), the snapshot \(s.thumb - s.left)")
    }

    /// UISteppers from -1 to 1 at 0 and from 0 to 1 at 0 (its − half disabled): the box, its
    /// fill, the divider and the glyphs, in grey levels.
    @Test(arguments: [("stepper-ios17.png", "stepper", false), ("stepper-at-min-ios17.png", "stepperAtMin", true)])
    func accessibilitySnapshotStepper(png: String, screen: String, atMinimum: Bool) throws {
        struct Stepper { var box = Rect.zero, fill = 0.0, dividerTop = 0.0, dividerHeight = 0.0, divider = 0.0
                         var minus = Rect.zero, plus = Rect.zero, minusLevel = 0.0 }
        func measure(_ image: PixelImage, marked: Bool) -> Stepper? {
            func level(_ x: Int, _ y: Int) -> Double { Self.level(image, x, y, marked: marked) }
            // The box: the first band of rows with levels under 250, then its extent.
            guard let top = (0..<600).first(where: { y in stride(from: 0, to: image.width, by: 3).contains { level($0, y) < 250 } }) else { return nil }
            let row = top + 48
            let columns = (0..<image.width).filter { level($0, row) < 250 }
            guard let l = columns.first, let r = columns.last else { return nil }
            // Down a column inside the box, from its first row to its last (not on into the
            // legend under the snapshot's view).
            let t = top
            var b = t
            while b + 1 < image.height, level(l + 30, b + 1) < 250 { b += 1 }
            var s = Stepper(box: Rect(x: Double(l) / 3, y: Double(t) / 3, width: Double(r + 1 - l) / 3, height: Double(b + 1 - t) / 3))
            s.fill = level(l + 12, row)
            let middle = (l + r + 1) / 2
            let divider = (t...b).filter { level(middle, $0) < s.fill - 8 }
            if let d0 = divider.first, let d1 = divider.last {
                s.dividerTop = Double(d0 - t) / 3; s.dividerHeight = Double(d1 + 1 - d0) / 3
                s.divider = divider.map { level(middle, $0) }.min() ?? 0
            }
            func glyph(_ x0: Int, _ x1: Int) -> (Rect, Double) {
                var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1), darkest = 255.0
                for y in t...b { for x in x0..<x1 where level(x, y) < s.fill - 40 {
                    box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y)); darkest = min(darkest, level(x, y))
                } }
                return (Rect(x: Double(box.minX - l) / 3, y: Double(box.minY - t) / 3, width: Double(box.maxX + 1 - box.minX) / 3,
                             height: Double(box.maxY + 1 - box.minY) / 3), darkest)
            }
            (s.minus, s.minusLevel) = glyph(l + 6, middle - 4)
            s.plus = glyph(middle + 4, r - 6).0
            return s
        }
        let shot = try #require(measure(try Self.accessibilitySnapshotImage(png), marked: true), "\(png): no stepper")
        // What a person measures (measure.py): 94 x 32, filled at level 237 (tertiarySystemFill
        // over white), the divider 18 pt tall 7 pt under the top at level 214, the − glyph
        // 13.67 x 1.67 at level 0, or 119 at the minimum (black at 50 %).
        #expect(abs(shot.box.width - 94) <= 0.01 && abs(shot.box.height - 32) <= 0.01 && abs(shot.fill - 237.1) <= 0.5, "\(png): \(shot)")
        #expect(abs(shot.dividerTop - 7) <= 0.01 && abs(shot.dividerHeight - 18) <= 0.01 && abs(shot.divider - 214) <= 0.5, "\(png): \(shot)")
        #expect(abs(shot.minusLevel - (atMinimum ? 118.6 : 0)) <= 0.5, "\(png): the − glyph at level \(shot.minusLevel)")

        let drawn = try #require(measure(try Self.accessibilitySnapshotRender(screen, device: "iphone15pro").image, marked: false), "Keyline: no stepper")
        #expect(abs(drawn.box.width - shot.box.width) <= 0.01 && abs(drawn.box.height - shot.box.height) <= 0.01, "the box: Keyline \(drawn.box), the snapshot \(shot.box)")
        #expect(abs(drawn.fill - shot.fill) <= 2, "the fill: Keyline \(drawn.fill), the snapshot \(shot.fill)")
        #expect(abs(drawn.dividerTop - shot.dividerTop) <= 0.34 && abs(drawn.dividerHeight - shot.dividerHeight) <= 0.34, "the divider: Keyline \(drawn), the snapshot \(shot)")
        // Not held: iOS's divider is two pixels of level 214, Keyline's one point of
        // `separator` (level 187): a finding, asserted so that a fix shows here.
        #expect(abs(shot.divider - drawn.divider - Self.stepperDividerDrift) <= 2, "the divider's level: Keyline \(drawn.divider), the snapshot \(shot.divider)")
        // The glyphs' ink within 1 pt (the − drawn by Keyline's symbol set); the + is 1.67 pt
        // larger in Keyline (a finding, not a goal: SF Symbols' plus is not on Linux).
        for (d, s) in [(drawn.minus, shot.minus)] {
            #expect(abs(d.minX - s.minX) <= 1 && abs(d.minY - s.minY) <= 1 && abs(d.width - s.width) <= 1 && abs(d.height - s.height) <= 1,
                    "the − glyph: Keyline \(d), the snapshot \(s)")
        }
        #expect(abs(drawn.plus.width - shot.plus.width - Self.stepperPlusDrift) <= 0.67, "the + glyph: Keyline \(drawn.plus), the snapshot \(shot.plus)")
        #expect(abs(drawn.minusLevel - shot.minusLevel) <= 3, "the − glyph's level: Keyline \(drawn.minusLevel), the snapshot \(shot.minusLevel)")
    }

    /// Keyline's stepper against iOS 17.5's: findings (docs/real-screens.md), not goals.
    static let stepperDividerDrift = 27.0
    static let stepperPlusDrift = 1.67
}

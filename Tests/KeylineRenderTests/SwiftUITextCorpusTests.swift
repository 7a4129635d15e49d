import Foundation
import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// Keyline's text frames measured against real SwiftUI's: the reference images and
/// measurements in Resources/SwiftUIText (their sources in SOURCES.md there). Run with
/// `swift test --filter SwiftUITextCorpusTests`; each test prints what it measured.
@Suite struct SwiftUITextCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/SwiftUIText").path
    let renderer = Renderer()

    func body(_ content: String, weight: FontWeight = .regular) -> TextSpec {
        var font = TextStyles.font(.body, at: .large)
        font.weight = weight
        return TextSpec(content: content, font: font, color: .color(.black))
    }

    /// Keyline's drawing of a text on white at a scale, its frame at the top-left.
    func drawn(_ spec: TextSpec, scale: Double) -> (InkProfile, TextMetrics) {
        let m = renderer.measure(spec, width: nil)
        let canvas = Size(width: (m.size.width + 2).rounded(.up), height: (m.size.height + 2).rounded(.up))
        let list = DisplayList(canvas: canvas, background: .white,
                               items: [.text(spec, Rect(x: 0, y: 0, width: m.size.width, height: m.size.height), wrapWidth: nil)])
        return (InkProfile(renderer.rasterize(list, scale: scale), scale: scale), m)
    }

    /// SwiftUI rounds a text's frame up to the pixel grid (the snapshot's size).
    static func pixelCeiling(_ points: Double, scale: Double) -> Double { (points * scale - 1e-9).rounded(.up) / scale }

    /// TextBuilder's four-line `.body` Text on an iPhone 8 (iOS 15, @2x): baselines 22 pt
    /// apart, the first 16.0 pt below the top, the frame 86.5 pt tall (3 × 22 + 20.29,
    /// rounded up to the pixel); one line 20.5 pt (20.29 rounded up).
    @Test func bodyLinePitchFirstBaselineAndHeight() throws {
        let reference = try InkProfile(png: Self.folder + "/TextBuilder-testMultilineTextBuilder.iOS.png", scale: 2)
        let bands = reference.lineBands()
        #expect(bands.count == 4)
        let baselines = bands.map(reference.baseline(in:))
        let pitch = (baselines[3] - baselines[0]) / 3

        let spec = body("Lorem\nipsum dolor\nsit\namet, consectetur")
        let m = renderer.measure(spec, width: nil)
        let keylinePitch = (m.lastBaseline - m.firstBaseline) / Double(m.lineCount - 1)
        let old = renderer.measure(before(spec), width: nil)
        print("corpus body 4 lines: SwiftUI first baseline \(baselines[0]), pitch \(pitch), height \(Double(reference.height) / 2);",
              "Keyline first baseline \(m.firstBaseline), pitch \(keylinePitch), height \(m.size.height);",
              "before: \(old.firstBaseline), \((old.lastBaseline - old.firstBaseline) / 3), \(old.size.height)")
        #expect(abs(m.firstBaseline - baselines[0]) < 0.25)
        #expect(abs(keylinePitch - pitch) < 0.1)
        #expect(Self.pixelCeiling(m.size.height, scale: 2) == Double(reference.height) / 2)

        // The drawing puts the baselines where the metrics say.
        let (keyline, _) = drawn(spec, scale: 2)
        let drawnBaselines = keyline.lineBands().map(keyline.baseline(in:))
        #expect(drawnBaselines.count == 4)
        for (a, b) in zip(drawnBaselines, baselines) { #expect(abs(a - b) < 0.3, "drawn \(a), SwiftUI \(b)") }

        let single = try InkProfile(png: Self.folder + "/TextBuilder-testBasicTextBuilder.iOS.png", scale: 2)
        let one = renderer.measure(body("Loremipsum dolorsitamet, consectetur"), width: nil)
        #expect(Self.pixelCeiling(one.size.height, scale: 2) == Double(single.height) / 2)
    }

    /// A one-line Text of each style, its height on iOS rounded up to a whole point
    /// (skip-ui's TextTests, iOS, scale 1): the font's height, not the style's leading.
    static let oneLineHeights: [(TextStyle, Double)] = [
        (.largeTitle, 41), (.title, 34), (.title2, 27), (.title3, 24), (.headline, 21), (.subheadline, 18),
        (.body, 21), (.callout, 20), (.footnote, 16), (.caption, 15), (.caption2, 14),
    ]

    /// How Keyline laid out a text style before it followed iOS: the leading as an exact
    /// line box, Inter's own metrics and widths (for the report's before/after figures).
    func before(_ spec: TextSpec) -> TextSpec {
        var old = spec
        old.font.lineHeightRule = .exact
        old.font.family = spec.font.size >= 20 ? "Inter Display" : "Inter"
        return old
    }

    @Test(arguments: oneLineHeights)
    func oneLineHeightPerStyle(style: TextStyle, iOS: Double) {
        let spec = TextSpec(content: "X", font: TextStyles.font(style, at: .large), color: .color(.black))
        let m = renderer.measure(spec, width: nil), old = renderer.measure(before(spec), width: nil)
        print("corpus one-line \(style): iOS \(iOS) (rounded up), Keyline \(m.size.height) (before: \(old.size.height));",
              "first baseline \(m.firstBaseline) (before: \(old.firstBaseline))")
        #expect(m.size.height.rounded(.up) == iOS)
        #expect(m.lineCount == 1)
    }

    /// SF Pro's line widths at 17 pt against the stand-in's: the ink of TextBuilder's
    /// regular lines, and the advance of whole lines (each snapshot is its line's advance
    /// rounded up to the pixel: "amet, consectetur" 139 pt; the one-line text with "sit" in
    /// bold 295.5 pt, 308.5 pt with spaces between its parts).
    @Test func bodyWidthsWithinOnePercent() throws {
        let reference = try InkProfile(png: Self.folder + "/TextBuilder-testMultilineTextBuilder.iOS.png", scale: 2)
        let bands = reference.lineBands()
        func percent(_ error: Double) -> String { String(format: "%+.2f %%", error * 100) }
        for (content, index) in [("ipsum dolor", 1), ("amet, consectetur", 3)] {
            let swiftUI = reference.inkWidth(in: bands[index])
            let (keyline, _) = drawn(body(content), scale: 2)
            let (old, _) = drawn(before(body(content)), scale: 2)
            let ink = keyline.inkWidth(in: 0..<keyline.height), oldInk = old.inkWidth(in: 0..<old.height)
            print("corpus ink width '\(content)': SwiftUI \(swiftUI), Keyline \(ink) \(percent((ink - swiftUI) / swiftUI))",
                  "(before: \(oldInk) \(percent((oldInk - swiftUI) / swiftUI)))")
            #expect(abs(ink - swiftUI) / swiftUI < 0.01, "\(content)")
        }

        /// The advance of parts laid side by side: Keyline has one font per text.
        func advance(_ parts: [(String, FontWeight)], before old: Bool = false) -> Double {
            parts.reduce(0) { sum, part in
                let spec = body(part.0, weight: part.1)
                return sum + renderer.measure(old ? before(spec) : spec, width: nil).size.width
            }
        }
        let single = try InkProfile(png: Self.folder + "/TextBuilder-testBasicTextBuilder.iOS.png", scale: 2)
        let spaced = try InkProfile(png: Self.folder + "/TextBuilder-testSpacedTextBuilder.iOS.png", scale: 2)
        let lines: [(String, [(String, FontWeight)], Double)] = [
            ("amet, consectetur", [("amet, consectetur", .regular)], Double(reference.width) / 2),
            ("Loremipsum dolorsitamet, consectetur", [("Loremipsum dolor", .regular), ("sit", .bold), ("amet, consectetur", .regular)],
             Double(single.width) / 2),
            ("Lorem ipsum dolor sit amet, consectetur", [("Lorem ipsum dolor ", .regular), ("sit", .bold), (" amet, consectetur", .regular)],
             Double(spaced.width) / 2),
        ]
        for (name, parts, rounded) in lines {
            let swiftUI = rounded - 0.25  // the advance is within half a pixel below the image's width
            let keyline = advance(parts), old = advance(parts, before: true)
            print("corpus advance '\(name)': SwiftUI \(swiftUI) ± 0.25, Keyline \(keyline) \(percent((keyline - swiftUI) / swiftUI))",
                  "(before: \(old) \(percent((old - swiftUI) / swiftUI)))")
            #expect(abs(keyline - swiftUI) / swiftUI < 0.01, "\(name)")
        }
        // Bold alone: the one-line text's width less its regular parts.
        let boldSwiftUI = Double(single.width) / 2 - 0.25 - advance([("Loremipsum dolor", .regular), ("amet, consectetur", .regular)])
        let bold = advance([("sit", .bold)]), boldBefore = advance([("sit", .bold)], before: true)
        print("corpus advance 'sit' bold (inferred): SwiftUI \(boldSwiftUI) ± 0.3, Keyline \(bold) (before: \(boldBefore))")
    }
}

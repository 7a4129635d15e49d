import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

@Suite struct TextRenderingTests {
    let renderer = Renderer()

    func text(_ content: String, lineHeight: Double? = nil, size: Double = 16, family: String = "Inter") -> TextSpec {
        TextSpec(content: content, font: FontSpec(family: family, size: size, lineHeight: lineHeight), color: .color(.black))
    }

    /// Designers' absolute line height: three lines at 24 pt are 72 pt, whatever the font.
    @Test func absoluteLineHeightIsExact() {
        let m = renderer.measure(text("one two three four five six seven eight nine ten", lineHeight: 24), width: 120)
        #expect(m.lineCount >= 3)
        #expect(m.size.height == Double(m.lineCount) * 24)
        let single = renderer.measure(text("Discover", lineHeight: 31, size: 24), width: nil)
        #expect(single.size.height == 31)
        #expect(single.lineCount == 1)
    }

    @Test func wrappingNeverExceedsTheOfferedWidth() {
        for width in stride(from: 60.0, through: 300, by: 37) {
            let m = renderer.measure(text("Find expert professionals for all your home service needs in one app"), width: width)
            #expect(m.size.width <= width)
        }
    }

    /// A text offered its own width stays as it is: the stand-in's tracking (negative
    /// letter spacing) must not make Pango break a line that fits (seen at AX5: "Skip" in
    /// 49.9-pt SF Pro wrapped inside its own width).
    @Test func aTextAtItsOwnWidthDoesNotWrap() {
        for size in [11.0, 17, 20, 34, 49.9] {
            for content in ["Skip", "Get started", "Take control of your finances"] {
                let spec = TextSpec(content: content, font: FontSpec(weight: .medium, size: size), color: .color(.black))
                let free = renderer.measure(spec, width: nil)
                let again = renderer.measure(spec, width: free.size.width)
                #expect(again == free, "\(content) at \(size)")
            }
        }
    }

    /// The same for a text that wraps: a stack sizes a wrapped text at the width its
    /// longest line needs and proposes that width again (SwiftUI's Text returns the same
    /// size for its own size), so the lines must not change. Positive letter spacing
    /// (semibold stand-in above 52 pt, where SF Pro's tracking is 0; a scene's `tracking`)
    /// made Pango break such a line again: "Allow / contacts" at AX5 headline was drawn
    /// "Allow / contact- / s", taller than its button (rin-onboarding s06).
    @Test func aWrappedTextAtItsOwnWidthKeepsItsLines() {
        let fonts = [
            FontSpec(weight: .semibold, size: 53), FontSpec(weight: .semibold, size: 17),
            FontSpec(weight: .bold, size: 40), FontSpec(size: 60), FontSpec(size: 17),
            FontSpec(family: "Inter", size: 17, letterSpacing: 2), FontSpec(weight: .semibold, size: 20, letterSpacing: 0.7),
        ]
        for font in fonts {
            for (content, width) in [("Allow contacts", 310.0), ("Save defaults", 310), ("Use recommended", 250),
                                     ("Review and clean your network", 300), ("Find duplicates and clean your network faster", 200)] {
                let spec = TextSpec(content: content, font: font, color: .color(.black), alignment: .center)
                let wrapped = renderer.measure(spec, width: width)
                let again = renderer.measure(spec, width: wrapped.size.width)
                #expect(again == wrapped, "\(content) in \(font.weight) \(font.size) pt, tracking \(font.letterSpacing), at \(width) then \(wrapped.size.width)")
            }
        }
        // With a positive letter spacing a line fits exactly the width it reports: a hair
        // less breaks the word. (These four are tracked positively: 53-pt semibold and
        // 40-pt bold by SF Pro's table and the stand-in's residual together, the other two
        // by their own tracking. With a negative spacing, as the stand-in's at body sizes,
        // Pango still fits a line up to that spacing wider than the width; `metrics`
        // reports the width.)
        let positivelyTracked = [fonts[0], fonts[2], fonts[5], fonts[6]]
        for font in positivelyTracked {
            let word = TextSpec(content: "contacts", font: font, color: .color(.black))
            let own = renderer.measure(word, width: nil).size.width
            #expect(renderer.measure(word, width: own).lineCount == 1)
            #expect(renderer.measure(word, width: own - 0.05).lineCount == 2, "contacts in \(font.weight) \(font.size) pt, tracking \(font.letterSpacing)")
        }
    }

    @Test func noWidthMeansOneLine() {
        let m = renderer.measure(text("Find expert professionals for all your home service needs"), width: nil)
        #expect(m.lineCount == 1)
    }

    @Test func lineLimitTruncates() {
        var spec = text("one two three four five six seven eight nine ten")
        spec.lineLimit = 1
        #expect(renderer.measure(spec, width: 100).lineCount == 1)
    }

    /// Measurement is scale-independent: the same text measures the same however it is
    /// later drawn, so layout and drawing agree at @1x, @2x and @3x.
    @Test func biggerTextIsProportionallyWider() {
        let small = renderer.measure(text("Keyline", size: 16), width: nil).size.width
        let big = renderer.measure(text("Keyline", size: 32), width: nil).size.width
        #expect(abs(big - 2 * small) < 0.05)
    }

    /// Pango must not round glyph positions to whole pixels: text moved by a whole pixel
    /// renders as the same pixels shifted, and text moved by half a point moves its ink by
    /// half a pixel (measured by the ink's centroid), not by 0 or 1. Cairo 1.16's image
    /// backend still puts each glyph on a whole pixel, so the centroid of a few glyphs moves
    /// by the average of their roundings: the font is Inter Display by name, untracked, whose
    /// glyphs here happen to round evenly (SF Pro's stand-in, tracked, moves by 0.61).
    @Test func textMovesByFractionsOfAPoint() throws {
        func draw(_ x: Double) throws -> RasterImage {
            try render(screen("""
            text: Keyline
            family: Inter Display
            size: 20
            offset: { x: \(x), y: 0 }
            """))
        }
        func inkCentroidX(_ image: RasterImage) -> Double {
            var weight = 0.0, sum = 0.0
            for y in 380..<470 {
                for x in 0..<image.width {
                    let ink = 255 - Double(image.pixel(x: x, y: y).red)
                    weight += ink; sum += ink * Double(x)
                }
            }
            return sum / weight
        }
        let base = try draw(0), whole = try draw(1), half = try draw(0.5)
        let row = 428
        let a = (0..<base.width - 1).map { base.pixel(x: $0, y: row).red }
        let b = (1..<whole.width).map { whole.pixel(x: $0, y: row).red }
        #expect(a == b, "a 1 pt shift at @1x is exactly a 1 pixel shift")
        let c0 = inkCentroidX(base), c1 = inkCentroidX(whole), cHalf = inkCentroidX(half)
        #expect(abs(c1 - c0 - 1) < 0.01)
        #expect(abs(cHalf - c0 - 0.5) < 0.05)
    }

    /// SF Pro is drawn with Inter, but its frame is SF Pro's: 2444/2048 of the size tall
    /// (Inter's own is 2478/2048), its baseline at 1950/2048 (SFProMetrics).
    @Test func sfProIsDrawnWithTheStandInAndSaidOnce() {
        let a = renderer.measure(text("Keyline", family: "SF Pro"), width: nil)
        let b = renderer.measure(text("Keyline", family: "Inter"), width: nil)
        #expect(abs(a.size.height - 16 * 2444 / 2048) < 1e-9)
        #expect(abs(a.firstBaseline - 16 * 1950 / 2048) < 1e-9)
        #expect(b.size.height > a.size.height + 0.2, "Inter by name keeps its own metrics")
        _ = renderer.measure(text("Keyline again", family: "SF Pro"), width: nil)
        #expect(renderer.diagnostics.diagnostics.map(\.code) == [.fontStandIn])
        // SF Pro switches from Text to Display at 20 pt (Apple HIG); so does its stand-in.
        #expect(FontResolver.family(for: FontSpec(family: "SF Pro", size: 19.9)) == "Inter")
        #expect(FontResolver.family(for: FontSpec(family: "SF Pro", size: 20)) == "Inter Display")
        #expect(FontResolver.family(for: FontSpec(family: "Inter-SemiBold", size: 24)) == "Inter")
    }

    @Test func revealKeepsTheLayoutAndHidesTheRest() throws {
        let full = try render(screen("text: Typewriter\nsize: 30\nid: t"))
        let none = try render(screen("text: Typewriter\nsize: 30\nreveal: 0"))
        let half = try render(screen("text: Typewriter\nsize: 30\nreveal: 5"))
        let blank = try render(screen("rect:\nfill: clear"))
        #expect(pixels(none) == pixels(blank))
        #expect(pixels(half) != pixels(full) && pixels(half) != pixels(none))
    }
}

import KeylineCore
import KeylineLayout
@testable import KeylineRender
import Testing

/// A missing image draws a labelled box that stays inside its frame, whatever its size.
@Suite struct PlaceholderTests {
    private static let white = (red: UInt8(255), green: UInt8(255), blue: UInt8(255), alpha: UInt8(255))

    private func missing(_ label: String) -> ImageSpec {
        ImageSpec(source: "assets/not-there.svg", resolvedPath: nil, resizable: true, contentMode: nil, tint: nil,
                  placeholderLabel: label)
    }

    /// The wireframer's 40×40 icon: before, its label wrapped one letter per line far above
    /// and below the box. Now not one pixel outside the frame changes, at any scale.
    @Test(arguments: [1.0, 2, 3])
    func aSmallPlaceholderDrawsNothingOutsideItsFrame(scale: Double) throws {
        let frame = Rect(x: 40, y: 40, width: 40, height: 40)
        let list = DisplayList(canvas: Size(width: 120, height: 120), background: .white,
                               items: [.image(missing("[onboarding-illustration-with-a-long-name]"), frame)])
        let image = Renderer().rasterize(list, scale: scale)
        let inside = Int(40 * scale)..<Int(80 * scale)
        var outsideChanged = 0, insideDrawn = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let isWhite = p == Self.white
                if inside.contains(x) && inside.contains(y) {
                    if !isWhite { insideDrawn += 1 }
                } else if !isWhite {
                    outsideChanged += 1
                }
            }
        }
        #expect(outsideChanged == 0)
        #expect(insideDrawn > inside.count * inside.count / 2, "the grey box fills its frame")
    }

    /// A placeholder as big as an illustration still shows its label, at the footnote size.
    @Test func aLargePlaceholderShowsItsLabel() throws {
        let frame = Rect(x: 10, y: 10, width: 300, height: 200)
        let list = DisplayList(canvas: Size(width: 320, height: 220), background: .white,
                               items: [.image(missing("[Illustration 1]"), frame)])
        let image = Renderer().rasterize(list, scale: 1)
        // The box is grey at 12 % over white (≈ 239); glyphs are the label's grey (120).
        // The label is one 18-pt line centred at y = 110, far inside the dashed outline.
        var glyphPixels = 0
        for y in 101..<119 {
            for x in 60..<260 where image.pixel(x: x, y: y).red < 200 { glyphPixels += 1 }
        }
        #expect(glyphPixels > 50)
        let fitted = PlaceholderLabel.fit("[Illustration 1]", in: frame.size, measure: { TextEngine(diagnostics: DiagnosticLog()).metrics($0, width: $1) })
        #expect(fitted?.spec.font.size == 13 && fitted?.spec.lineLimit == nil)
    }

    /// A word wider than the box is never broken letter by letter: one ellipsized line.
    @Test func aWordTooWideForTheBoxIsElidedOnOneLine() throws {
        let engine = TextEngine(diagnostics: DiagnosticLog())
        let fitted = try #require(PlaceholderLabel.fit("[onboarding-illustration]", in: Size(width: 40, height: 40),
                                                       measure: { engine.metrics($0, width: $1) }))
        #expect(fitted.spec.font.size == PlaceholderLabel.minimumSize)
        #expect(fitted.spec.lineLimit == 1)
        #expect(engine.metrics(fitted.spec, width: fitted.wrapWidth).lineCount == 1)
        #expect(fitted.size.width <= 40 - 2 * 4)   // the 4-pt inset of a 40-pt box
    }

    // Hand-worked cases with a measurer whose characters are half the font size wide and
    // whose lines break greedily between words.

    private static func halfEm(_ spec: TextSpec, _ width: Double?) -> TextMetrics {
        let advance = spec.font.size / 2
        let words = spec.content.split(separator: " ").map { Double($0.count) * advance }
        var lines: [Double] = []
        for word in words {
            if let last = lines.last, let width, last + advance + word <= width {
                lines[lines.count - 1] = last + advance + word
            } else {
                lines.append(word)
            }
        }
        let count = min(lines.count, spec.lineLimit ?? .max)
        let lineHeight = spec.font.lineHeight ?? spec.font.size
        return TextMetrics(size: Size(width: min(lines.max() ?? 0, width ?? .infinity), height: Double(count) * lineHeight),
                           firstBaseline: lineHeight, lastBaseline: Double(count) * lineHeight, lineCount: count)
    }

    @Test func aLabelThatFitsKeepsTheFootnoteSize() throws {
        // 200×100: inset 8, 184 pt wide. 16 characters × 6.5 = 104 pt on one line.
        let fitted = try #require(PlaceholderLabel.fit("[Illustration 1]", in: Size(width: 200, height: 100), measure: Self.halfEm))
        #expect(fitted.spec.font.size == 13)
        #expect(fitted.wrapWidth == 184)
        #expect(fitted.size == Size(width: 104, height: 18))
    }

    @Test func aLabelShrinksBeforeItWraps() throws {
        // 110×26: inset 2.6, 104.8 × 20.8 pt, one line tall. "Illustration once" is
        // 17 characters: 110.5 pt at 13, 106.25 at 12.5 (two lines, too tall), 102 at 12.
        let fitted = try #require(PlaceholderLabel.fit("Illustration once", in: Size(width: 110, height: 26), measure: Self.halfEm))
        #expect(fitted.spec.font.size == 12)
        #expect(fitted.spec.lineLimit == nil)
        #expect(abs(fitted.size.height - 12 * 18 / 13) < 1e-9)
    }

    @Test func belowTheMinimumSizeTheLabelIsElidedOnTheLinesThatFit() throws {
        // 60×40: inset 4, 52 × 32 pt. "Team photo" never fits on a line (55 pt at 11),
        // so at every size the label takes 3 lines ("Team", "photo of", "everyone"):
        // 45.7 pt even at 11 pt. At 11 pt, 2 lines of 15.23 fit in 32: elided after 2.
        let fitted = try #require(PlaceholderLabel.fit("Team photo of everyone", in: Size(width: 60, height: 40), measure: Self.halfEm))
        #expect(fitted.spec.font.size == 11)
        #expect(fitted.spec.lineLimit == 2)
    }

    @Test func aBoxTooShortForOneLineHasNoLabel() {
        // 200×14: inset 1.4, 11.2 pt tall; one line at 11 pt is 15.23 pt.
        #expect(PlaceholderLabel.fit("[Illustration 1]", in: Size(width: 200, height: 14), measure: Self.halfEm) == nil)
    }
}

import KeylineCore
import KeylineLayout
@testable import KeylineRender
import Testing

/// Layout values far outside the canvas (sums of large views, huge scales) reach the
/// rasterizer as finite numbers: nothing converts them to integers without a check, and
/// nothing outside what shows is drawn at full size.
@Suite struct RenderLimitsTests {
    @Test func geometryFarOutsideTheCanvasDrawsWithoutATrap() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let list = DisplayList(canvas: Size(width: 390, height: 844), background: .white, items: [
            // 10³⁰⁸ pt covering the canvas, half transparent, with a shadow blurred by a
            // million points and moved 10³⁰⁰ pt away.
            .group(DisplayGroup(opacity: 0.5, shadow: ShadowSpec(color: .black, radius: 1e6, x: 1e300, y: 0),
                                items: [.fill(.rectangle, Rect(x: -1e307, y: -1e307, width: 1e308, height: 1e308), .color(red))])),
            // A small square scaled up 10¹⁰ times, with a shadow.
            .group(DisplayGroup(transform: .scale(x: 1e10, y: 1e10), shadow: ShadowSpec(color: .black, radius: 100, x: 0, y: 0),
                                items: [.fill(.roundedRectangle(cornerRadius: 1e5, style: .continuous), Rect(x: 1e5, y: 1e5, width: 10, height: 10), .color(red))])),
            // Text laid out a trillion points wide.
            .text(TextSpec(content: "Hi", font: FontSpec(size: 17), color: .color(.black)),
                  Rect(x: -1e12, y: 1e12, width: 1e12, height: 20), wrapWidth: 1e12),
            // And after them an ordinary square, drawn as ever: 100 pt at (145, 372).
            .fill(.rectangle, Rect(x: 145, y: 372, width: 100, height: 100), .color(Color(red: 0, green: 0, blue: 1))),
        ])
        let image = Renderer().rasterize(list, scale: 3)
        #expect(image.width == 1170 && image.height == 2532)
        #expect(image.pixel(x: 585, y: 1266) == (0, 0, 255, 255))
    }

    /// The box blur divides exactly up to boxes 4,096 px wide; a larger σ is capped.
    @Test func aBlurBeyondItsExactRangeIsCapped() {
        #expect(GaussianBlur.boxSize(sigma: 600) == 1128)  // ⌊600 · 3√(2π)/4 + 0.5⌋
        #expect(GaussianBlur.boxSize(sigma: 1e9) == 4095)
        #expect(GaussianBlur.boxSize(sigma: .nan) == 0)
    }

    /// A text that is one word breaks between characters wherever it must, as SwiftUI does,
    /// and Pango measures it in linear time (its word wrapping re-shapes the rest of an
    /// overlong word for every line). DejaVu Sans Mono advances 1233/2048 em: 6.0205 pt at
    /// 10 pt; 60.3 pt hold 9 characters and the hyphen Pango puts where it breaks a word,
    /// or 10 characters on the last line, which needs no hyphen.
    @Test func aOneWordTextWrapsBetweenCharacters() {
        let renderer = Renderer()
        let word = TextSpec(content: String(repeating: "a", count: 1_000), font: FontSpec(family: "DejaVu Sans Mono", size: 10), color: .color(.black))
        let metrics = renderer.measure(word, width: 60.3)
        #expect(metrics.lineCount == 111)  // 110 × 9 + 10
        #expect(metrics.size.width <= 60.3)
        // The longest text a scene may have, one word: measured in linear time.
        var longest = word
        longest.content = String(repeating: "a", count: SceneLimits.textLength)
        #expect(renderer.measure(longest, width: 60.3).lineCount == 1_111)  // 1110 × 9 + 10
    }
}

import KeylineCore
import Testing

@Suite struct TokenAndColorTests {
    @Test func hexColoursParseAllCSSForms() throws {
        let teal = try #require(Color(hex: "#0D7377"))
        #expect(teal == Color(rgb8: 13, 115, 119))
        #expect(Color(hex: "#FFF") == .white)
        #expect(Color(hex: "#0000001A")?.alpha == 26.0 / 255)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "0D7377") == nil)
        #expect(teal.hexString == "#0D7377")
    }

    @Test func colourTokensResolveReferencesAndOpacityPerAppearance() throws {
        let document = try loadScene(scene(body: "text: Hi", extra: """
        tokens:
          colors:
            wash: accent.opacity(0.1)
            accent: { light: "#0D7377", dark: "#14A0A5" }
            link: blue
        """))
        let tokens = document.tokens
        #expect(tokens.color("wash", .light) == Color(rgb8: 13, 115, 119, alpha: 0.1))
        #expect(tokens.color("wash", .dark) == Color(rgb8: 20, 160, 165, alpha: 0.1))
        // System colours carry Apple's light and dark values.
        #expect(tokens.color("link", .light) == Color(rgb8: 0, 122, 255))
        #expect(tokens.color("link", .dark) == Color(rgb8: 10, 132, 255))
    }

    @Test func circularColourTokensAreRejected() {
        let errors = sceneErrors(scene(body: "text: Hi", extra: """
        tokens:
          colors:
            a: b
            b: a
        """))
        #expect(errors.first?.message.contains("in a circle") == true)
    }

    @Test func typographyBuildsOnStyles() throws {
        let document = try loadScene(scene(body: "text: Hi", extra: """
        tokens:
          typography:
            caption: { style: footnote, weight: medium }
        """))
        let font = try #require(document.tokens.font("caption"))
        #expect(font.size == 13)
        #expect(font.lineHeight == 18)
        #expect(font.weight == .medium)
    }

    @Test func suggestionsAreCloseMatchesOnly() {
        #expect(Suggestions.nearest(to: "paddng", in: ["padding", "frame"]) == "padding")
        #expect(Suggestions.nearest(to: "xyz", in: ["padding", "frame"]) == nil)
        #expect(Suggestions.nearest(to: "backgorund", in: ["background", "overlay"]) == "background")
    }
}

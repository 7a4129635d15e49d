import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// Dynamic Type through the real pipeline: a scene instantiated at a size and laid out with
/// Keyline's renderer measuring the text. Line pitches are the leading of Apple's table.
@Suite struct DynamicTypeLayoutTests {
    func frames(_ body: String, at size: DynamicTypeSize, extra: String = "") throws -> [String: Rect] {
        let yaml = (extra.isEmpty ? "" : extra + "\n") + screen(body)
        let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(dynamicTypeSize: size)).instantiate(document.screens[0])
        let layout = SolvedLayout.solve(root, device: .iphone14, measurer: Renderer())
        return Dictionary(uniqueKeysWithValues: layout.namedFrames.map { ($0.id, $0.frame) })
    }

    /// As on iOS (docs/text.md): one line of a text style is as tall as SF Pro at the
    /// table's size (2444/2048 of it), each further line adds the table's leading.
    @Test func linesOfBodyAreTheFontThenTheTablesLeading() throws {
        let body = "text: Hello\nfont: body\nid: line"
        #expect(try frames(body, at: .accessibility5)["line"]?.height == 53 * 2444 / 2048)
        #expect(try frames(body, at: .large)["line"]?.height == 17 * 2444 / 2048)
        #expect(try frames(body, at: .xSmall)["line"]?.height == 14 * 2444 / 2048)
        let two = "text: \"Hello\\nWorld\"\nfont: body\nid: line"
        #expect(try frames(two, at: .large)["line"]?.height == 22 + 17 * 2444 / 2048)
    }

    /// A 16/24 token relative to body: ×53/17 at AX5 (24 × 53/17 = 74.82 pt a line),
    /// within Pango's unit of 1/1024 pt.
    @Test func relativeTokensLineHeightScales() throws {
        let extra = "tokens:\n  typography:\n    copy: { family: SF Pro, size: 16, lineHeight: 24, relativeTo: body }"
        let f = try frames("text: Hello\nfont: copy\nid: line", at: .accessibility5, extra: extra)
        #expect(abs(try #require(f["line"]).height - 24 * 53 / 17) <= 1.0 / 1024)
    }

    /// UrbanNest "Dynamic Type": "Title: Scales with system font size (-2 to +3)" — two
    /// steps below Large (small) to three above (xxxLarge); the description keeps scaling.
    /// At small the 24/31 title, relative to body, is 24 × 15/17 on one 31 × 15/17 line.
    @Test func urbanNestTitleScalesTwoStepsDownAndThreeUp() throws {
        let document = try SceneLoader.load(contentsOf: scenesDirectory + "/urbannest-onboarding.yaml")
        func frames(_ size: DynamicTypeSize) throws -> [String: Rect] {
            let root = try Instantiator(document: document, variant: Variant(dynamicTypeSize: size)).instantiate(document.screen("slide1")!)
            return Dictionary(uniqueKeysWithValues: SolvedLayout.solve(root, device: .iphone14, measurer: Renderer()).namedFrames.map { ($0.id, $0.frame) })
        }
        let xSmall = try frames(.xSmall), small = try frames(.small), large = try frames(.large)
        let xxxLarge = try frames(.xxxLarge), ax5 = try frames(.accessibility5)
        #expect(abs(small["title"]!.height - 31.0 * 15 / 17) <= 1.0 / 1024)
        #expect(xSmall["title"]!.height == small["title"]!.height)
        #expect(ax5["title"]!.height == xxxLarge["title"]!.height)
        #expect(xxxLarge["title"]!.height > large["title"]!.height)
        #expect(ax5["description"]!.height > xxxLarge["description"]!.height)
    }
}

import KeylineCore
import Testing

/// Dynamic Type: sizes by name, Apple's text-style table, fonts that follow a style or
/// scale relative to one, and the `dynamicTypeSize` environment modifier. Expected numbers
/// are cells of Apple's HIG table (../shared/reference/dynamic-type.md), or worked from
/// them by hand.
@Suite struct DynamicTypeTests {
    // MARK: Names

    @Test func sizesParseBySwiftUINameOrAXFormInAnyCase() throws {
        #expect(DynamicTypeSize.named("xSmall") == .xSmall)
        #expect(DynamicTypeSize.named("XXXLARGE") == .xxxLarge)
        #expect(DynamicTypeSize.named("accessibility3") == .accessibility3)
        #expect(DynamicTypeSize.named("AX5") == .accessibility5)
        #expect(DynamicTypeSize.named("ax1") == .accessibility1)
        #expect(DynamicTypeSize.named("huge") == nil)
        #expect(DynamicTypeSize.named("AX6") == nil)
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases.sorted() == DynamicTypeSize.allCases)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(DynamicTypeSize.allCases.map(\.fileName)
                == ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
    }

    /// What `--dynamic-type` takes: one name, a comma list, or `all`; a bad name suggests
    /// the nearest.
    @Test func commandLineListsOfSizes() throws {
        #expect(try DynamicTypeSize.list("large") == [.large])
        #expect(try DynamicTypeSize.list("AX5, xSmall,large,ax5") == [.xSmall, .large, .accessibility5])
        #expect(try DynamicTypeSize.list("all") == DynamicTypeSize.allCases)
        #expect(throws: UnknownDynamicTypeSize(name: "xlarg", hint: "did you mean 'xLarge'?")) { try DynamicTypeSize.list("large,xlarg") }
        #expect(throws: UnknownDynamicTypeSize(name: "AX6", hint: "the largest is accessibility5 (AX5)")) { try DynamicTypeSize.parse("AX6") }
        #expect(throws: UnknownDynamicTypeSize.self) { try DynamicTypeSize.list("small,,large") }
    }

    // MARK: The table

    @Test func bodyAtTheExtremes() {
        let body = TextStyles.font(.body, at: .large)
        #expect(body.size == 17 && body.lineHeight == 22)
        let ax5 = body.resolved(for: .accessibility5)
        #expect(ax5.size == 53 && ax5.lineHeight == 62)
        let xSmall = body.resolved(for: .xSmall)
        #expect(xSmall.size == 14 && xSmall.lineHeight == 19)
    }

    /// Not one factor: footnote stays 12/16 from xSmall to medium, title2 jumps 28 → 34.
    @Test func stylesFollowTheTableNotARatio() {
        let footnote = TextStyles.all["footnote"]!
        for size in [DynamicTypeSize.xSmall, .small, .medium] {
            #expect(footnote.resolved(for: size).size == 12)
            #expect(footnote.resolved(for: size).lineHeight == 16)
        }
        #expect(footnote.resolved(for: .large).size == 13)
        #expect(TextStyles.all["title2"]!.resolved(for: .xxxLarge).size == 28)
        #expect(TextStyles.all["title2"]!.resolved(for: .accessibility1).size == 34)
        #expect(TextStyles.all["caption2"]!.resolved(for: .accessibility5).size == 40)
        #expect(TextStyles.all["largeTitle"]!.resolved(for: .accessibility5).lineHeight == 70)
        #expect(TextStyles.all["title1"] == TextStyles.all["title"])
        #expect(TextStyles.all["headline"]!.weight == .semibold)
    }

    // MARK: Tokens

    func tokens(_ typography: String) throws -> Tokens {
        try loadScene(scene(body: "text: Hi", extra: "tokens:\n  typography:\n" + typography)).tokens
    }

    @Test func tokensBuiltOnAStyleScaleWithIt() throws {
        let t = try tokens("    strong: { style: body, weight: semibold }\n")
        let ax5 = try #require(t.font("strong")).resolved(for: .accessibility5)
        #expect(ax5.size == 53 && ax5.lineHeight == 62 && ax5.weight == .semibold)
    }

    @Test func fixedSizesStayFixed() throws {
        let t = try tokens("    h2: { family: Inter, weight: semibold, size: 24, lineHeight: 31 }\n")
        let ax5 = try #require(t.font("h2")).resolved(for: .accessibility5)
        #expect(ax5.size == 24 && ax5.lineHeight == 31)
    }

    /// SwiftUI's Font.custom(_:size:relativeTo:), approximated by body's size ratio: at AX5
    /// 53/17 of the size and line height, at xSmall 14/17.
    @Test func relativeToScalesByTheStylesRatio() throws {
        let t = try tokens("    body16: { family: SF Pro, size: 16, lineHeight: 24, relativeTo: body }\n")
        let font = try #require(t.font("body16"))
        let ax5 = font.resolved(for: .accessibility5)
        #expect(abs(ax5.size - 16 * 53 / 17) < 1e-9)
        #expect(abs(ax5.lineHeight! - 24 * 53 / 17) < 1e-9)
        #expect(abs(font.resolved(for: .xSmall).size - 16 * 14 / 17) < 1e-9)
        #expect(font.resolved(for: .large) == font)
    }

    /// A size written over a style keeps that style's curve.
    @Test func aSizeOverAStyleScalesRelativeToIt() throws {
        let t = try tokens("    bigFootnote: { style: footnote, size: 26 }\n")
        let font = try #require(t.font("bigFootnote"))
        #expect(font.dynamicType == .relative(to: .footnote))
        #expect(font.resolved(for: .xSmall).size == 24) // 26 × 12/13
    }

    @Test func unknownRelativeToStyleIsALocatedErrorWithASuggestion() {
        let errors = sceneErrors(scene(body: "text: Hi", extra: """
        tokens:
          typography:
            h2: { size: 24, relativeTo: bdy }
        """))
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("'relativeTo'") == true)
        #expect(errors.first?.hint == "did you mean 'body'?")
        #expect(errors.first?.location?.line == 3)
    }

    // MARK: Instantiation

    func text(_ yaml: String, at size: DynamicTypeSize, id: String = "t") throws -> TextSpec {
        let document = try loadScene(yaml)
        let root = try Instantiator(document: document, variant: Variant(dynamicTypeSize: size)).instantiate(document.screens[0])
        var found: TextSpec?
        root.forEachNode { node in if node.id == id, case .text(let t) = node.kind { found = t } }
        return try #require(found)
    }

    @Test func textIsResolvedAtTheVariantsSize() throws {
        let yaml = scene(body: "text: Hi\nfont: { style: caption }\nid: t")
        #expect(try text(yaml, at: .accessibility5).font.size == 43)
        #expect(try text(yaml, at: .xxLarge).font.lineHeight == 21)
        // A text without a font is body.
        #expect(try text(scene(body: "text: Hi\nid: t"), at: .accessibility1).font.size == 28)
    }

    /// SwiftUI's `.dynamicTypeSize(.small ... .xxxLarge)`: outside the range the view is
    /// laid out at the nearest end of it.
    @Test func dynamicTypeSizeModifierClampsWhatItWraps() throws {
        let yaml = scene(body: "text: Hi\nfont: body\ndynamicTypeSize: small...xxxLarge\nid: t")
        #expect(try text(yaml, at: .accessibility5).font.size == 23)
        #expect(try text(yaml, at: .xSmall).font.size == 15)
        #expect(try text(yaml, at: .xLarge).font.size == 19)
        let mapping = scene(body: "text: Hi\nfont: body\ndynamicTypeSize: { max: large }\nid: t")
        #expect(try text(mapping, at: .accessibility5).font.size == 17)
        let fixed = scene(body: "text: Hi\nfont: body\ndynamicTypeSize: xxLarge\nid: t")
        #expect(try text(fixed, at: .xSmall).font.size == 21)
    }

    /// It clamps the view's content and the modifiers written before it, not those after.
    @Test func dynamicTypeSizeFollowsModifierOrder() throws {
        let yaml = scene(body: """
        vstack:
          - text: Inner
            id: inner
        overlay: { text: Before, id: before }
        dynamicTypeSize: ...large
        background: { text: After, id: after }
        """)
        #expect(try text(yaml, at: .accessibility5, id: "inner").font.size == 17)
        #expect(try text(yaml, at: .accessibility5, id: "before").font.size == 17)
        #expect(try text(yaml, at: .accessibility5, id: "after").font.size == 53)
    }

    @Test func expressionsSeeTheSizeAsTheViewDoes() throws {
        let yaml = scene(body: """
        vstack:
          - text: "${dynamicTypeSize} ${isAccessibilitySize}"
            id: t
          - Label: {}
            dynamicTypeSize: ...xxxLarge
        """, extra: """
        components:
          Label:
            body: { text: "${dynamicTypeSize} ${isAccessibilitySize}", id: inside }
        """)
        #expect(try text(yaml, at: .accessibility2).content == "accessibility2 true")
        #expect(try text(yaml, at: .accessibility2, id: "inside").content == "xxxLarge false")
        #expect(try text(yaml, at: .large).content == "large false")
    }

    @Test func unknownSizeInTheModifierSuggestsTheNearest() {
        let errors = sceneErrors(scene(body: "text: Hi\ndynamicTypeSize: small...xxLarg"))
        #expect(errors.first?.message == "unknown Dynamic Type size 'xxLarg' in 'dynamicTypeSize'")
        #expect(errors.first?.hint == "did you mean 'xxLarge'?")
        let reversed = sceneErrors(scene(body: "text: Hi\ndynamicTypeSize: { min: AX1, max: large }"))
        #expect(reversed.first?.message.contains("larger than") == true)
    }
}

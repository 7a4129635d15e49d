import KeylineCheck
import KeylineCore
import KeylineRender
import Testing

/// What the report's lint cards are made of: each screen and variant's findings with the
/// frames of their views, and the marks drawn over the render.
@Suite struct LintOverlayTests {
    /// A 200 × 40 body text in #999999 on white (2.85:1, a contrast finding) at the top of the
    /// safe area, centred: x 95…295, y 47…87; in dark, #999999 on black is 7.37:1 (clean).
    static let yaml = scene("""
    vstack:
      - text: Grey words
        font: body
        color: { light: "#999999", dark: "#999999" }
        frame: { width: 200, height: 40 }
        id: words
      - spacer
    background: { light: "#FFFFFF", dark: "#000000" }
    """)

    @Test func eachScreenAndVariantHasItsFindingsWithTheirFrames() throws {
        let report = try lint(Self.yaml, appearances: [.light, .dark])
        #expect(report.screenVariants.map { "\($0.screen) \($0.variant.appearance)" } == ["main light", "main dark"])
        #expect(report.screenVariants[1].findings.isEmpty)
        let found = try #require(report.screenVariants[0].findings.first)
        #expect(report.screenVariants[0].findings.count == 1)
        #expect(found.code == .lintContrast && found.element == "words")
        #expect(found.frame == Rect(x: 95, y: 47, width: 200, height: 40))
        #expect(found.message == report.findings(.lintContrast).first?.message)
    }

    @Test func findingsOnOneViewShareAMarkNumberedInListOrder() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 40)
        func finding(_ code: Diagnostic.Code, _ message: String, _ frame: Rect?) -> LintReport.Located {
            LintReport.Located(code: code, location: SourceLocation(file: "t.yaml", line: 1, column: 1), message: message,
                               element: nil, frame: frame)
        }
        let marks = LintOverlay.marks([
            finding(.lintContrast, "'a' has contrast 2.85:1, #999999 on #FFFFFF; needs 4.5:1", frame),
            finding(.lintUnusedSuppression, "nothing to suppress", nil),  // numbered 2, not marked
            finding(.lintHitTarget, "'a' is 100×40 pt; needs 44×44 pt", frame),
            finding(.lintLabel, "'b' has no label", Rect(x: 0, y: 100, width: 10, height: 10)),
        ])
        #expect(marks.map(\.frame) == [frame, Rect(x: 0, y: 100, width: 10, height: 10)])
        // Longest first: the messages, their first clauses, their first phrases, the lints' names alone.
        #expect(marks[0].texts == ["1 contrast: 'a' has contrast 2.85:1, #999999 on #FFFFFF; needs 4.5:1 · 3 hit-target: 'a' is 100×40 pt; needs 44×44 pt",
                                   "1 contrast: 'a' has contrast 2.85:1, #999999 on #FFFFFF · 3 hit-target: 'a' is 100×40 pt",
                                   "1 contrast: 'a' has contrast 2.85:1 · 3 hit-target: 'a' is 100×40 pt",
                                   "1 contrast · 3 hit-target"])
        #expect(marks[1].texts == ["4 label: 'b' has no label", "4 label"])
    }

    @Test func thePictureIsTheRenderWithTheViewOutlinedInOrange() throws {
        let document = try SceneLoader.load(text: Self.yaml, file: "test.yaml", directory: "/nonexistent")
        let variant = Variant(device: document.device)
        let report = try Linter(document: document).run(screens: document.screens, variants: [variant])
        let image = try LintOverlay.render(document, screen: document.screens[0], variant: variant, scale: 2,
                                           findings: report.screenVariants[0].findings, renderer: Renderer())
        // On the outline's left edge (x 95 pt), halfway down: #C2410C; far from it, the white
        // background is left as it is (not faded, unlike a redline).
        let edge = image.pixel(x: 190, y: 134)
        #expect(edge.red == 0xC2 && edge.green == 0x41 && edge.blue == 0x0C, "\(edge)")
        let away = image.pixel(x: 20, y: 1000)
        #expect(away.red == 255 && away.green == 255 && away.blue == 255)
    }
}

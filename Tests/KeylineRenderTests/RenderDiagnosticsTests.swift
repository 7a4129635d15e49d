import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// What rendering finds goes into the log its caller owns: said once per log, whatever the
/// number of frames and threads, and never carried over from one run to the next.
@Suite struct RenderDiagnosticsTests {
    func text(_ content: String, family: String, size: Double = 16) -> TextSpec {
        TextSpec(content: content, font: FontSpec(family: family, size: size), color: .color(.black))
    }

    @Test func theSFProStandInIsANoteWithItsCode() {
        let choice = FontResolver.resolve(FontSpec(family: "SF Pro", size: 17))
        #expect(choice.family == "Inter")
        #expect(choice.notes.map(\.code) == [.fontStandIn])
        #expect(choice.notes.first?.severity == .note)
        #expect(choice.notes.first?.location == nil)
        #expect(FontResolver.resolve(FontSpec(family: "Inter", size: 17)).notes.isEmpty)
    }

    @Test func aMissingFamilyIsSaidToBeSubstituted() {
        let choice = FontResolver.resolve(FontSpec(family: "No Such Family Keyline", size: 17))
        #expect(choice.notes.map(\.code) == [.fontSubstituted])
        #expect(choice.notes.first?.message.contains("'No Such Family Keyline' is not installed") == true)
    }

    @Test func oneRendererSaysTheStandInOnce() {
        let renderer = Renderer()
        // Text and Display sizes, several strings: one note all the same.
        for (content, size) in [("Keyline", 12.0), ("Onboarding", 17), ("Title", 28)] {
            _ = renderer.measure(text(content, family: "SF Pro", size: size), width: nil)
        }
        #expect(renderer.diagnostics.diagnostics.map(\.code) == [.fontStandIn])
    }

    @Test func everyRunHasItsOwnLog() {
        // Before, notices lived in a static: a second run in the same process heard nothing.
        for _ in 0..<2 {
            let renderer = Renderer(diagnostics: DiagnosticLog())
            _ = renderer.measure(text("Keyline", family: "SF Pro"), width: nil)
            #expect(renderer.diagnostics.diagnostics.count == 1)
        }
    }

    @Test func parallelWorkersReportIntoTheRunsLogOnce() throws {
        let log = DiagnosticLog()
        try ParallelJobs.run(Array(0..<16), threads: 4, diagnostics: log) { i, renderer in
            _ = renderer.measure(TextSpec(content: "Frame \(i)", font: FontSpec(family: "SF Pro", size: 17), color: .color(.black)), width: nil)
        }
        #expect(log.diagnostics.map(\.code) == [.fontStandIn])
    }
}

import Dispatch
import KeylineCore
import Testing

/// The diagnostic model: codes, the log a run owns, and the compiler-style text.
@Suite struct DiagnosticTests {
    let here = SourceLocation(file: "a.yaml", line: 2, column: 5)

    @Test func codesAreDottedAndUnique() {
        let raw = Diagnostic.Code.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for code in raw {
            // `area.kebab-case`: one dot, lower-case words joined by hyphens.
            let parts = code.split(separator: ".")
            #expect(parts.count == 2, "\(code)")
            #expect(code.allSatisfy { $0.isLowercase || $0 == "." || $0 == "-" }, "\(code)")
        }
    }

    @Test func eachCodeHasTheSeverityItsKindOfProblemHas() {
        #expect(Diagnostic(.unknownKey, "x", at: here).severity == .error)
        #expect(Diagnostic(.assetMissing, "x", at: here).severity == .warning)
        #expect(Diagnostic(.fontStandIn, "x", at: nil).severity == .note)
        #expect(Diagnostic(.fontSubstituted, "x", at: nil).severity == .note)
    }

    @Test func suggestingMakesAFixItOrFallsBackToTheAdvice() {
        let near = Diagnostic(.unknownKey, "unknown key 'paddng'", at: here, suggesting: "paddng", in: ["padding", "offset"], otherwise: "allowed: padding, offset")
        #expect(near.fixIt == Diagnostic.FixIt(replacing: "paddng", with: "padding"))
        #expect(near.notes.isEmpty)
        let far = Diagnostic(.unknownKey, "unknown key 'zzz'", at: here, suggesting: "zzz", in: ["padding", "offset"], otherwise: "allowed: padding, offset")
        #expect(far.fixIt == nil)
        #expect(far.hint == "allowed: padding, offset")
    }

    @Test func formatIsCompilerStyleWithTheSourceLineAndACaret() {
        let source = "screens:\n    fnt: body\n"
        var d = Diagnostic(.unknownKey, "unknown key 'fnt' for 'text'", at: here, fixIt: .init(replacing: "fnt", with: "font"))
        d.notes.append(.init("the view starts here", at: SourceLocation(file: "a.yaml", line: 1, column: 1)))
        let text = DiagnosticFormatter(source: { $0 == "a.yaml" ? source : nil }).format(d)
        #expect(text == """
        a.yaml:2:5: error: unknown key 'fnt' for 'text' [scene.unknown-key]
                fnt: body
                ^~~
            note: did you mean 'font'?
            a.yaml:1:1: note: the view starts here
        """)
    }

    @Test func withoutTheSourceOnlyTheMessageAndNotesAreShown() {
        let d = Diagnostic(.missingKey, "screen 'main' has no 'body:'", at: here, hint: "body: the screen's root view")
        #expect(d.description == """
        a.yaml:2:5: error: screen 'main' has no 'body:' [scene.missing-key]
            note: body: the screen's root view
        """)
    }

    @Test func unlocatedDiagnosticsHaveNoFileName() {
        let d = Diagnostic(.fontStandIn, "SF Pro is drawn with Inter", at: nil)
        #expect(DiagnosticFormatter().format(d) == "note: SF Pro is drawn with Inter [font.stand-in]")
    }

    @Test func aTabBeforeTheColumnIsKeptSoTheCaretLinesUp() {
        // JSON scenes may indent with tabs; libyaml counts a tab as one column.
        let d = Diagnostic(.typeMismatch, "expected a number", at: SourceLocation(file: "a.json", line: 1, column: 3))
        let text = DiagnosticFormatter(source: { _ in "\t\t12px" }).format(d)
        #expect(text.hasSuffix("\n    \t\t12px\n    \t\t^"))
    }

    @Test func aCaretPastTheFileIsLeftOut() {
        let d = Diagnostic(.typeMismatch, "x", at: SourceLocation(file: "a.yaml", line: 9, column: 1))
        #expect(!DiagnosticFormatter(source: { _ in "one line" }).format(d).contains("^"))
    }

    @Test func theLogKeepsEachDiagnosticOnceInADeterministicOrder() {
        let log = DiagnosticLog()
        let late = Diagnostic(.unknownKey, "b", at: SourceLocation(file: "a.yaml", line: 9, column: 1))
        let early = Diagnostic(.unknownKey, "a", at: SourceLocation(file: "a.yaml", line: 3, column: 7))
        let note = Diagnostic(.fontStandIn, "n", at: nil)
        for d in [note, late, early, late, note] { log.report(d) }
        // Located first, by line; unlocated last; duplicates dropped.
        #expect(log.diagnostics == [early, late, note])
        #expect(log.hasErrors)
        #expect(log.warnings.isEmpty)
    }

    @Test func takeNewHandsOutEachDiagnosticOnce() {
        let log = DiagnosticLog()
        log.report(Diagnostic(.assetMissing, "one", at: here))
        #expect(log.takeNew().count == 1)
        #expect(log.takeNew().isEmpty)
        log.report(Diagnostic(.assetMissing, "one", at: here))  // said already
        log.report(Diagnostic(.fontStandIn, "two", at: nil))
        #expect(log.takeNew().map(\.message) == ["two"])
        #expect(log.diagnostics.count == 2)
    }

    @Test func reportingFromManyThreadsKeepsOneOfEach() {
        let log = DiagnosticLog()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            log.report(Diagnostic(.fontStandIn, "same", at: nil))
            log.report(Diagnostic(.fontSubstituted, "family \(i % 4)", at: nil))
        }
        #expect(log.diagnostics.count == 5)
        #expect(log.diagnostics.first?.code == .fontStandIn)
        #expect(log.diagnostics.dropFirst().map(\.message) == ["family 0", "family 1", "family 2", "family 3"])
    }
}

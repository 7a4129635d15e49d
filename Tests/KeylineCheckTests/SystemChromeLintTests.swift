import KeylineCheck
import KeylineCore
import Testing

/// The system chrome under `keyline lint`: it may lie in the safe area's insets, and its clock
/// is checked for contrast like any text.
@Suite struct SystemChromeLintTests {
    static let darkScreen = "rect:\nfill: \"#000000\"\nignoresSafeArea: true"

    @Test("the chrome in the insets is no safe-area finding")
    func chromeMayUseTheInsets() throws {
        let report = try lint(scene("text: Hi", top: "statusBar: true\nhomeIndicator: true"), appearances: [.light, .dark])
        #expect(report.findings.map(\.message) == [])
    }

    @Test("a status bar drawn for a light screen over a black one: its clock has no contrast, and the finding says which style to use")
    func wrongStyleIsAContrastFinding() throws {
        let report = try lint(scene(Self.darkScreen, top: "statusBar: { style: light }"))
        let findings = report.findings(.lintContrast)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("status bar's clock") == true)
        #expect(findings.first?.message.contains("statusBar: { style: dark }") == true, "\(findings.map(\.message))")
        // The right style, or the default in dark, is fine.
        #expect(try lint(scene(Self.darkScreen, top: "statusBar: { style: dark }")).findings(.lintContrast).isEmpty)
        #expect(try lint(scene(Self.darkScreen, top: "statusBar: true"), appearances: [.dark]).findings(.lintContrast).isEmpty)
    }
}

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

    static let bars = """
    vstack:
      - navigationBar: Settings
        back: Home
        trailing: [Edit, { systemName: plus }]
      - spacer
      - tabBar:
        items: [{ systemName: house.fill, label: Home }, { systemName: gearshape.fill, label: Settings }]
    spacing: 0
    """

    @Test("iOS's bars: their system colours (4.02:1, 3.11:1) and fixed sizes are no finding, and the exemption is never an unused suppression")
    func barsAreNotLintedForTheSystemsDesign() throws {
        let report = try lint(scene(Self.bars), appearances: [.light, .dark], sizes: [.large, .accessibility5])
        #expect(report.findings(.lintContrast).isEmpty && report.findings(.lintDynamicType).isEmpty, "\(report.findings.map(\.message))")
        #expect(report.findings(.lintUnusedSuppression).isEmpty)
        // The symbol button has no label, which the app can give: that stays a finding. A
        // tab's icon is named by the tab's label, so is none.
        #expect(report.findings.map(\.message) == ["image 'navigationBar.trailing1' has no accessibility label; add accessibility: { label: … }, or { hidden: true } if it is decorative"])
        let labelled = Self.bars.replacingOccurrences(of: "{ systemName: plus }", with: "{ systemName: plus, label: Add }")
        #expect(try lint(scene(labelled), appearances: [.light, .dark]).findings.isEmpty)
        // The same colour on the app's own text is still reported.
        #expect(try lint(scene("text: Edit\ncolor: systemBlue")).findings(.lintContrast).count == 1)
    }
}

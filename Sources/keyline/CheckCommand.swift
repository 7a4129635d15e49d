import ArgumentParser
import Foundation
import KeylineCheck
import KeylineCore
import KeylineSnapshot
import KeylineRender

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Measure the spec expectations a scene states (expect:) in every variant.",
        discussion: """
        Solves each screen in each variant its expectations are about — light and dark, \
        the scene's device and any an expectation names, the Dynamic Type sizes they name \
        (Large unless they say 'at …') — and prints a table grouped by screen and variant: \
        verdict, expectation, spec value, measured value; then 'N passed, N failed'. Each \
        failure is also said on standard error at its file:line:column, with the spec's note.
        With --json: {"scene", "passed", "failed", "results": [{"screen", "variant", \
        "appearance", "device", "dynamicTypeSize", "expectation", "location", "note", \
        "expected", "measured", "verdict", "reason"}]}.
        With --report (or --report=DIR): for each screen and variant where an expectation \
        fails, a card in the report folder (.keyline/report) with the redline, the failures \
        in red, and the table of them; the folder's cards from lint and test are kept.

        Exit status: 0 when every expectation holds; 1 when one fails; 2 when the scene or \
        a name given is invalid; 64 for a malformed command line.
        """)

    @OptionGroup var scene: SceneArgument

    @Option(help: ArgumentHelp("Check only this screen (repeatable). Default: every screen.", valueName: "id"))
    var screen: [String] = []

    @OptionGroup var variant: VariantOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var report: ReportOption

    func run() throws {
        try Console.run(check)
    }

    private func check(_ run: RunDiagnostics) throws {
        let document = try scene.load(run)
        let screens = screen.isEmpty ? nil : try document.selectScreens(screen)
        let devices = try variant.device.map { [try document.device(named: $0)] }
        let variants = ExpectationCheck.variants(for: document, appearances: variant.appearances(default: .all), devices: devices,
                                                 sizes: variant.dynamicType)
        let report = try ExpectationCheck.run(document, screens: screens, variants: variants, devices: devices,
                                              measurer: Renderer(diagnostics: run.log))
        print(json ? report.json() : report.table(colors: Self.stdoutIsColourTerminal))
        run.log.report(contentsOf: report.failureDiagnostics)
        if let folder = self.report.folder {
            run.say()
            let budget = ReportImageBudget()
            try ReportWriting.write(try ReportWriting.contribution(report, document: document, folder: folder,
                                                                   jobs: ParallelJobs.availableCores, diagnostics: run.log, budget: budget),
                                    folder: folder, budget: budget)
        }
        if report.failed > 0 { throw ExitCode(1) }
    }

    /// Colour only on a terminal, and not when NO_COLOR (no-color.org) or TERM=dumb asks so.
    private static var stdoutIsColourTerminal: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}

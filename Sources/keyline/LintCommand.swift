import ArgumentParser
import KeylineCheck
import KeylineCore
import KeylineSnapshot
import KeylineRender

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check screens for accessibility and layout problems.",
        discussion: """
        Runs every lint on each screen in every variant asked for (light and dark by \
        default; --dynamic-type all for every Dynamic Type size):
          contrast      WCAG 2.x contrast of each text against the pixels behind it: 4.5:1, 3:1 for large text
          hit-target    interactive elements under 44x44 pt (Apple HIG)
          text-clipped  text truncated or clipped by its frame, a clipping view or the screen
          dynamic-type  text in a fixed size that does not scale
          label         interactive elements, and images VoiceOver reads, without a label
          safe-area     elements off the screen, in the safe area's insets, or interactive ones overlapping
          grid          written sizes off the scene's grid (top-level lint: { grid: 8 })
        One line per finding, file:line:column: warning: message on <screens> in <variants> \
        [lint.<code>], then a summary. A view suppresses lints for itself and what is inside \
        it with lint: { ignore: [contrast], reason: "…" }; a suppression that suppresses \
        nothing is a finding (lint.unused-suppression).
        With --report (or --report=DIR): for each screen and variant with findings, a card in \
        the report folder (.keyline/report) with the render, each finding's view outlined and \
        numbered, and the list of them; the folder's cards from check and test are kept.

        Exit status: 0 when nothing is found; 1 when anything is; 2 when the scene or a name \
        on the command line is invalid; 64 for a malformed command line.
        """)

    @OptionGroup var scene: SceneArgument

    @Option(name: .customLong("screen"), help: ArgumentHelp("A screen to lint (repeatable). Default: every screen.", valueName: "id"))
    var screens: [String] = []

    @OptionGroup var variant: VariantOptions

    @OptionGroup var jobs: JobsOption

    @Flag(help: "Print JSON instead of lines.")
    var json = false

    @OptionGroup var report: ReportOption

    func run() throws {
        try Console.run(lint)
    }

    private func lint(_ run: RunDiagnostics) throws {
        let document = try scene.load(run)
        let device = try variant.resolvedDevice(for: document)
        let screens = try document.selectScreens(self.screens)
        let sizes = variant.dynamicTypeSizes
        let variants = variant.appearances(default: .all).flatMap { appearance in
            sizes.map { Variant(appearance: appearance, device: device, dynamicTypeSize: $0) }
        }
        let report = try Linter(document: document).run(screens: screens, variants: variants,
                                                        threads: jobs.threads, diagnostics: run.log)
        run.say()
        print(json ? report.json : report.text)
        if let folder = self.report.folder {
            let budget = ReportImageBudget()
            try ReportWriting.write(try ReportWriting.contribution(report, document: document, folder: folder,
                                                                   jobs: jobs.threads, diagnostics: run.log, budget: budget),
                                    folder: folder, budget: budget)
        }
        if !report.findings.isEmpty { throw ExitCode.failure }
    }
}

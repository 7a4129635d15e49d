import ArgumentParser
import KeylineDiffCommand

@main
struct Keyline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyline",
        abstract: "Lay out, animate and render mobile screens from scene files.",
        discussion: """
        A scene file (YAML or JSON) describes screens as their specs do: views, paddings, \
        fonts, colour tokens for light and dark mode. Keyline solves the layout on an iPhone \
        canvas with SwiftUI's rules and renders PNG frames with Cairo.

        Exit status: 0 on success; 2 when a scene file, a screen, a device or a curve is \
        invalid or past one of Keyline's limits (nothing is written); 64 when the command line \
        itself is malformed; 1 on any other failure (a file that cannot be written, a run \
        that would make more frames than Keyline makes in one go).
        """,
        version: KeylineVersion.current,
        subcommands: [
            RenderCommand.self, LayoutCommand.self, CurveCommand.self, CheckCommand.self, DiffCommand.self,
            LintCommand.self, ReportCommand.self, TestCommand.self, RedlineCommand.self, StudioCommand.self, CompareCommand.self,
        ])

    /// `keyline` alone names no command: the help, on standard error, and the usage
    /// status (64), so that a script that forgot its command fails.
    func run() throws {
        Console.error(Keyline.helpMessage())
        throw ExitCode(64)
    }
}

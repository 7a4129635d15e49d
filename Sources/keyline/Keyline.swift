import ArgumentParser

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
        invalid (nothing is written); 64 when the command line itself is malformed; 1 on any \
        other failure.
        """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, LayoutCommand.self, CurveCommand.self, CheckCommand.self, DiffCommand.self, TestCommand.self])
}

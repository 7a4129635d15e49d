import ArgumentParser
import Foundation
import KeylineCheck
import KeylineCore
import KeylineRender

struct RedlineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redline",
        abstract: "Draw a screen with its measurements over it, as design hand-off tools do.",
        discussion: """
        The render, faded, with each element that has an id outlined and its size labelled \
        (326 × 48); the distance to its nearest neighbour on each side, or to the safe area or \
        canvas edge where it has none; its paddings shaded. In points: whole numbers bare, \
        others to one decimal. Labels never overlap; one that fits nowhere is left out, its \
        line kept. Expectations (expect:) that fail in this screen and variant are drawn in \
        red: "cta.height: expected 48, measured 52".
        The PNG is written atomically.
        """)

    @OptionGroup var scene: SceneArgument

    @Option(help: ArgumentHelp("The screen to draw.", valueName: "id"))
    var screen: String

    @OptionGroup var variantOptions: VariantOptions

    @OptionGroup var state: StateOptions

    @Option(parsing: .unconditional, help: "Pixels per point: 2 or 3.")
    var scale: Int = 2

    @Option(help: ArgumentHelp("Measure only this element (and show its neighbours).", valueName: "id"))
    var element: String?

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file.png"))
    var out: String

    func validate() throws {
        // At @1x an 11 pt label is 11 pixels: too small to read, so redlines start at @2x.
        guard (2...3).contains(scale) else { throw ValidationError("--scale \(scale) is out of range: a redline is drawn at 2 or 3 (@2x, @3x)") }
        try OutputPath.checkFile(out, option: "--out")
        try variantOptions.requireOne(command: "redline")
    }

    func run() throws {
        InterruptCleanup.install()
        try Console.run(draw)
    }

    private func draw(_ run: RunDiagnostics) throws {
        let document = try scene.load(run)
        let screen = try document.selectScreens([self.screen])[0]
        let variant = try variantOptions.variant(of: screen, in: document, state: state)
        let renderer = Renderer(diagnostics: run.log)
        let pipeline = ScenePipeline(document: document)
        let tree = pipeline.layout(try pipeline.viewTree(screen, variant), variant, renderer: renderer)
        if let element {
            let ids = Redline.elementIDs(tree)
            guard ids.contains(element) else {
                throw Diagnostic(.inputUnknownName, "no element '\(element)' on screen '\(screen.id)' in \(document.file)", at: nil,
                                 suggesting: element, in: ids,
                                 otherwise: ids.isEmpty ? "the screen has no element with an id" : "elements: " + ids.joined(separator: ", "))
            }
        }
        let image = Redline.render(tree, document: document, screen: screen, variant: variant, scale: Double(scale), focus: element,
                                   renderer: renderer)
        try FrameWriter.write(image, to: out)
        Console.error("wrote \(out)")
    }
}

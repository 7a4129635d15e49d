import ArgumentParser
import KeylineCore
import KeylineLayout
import KeylineRender

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a screen's solved geometry.",
        discussion: """
        Frames are in points, origin top-left, each the frame of the named view with all its \
        modifiers. With --json the output is:
          {"scene", "screen", "device", "appearance", "dynamicTypeSize",
           "canvas": {"width", "height", "safeArea": {"top", "bottom", "leading", "trailing"}},
           "nodes": [{"id", "kind", "frame": {"x", "y", "width", "height"},
                      "identity", "location", "content",
                      "modifiers": [{"modifier", "frame", "view"?}],
                      "text"?, "fill"?, "stroke"?, "track"?}, …]}
        listing every view with an id, in tree order: its frame with all modifiers, \
        its content's frame, its frame after each modifier, its resolved text and \
        paints (README, "keyline layout").
        """)

    @OptionGroup var scene: SceneArgument

    @Option(help: ArgumentHelp("The screen to lay out.", valueName: "id"))
    var screen: String

    @OptionGroup var variantOptions: VariantOptions

    @OptionGroup var state: StateOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws { try variantOptions.requireOne(command: "layout") }

    func run() throws {
        try Console.run(layOut)
    }

    private func layOut(_ run: RunDiagnostics) throws {
        let document = try scene.load(run)
        let screen = try document.selectScreens([self.screen])[0]
        let variant = try variantOptions.variant(of: screen, in: document, state: state)
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer(diagnostics: run.log)
        let root = try pipeline.viewTree(screen, variant)
        let layout = pipeline.layout(root, variant, renderer: renderer)
        if json {
            print(LayoutReport.json(layout, scene: scene.scene, screen: screen.id, variant: variant))
        } else {
            print(LayoutReport.table(layout))
        }
    }
}

extension Appearance: ExpressibleByArgument {}

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

    @Option(help: "light or dark (colours don't move views, but state may depend on appearance).")
    var appearance: Appearance = .light

    @Option(help: "iphone14, iphoneSE, iphone15pro or iphone15promax. Default: the scene's device.")
    var device: String?

    @Option(name: .customLong("dynamic-type"),
            help: ArgumentHelp("Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5).", valueName: "size"))
    var dynamicType: String = "large"

    @OptionGroup var state: StateOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws { _ = try DynamicTypeArgument.size(dynamicType) }

    func run() throws {
        try Console.run(layOut)
    }

    private func layOut(_ run: RunDiagnostics) throws {
        let document = try scene.load(run)
        let device = try document.device(named: self.device)
        let screen = try document.selectScreens([self.screen])[0]
        let variant = Variant(appearance: appearance, device: device, dynamicTypeSize: try DynamicTypeArgument.size(dynamicType),
                              state: try state.values(for: screen))
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

import KeylineCore
import KeylineLayout

/// Scene → view tree → layout → display list → pixels, for one screen in one variant.
public struct ScenePipeline: Sendable {
    public let document: SceneDocument

    public init(document: SceneDocument) { self.document = document }

    /// The screen's tree in the variant's state assignments, then `state` over them.
    public func viewTree(_ screen: ScreenDefinition, _ variant: Variant, state: [String: Value] = [:]) throws(SceneError) -> ViewNode {
        try Instantiator(document: document, variant: variant).instantiate(screen, state: variant.state.merging(state) { _, new in new })
    }

    public func layout(_ root: ViewNode, _ variant: Variant, renderer: Renderer) -> LayoutTree {
        SolvedLayout.solve(root, device: variant.device, measurer: renderer)
    }

    /// The window behind every screen is the system background, as on iOS.
    public func displayList(_ layout: LayoutTree, _ variant: Variant) -> DisplayList {
        DisplayListBuilder.build(layout, background: document.tokens.color("systemBackground", variant.appearance)!)
    }

    public func render(_ screen: ScreenDefinition, _ variant: Variant, scale: Double, renderer: Renderer,
                       state: [String: Value] = [:]) throws(SceneError) -> RasterImage {
        let root = try viewTree(screen, variant, state: state)
        return renderer.rasterize(displayList(layout(root, variant, renderer: renderer), variant), scale: scale)
    }
}

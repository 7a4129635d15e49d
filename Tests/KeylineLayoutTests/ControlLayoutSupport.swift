import KeylineCore
import KeylineLayout

/// What the control layout suites share: a screen solved on the iPhone 14 with the fixed
/// measurer, and a control's parts reached by their identity.
protocol ControlLayoutSupport {}

extension ControlLayoutSupport {
    /// The whole tree, to reach a control's parts by their identity.
    func tree(_ body: String, dynamicType: DynamicTypeSize = .large) throws -> LayoutTree {
        let document = try SceneLoader.load(text: screen(body), file: "test.yaml", directory: "/nonexistent")
        let variant = Variant(device: .iphone14, dynamicTypeSize: dynamicType)
        let root = try Instantiator(document: document, variant: variant).instantiate(document.screens[0])
        return SolvedLayout.solve(root, device: .iphone14, measurer: FixedMeasurer())
    }

    func part(_ name: String, of id: String, in tree: LayoutTree) -> LayoutNode? {
        guard let control = tree.node(id: id) else { return nil }
        return tree.nodes.first { $0.identity.hasPrefix(control.identity) && $0.identity.hasSuffix("/" + name) }
    }
}

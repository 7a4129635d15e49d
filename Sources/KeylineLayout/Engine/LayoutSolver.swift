import KeylineCore

extension LayoutTree {
    /// Lays out `root` on the device: the root view is offered the safe area and centred in
    /// it, as SwiftUI places a window's root view. The solver's elements are placed, then
    /// read into the tree; they do not outlive this call.
    public static func solve(_ root: ViewNode, device: Device, measurer: ContentMeasurer) -> LayoutTree {
        let context = LayoutContext(measurer: measurer, device: device)
        let element = LayoutBuilder(context: context).build(root)
        let safe = device.safeRect
        let proposal = ProposedSize(safe.size)
        let size = element.sizeThatFits(proposal)
        element.place(Rect(origin: alignedOrigin(of: size, in: safe, .center), size: size), proposal: proposal)
        return LayoutTreeBuilder.tree(element, device: device)
    }
}

import KeylineCore

/// `zIndex`: layout-neutral; the container it sits in draws its children in zIndex order
/// (see `drawingOrder`). Of two zIndex modifiers on one view the innermost counts, as in
/// SwiftUI (a trait written closer to the view wins).
final class ZIndexElement: WrapperElement {
    let value: Double

    init(node: ViewNode, role: Role, zIndex: Double, child: LayoutElement, context: LayoutContext) {
        self.value = zIndex
        super.init(node: node, role: role, child: child, context: context)
    }

    override var zIndex: Double? { child.zIndex ?? value }
    /// A trait, not a layout: a spacer with a zIndex is still a spacer.
    override var isSpacer: Bool { child.isSpacer }
}

/// A view that has left the tree and plays its removal transition where it last was: its
/// container leaves it out of its layout and places it at `departedFrame`, so that it
/// draws among its former siblings in their drawing order. It wraps the view with the
/// modifiers it had; the transition's drawing modifiers wrap it.
final class DepartedElement: WrapperElement {
    let lastFrame: Rect

    init(node: ViewNode, role: Role, departedFrame: Rect, child: LayoutElement, context: LayoutContext) {
        self.lastFrame = departedFrame
        super.init(node: node, role: role, child: child, context: context)
    }

    override var departedFrame: Rect? { lastFrame }
    override var layoutPriority: Double { 0 }
    override func computeSize(_ proposal: ProposedSize) -> Size { .zero }

    /// The view goes back where it was. A view whose last modifier is `ignoresSafeArea`
    /// had grown into the safe area past the frame its container gave it, and its last
    /// frame is the grown one: it is given the frame that grows back to it.
    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let target = lastFrame
        self.frame = target
        child.place(target, proposal: ProposedSize(target.size))
        guard child is SafeAreaElement, child.frame != target else { return }
        let grown = child.frame
        let given = Rect(x: 2 * target.minX - grown.minX, y: 2 * target.minY - grown.minY,
                         width: 2 * target.width - grown.width, height: 2 * target.height - grown.height)
        child.place(given, proposal: ProposedSize(given.size))
    }
}

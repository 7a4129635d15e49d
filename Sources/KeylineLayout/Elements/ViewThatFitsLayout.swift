import KeylineCore

/// SwiftUI's `ViewThatFits(in: axes)`. Apple's documentation: it "selects the first child
/// whose ideal size on the constrained axes fits within the proposed size", children being
/// given "in order of preference"; with no axes it uses the first child. When none fits it
/// shows the last, as SwiftUI does. The ideal size along a constrained axis is the child's
/// size for no proposal there (`fixedSize` on that axis); along the other axis the child is
/// offered the proposal. No proposal along an axis fits anything. The chosen child is then
/// offered the proposal itself, and the view is as big as the chosen child; only it is
/// placed and drawn.
final class ViewThatFitsElement: LayoutElement {
    let spec: ViewThatFitsSpec
    let items: [LayoutElement]
    /// The child shown, once placed.
    private var chosen: Int?

    init(node: ViewNode, spec: ViewThatFitsSpec, items: [LayoutElement], context: LayoutContext) {
        self.spec = spec; self.items = items
        super.init(node: node, role: .content, context: context)
    }

    override var children: [LayoutElement] { chosen.map { [items[$0]] } ?? [] }

    /// The index of the first child that fits `proposal`, else the last.
    func choice(for proposal: ProposedSize) -> Int? {
        guard !items.isEmpty else { return nil }
        for (i, item) in items.enumerated() {
            var ideal = proposal
            if spec.horizontal { ideal.width = nil }
            if spec.vertical { ideal.height = nil }
            let size = item.sizeThatFits(ideal)
            if (!spec.horizontal || Self.fits(size.width, proposal.width)) && (!spec.vertical || Self.fits(size.height, proposal.height)) {
                return i
            }
        }
        return items.count - 1
    }

    /// A length fits a proposal it does not exceed (by more than rounding noise).
    private static func fits(_ length: Double, _ proposed: Double?) -> Bool {
        guard let proposed else { return true }
        return length <= proposed + 1e-9
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        guard let i = choice(for: proposal) else { return .zero }
        return items[i].sizeThatFits(proposal)
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        chosen = choice(for: proposal)
        guard let i = chosen else { return }
        let size = items[i].sizeThatFits(proposal)
        items[i].place(Rect(origin: alignedOrigin(of: size, in: frame, .center), size: size), proposal: proposal)
    }

    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        let p = ProposedSize(size)
        guard let i = choice(for: p) else { return super.verticalGuide(alignment, in: size) }
        let childSize = items[i].sizeThatFits(p)
        let origin = alignedOrigin(of: childSize, in: Rect(origin: .zero, size: size), .center)
        return origin.y + items[i].verticalGuide(alignment, in: childSize)
    }
}

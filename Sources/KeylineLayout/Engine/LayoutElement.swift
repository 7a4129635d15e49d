import KeylineCore

/// One step of layout: a view's content, or one of its modifiers wrapping the steps
/// before it. Each answers "how big would you be for this proposal?" and, once its parent
/// has decided, places its children. Sizes are cached per proposal, since stacks ask the
/// same child several times. Internal to the solver: what it places is read into a
/// `LayoutTree`.
class LayoutElement {
    /// The view this step belongs to.
    let node: ViewNode
    /// Which part of the view: its content, or the modifier at this index.
    let role: Role
    /// Where the parent put this step, in canvas points; set by `place`.
    var frame: Rect = .zero
    /// The proposal this step was placed with (text uses it as its wrapping width).
    var placedProposal: ProposedSize = .unspecified

    let context: LayoutContext
    private var sizeCache: [ProposedSize: Size] = [:]

    enum Role: Equatable, Sendable {
        case content
        case modifier(Int)
    }

    init(node: ViewNode, role: Role, context: LayoutContext) {
        self.node = node; self.role = role; self.context = context
    }

    /// The elements drawn inside this one, in drawing order.
    var children: [LayoutElement] { [] }

    final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        let size = computeSize(proposal)
        sizeCache[proposal] = size
        return size
    }

    /// Subclasses: the size for a proposal.
    func computeSize(_ proposal: ProposedSize) -> Size { proposal.replacingUnspecified() }

    /// Records the frame, then lets the subclass place children inside it.
    final func place(_ frame: Rect, proposal: ProposedSize) {
        self.frame = frame
        self.placedProposal = proposal
        placeChildren(in: frame, proposal: proposal)
    }

    func placeChildren(in frame: Rect, proposal: ProposedSize) {}

    /// SwiftUI's `layoutPriority`: stacks offer space to higher priorities first.
    var layoutPriority: Double { 0 }

    /// Where a vertical alignment guide lies, measured from the top, for a given size. Text
    /// answers with its baselines; wrappers pass the question to their child.
    func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        size.height * alignment.fraction
    }
}

/// What every element can read: the measurer and the screen's geometry.
final class LayoutContext {
    let measurer: ContentMeasurer
    let device: Device

    init(measurer: ContentMeasurer, device: Device) { self.measurer = measurer; self.device = device }
}

/// A modifier step with one child: the view as modified so far.
class WrapperElement: LayoutElement {
    let child: LayoutElement

    init(node: ViewNode, role: Role, child: LayoutElement, context: LayoutContext) {
        self.child = child
        super.init(node: node, role: role, context: context)
    }

    override var children: [LayoutElement] { [child] }
    override var layoutPriority: Double { child.layoutPriority }

    /// Layout-neutral by default: same proposal, same size, same frame.
    override func computeSize(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    override func placeChildren(in frame: Rect, proposal: ProposedSize) { child.place(frame, proposal: proposal) }
    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        child.verticalGuide(alignment, in: size)
    }
}

/// Where a child of `childSize` goes inside `frame`, aligned as SwiftUI's frames, ZStack,
/// background and overlay align: the child's guide meets the container's. A single child
/// has no sibling baseline to meet, so baseline alignments centre it vertically.
func alignedOrigin(of childSize: Size, in frame: Rect, _ alignment: Alignment) -> Point {
    let h = alignment.horizontal.fraction
    let v: Double = switch alignment.vertical {
    case .firstTextBaseline, .lastTextBaseline: 0.5
    default: alignment.vertical.fraction
    }
    return Point(x: frame.minX + (frame.width - childSize.width) * h,
                 y: frame.minY + (frame.height - childSize.height) * v)
}

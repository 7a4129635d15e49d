import KeylineCore

/// `position(x:y:)`: SwiftUI's `_PositionLayout`.
///
/// Apple's documentation: "Positions the center of this view at the specified coordinates
/// in its parent's coordinate space." The modifier's own size is the whole size proposed to
/// it; a dimension proposed as unspecified (an ideal-size measurement, a scroll view's
/// axis) takes the child's size in that proposal instead (OpenSwiftUI's `PositionLayout`,
/// `proposal.fixingUnspecifiedDimensions(at: child.size(in: proposal))`). The child is
/// proposed the modifier's size and placed with its centre at the point, measured from the
/// modifier's top-leading corner; it may reach outside that frame, as in SwiftUI.
final class PositionElement: WrapperElement {
    let point: Point

    init(node: ViewNode, role: Role, point: Point, child: LayoutElement, context: LayoutContext) {
        self.point = point
        super.init(node: node, role: role, child: child, context: context)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let childSize = child.sizeThatFits(proposal)
        return Size(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let childProposal = ProposedSize(frame.size)
        let size = child.sizeThatFits(childProposal)
        let origin = Point(x: frame.minX + point.x - size.width / 2, y: frame.minY + point.y - size.height / 2)
        child.place(Rect(origin: origin, size: size), proposal: childProposal)
    }

    /// The view now fills what it is offered, so its child's spacing no longer describes
    /// its edges (OpenSwiftUI's `PositionLayout.spacing` returns none under
    /// `StopProjectingAffectedSpacing`): the standard spacing applies around it.
    override func spacing(along axis: Axis, atEnd: Bool) -> Double? { nil }

    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        guard alignment == .firstTextBaseline || alignment == .lastTextBaseline else { return super.verticalGuide(alignment, in: size) }
        let childSize = child.sizeThatFits(ProposedSize(size))
        return point.y - childSize.height / 2 + child.verticalGuide(alignment, in: childSize)
    }
}

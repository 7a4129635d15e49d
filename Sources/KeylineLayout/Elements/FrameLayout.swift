import KeylineCore

/// `frame(...)`: SwiftUI's fixed and flexible frames in one.
///
/// Apple's documentation of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:
/// maxHeight:alignment:)`: the child is proposed the frame's proposal limited by the
/// constraints, with ideal dimensions replacing unspecified ones. In a dimension with no
/// min or max the frame takes the child's size; otherwise the child's size clamped between
/// the minimum and the maximum, where the proposal pulls it towards either bound
/// (`max(min, min(child, proposal))`, then `min(max, max(that, proposal))`). A fixed
/// width is min = ideal = max, which gives exactly `frame(width:)`: the width, whatever
/// is proposed.
///
/// Placed, the frame offers its child its own size on the axes it constrains (OpenSwiftUI's
/// `_FlexFrameLayout.placement`): a frame asked for its ideal size (`fixedSize`) that
/// resolved to its minimum offers the child that minimum, not "no proposal". Only where it
/// was offered nothing, has no ideal and ended strictly between its bounds (it simply took
/// its child's ideal size) does the child keep its ideal size (`FlexFrameIdealSizing`).
/// On an axis it does not constrain, the child gets the frame's own proposal, as
/// `frame(width:)` passes it (`_FrameLayout`).
final class FrameElement: WrapperElement {
    let spec: FrameSpec

    init(node: ViewNode, role: Role, spec: FrameSpec, child: LayoutElement, context: LayoutContext) {
        self.spec = spec
        super.init(node: node, role: role, child: child, context: context)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: Self.limit(proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                     height: Self.limit(proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    private static func limit(_ proposed: Double?, _ lower: Double?, _ ideal: Double?, _ upper: Double?) -> Double? {
        guard var value = proposed ?? ideal else { return nil }
        if let lower { value = max(value, lower) }
        if let upper { value = min(value, upper) }
        return value
    }

    private static func resolve(child: Double, proposed: Double?, _ lower: Double?, _ ideal: Double?, _ upper: Double?) -> Double {
        guard lower != nil || upper != nil else { return child }
        // With no proposal in this dimension the ideal (or the child) stands in for it.
        let proposal = proposed ?? ideal ?? child
        var result = child
        if let lower { result = max(lower, min(result, proposal)) }
        if let upper { result = min(upper, max(result, proposal)) }
        return result
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return Size(width: Self.resolve(child: childSize.width, proposed: proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                    height: Self.resolve(child: childSize.height, proposed: proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    private func placementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize {
        func length(_ axis: Axis, _ lower: Double?, _ ideal: Double?, _ upper: Double?) -> Double? {
            guard lower != nil || ideal != nil || upper != nil else { return proposal[axis] }
            let value = size[axis]
            if ideal == nil, proposal[axis] == nil, (lower ?? -.infinity) < value, value < (upper ?? .infinity) { return nil }
            return value
        }
        return ProposedSize(width: length(.horizontal, spec.minWidth, spec.idealWidth, spec.maxWidth),
                            height: length(.vertical, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    /// A constrained axis no longer passes on its child's spacing (the standard spacing
    /// applies there again), except around a spacer, which keeps its own (SwiftUI's frame
    /// layouts reset the spacing of the edges they constrain unless the child
    /// `requiresSpacingProjection`).
    override func spacing(along axis: Axis, atEnd: Bool) -> Double? {
        let constrained = axis == .horizontal
            ? spec.minWidth != nil || spec.idealWidth != nil || spec.maxWidth != nil
            : spec.minHeight != nil || spec.idealHeight != nil || spec.maxHeight != nil
        return constrained && !child.isSpacer ? nil : child.spacing(along: axis, atEnd: atEnd)
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let p = placementProposal(proposal, size: frame.size)
        let size = child.sizeThatFits(p)
        child.place(Rect(origin: alignedOrigin(of: size, in: frame, spec.alignment), size: size), proposal: p)
    }

    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        guard alignment == .firstTextBaseline || alignment == .lastTextBaseline else { return super.verticalGuide(alignment, in: size) }
        let p = childProposal(ProposedSize(size))
        let childSize = child.sizeThatFits(p)
        let origin = alignedOrigin(of: childSize, in: Rect(origin: .zero, size: size), spec.alignment)
        return origin.y + child.verticalGuide(alignment, in: childSize)
    }
}

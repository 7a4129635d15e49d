import KeylineCore

/// `padding`: proposes the space left inside the insets, and adds them to the child's size.
final class PaddingElement: WrapperElement {
    let insets: EdgeInsets

    init(node: ViewNode, role: Role, insets: EdgeInsets, child: LayoutElement, context: LayoutContext) {
        self.insets = insets
        super.init(node: node, role: role, child: child, context: context)
    }

    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                     height: p.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let s = child.sizeThatFits(inner(proposal))
        return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let p = inner(proposal)
        let s = child.sizeThatFits(p)
        child.place(Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top, width: s.width, height: s.height), proposal: p)
    }

    /// A padded edge no longer asks for its child's spacing: the standard spacing applies
    /// there again (SwiftUI's `_PaddingLayout.spacing`).
    override func spacing(along axis: Axis, atEnd: Bool) -> Double? {
        let inset = switch (axis, atEnd) {
        case (.horizontal, false): insets.leading
        case (.horizontal, true): insets.trailing
        case (.vertical, false): insets.top
        case (.vertical, true): insets.bottom
        }
        return inset != 0 ? nil : child.spacing(along: axis, atEnd: atEnd)
    }

    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        guard alignment == .firstTextBaseline || alignment == .lastTextBaseline else { return super.verticalGuide(alignment, in: size) }
        let inner = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        return insets.top + child.verticalGuide(alignment, in: inner)
    }
}

/// `fixedSize`: proposes nothing (the ideal size) on the fixed axes.
final class FixedSizeElement: WrapperElement {
    let horizontal: Bool
    let vertical: Bool

    init(node: ViewNode, role: Role, horizontal: Bool, vertical: Bool, child: LayoutElement, context: LayoutContext) {
        self.horizontal = horizontal; self.vertical = vertical
        super.init(node: node, role: role, child: child, context: context)
    }

    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { child.sizeThatFits(inner(proposal)) }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        child.place(frame, proposal: inner(proposal))
    }
}

/// `layoutPriority`: layout-neutral, but stacks read it.
final class PriorityElement: WrapperElement {
    let priority: Double
    init(node: ViewNode, role: Role, priority: Double, child: LayoutElement, context: LayoutContext) {
        self.priority = priority
        super.init(node: node, role: role, child: child, context: context)
    }
    override var layoutPriority: Double { priority }
}

/// `aspectRatio`: proposes the largest (fit) or smallest (fill) size of the ratio that the
/// proposal allows; with no ratio given, the child's ideal size sets it.
final class AspectRatioElement: WrapperElement {
    let ratio: Double?
    let mode: ContentMode

    init(node: ViewNode, role: Role, ratio: Double?, mode: ContentMode, child: LayoutElement, context: LayoutContext) {
        self.ratio = ratio; self.mode = mode
        super.init(node: node, role: role, child: child, context: context)
    }

    private func target(_ p: ProposedSize) -> ProposedSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0 else { return p }
        return ProposedSize(Self.fitted(ratio: r, into: p, mode: mode, ideal: ideal))
    }

    static func fitted(ratio r: Double, into p: ProposedSize, mode: ContentMode, ideal: Size) -> Size {
        switch (p.width, p.height) {
        case (let w?, let h?):
            let byWidth = Size(width: w, height: w / r), byHeight = Size(width: h * r, height: h)
            let widthLimited = byWidth.height <= h
            return (mode == .fit) == widthLimited ? byWidth : byHeight
        case (let w?, nil): return Size(width: w, height: w / r)
        case (nil, let h?): return Size(width: h * r, height: h)
        case (nil, nil): return Size(width: ideal.width, height: ideal.width / r)
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { child.sizeThatFits(target(proposal)) }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let p = target(proposal)
        let s = child.sizeThatFits(p)
        child.place(Rect(origin: alignedOrigin(of: s, in: frame, .center), size: s), proposal: p)
    }
}

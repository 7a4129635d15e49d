import KeylineCore

/// VStack and HStack, by SwiftUI's algorithm:
///
/// 1. Each child's flexibility along the stack's axis is its size when offered infinity
///    minus its size when offered zero.
/// 2. Children are offered space in groups of decreasing `layoutPriority`; a group may use
///    what is left minus the minimum sizes of all lower-priority children.
/// 3. Within a group the least flexible child goes first, offered an equal share of what
///    is left (`remaining / children left`); what it takes is subtracted before the next.
///
/// So fixed-size views get their size, and flexible ones (spacers, frames with maxWidth:
/// infinity) share the rest. The stack's size is the sum along the axis (plus spacing) and
/// the largest child across it. Children are aligned across the axis by the stack's
/// alignment, text baselines included.
final class StackElement: LayoutElement {
    let axis: Axis
    let spacing: Double
    let alignment: Alignment
    let items: [LayoutElement]
    /// Per proposal to the stack: what each child was offered, and the size it chose.
    private var layouts: [ProposedSize: (offers: [ProposedSize], sizes: [Size])] = [:]

    init(node: ViewNode, axis: Axis, spacing: Double?, alignment: Alignment, items: [LayoutElement], context: LayoutContext) {
        self.axis = axis
        self.spacing = spacing ?? StackSpec.defaultSpacing
        self.alignment = alignment
        self.items = items
        super.init(node: node, role: .content, context: context)
    }

    override var children: [LayoutElement] { items }

    private var totalSpacing: Double { items.count > 1 ? spacing * Double(items.count - 1) : 0 }

    func childSizes(_ proposal: ProposedSize) -> [Size] { childLayout(proposal).sizes }

    /// What each child is offered for a proposal to the stack, and the size it chooses.
    func childLayout(_ proposal: ProposedSize) -> (offers: [ProposedSize], sizes: [Size]) {
        if let cached = layouts[proposal] { return cached }
        let cross = proposal[axis.other]
        func offer(_ length: Double?) -> ProposedSize {
            var p = ProposedSize.unspecified
            p[axis] = length
            p[axis.other] = cross
            return p
        }
        var sizes = [Size](repeating: .zero, count: items.count)
        var offers = [ProposedSize](repeating: offer(nil), count: items.count)
        guard let available = proposal[axis] else {
            for (i, item) in items.enumerated() { sizes[i] = item.sizeThatFits(offers[i]) }
            layouts[proposal] = (offers, sizes)
            return (offers, sizes)
        }
        let minimums = items.map { $0.sizeThatFits(offer(0))[axis] }
        let flexibility = items.enumerated().map { i, item in item.sizeThatFits(offer(.infinity))[axis] - minimums[i] }
        let priorities = Set(items.map(\.layoutPriority)).sorted(by: >)

        var remaining = available - totalSpacing
        for priority in priorities {
            let group = items.indices.filter { items[$0].layoutPriority == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reservedForLower = items.indices.filter { items[$0].layoutPriority < priority }.reduce(0) { $0 + minimums[$1] }
            var groupRemaining = remaining - reservedForLower
            for (k, i) in group.enumerated() {
                offers[i] = offer(max(0, groupRemaining) / Double(group.count - k))
                sizes[i] = items[i].sizeThatFits(offers[i])
                groupRemaining -= sizes[i][axis]
                remaining -= sizes[i][axis]
            }
        }
        layouts[proposal] = (offers, sizes)
        return (offers, sizes)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let sizes = childSizes(proposal)
        var size = Size.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        size[axis.other] = crossExtent(sizes)
        return size
    }

    /// Across the axis the stack is as big as its aligned children: for baselines, the
    /// span from the highest top to the lowest bottom once baselines line up.
    private func crossExtent(_ sizes: [Size]) -> Double {
        guard axis == .horizontal, isBaseline else { return sizes.map { $0[axis.other] }.max() ?? 0 }
        let guides = items.indices.map { items[$0].verticalGuide(alignment.vertical, in: sizes[$0]) }
        let above = guides.max() ?? 0
        let below = items.indices.map { sizes[$0].height - guides[$0] }.max() ?? 0
        return above + below
    }

    private var isBaseline: Bool { alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let (offers, sizes) = childLayout(proposal)
        var position = axis == .horizontal ? frame.minX : frame.minY
        let baseline: Double? = isBaseline && axis == .horizontal
            ? items.indices.map { items[$0].verticalGuide(alignment.vertical, in: sizes[$0]) }.max() : nil
        for (i, item) in items.enumerated() {
            let size = sizes[i]
            var origin = Point.zero
            if axis == .horizontal {
                origin.x = position
                if let baseline {
                    origin.y = frame.minY + baseline - item.verticalGuide(alignment.vertical, in: size)
                } else {
                    origin.y = frame.minY + (frame.height - size.height) * alignment.vertical.fraction
                }
            } else {
                origin.y = position
                origin.x = frame.minX + (frame.width - size.width) * alignment.horizontal.fraction
            }
            item.place(Rect(origin: origin, size: size), proposal: offers[i])
            position += size[axis] + spacing
        }
    }

    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        guard alignment == .firstTextBaseline || alignment == .lastTextBaseline, !items.isEmpty else {
            return super.verticalGuide(alignment, in: size)
        }
        // A stack's baseline is its first (or last) child's, where that child sits.
        let sizes = childSizes(ProposedSize(size))
        let i = alignment == .firstTextBaseline ? 0 : items.count - 1
        if axis == .horizontal {
            return (size.height - sizes[i].height) * self.alignment.vertical.fraction + items[i].verticalGuide(alignment, in: sizes[i])
        }
        let before = sizes[..<i].reduce(0) { $0 + $1.height } + Double(i) * spacing
        return before + items[i].verticalGuide(alignment, in: sizes[i])
    }
}

import KeylineCore

/// VStack and HStack, by SwiftUI's algorithm (OpenSwiftUI's reconstruction of
/// `StackLayout`, and Apple's `HStack`/`Spacer` documentation):
///
/// 1. Between neighbours goes the stack's explicit spacing, or else the distance their
///    spacing preferences ask for: 8 pt between ordinary views, none beside a spacer.
/// 2. Each child's flexibility along the stack's axis is its size when offered infinity
///    minus its size when offered zero.
/// 3. Children are offered space in groups of decreasing `layoutPriority`; a group may use
///    what is left minus the minimum sizes of all lower-priority children. Spacers have
///    the lowest priority of all, so they get what every other child leaves.
/// 4. Within a group the least flexible child goes first (among infinitely flexible ones,
///    the one with the larger minimum), offered an equal share of what is left
///    (`remaining / children left`); what it takes is subtracted before the next.
///
/// So fixed-size views get their size, and flexible ones (frames with maxWidth: infinity,
/// then spacers) share the rest. The stack's size is the sum along the axis (plus
/// spacing) and the largest child across it. Children are aligned across the axis by the
/// stack's alignment, text baselines included. Views on their way out (departed) are
/// drawn among the children but take no part in this.
final class StackElement: LayoutElement {
    let axis: Axis
    let alignment: Alignment
    let items: [LayoutElement]
    /// The children that are laid out: all but departed ones.
    private let arranged: [LayoutElement]
    /// The distance before each arranged child (0 before the first).
    private let gaps: [Double]
    private let drawn: [LayoutElement]
    /// Per proposal to the stack: what each child was offered, and the size it chose.
    private var layouts: [ProposedSize: (offers: [ProposedSize], sizes: [Size])] = [:]

    init(node: ViewNode, axis: Axis, spacing: Double?, alignment: Alignment, items: [LayoutElement], context: LayoutContext) {
        self.axis = axis
        self.alignment = alignment
        self.items = items
        let arranged = items.filter { !$0.isDeparted }
        self.arranged = arranged
        gaps = arranged.indices.map { i in
            i == 0 ? 0 : stackGap(between: arranged[i - 1], and: arranged[i], along: axis, explicit: spacing)
        }
        drawn = drawingOrder(items)
        super.init(node: node, role: .content, context: context)
    }

    override var children: [LayoutElement] { drawn }

    private var totalSpacing: Double { gaps.reduce(0, +) }

    /// A stack's spacing (OpenSwiftUI's `StackLayout.spacing()`): along its axis, its
    /// first child's at the start and its last child's at the end; across it, the largest
    /// any child asks for. An empty stack asks for none.
    override func spacing(along edgeAxis: Axis, atEnd: Bool) -> Double? {
        guard !arranged.isEmpty else { return 0 }
        if edgeAxis == axis {
            return (atEnd ? arranged.last! : arranged.first!).spacing(along: edgeAxis, atEnd: atEnd)
        }
        return arranged.compactMap { $0.spacing(along: edgeAxis, atEnd: atEnd) }.max()
    }

    func childSizes(_ proposal: ProposedSize) -> [Size] { childLayout(proposal).sizes }

    /// What each arranged child is offered for a proposal to the stack, and the size it
    /// chooses.
    func childLayout(_ proposal: ProposedSize) -> (offers: [ProposedSize], sizes: [Size]) {
        if let cached = layouts[proposal] { return cached }
        let items = arranged
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
        // SwiftUI's FlexibilityEstimate: less flexible first; between two infinitely
        // flexible children, the larger minimum first; then source order.
        func order(_ i: Int) -> (Double, Double, Int) {
            (flexibility[i], flexibility[i] == .infinity ? -minimums[i] : 0, i)
        }
        let priorities = Set(items.map(\.layoutPriority)).sorted(by: >)

        var remaining = available - totalSpacing
        for priority in priorities {
            let group = items.indices.filter { items[$0].layoutPriority == priority }.sorted { order($0) < order($1) }
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
        let guides = arranged.indices.map { arranged[$0].verticalGuide(alignment.vertical, in: sizes[$0]) }
        let above = guides.max() ?? 0
        let below = arranged.indices.map { sizes[$0].height - guides[$0] }.max() ?? 0
        return above + below
    }

    private var isBaseline: Bool { alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline }

    /// Placed, the stack offers its children its own length across its axis where it was
    /// offered none: asked for its ideal width, a vstack measures its children ideally,
    /// takes the widest, then lays them out in that width (OpenSwiftUI's
    /// `StackLayout.proposalWhenPlacing`). That is what makes `maxWidth: infinity` buttons
    /// in a `fixedSize` vstack all as wide as the widest.
    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = frame.size[axis.other] }
        let (offers, sizes) = childLayout(placing)
        var position = axis == .horizontal ? frame.minX : frame.minY
        let baseline: Double? = isBaseline && axis == .horizontal
            ? arranged.indices.map { arranged[$0].verticalGuide(alignment.vertical, in: sizes[$0]) }.max() : nil
        for (i, item) in arranged.enumerated() {
            let size = sizes[i]
            position += gaps[i]
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
            position += size[axis]
        }
        for item in items { if let f = item.departedFrame { item.place(f, proposal: ProposedSize(f.size)) } }
    }

    override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        guard alignment == .firstTextBaseline || alignment == .lastTextBaseline, !arranged.isEmpty else {
            return super.verticalGuide(alignment, in: size)
        }
        // A stack's baseline is its first (or last) child's, where that child sits.
        let sizes = childSizes(ProposedSize(size))
        let i = alignment == .firstTextBaseline ? 0 : arranged.count - 1
        if axis == .horizontal {
            return (size.height - sizes[i].height) * self.alignment.vertical.fraction + arranged[i].verticalGuide(alignment, in: sizes[i])
        }
        let before = sizes[..<i].reduce(0) { $0 + $1.height } + gaps[...i].reduce(0, +)
        return before + arranged[i].verticalGuide(alignment, in: sizes[i])
    }
}

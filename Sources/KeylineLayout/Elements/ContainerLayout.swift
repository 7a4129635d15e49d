import KeylineCore

/// ZStack: offers each child the whole proposal, is as big as the largest, and aligns
/// them. Placed, it offers every child its own size (OpenSwiftUI's
/// `_ZStackLayout.placeSubviews`), so a shape behind a text in a `fixedSize` zstack is as
/// big as the text. Children draw in zIndex order; departed ones draw where they were.
final class ZStackElement: LayoutElement {
    let alignment: Alignment
    let items: [LayoutElement]
    private let arranged: [LayoutElement]
    private let drawn: [LayoutElement]

    init(node: ViewNode, alignment: Alignment, items: [LayoutElement], context: LayoutContext) {
        self.alignment = alignment; self.items = items
        arranged = items.filter { !$0.isDeparted }
        drawn = drawingOrder(items)
        super.init(node: node, role: .content, context: context)
    }

    override var children: [LayoutElement] { drawn }

    /// On every edge, the largest spacing any child asks for; none when empty.
    override func spacing(along axis: Axis, atEnd: Bool) -> Double? {
        guard !arranged.isEmpty else { return 0 }
        return arranged.compactMap { $0.spacing(along: axis, atEnd: atEnd) }.max()
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let sizes = arranged.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let placing = ProposedSize(frame.size)
        for item in arranged {
            let size = item.sizeThatFits(placing)
            item.place(Rect(origin: alignedOrigin(of: size, in: frame, alignment), size: size), proposal: placing)
        }
        for item in items { if let f = item.departedFrame { item.place(f, proposal: ProposedSize(f.size)) } }
    }
}

/// ScrollView: takes the space offered; its content, an implicit stack along the scroll
/// axis, is offered unlimited length on that axis, starts at the top (leading) edge moved
/// by the content offset, and is clipped by the renderer to the scroll view's frame.
///
/// `contentOffset` is UIScrollView's: points of content scrolled past the top (leading)
/// edge, so a positive offset moves the content up (left). It is clamped to where a
/// scroll view can rest, 0 … max(0, content length − viewport length): past the end a
/// real one rubber-bands back, which a still has no time to show.
final class ScrollElement: LayoutElement {
    let spec: ScrollSpec
    let content: StackElement

    init(node: ViewNode, spec: ScrollSpec, content: StackElement, context: LayoutContext) {
        self.spec = spec; self.content = content
        super.init(node: node, role: .content, context: context)
    }

    override var children: [LayoutElement] { [content] }

    private func contentProposal(_ p: ProposedSize) -> ProposedSize {
        var c = p
        c[spec.axis] = nil
        return c
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let contentSize = content.sizeThatFits(contentProposal(proposal))
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? contentSize.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? contentSize.height)
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let p = contentProposal(proposal)
        let size = content.sizeThatFits(p)
        var origin = alignedOrigin(of: size, in: frame, spec.alignment)
        let offset = Self.restingOffset(spec.contentOffset, contentLength: size[spec.axis], viewportLength: frame.size[spec.axis])
        if spec.axis == .vertical { origin.y = frame.minY - offset } else { origin.x = frame.minX - offset }
        content.place(Rect(origin: origin, size: size), proposal: p)
    }

    static func restingOffset(_ offset: Double, contentLength: Double, viewportLength: Double) -> Double {
        guard offset.isFinite else { return 0 }
        return min(max(offset, 0), max(0, contentLength - viewportLength))
    }
}

/// `background` and `overlay`: the view is laid out first; the decoration is offered the
/// view's size and aligned over (or under) it. The pair is as big as the view.
final class DecorationElement: WrapperElement {
    let decoration: LayoutElement
    let alignment: Alignment
    let isBackground: Bool

    init(node: ViewNode, role: Role, decoration: LayoutElement, alignment: Alignment, isBackground: Bool,
         child: LayoutElement, context: LayoutContext) {
        self.decoration = decoration; self.alignment = alignment; self.isBackground = isBackground
        super.init(node: node, role: role, child: child, context: context)
    }

    /// Backgrounds draw first, overlays last.
    override var children: [LayoutElement] { isBackground ? [decoration, child] : [child, decoration] }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        child.place(frame, proposal: proposal)
        let p = ProposedSize(frame.size)
        let size = decoration.sizeThatFits(p)
        decoration.place(Rect(origin: alignedOrigin(of: size, in: frame, alignment), size: size), proposal: p)
    }
}

/// `ignoresSafeArea`: where the view's frame reaches an edge of the safe area, the view is
/// extended to the screen's edge on that side and laid out again in the larger frame. Its
/// parent still sees the original size, as in SwiftUI.
final class SafeAreaElement: WrapperElement {
    let edges: EdgeSet

    init(node: ViewNode, role: Role, edges: EdgeSet, child: LayoutElement, context: LayoutContext) {
        self.edges = edges
        super.init(node: node, role: role, child: child, context: context)
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let safe = context.device.safeRect
        let insets = context.device.safeArea
        let tolerance = 0.001
        var f = frame
        if edges.contains(.top), f.minY <= safe.minY + tolerance {
            f = Rect(x: f.minX, y: f.minY - insets.top, width: f.width, height: f.height + insets.top)
        }
        if edges.contains(.bottom), f.maxY >= safe.maxY - tolerance {
            f = Rect(x: f.minX, y: f.minY, width: f.width, height: f.height + insets.bottom)
        }
        if edges.contains(.leading), f.minX <= safe.minX + tolerance {
            f = Rect(x: f.minX - insets.leading, y: f.minY, width: f.width + insets.leading, height: f.height)
        }
        if edges.contains(.trailing), f.maxX >= safe.maxX - tolerance {
            f = Rect(x: f.minX, y: f.minY, width: f.width + insets.trailing, height: f.height)
        }
        self.frame = f
        child.place(f, proposal: f == frame ? proposal : ProposedSize(f.size))
    }
}

/// Modifiers that change only how a view is drawn (offset, opacity, scale, rotation, clip,
/// shadow, hidden): layout passes straight through them.
final class DrawingElement: WrapperElement {
    override var isSpacer: Bool { child.isSpacer }

    var modifier: ViewModifier {
        guard case .modifier(let i) = role else { fatalError("a drawing element always wraps a modifier") }
        return node.modifiers[i]
    }
}

/// A pager (page-style TabView): takes the space offered, gives every page that space,
/// and sets the pages side by side, page `i` at `(i − position) × width`. It clips them to
/// its frame, as a TabView does.
final class PagerElement: LayoutElement {
    let spec: PagerSpec
    let pages: [LayoutElement]

    init(node: ViewNode, spec: PagerSpec, pages: [LayoutElement], context: LayoutContext) {
        self.spec = spec; self.pages = pages
        super.init(node: node, role: .content, context: context)
    }

    override var children: [LayoutElement] { pages }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let ideal = pages.first?.sizeThatFits(.unspecified) ?? .zero
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ideal.height)
    }

    /// The drag as the pages follow it: directly, or with rubber-band resistance where
    /// there is no page to go to. UIScrollView's rubber band is
    /// `(1 − 1 / (x · c / d + 1)) · d` with c = 0.55 and d the view's width, as measured
    /// and published by developers reproducing it (e.g. Grant Paul's analysis of
    /// UIScrollView); the offset never reaches a full page however far the finger goes.
    static func followedDrag(_ drag: Double, position: Double, pageCount: Int, width: Double) -> Double {
        let atStart = drag > 0 && position <= 0, atEnd = drag < 0 && position >= Double(pageCount - 1)
        guard (atStart || atEnd), width > 0 else { return drag }
        let c = 0.55
        let magnitude = (1 - 1 / (abs(drag) * c / width + 1)) * width
        return drag < 0 ? -magnitude : magnitude
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let p = ProposedSize(frame.size)
        let drag = Self.followedDrag(spec.drag, position: spec.position, pageCount: spec.pageCount, width: frame.width)
        for (page, index) in zip(pages, spec.pageIndices) {
            let size = page.sizeThatFits(p)
            let x = frame.minX + (Double(index) - spec.position) * frame.width + drag
            page.place(Rect(origin: alignedOrigin(of: size, in: Rect(x: x, y: frame.minY, width: frame.width, height: frame.height), .center),
                            size: size), proposal: p)
        }
    }
}

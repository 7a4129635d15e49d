import KeylineCore

/// Reads placed layout elements into a `LayoutTree`. A view is a chain of elements: its
/// modifiers' wrappers, outermost first, around its content; every other element met on
/// the way (a decoration, a child of the content) starts another view.
struct LayoutTreeBuilder {
    private var nodes: [LayoutNode] = []

    static func tree(_ root: LayoutElement, device: Device) -> LayoutTree {
        var builder = LayoutTreeBuilder()
        // The screen is the outermost clip: what lies beyond it is not seen.
        _ = builder.add(root, parent: nil, clip: Rect(origin: .zero, size: device.size))
        return LayoutTree(device: device, nodes: builder.nodes)
    }

    /// Adds the view whose outermost element is `outermost`, then its decorations and
    /// children (tree order), and returns its index. `clip` is the part of the canvas that
    /// can show it, in layout coordinates.
    private mutating func add(_ outermost: LayoutElement, parent: Int?, clip: Rect) -> Int {
        let view = outermost.node
        let index = nodes.count
        nodes.append(LayoutNode(index: index, parent: parent, id: nil, kind: "", identity: "", location: view.location,
                                contentFrame: .zero, steps: [], children: [], content: .container))

        var clip = clip
        var steps: [LayoutStep] = []
        var framesByModifier: [Int: Rect] = [:]
        var element = outermost
        while let wrapper = element as? WrapperElement {
            if case .modifier(let i) = wrapper.role {
                framesByModifier[i] = wrapper.frame
                let modifier = view.modifiers[i]
                var decoration: LayoutStep.Decoration?
                if let d = wrapper as? DecorationElement {
                    // Clipped by the modifiers outside this one only, as it is drawn.
                    decoration = .init(node: add(d.decoration, parent: index, clip: clip), isBackground: d.isBackground)
                }
                let effect = DrawingEffect(modifier)
                if case .clip = effect { clip = clip.intersection(wrapper.frame) }
                steps.append(LayoutStep(modifier: modifier.name, frame: wrapper.frame, effect: effect, decoration: decoration))
            }
            element = wrapper.child
        }
        steps.reverse()

        var childElements = element.children
        let content: LayoutContent
        switch element {
        case let e as TextElement: content = .text(Self.resolved(e, within: steps.map(\.frame), clip: clip))
        case let e as ShapeElement: content = .shape(e.shape)
        case let e as ImageElement: content = .image(e.image)
        case let e as ProgressElement: content = .progress(e.spec)
        case let e as DividerElement: content = .divider(e.spec)
        case let e as StatusBarElement:
            content = e.layout.map { .statusBar(e.spec, $0) } ?? .container
        case let e as HomeIndicatorElement: content = .homeIndicator(e.spec)
        case let e as ScrollElement:
            // The scroll view's implicit stack is part of the view, not a view of its own.
            content = .scroll(contentFrame: e.content.frame)
            childElements = e.content.children
            clip = clip.intersection(e.frame)
        case let e as PagerElement:
            content = .pager
            clip = clip.intersection(e.frame)
        default: content = .container
        }
        let children = childElements.map { add($0, parent: index, clip: clip) }

        nodes[index] = LayoutNode(index: index, parent: parent, id: view.id, kind: view.kindName, identity: view.identity,
                                  location: view.location, contentFrame: element.frame, steps: steps,
                                  children: children, content: content)
        for (i, modifier) in view.modifiers.enumerated() {
            switch modifier {
            case .accessibility(let spec):
                nodes[index].accessibility = nodes[index].accessibility.map { $0.merging(spec) } ?? spec
                // The view as modified up to here: what SwiftUI's modifier makes the element.
                nodes[index].accessibilityFrame = framesByModifier.filter { $0.key < i }.max { $0.key < $1.key }?.value ?? element.frame
            case .lintSuppression(let suppression): nodes[index].lintSuppressions.append(suppression)
            default: break
            }
        }
        return index
    }

    /// Frames agree to Pango's precision (1/1024 pt); a text is not "clipped" by less.
    private static let tolerance = 0.01

    /// `frames` are the text view's own frames after each modifier: a text larger than one
    /// of them (a fixed frame too small for its lines) is clipped, as is one that reaches
    /// outside `clip`. Sizes, not positions, are compared with its own frames, since a
    /// negative padding may move a frame off its text on purpose. Nor is the size offered a
    /// test: Keyline's stacks offer text a share of their height that it may exceed while
    /// the stack still fits.
    private static func resolved(_ e: TextElement, within frames: [Rect], clip: Rect) -> ResolvedText {
        let offered = e.placedProposal
        let metrics = e.metrics(offered)
        let lines = max(1, metrics.lineCount)
        func contains(_ outer: Rect, _ inner: Rect) -> Bool {
            inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
                && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
        }
        let size = e.frame.size
        let spills = frames.contains { size.width > $0.width + tolerance || size.height > $0.height + tolerance }
        let clipped = spills || !contains(clip, e.frame)
        return ResolvedText(spec: e.text, wrapWidth: TextElement.wrapWidth(offered), lineCount: metrics.lineCount,
                            lineHeight: e.text.font.lineHeight ?? metrics.size.height / Double(lines),
                            isTruncated: metrics.isTruncated, isClipped: clipped)
    }
}

import KeylineCore

/// Walks a solved layout and lists what to draw. Drawing modifiers become groups around
/// what they modify: `offset`, `scale` and `rotation` transforms (around their anchor in
/// the view's frame), `clip`, `opacity` applied to the whole group (as SwiftUI composites
/// it, so overlapping children don't show through each other), and `shadow`.
public enum DisplayListBuilder {
    public static func build(_ layout: LayoutTree, background: Color) -> DisplayList {
        DisplayList(canvas: layout.device.size, background: background, items: items(for: layout.root, in: layout, pageOffset: 0))
    }

    /// What a view draws: its content and children, then each modifier in order around
    /// them (backgrounds behind, overlays in front). `pageOffset` is how far the enclosing
    /// pager page is from its resting place, for `parallax`.
    static func items(for node: LayoutNode, in tree: LayoutTree, pageOffset: Double) -> [DisplayItem] {
        var result = contentItems(node, in: tree, pageOffset: pageOffset)
        for step in node.steps {
            if let decoration = step.decoration {
                let added = items(for: tree[decoration.node], in: tree, pageOffset: pageOffset)
                result = decoration.isBackground ? added + result : result + added
            } else if let effect = step.effect {
                result = wrap(result, in: effect, frame: step.frame, pageOffset: pageOffset)
            }
        }
        return result
    }

    private static func contentItems(_ node: LayoutNode, in tree: LayoutTree, pageOffset: Double) -> [DisplayItem] {
        let frame = node.contentFrame
        switch node.content {
        case .scroll:
            let clip = DisplayGroup.Clip(shape: .rectangle, rect: frame)
            return [.group(DisplayGroup(clip: clip, items: node.children.flatMap { items(for: tree[$0], in: tree, pageOffset: pageOffset) }))]
        case .pager:
            let clip = DisplayGroup.Clip(shape: .rectangle, rect: frame)
            // Pages entirely outside the pager are not drawn.
            let visible = tree.children(of: node).filter { $0.frame.maxX > frame.minX && $0.frame.minX < frame.maxX }
            let pageItems = visible.flatMap { items(for: $0, in: tree, pageOffset: $0.frame.minX - frame.minX) }
            return [.group(DisplayGroup(clip: clip, items: pageItems))]
        case .text(let text):
            guard !text.string.isEmpty else { return [] }
            return [.text(text.spec, frame, wrapWidth: text.wrapWidth)]
        case .shape(let spec):
            return shape(spec, in: frame)
        case .image(let image):
            return [.image(image, frame)]
        case .progress(let spec):
            // The fill is clipped to the rounded track, so a small value is a sliver of
            // the track's end, as UIKit draws it.
            let track = frame
            var items: [DisplayItem] = [.fill(.capsule, track, spec.track)]
            let filled = Rect(x: track.minX, y: track.minY, width: track.width * min(1, max(0, spec.value)), height: track.height)
            if filled.width > 0 {
                items.append(.group(DisplayGroup(clip: .init(shape: .capsule, rect: track), items: [.fill(.rectangle, filled, spec.tint)])))
            }
            return items
        case .divider(let spec):
            return [.fill(.rectangle, frame, .color(spec.color))]
        case .statusBar(let spec, let layout):
            return ChromeDrawing.statusBar(spec, layout)
        case .homeIndicator(let spec):
            return ChromeDrawing.homeIndicator(spec, frame: frame)
        case .container:
            return node.children.flatMap { items(for: tree[$0], in: tree, pageOffset: pageOffset) }
        }
    }
    private static func shape(_ spec: ShapeSpec, in rect: Rect) -> [DisplayItem] {
        var result: [DisplayItem] = []
        if let fill = spec.fill, !fill.isInvisible {
            // SwiftUI fills a trimmed shape's path (`Circle().trim(from: 0, to: 0.5)` is a
            // half disc): Core Graphics closes each open subpath with a line when filling.
            result.append(spec.isTrimmed ? .trimmedFill(spec.shape, rect, fill, trimFrom: spec.trimFrom, trimTo: spec.trimTo)
                                         : .fill(spec.shape, rect, fill))
        }
        if let stroke = spec.stroke, stroke.width > 0, !stroke.paint.isInvisible {
            result.append(.stroke(spec.shape, rect, stroke, trimFrom: spec.trimFrom, trimTo: spec.trimTo))
        }
        return result
    }

    /// Items drawn through a drawing modifier of a view whose frame is `frame`.
    public static func wrap(_ inner: [DisplayItem], in modifier: ViewModifier, frame: Rect, pageOffset: Double = 0) -> [DisplayItem] {
        guard let effect = DrawingEffect(modifier) else { return inner }
        return wrap(inner, in: effect, frame: frame, pageOffset: pageOffset)
    }

    /// Items drawn through a drawing effect of a view whose frame is `frame`.
    public static func wrap(_ inner: [DisplayItem], in effect: DrawingEffect, frame: Rect, pageOffset: Double = 0) -> [DisplayItem] {
        guard !inner.isEmpty else { return [] }
        switch effect {
        case .hidden:
            return []
        case .opacity(let o):
            if o <= 0 { return [] }
            if o >= 1 { return inner }
            return [.group(DisplayGroup(opacity: o, items: inner))]
        case .offset(let x, let y):
            if x == 0 && y == 0 { return inner }
            return [.group(DisplayGroup(transform: .translation(x: x, y: y), items: inner))]
        case .relativeOffset(let x, let y):
            if x == 0 && y == 0 { return inner }
            return [.group(DisplayGroup(transform: .translation(x: x * frame.width, y: y * frame.height), items: inner))]
        case .parallax(let factor):
            if factor == 0 || pageOffset == 0 { return inner }
            return [.group(DisplayGroup(transform: .translation(x: factor * pageOffset, y: 0), items: inner))]
        case .scale(let x, let y, let anchor):
            if x == 1 && y == 1 { return inner }
            return [.group(DisplayGroup(transform: AffineTransform.scale(x: x, y: y).around(frame.point(at: anchor)), items: inner))]
        case .rotation(let degrees, let anchor):
            if degrees == 0 { return inner }
            return [.group(DisplayGroup(transform: AffineTransform.rotation(degrees: degrees).around(frame.point(at: anchor)), items: inner))]
        case .clip(let shape):
            return [.group(DisplayGroup(clip: .init(shape: shape, rect: frame), items: inner))]
        case .shadow(let s):
            if s.color.alpha <= 0 { return inner }
            return [.group(DisplayGroup(shadow: s, items: inner))]
        }
    }

    /// What the view with `identity` draws in a solved layout, and its frame: used to
    /// draw a view that has left the tree where it last was.
    public static func items(forIdentity identity: String, in layout: LayoutTree) -> (items: [DisplayItem], frame: Rect)? {
        guard let node = layout.node(identity: identity) else { return nil }
        return (items(for: node, in: layout, pageOffset: pageOffset(of: node, in: layout)), node.frame)
    }

    /// How far the page that holds `node` is from its resting place: the nearest pager
    /// above it whose page leads down to it.
    private static func pageOffset(of node: LayoutNode, in layout: LayoutTree) -> Double {
        var below = node
        while let parent = below.parent.map({ layout[$0] }) {
            if case .pager = parent.content, parent.children.contains(below.index) {
                return below.frame.minX - parent.contentFrame.minX
            }
            below = parent
        }
        return 0
    }
}

import KeylineCore

/// Walks a solved layout and lists what to draw. Drawing modifiers become groups around
/// what they modify: `offset`, `scale` and `rotation` transforms (around their anchor in
/// the view's frame), `clip`, `opacity` applied to the whole group (as SwiftUI composites
/// it, so overlapping children don't show through each other), and `shadow`.
public enum DisplayListBuilder {
    public static func build(_ layout: SolvedLayout, background: Color) -> DisplayList {
        DisplayList(canvas: layout.device.size, background: background, items: items(for: layout.root, pageOffset: 0))
    }

    /// `pageOffset` is how far the enclosing pager page is from its resting place, for
    /// `parallax`.
    static func items(for element: LayoutElement, pageOffset: Double) -> [DisplayItem] {
        switch element {
        case let e as DrawingElement:
            return drawing(e, pageOffset: pageOffset)
        case let e as ScrollElement:
            let clip = DisplayGroup.Clip(shape: .rectangle, rect: e.frame)
            return [.group(DisplayGroup(clip: clip, items: items(for: e.content, pageOffset: pageOffset)))]
        case let e as PagerElement:
            let clip = DisplayGroup.Clip(shape: .rectangle, rect: e.frame)
            // Pages entirely outside the pager are not drawn.
            let visible = e.pages.filter { $0.frame.maxX > e.frame.minX && $0.frame.minX < e.frame.maxX }
            let pageItems = visible.flatMap { items(for: $0, pageOffset: $0.frame.minX - e.frame.minX) }
            return [.group(DisplayGroup(clip: clip, items: pageItems))]
        case let e as TextElement:
            guard !e.text.content.isEmpty else { return [] }
            return [.text(e.text, e.frame, wrapWidth: TextElement.wrapWidth(e.placedProposal))]
        case let e as ShapeElement:
            return shape(e.shape, in: e.frame)
        case let e as ImageElement:
            return [.image(e.image, e.frame)]
        case let e as ProgressElement:
            // The fill is clipped to the rounded track, so a small value is a sliver of
            // the track's end, as UIKit draws it.
            let track = e.frame
            var items: [DisplayItem] = [.fill(.capsule, track, e.spec.track)]
            let filled = Rect(x: track.minX, y: track.minY, width: track.width * min(1, max(0, e.spec.value)), height: track.height)
            if filled.width > 0 {
                items.append(.group(DisplayGroup(clip: .init(shape: .capsule, rect: track), items: [.fill(.rectangle, filled, e.spec.tint)])))
            }
            return items
        case let e as DividerElement:
            return [.fill(.rectangle, e.frame, .color(e.spec.color))]
        default:
            return element.children.flatMap { items(for: $0, pageOffset: pageOffset) }
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

    private static func drawing(_ e: DrawingElement, pageOffset: Double) -> [DisplayItem] {
        wrap(items(for: e.child, pageOffset: pageOffset), in: e.modifier, frame: e.frame, pageOffset: pageOffset)
    }

    /// Items drawn through a drawing modifier of a view whose frame is `frame`.
    public static func wrap(_ inner: [DisplayItem], in modifier: ViewModifier, frame: Rect, pageOffset: Double = 0) -> [DisplayItem] {
        guard !inner.isEmpty else { return [] }
        switch modifier {
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
            return [.group(DisplayGroup(clip: .init(shape: shape.shapeKind, rect: frame), items: inner))]
        case .shadow(let s):
            if s.color.alpha <= 0 { return inner }
            return [.group(DisplayGroup(shadow: s, items: inner))]
        default:
            return inner
        }
    }

    /// What the view with `identity` draws in a solved layout, and its frame: used to
    /// draw a view that has left the tree where it last was.
    public static func items(forIdentity identity: String, in layout: SolvedLayout) -> (items: [DisplayItem], frame: Rect)? {
        func find(_ element: LayoutElement, pageOffset: Double) -> (LayoutElement, Double)? {
            if element.node.identity == identity { return (element, pageOffset) }
            for child in element.children {
                let offset = (element as? PagerElement).map { child.frame.minX - $0.frame.minX } ?? pageOffset
                if let found = find(child, pageOffset: offset) { return found }
            }
            return nil
        }
        guard let (element, offset) = find(layout.root, pageOffset: 0) else { return nil }
        return (items(for: element, pageOffset: offset), element.frame)
    }
}

import KeylineCore
import KeylineLayout

/// One thing a redline draws, in canvas points: what design hand-off tools (Figma's Dev
/// Mode, Zeplin) show when a layer is selected.
public enum RedlineMeasurement: Hashable, Sendable {
    /// An element's bounds, outlined, with its size (`326 × 48`).
    case bounds(id: String, frame: Rect)
    /// The gap between an element and its nearest neighbour, or the safe area or canvas
    /// edge, on one side: a line from `start` to `end` (vertical or horizontal).
    case distance(from: String, to: RedlineTarget, start: Point, end: Point)
    /// A band of an element's padding, shaded, with its width.
    case padding(id: String, edge: RedlineEdge, band: Rect)

    /// The number the label shows, in points.
    public var value: Double {
        switch self {
        case .bounds(_, let frame): frame.width
        case .distance(_, _, let start, let end): abs(end.x - start.x) + abs(end.y - start.y)
        case .padding(_, let edge, let band): edge.isVertical ? band.height : band.width
        }
    }
}

/// What a distance is measured to.
public enum RedlineTarget: Hashable, Sendable {
    case element(String)
    case safeArea(RedlineEdge)
    case canvas(RedlineEdge)
}

public enum RedlineEdge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, leading, trailing
    var isVertical: Bool { self == .top || self == .bottom }
}

/// Which measurements a solved screen's redline shows: a pure function of the layout.
///
/// Each element with an `id` (the first of a name, as `expect:` reads it) that shows on
/// the canvas, and whose frame no element before it has, gets its bounds and its paddings. On each side, it is measured to the
/// nearest element on that side that does not overlap it and shares some of its span
/// across (what Figma measures between two layers); on a side with none, to the safe
/// area edge when it lies inside the safe area on that side, else to the canvas edge.
/// Zero distances are not drawn (an element on an edge touches it), and a gap between
/// two elements is drawn once.
public enum RedlineModel {
    public static func measurements(_ tree: LayoutTree, focus: String? = nil) -> [RedlineMeasurement] {
        let canvas = Rect(x: 0, y: 0, width: tree.device.size.width, height: tree.device.size.height)
        let inset = tree.device.safeArea
        let safe = Rect(x: inset.leading, y: inset.top, width: canvas.width - inset.leading - inset.trailing,
                        height: canvas.height - inset.top - inset.bottom)
        var seen = Set<String>(), frames = Set<Rect>()
        let elements = tree.nodes.filter { node in
            // A view named inside another of the same frame (a component's root, a
            // button's label) would repeat its outline and numbers: the outer one speaks.
            guard let id = node.id, seen.insert(id).inserted, frames.insert(node.frame).inserted else { return false }
            let f = node.frame
            // A view that fills the canvas (a screen's root) has nothing to measure.
            return f.width > 0 && f.height > 0 && f.maxX > 0 && f.maxY > 0 && f.minX < canvas.width && f.minY < canvas.height
                && f != canvas
        }
        let measured = focus.map { id in elements.filter { $0.id == id } } ?? elements
        var result: [RedlineMeasurement] = []
        var gaps = Set<Set<String>>()
        var shown: [String] = []
        for node in measured {
            guard let id = node.id else { continue }
            shown.append(id)
            for edge in RedlineEdge.allCases {
                if let (neighbour, start, end) = nearest(to: node, on: edge, among: elements) {
                    shown.append(neighbour)
                    if start != end, gaps.insert([id, neighbour, edge.isVertical ? "|" : "-"]).inserted {
                        result.append(.distance(from: id, to: .element(neighbour), start: start, end: end))
                    }
                } else if let (target, start, end) = edgeDistance(node.frame, edge, safe: safe, canvas: canvas), start != end {
                    result.append(.distance(from: id, to: target, start: start, end: end))
                }
            }
            result += paddings(of: node)
        }
        let boxes = elements.filter { shown.contains($0.id ?? "") }.map { RedlineMeasurement.bounds(id: $0.id ?? "", frame: $0.frame) }
        return boxes + result
    }

    /// The nearest element on `edge`'s side that does not overlap `node` and overlaps its
    /// span across; the line runs through the middle of the shared span.
    static func nearest(to node: LayoutNode, on edge: RedlineEdge, among elements: [LayoutNode]) -> (String, Point, Point)? {
        let f = node.frame
        var best: (gap: Double, id: String, start: Point, end: Point)?
        for other in elements where other.index != node.index {
            guard let id = other.id else { continue }
            let o = other.frame
            let gap: Double, start: Point, end: Point
            switch edge {
            case .top, .bottom:
                let lo = max(f.minX, o.minX), hi = min(f.maxX, o.maxX)
                guard hi > lo else { continue }
                let x = (lo + hi) / 2
                if edge == .top { guard o.maxY <= f.minY else { continue }; gap = f.minY - o.maxY; start = Point(x: x, y: o.maxY); end = Point(x: x, y: f.minY) }
                else { guard o.minY >= f.maxY else { continue }; gap = o.minY - f.maxY; start = Point(x: x, y: f.maxY); end = Point(x: x, y: o.minY) }
            case .leading, .trailing:
                let lo = max(f.minY, o.minY), hi = min(f.maxY, o.maxY)
                guard hi > lo else { continue }
                let y = (lo + hi) / 2
                if edge == .leading { guard o.maxX <= f.minX else { continue }; gap = f.minX - o.maxX; start = Point(x: o.maxX, y: y); end = Point(x: f.minX, y: y) }
                else { guard o.minX >= f.maxX else { continue }; gap = o.minX - f.maxX; start = Point(x: f.maxX, y: y); end = Point(x: o.minX, y: y) }
            }
            // Ties go to the first in tree order, so the model is deterministic.
            if best == nil || gap < best!.gap { best = (gap, id, start, end) }
        }
        return best.map { ($0.id, $0.start, $0.end) }
    }

    /// The distance from a frame to the safe area's edge on that side, when the frame lies
    /// inside it there, else to the canvas edge; nil when the frame crosses the canvas edge.
    static func edgeDistance(_ f: Rect, _ edge: RedlineEdge, safe: Rect, canvas: Rect) -> (RedlineTarget, Point, Point)? {
        let midX = f.midX, midY = f.midY
        switch edge {
        case .top:
            if f.minY >= safe.minY, safe.minY > canvas.minY { return (.safeArea(.top), Point(x: midX, y: safe.minY), Point(x: midX, y: f.minY)) }
            return f.minY >= 0 ? (.canvas(.top), Point(x: midX, y: 0), Point(x: midX, y: f.minY)) : nil
        case .bottom:
            if f.maxY <= safe.maxY, safe.maxY < canvas.maxY { return (.safeArea(.bottom), Point(x: midX, y: f.maxY), Point(x: midX, y: safe.maxY)) }
            return f.maxY <= canvas.maxY ? (.canvas(.bottom), Point(x: midX, y: f.maxY), Point(x: midX, y: canvas.maxY)) : nil
        case .leading:
            if f.minX >= safe.minX, safe.minX > canvas.minX { return (.safeArea(.leading), Point(x: safe.minX, y: midY), Point(x: f.minX, y: midY)) }
            return f.minX >= 0 ? (.canvas(.leading), Point(x: 0, y: midY), Point(x: f.minX, y: midY)) : nil
        case .trailing:
            if f.maxX <= safe.maxX, safe.maxX < canvas.maxX { return (.safeArea(.trailing), Point(x: f.maxX, y: midY), Point(x: safe.maxX, y: midY)) }
            return f.maxX <= canvas.maxX ? (.canvas(.trailing), Point(x: f.maxX, y: midY), Point(x: canvas.maxX, y: midY)) : nil
        }
    }

    /// The bands each `padding` modifier adds around what it wraps.
    static func paddings(of node: LayoutNode) -> [RedlineMeasurement] {
        guard let id = node.id else { return [] }
        var inner = node.contentFrame
        var bands: [RedlineMeasurement] = []
        for step in node.steps {
            defer { inner = step.frame }
            guard step.modifier == ModifierWord.padding.rawValue else { continue }
            let o = step.frame
            let candidates: [(RedlineEdge, Rect)] = [
                (.top, Rect(x: o.minX, y: o.minY, width: o.width, height: inner.minY - o.minY)),
                (.bottom, Rect(x: o.minX, y: inner.maxY, width: o.width, height: o.maxY - inner.maxY)),
                (.leading, Rect(x: o.minX, y: inner.minY, width: inner.minX - o.minX, height: inner.height)),
                (.trailing, Rect(x: inner.maxX, y: inner.minY, width: o.maxX - inner.maxX, height: inner.height)),
            ]
            for (edge, band) in candidates where band.width > 0.001 && band.height > 0.001 {
                bands.append(.padding(id: id, edge: edge, band: band))
            }
        }
        return bands
    }
}

import KeylineCore

/// A rectangle of whole pixels, half-open: columns x0 ..< x1, rows y0 ..< y1.
struct PixelBox: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var area: Int { width * height }

    /// The pixels a rectangle in points touches at `scale`.
    init(_ rect: Rect, scale: Double) {
        x0 = Int((rect.minX * scale).rounded(.down)); y0 = Int((rect.minY * scale).rounded(.down))
        x1 = Int((rect.maxX * scale).rounded(.up)); y1 = Int((rect.maxY * scale).rounded(.up))
    }

    /// The pixels a rectangle in points covers at `scale`, each edge rounded to the nearest
    /// pixel line, so that two frames that touch in points touch in pixels (and do not overlap).
    init(nearest rect: Rect, scale: Double) {
        x0 = Int((rect.minX * scale).rounded()); y0 = Int((rect.minY * scale).rounded())
        x1 = Int((rect.maxX * scale).rounded()); y1 = Int((rect.maxY * scale).rounded())
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }

    func expanded(by d: Int) -> PixelBox { PixelBox(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d) }
    func offset(_ dx: Int, _ dy: Int) -> PixelBox { PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }
    func clamped(width w: Int, height h: Int) -> PixelBox {
        PixelBox(x0: max(0, x0), y0: max(0, y0), x1: min(w, x1), y1: min(h, y1))
    }
    func intersection(_ o: PixelBox) -> PixelBox { PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1)) }

    func intersects(_ o: PixelBox) -> Bool { !intersection(o).isEmpty }

    /// This box with each side pulled back so that it does not reach into a neighbour that lies
    /// beside `core` (wholly above, below, left or right of it), but never inside `core`.
    /// A neighbour that overlaps `core` (a text on its button's fill) is no neighbour.
    func clipped(awayFrom neighbours: [PixelBox], keeping core: PixelBox) -> PixelBox {
        var box = self
        for n in neighbours where !n.isEmpty && !n.intersects(core) && n.intersects(box) {
            if n.y0 >= core.y1 { box.y1 = min(box.y1, n.y0) }
            else if n.y1 <= core.y0 { box.y0 = max(box.y0, n.y1) }
            else if n.x0 >= core.x1 { box.x1 = min(box.x1, n.x0) }
            else if n.x1 <= core.x0 { box.x0 = max(box.x0, n.x1) }
        }
        return box
    }

    /// In points.
    func rect(scale: Double) -> Rect {
        Rect(x: Double(x0) / scale, y: Double(y0) / scale, width: Double(width) / scale, height: Double(height) / scale)
    }
}

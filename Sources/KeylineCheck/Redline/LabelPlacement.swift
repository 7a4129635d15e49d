import KeylineCore

/// A label to place: its size and where it may go, best first, in canvas points.
public struct LabelRequest: Hashable, Sendable {
    public let text: String
    public let size: Size
    /// Centres to try, in order: on the measurement line, then either side of it.
    public let candidates: [Point]
    /// What the label measures (the line's ends, the element's outline): it must not cover them.
    public let avoid: [Rect]

    public init(text: String, size: Size, candidates: [Point], avoid: [Rect]) {
        self.text = text; self.size = size; self.candidates = candidates; self.avoid = avoid
    }
}

/// Places labels so that no two overlap, none covers what it measures, and each lies on
/// the canvas: each request takes its first candidate that fits among the labels placed
/// before it; one that fits nowhere is dropped (its line is still drawn).
public enum LabelPlacement {
    /// The rectangle each request got, in request order; nil for a dropped label.
    public static func place(_ requests: [LabelRequest], canvas: Rect) -> [Rect?] {
        placeFirstFitting(requests.map { [$0] }, canvas: canvas).map { $0?.rect }
    }

    /// For each list of alternatives (a long label, then shorter ones), the first that fits
    /// among the labels placed before it: which one, and where; nil when none fits.
    public static func placeFirstFitting(_ alternatives: [[LabelRequest]], canvas: Rect) -> [(choice: Int, rect: Rect)?] {
        var placed: [Rect] = []
        return alternatives.map { requests in
            for (choice, request) in requests.enumerated() {
                if let rect = firstFit(request, among: placed, canvas: canvas) {
                    placed.append(rect)
                    return (choice, rect)
                }
            }
            return nil
        }
    }

    /// The first of the request's candidates that lies on the canvas, overlaps none of
    /// `placed` and covers nothing it must avoid.
    public static func firstFit(_ request: LabelRequest, among placed: [Rect], canvas: Rect) -> Rect? {
        for centre in request.candidates {
            let rect = Rect(x: centre.x - request.size.width / 2, y: centre.y - request.size.height / 2,
                            width: request.size.width, height: request.size.height)
            guard rect.minX >= canvas.minX, rect.minY >= canvas.minY, rect.maxX <= canvas.maxX, rect.maxY <= canvas.maxY,
                  !placed.contains(where: { overlaps($0, rect) }), !request.avoid.contains(where: { overlaps($0, rect) })
            else { continue }
            return rect
        }
        return nil
    }

    /// Whether two rectangles share some area (touching edges do not count).
    public static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// A rectangle's outline as four thin strips, `width` points wide on its edges.
    static func outline(_ r: Rect, width: Double = 1) -> [Rect] {
        let h = width / 2
        return [Rect(x: r.minX - h, y: r.minY - h, width: r.width + width, height: width),
                Rect(x: r.minX - h, y: r.maxY - h, width: r.width + width, height: width),
                Rect(x: r.minX - h, y: r.minY - h, width: width, height: r.height + width),
                Rect(x: r.maxX - h, y: r.minY - h, width: width, height: r.height + width)]
    }

    /// A small square around a point: a measurement line's end.
    static func mark(_ p: Point, radius: Double = 2) -> Rect {
        Rect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius)
    }
}

/// Points as a redline labels them: whole numbers bare, others to one decimal.
public func redlineNumber(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    if tenths % 10 == 0 { return String(tenths / 10) }
    return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
}

import KeylineCore

/// A failing expectation as the redline shows it: the elements it reads, and its label.
public struct RedlineFailure: Hashable, Sendable {
    public let elements: [Rect]
    public let text: String
    public init(elements: [Rect], text: String) { self.elements = elements; self.text = text }
}

/// The labels of a redline: what each says, and where each may go (`LabelPlacement`).
/// Failures first, so that they are never the ones dropped; then sizes, distances, paddings.
public enum RedlineLabels {
    /// Space between a label and the edge or line it sits beside.
    static let gap = 3.0

    public static func requests(_ measurements: [RedlineMeasurement], failures: [RedlineFailure],
                                size: (String) -> Size) -> [LabelRequest] {
        failures.map { failure in request(failure, size: size(failure.text)) }
            + measurements.map { request($0, size: size(text(for: $0))) }
    }

    /// `326 × 48` for bounds; the number alone for distances and paddings.
    public static func text(for measurement: RedlineMeasurement) -> String {
        switch measurement {
        case .bounds(_, let frame): "\(redlineNumber(frame.width)) × \(redlineNumber(frame.height))"
        default: redlineNumber(measurement.value)
        }
    }

    static func request(_ failure: RedlineFailure, size: Size) -> LabelRequest {
        let frame = failure.elements.first ?? .zero
        return LabelRequest(text: failure.text, size: size, candidates: around(frame, size: size),
                            avoid: failure.elements.flatMap { LabelPlacement.outline($0) })
    }

    static func request(_ m: RedlineMeasurement, size: Size) -> LabelRequest {
        let text = text(for: m)
        switch m {
        case .bounds(_, let frame):
            return LabelRequest(text: text, size: size, candidates: around(frame, size: size), avoid: LabelPlacement.outline(frame))
        case .distance(_, _, let start, let end):
            let mid = Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
            let vertical = start.x == end.x
            // On the line, then beside it, then a label's length further on either side.
            let step = vertical ? size.width / 2 + gap : size.height / 2 + gap
            let offsets = [0, -step, step, -step - size.width - gap, step + size.width + gap]
            let candidates = offsets.map { d in vertical ? Point(x: mid.x + d, y: mid.y) : Point(x: mid.x, y: mid.y + d) }
            return LabelRequest(text: text, size: size, candidates: candidates,
                                avoid: [LabelPlacement.mark(start), LabelPlacement.mark(end)])
        case .padding(_, let edge, let band):
            let mid = Point(x: band.midX, y: band.midY)
            // Along the band: a padding band is long one way and as thin as the padding the other.
            let along = edge.isVertical ? size.width + gap : size.height + gap
            let candidates = [0, -along, along].map { d in edge.isVertical ? Point(x: mid.x + d, y: mid.y) : Point(x: mid.x, y: mid.y + d) }
            return LabelRequest(text: text, size: size, candidates: candidates, avoid: [])
        }
    }

    /// Below a frame, above it, then inside it at the bottom and at the top.
    static func around(_ frame: Rect, size: Size) -> [Point] {
        let h = size.height / 2 + gap
        return [Point(x: frame.midX, y: frame.maxY + h), Point(x: frame.midX, y: frame.minY - h),
                Point(x: frame.midX, y: frame.maxY - h), Point(x: frame.midX, y: frame.minY + h)]
    }
}

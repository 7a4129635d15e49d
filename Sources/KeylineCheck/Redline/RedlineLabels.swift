import KeylineCore

/// A failing expectation as the redline shows it: the elements it reads, the gap it
/// measures (for a distance or a position: `FailureGap`), and its label.
public struct RedlineFailure: Hashable, Sendable {
    public let elements: [Rect]
    public let text: String
    public let gap: RedlineLine?
    public init(elements: [Rect], text: String, gap: RedlineLine? = nil) { self.elements = elements; self.text = text; self.gap = gap }
}

/// The labels of a redline: what each says, and where each may go (`LabelPlacement`).
/// Failures first, so that they are the last dropped (`failureLabelCount` of them: each
/// failure's text, and a failing gap's length); then distances, sizes, paddings.
public enum RedlineLabels {
    /// Space between a label and the edge or line it sits beside.
    static let gap = 3.0
    /// How far a size label keeps from every element's outline: it does not touch one.
    static let clearance = 1.5

    public static func requests(_ measurements: [RedlineMeasurement], failures: [RedlineFailure],
                                size: (String) -> Size) -> [LabelRequest] {
        // Distances are what a redline is for: they go before sizes and paddings.
        let ordered = measurements.filter { if case .distance = $0 { true } else { false } }
            + measurements.filter { if case .bounds = $0 { true } else { false } }
            + measurements.filter { if case .padding = $0 { true } else { false } }
        // A size label sits beside its own element: kept clear of every outline, so that
        // it reads as that element's and hides no other's edge.
        let outlines = measurements.flatMap { m -> [Rect] in
            if case .bounds(_, let frame) = m { return LabelPlacement.outline(frame, width: 1 + 2 * clearance) }
            return []
        }
        // No label covers a red gap: it is what the redline is about.
        let redLines = failures.compactMap(\.gap).flatMap { [lineStrip($0), LabelPlacement.mark($0.start, radius: tick),
                                                             LabelPlacement.mark($0.end, radius: tick)] }
        return failureRequests(failures, size: size)
            + ordered.map { m in
                let r = request(m, size: size(text(for: m)))
                let bounds = if case .bounds = m { true } else { false }
                return LabelRequest(text: r.text, size: r.size, candidates: r.candidates, avoid: r.avoid + redLines + (bounds ? outlines : []))
            }
    }

    /// The red labels, first among `requests`: for each failure its text, then, for one
    /// that measures a gap, the gap's measured length beside the red line.
    static func failureRequests(_ failures: [RedlineFailure], size: (String) -> Size) -> [LabelRequest] {
        // No red text label covers a red line: the lines are what the labels explain.
        let lines = failures.compactMap(\.gap).flatMap { [lineStrip($0), LabelPlacement.mark($0.start, radius: tick),
                                                          LabelPlacement.mark($0.end, radius: tick)] }
        return failures.flatMap { failure -> [LabelRequest] in
            let text = request(failure, size: size(failure.text))
            var requests = [LabelRequest(text: text.text, size: text.size, candidates: text.candidates, avoid: text.avoid + lines)]
            if let line = failure.gap { requests.append(lengthRequest(line, size: size)) }
            return requests
        }
    }

    /// How many of `requests`' labels are red.
    public static func failureLabelCount(_ failures: [RedlineFailure]) -> Int {
        failures.count + failures.filter { $0.gap != nil }.count
    }

    /// `326 × 48` for bounds; the number alone for distances and paddings.
    public static func text(for measurement: RedlineMeasurement) -> String {
        switch measurement {
        case .bounds(_, let frame): "\(redlineNumber(frame.width)) × \(redlineNumber(frame.height))"
        default: redlineNumber(measurement.value)
        }
    }

    static func request(_ failure: RedlineFailure, size: Size) -> LabelRequest {
        // Around each element it reads, then in rows further below the first.
        let first = failure.elements.first ?? .zero
        let rows = (1...4).map { k in Point(x: first.midX, y: first.maxY + size.height / 2 + gap + Double(k) * (size.height + gap)) }
        return LabelRequest(text: failure.text, size: size, candidates: failure.elements.flatMap { around($0, size: size) } + rows,
                            avoid: failure.elements.flatMap { LabelPlacement.outline($0) })
    }

    /// A failing gap's measured length, as a distance is labelled: beside its red line (so
    /// that the line stays in sight), else on it, else further out.
    static func lengthRequest(_ line: RedlineLine, size: (String) -> Size) -> LabelRequest {
        let text = redlineNumber(abs(line.end.x - line.start.x) + abs(line.end.y - line.start.y))
        let s = size(text), mid = line.midpoint
        let step = line.isVertical ? s.width / 2 + tick + gap : s.height / 2 + tick + gap
        let offsets = [step, -step, 0, 2 * step, -2 * step]
        let candidates = offsets.map { d in line.isVertical ? Point(x: mid.x + d, y: mid.y) : Point(x: mid.x, y: mid.y + d) }
        return LabelRequest(text: text, size: s, candidates: candidates,
                            avoid: [LabelPlacement.mark(line.start, radius: tick), LabelPlacement.mark(line.end, radius: tick)])
    }

    /// Half the length of a red gap line's end ticks (`RedlineOverlay`).
    static let tick = 5.0

    /// The strip a red gap line takes (its 2-pt stroke, and a little room).
    static func lineStrip(_ line: RedlineLine) -> Rect {
        let half = 1.5
        return line.isVertical
            ? Rect(x: line.start.x - half, y: line.start.y, width: 2 * half, height: line.end.y - line.start.y)
            : Rect(x: line.start.x, y: line.start.y - half, width: line.end.x - line.start.x, height: 2 * half)
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
            // Further away than beside the line, a number reads as another line's.
            let offsets = [0, -step, step]
            let candidates = offsets.map { d in vertical ? Point(x: mid.x + d, y: mid.y) : Point(x: mid.x, y: mid.y + d) }
            return LabelRequest(text: text, size: size, candidates: candidates,
                                avoid: [LabelPlacement.mark(start), LabelPlacement.mark(end)])
        case .padding(_, let edge, let band):
            // The band's inner edge is where the padded content starts: the label may
            // spill outwards over the band's edge, never inwards over the content.
            let inner: Rect, outward: Point
            switch edge {
            case .top: inner = Rect(x: band.minX, y: band.maxY, width: band.width, height: 1)
                outward = Point(x: band.midX, y: band.maxY - size.height / 2)
            case .bottom: inner = Rect(x: band.minX, y: band.minY - 1, width: band.width, height: 1)
                outward = Point(x: band.midX, y: band.minY + size.height / 2)
            case .leading: inner = Rect(x: band.maxX, y: band.minY, width: 1, height: band.height)
                outward = Point(x: band.maxX - size.width / 2, y: band.midY)
            case .trailing: inner = Rect(x: band.minX - 1, y: band.minY, width: 1, height: band.height)
                outward = Point(x: band.minX + size.width / 2, y: band.midY)
            }
            return LabelRequest(text: text, size: size, candidates: [Point(x: band.midX, y: band.midY), outward], avoid: [inner])
        }
    }

    /// Below a frame, above it, then at their leading and trailing ends; then beside it,
    /// and last past its corners (below first). Never inside: a label there would hide the
    /// element's content.
    static func around(_ frame: Rect, size: Size) -> [Point] {
        let h = size.height / 2 + gap, w = size.width / 2 + gap
        let xs = [frame.midX, frame.minX + size.width / 2, frame.maxX - size.width / 2]
        return xs.flatMap { x in [Point(x: x, y: frame.maxY + h), Point(x: x, y: frame.minY - h)] }
            + [Point(x: frame.minX - w, y: frame.midY), Point(x: frame.maxX + w, y: frame.midY)]
            + [frame.maxY + h, frame.minY - h].flatMap { y in [Point(x: frame.minX - w, y: y), Point(x: frame.maxX + w, y: y)] }
    }
}

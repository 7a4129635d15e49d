import KeylineCheck
import KeylineCore
import KeylineLayout

/// `keyline compare`'s boxes as a value: for every measured element, where its ink is in
/// Keyline's render (expected, dashed blue) and in the screenshot (found, solid: green when
/// it matches, orange when it drifts), and for each element that does not match a label
/// with its id and deltas (`title dy +2 dw −10`), in canvas points. `items(scale:)` turns it
/// into display items, drawn by the ordinary rasterizer like a redline's or a lint's: the
/// report card and the studio lay that drawing over the screenshot and the render.
public struct CompareOverlay: Hashable, Sendable {
    /// The blue the report used for expected boxes (#2F6FDE): apart from the found boxes'
    /// green and orange, and from most interfaces' own colours when dashed.
    public static let expected = Color(rgb8: 0x2F, 0x6F, 0xDE)
    /// Found boxes. The labels' pills use the darker `labelColour`s: white 11-pt text on
    /// them has a WCAG contrast of at least 4.5:1.
    public static func colour(_ status: ElementComparison.Status) -> Color {
        switch status {
        case .match: Color(rgb8: 0x1F, 0x9D, 0x55)
        case .drift: Color(rgb8: 0xE8, 0x71, 0x0A)
        case .missing: Color(rgb8: 0xC6, 0x28, 0x28)
        }
    }
    public static func labelColour(_ status: ElementComparison.Status) -> Color {
        switch status {
        case .match: Color(rgb8: 0x1F, 0x7A, 0x43)
        case .drift: Color(rgb8: 0xB3, 0x50, 0x0A)
        case .missing: Color(rgb8: 0xC6, 0x28, 0x28)
        }
    }

    /// One element's boxes.
    public struct Mark: Hashable, Sendable {
        public let id: String
        public let status: ElementComparison.Status
        public let expected: Rect
        public let found: Rect?
    }

    public let canvas: Size
    /// In the comparison's order (most drift first).
    public let marks: [Mark]
    /// The labels that found a place, most drift first.
    public let labels: [OverlayLabel]

    public init(canvas: Size, marks: [Mark], labels: [OverlayLabel]) {
        self.canvas = canvas; self.marks = marks; self.labels = labels
    }

    /// The boxes of `comparison` on a `canvas`, each element that does not match labelled
    /// beside its found box (its expected box when missing): above it, below it, or beside
    /// it, never over another label nor over a box; one that fits nowhere beside goes inside
    /// its box's top leading corner, so that no drift goes unlabelled.
    public init(_ comparison: ScreenComparison, canvas: Size, measurer: ContentMeasurer) {
        let marks = comparison.elements.map { Mark(id: $0.id, status: $0.status, expected: $0.expected, found: $0.found) }
        let bounds = Rect(origin: .zero, size: canvas)
        let boxes = marks.flatMap { [$0.expected] + ($0.found.map { [$0] } ?? []) }
        var placed: [Rect] = []
        var labels: [OverlayLabel] = []
        for (element, mark) in zip(comparison.elements, marks) where element.status != .match {
            let text = Self.labelText(element)
            let size = OverlayItems.pillSize(text: measurer.measure(OverlayItems.labelText(text), width: nil).size)
            let anchor = mark.found ?? mark.expected
            // Boxes are what is measured: a label keeps off every one, its own element's expected
            // box too (a label over where the element should be hides what moved).
            let avoid = boxes.filter { $0 != anchor }
            let request = LabelRequest(text: text, size: size, candidates: Self.around(anchor, size: size), avoid: avoid)
            let rect = LabelPlacement.firstFit(request, among: placed, canvas: bounds)
                ?? Rect(x: min(max(anchor.minX + 2, 0), max(0, canvas.width - size.width)),
                        y: min(max(anchor.minY + 2, 0), max(0, canvas.height - size.height)), width: size.width, height: size.height)
            placed.append(rect)
            labels.append(OverlayItems.label(text, in: rect, colour: Self.labelColour(element.status), measurer: measurer))
        }
        self.init(canvas: canvas, marks: marks, labels: labels)
    }

    /// `id dx +2 dy −1 dw −10 dh 0.5`: the deltas that are not zero (to 1/100 pt), and
    /// `other text` when the text differs; `id missing` when nothing was found.
    public static func labelText(_ e: ElementComparison) -> String {
        guard e.found != nil else { return "\(e.id) missing" }
        var parts = [("dx", e.dx), ("dy", e.dy), ("dw", e.dwidth), ("dh", e.dheight)]
            .filter { abs($0.1) >= 0.005 }.map { "\($0.0) \(signed($0.1))" }
        if e.text?.same == false { parts.append("other text") }
        return ([e.id] + parts).joined(separator: " ")
    }

    static func signed(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r > 0 ? "+" + r.pointString : r < 0 ? "−" + (-r).pointString : "0"
    }

    /// Label centres around `box`, best first: above it at its leading edge, below it, then
    /// above and below at its trailing edge, beside it right and left, then further below and
    /// above, a label's height at a time (a crowded bar: the label steps clear of its neighbours).
    static func around(_ box: Rect, size: Size) -> [Point] {
        let gap = 2.0
        let (w, h) = (size.width / 2, size.height / 2)
        var centres = [
            Point(x: box.minX + w, y: box.minY - gap - h), Point(x: box.minX + w, y: box.maxY + gap + h),
            Point(x: box.maxX - w, y: box.minY - gap - h), Point(x: box.maxX - w, y: box.maxY + gap + h),
            Point(x: box.maxX + gap + w, y: box.midY), Point(x: box.minX - gap - w, y: box.midY),
        ]
        for step in 1...6 {
            let d = Double(step) * (size.height + gap)
            centres += [Point(x: box.minX + w, y: box.maxY + gap + h + d), Point(x: box.minX + w, y: box.minY - gap - h - d)]
        }
        return centres
    }

    /// The overlay's display items at `scale` pixels per point, in painting order: the
    /// expected boxes (dashed 3 pt on, 2 off, 2 device pixels over a 4-pixel white halo, so
    /// they show on any background), the found boxes (2 device pixels; a drift's and a
    /// missing element's 4, so that they read as the ones that are wrong), then the labels.
    /// Ink boxes lie on whole pixels, so even widths centred on their edges stay crisp.
    public func items(scale: Double) -> [DisplayItem] {
        let pixel = 1 / scale
        var items: [DisplayItem] = []
        let expected = marks.map(\.expected)
        items.append(OverlayItems.outlines(expected, colour: .white.withAlpha(0.8), width: 4 * pixel))
        items.append(.strokedPath(Path(expected.flatMap { Path.rectangle($0).elements }),
                                  StrokeSpec(paint: .color(Self.expected), width: 2 * pixel, dash: [3, 2])))
        for status in [ElementComparison.Status.match, .drift] {
            let found = marks.filter { $0.status == status }.compactMap(\.found)
            guard !found.isEmpty else { continue }
            items.append(OverlayItems.outlines(found, colour: Self.colour(status), width: (status == .drift ? 4 : 2) * pixel))
        }
        let missing = marks.filter { $0.status == .missing }.map(\.expected)
        if !missing.isEmpty { items.append(OverlayItems.outlines(missing, colour: Self.colour(.missing), width: 4 * pixel)) }
        return items + labels.flatMap(\.items)
    }

    /// The overlay alone on a transparent canvas: what the report and the studio lay over
    /// the screenshot (which lies over the render), so the boxes stay on top whatever the
    /// screenshot's opacity.
    public func displayList(scale: Double) -> DisplayList {
        DisplayList(canvas: canvas, background: .clear, items: items(scale: scale))
    }
}

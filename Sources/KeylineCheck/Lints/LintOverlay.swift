import KeylineCore
import KeylineLayout
import KeylineRender

/// The picture of a lint card in the report: the screen rendered as it is (not faded: the
/// contrast findings are about these very pixels), each finding's view outlined in orange
/// and labelled with its number in the card's list, its lint and its message
/// (`1 contrast: 'description' has contrast 2.38:1, #A8A8A8 on #FFFFFF`). Where that does
/// not fit, the message's first clause, then its first phrase (`1 contrast: 'description'
/// has contrast 2.38:1`), else the number and lint alone (`1 contrast`).
/// Findings about the same view share one outline and one label. Labels are placed as a
/// redline's are (`LabelPlacement`): beside the outline, never over another label; one
/// that fits nowhere beside goes inside the outline's top corner.
public enum LintOverlay {
    /// A dark orange (#C2410C): white label text on it has a WCAG contrast of 5.2:1, and
    /// it stands apart from the redline's magenta and the failures' red.
    public static let colour = Color(rgb8: 0xC2, 0x41, 0x0C)

    /// One outline and its label: the view's frame and the findings about it.
    public struct Mark: Hashable, Sendable {
        public let frame: Rect
        /// The label's texts, longest first: with the messages, their first clauses, their
        /// first phrases, with the lints' names alone.
        public let texts: [String]
    }

    /// The marks for `findings` (numbered from 1 in their order; those without a frame
    /// are numbered but not marked), one per frame, in the order of their first finding.
    public static func marks(_ findings: [LintReport.Located]) -> [Mark] {
        var order: [Rect] = []
        var about: [Rect: [(number: Int, finding: LintReport.Located)]] = [:]
        for (index, finding) in findings.enumerated() {
            guard isMarked(finding), let frame = finding.frame else { continue }
            if about[frame] == nil { order.append(frame) }
            about[frame, default: []].append((index + 1, finding))
        }
        return order.map { frame in
            let items = about[frame] ?? []
            func label(_ message: (String) -> String?) -> String {
                items.map { item in
                    let name = "\(item.number) \(item.finding.code.rawValue.replacingOccurrences(of: "lint.", with: ""))"
                    return message(item.finding.message).map { name + ": " + $0 } ?? name
                }.joined(separator: " · ")
            }
            let texts = [label { $0 }, label(firstClause), label { firstPhrase(firstClause($0)) }, label { _ in nil }]
            return Mark(frame: frame, texts: texts.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        }
    }

    /// A message up to its first `;` (`'skip' is 40×40 pt; interactive elements need…`).
    static func firstClause(_ message: String) -> String {
        message.range(of: "; ").map { String(message[..<$0.lowerBound]) } ?? message
    }

    /// A clause up to its first `, ` (`text "Skip" has contrast 2.38:1, #A8A8A8 on #FFFFFF`).
    static func firstPhrase(_ clause: String) -> String {
        clause.range(of: ", ").map { String(clause[..<$0.lowerBound]) } ?? clause
    }

    /// Whether the picture outlines the finding: it is about a view, and some of the view
    /// can be seen.
    public static func isMarked(_ finding: LintReport.Located) -> Bool {
        guard let frame = finding.frame else { return false }
        return frame.width > 0 && frame.height > 0
    }

    /// The picture's overlay as a value: the marks, and each one's label where it went.
    public struct Picture: Hashable, Sendable {
        public let marks: [Mark]
        /// One per mark, in the marks' order.
        public let labels: [OverlayLabel]

        /// Each outline in orange over a white halo that keeps it visible on dark and on
        /// orange, then the labels.
        public var items: [DisplayItem] {
            marks.flatMap { mark in
                [OverlayItems.outline(mark.frame, colour: .white.withAlpha(0.9), width: 3),
                 OverlayItems.outline(mark.frame, colour: LintOverlay.colour, width: 1.5)]
            } + labels.flatMap(\.items)
        }
    }

    /// Where the marks of `findings` and their labels go on a `canvas`, labels keeping off
    /// every outline (over another view, a label would hide what that view's finding is
    /// about) and off `keepOff` (the screen's text: what a person reads).
    public static func picture(_ findings: [LintReport.Located], canvas: Rect, keepOff: [Rect] = [],
                               measurer: ContentMeasurer) -> Picture {
        let marks = marks(findings)
        let outlines = marks.flatMap { LabelPlacement.outline($0.frame, width: 3) } + keepOff
        let alternatives = marks.map { mark in
            mark.texts.map { text in
                let size = OverlayItems.pillSize(text: measurer.measure(OverlayItems.labelText(text), width: nil).size)
                return LabelRequest(text: text, size: size, candidates: RedlineLabels.around(mark.frame, size: size), avoid: outlines)
            }
        }
        let placed = placements(alternatives, canvas: canvas)
        let labels = zip(marks, zip(alternatives, placed)).compactMap { mark, choices -> OverlayLabel? in
            let (requests, found) = choices
            guard let shortest = requests.last else { return nil }
            let (request, rect) = found.map { (requests[$0.choice], $0.rect) } ?? (shortest, nil)
            // Nowhere beside: inside the outline's top leading corner, clamped to the canvas.
            let f = mark.frame
            let at = rect ?? Rect(x: min(max(f.minX + 2, canvas.minX), canvas.maxX - request.size.width),
                                  y: min(max(f.minY + 2, canvas.minY), canvas.maxY - request.size.height),
                                  width: request.size.width, height: request.size.height)
            return OverlayItems.label(request.text, in: at, colour: colour, measurer: measurer)
        }
        return Picture(marks: marks, labels: labels)
    }

    /// `screen` rendered in `variant` at `scale` with `findings` (from the lint report's
    /// `screenVariants`) marked, by the ordinary painter.
    public static func render(_ document: SceneDocument, screen: ScreenDefinition, variant: Variant, scale: Double,
                              findings: [LintReport.Located], renderer: Renderer) throws(SceneError) -> RasterImage {
        let pipeline = ScenePipeline(document: document)
        let tree = pipeline.layout(try pipeline.viewTree(screen, variant), variant, renderer: renderer)
        // Labels keep off the screen's text too, marked or not: it is what a person reads.
        let texts = tree.nodes.filter { $0.text != nil }.map(\.frame)
        let picture = picture(findings, canvas: Rect(origin: .zero, size: variant.device.size), keepOff: texts, measurer: renderer)
        var list = pipeline.displayList(tree, variant)
        list.items += picture.items
        return renderer.rasterize(list, scale: scale)
    }

    /// Every mark its shortest label first, so that as many as can be have one; then each,
    /// in order, the longest label that fits where the others are.
    static func placements(_ alternatives: [[LabelRequest]], canvas: Rect) -> [(choice: Int, rect: Rect)?] {
        var placed = LabelPlacement.placeFirstFitting(alternatives.map { $0.last.map { [$0] } ?? [] }, canvas: canvas)
            .enumerated().map { index, found in found.map { (choice: alternatives[index].count - 1, rect: $0.rect) } }
        for (index, requests) in alternatives.enumerated() {
            guard let current = placed[index] else { continue }
            let others = placed.enumerated().compactMap { $0.offset == index ? nil : $0.element?.rect }
            for (choice, request) in requests.enumerated() where choice < current.choice {
                if let rect = LabelPlacement.firstFit(request, among: others, canvas: canvas) {
                    placed[index] = (choice, rect)
                    break
                }
            }
        }
        return placed
    }
}

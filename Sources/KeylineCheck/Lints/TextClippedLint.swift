import KeylineCore
import KeylineLayout

/// `text-clipped`: text cut short by its line limit (an ellipsis ends it), larger than a
/// frame its own modifiers give it, or reaching outside a view that clips it or the
/// screen — at the Dynamic Type sizes linted. Xcode's `textClipped` audit looks for the
/// same on a device.
///
/// Not findings, as in Xcode's audit, which looks at what a person can bring into view:
/// a text that is not drawn (`hidden`, opacity 0; one hidden from VoiceOver only is
/// still seen, and checked), and a text inside a scroll view that lies past the scroll
/// view's edge along its axis — below the fold, to be scrolled to. Across the scroll axis
/// (a line too wide for a vertical scroll view) it is clipped.
struct TextClippedLint: Lint {
    /// Frames agree to Pango's precision (1/1024 pt); a text is not clipped by less.
    static let tolerance = 0.01

    func findings(in subject: LintSubject) -> [LintFinding] {
        subject.layout.nodes.compactMap { node in
            guard let text = node.text, !text.string.isEmpty, subject.layout.isDrawn(node) else { return nil }
            let name = subject.describe(node)
            if text.isTruncated {
                let limit = text.spec.lineLimit.map { " of \($0) line\($0 == 1 ? "" : "s")" } ?? ""
                return LintFinding(.lintTextClipped, "\(name) is truncated by its line limit\(limit)", node: node, in: subject)
            }
            guard text.isClipped else { return nil }
            let size = node.contentFrame.size
            // A `frame` too small for it; a negative padding only moves it.
            for step in node.steps where step.modifier == ModifierWord.frame.rawValue {
                if size.width > step.frame.width + Self.tolerance || size.height > step.frame.height + Self.tolerance {
                    return LintFinding(.lintTextClipped,
                        "\(name) is clipped: it needs \(Self.size(size)) pt but its \(step.modifier) is \(Self.size(step.frame.size)) pt",
                        node: node, in: subject)
                }
            }
            let visible = visibleArea(of: node, in: subject)
            let frame = node.contentFrame
            let outside = frame.minX < visible.minX - Self.tolerance || frame.maxX > visible.maxX + Self.tolerance
                || frame.minY < visible.minY - Self.tolerance || frame.maxY > visible.maxY + Self.tolerance
            guard outside else { return nil }
            return LintFinding(.lintTextClipped,
                "\(name) is clipped: it reaches outside the \(visible == Rect(origin: .zero, size: subject.layout.device.size) ? "screen" : "view that clips it")",
                node: node, in: subject)
        }
    }

    /// The part of the canvas that can show the view: the screen, cut by the clips, pagers
    /// and scroll views around it — scroll views only across their axis, along which
    /// their content is scrolled into view.
    private func visibleArea(of node: LayoutNode, in subject: LintSubject) -> Rect {
        let infinite = 1e9
        var area = Rect(origin: .zero, size: subject.layout.device.size)
        var freeAxes: Set<Axis> = []
        var cuts: [Rect] = []
        for index in [node.index] + subject.ancestors(of: node) {
            let view = subject.layout[index]
            for step in view.steps {
                if case .clip? = step.effect { cuts.append(step.frame) }
            }
            switch view.content {
            case .pager where index != node.index: cuts.append(view.contentFrame)
            case .scroll where index != node.index:
                if let axis = subject.view(of: view).flatMap({ v -> Axis? in
                    if case .scroll(let spec, _) = v.kind { return spec.axis }
                    return nil
                }) {
                    freeAxes.insert(axis)
                }
                cuts.append(view.contentFrame)
            default: break
            }
        }
        for cut in cuts { area = area.intersection(cut) }
        if freeAxes.contains(.vertical) { area = Rect(x: area.minX, y: -infinite, width: area.width, height: 2 * infinite) }
        if freeAxes.contains(.horizontal) { area = Rect(x: -infinite, y: area.minY, width: 2 * infinite, height: area.height) }
        return area
    }

    private static func size(_ s: Size) -> String { "\(LayoutJSON.number(s.width))x\(LayoutJSON.number(s.height))" }
}

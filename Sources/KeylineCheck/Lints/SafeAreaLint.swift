import KeylineCore
import KeylineLayout

/// `safe-area`: what a screen draws stays on the canvas, and out of the safe area's insets
/// (the status bar and Dynamic Island above, the home indicator below) unless it says it
/// may go there; and no two interactive elements laid out side by side overlap, so that
/// a tap is never ambiguous.
///
/// Checked are the views that draw something of their own (texts, shapes, images,
/// progress bars, dividers) and interactive elements, when drawn: their frames with all
/// modifiers, and their content's frame. Not checked against the safe area: views with `ignoresSafeArea` on
/// them or around them, backgrounds and overlays (a colour background reaches into the
/// safe area as SwiftUI's does), and the content of scroll views (it scrolls under the
/// insets by design).
struct SafeAreaLint: Lint {
    /// Frames are fractional; half a point over an edge is not a finding.
    static let slack = 0.5

    func findings(in subject: LintSubject) -> [LintFinding] {
        let tree = subject.layout
        let canvas = Rect(origin: .zero, size: tree.device.size)
        let insets = tree.device.safeArea
        let safe = canvas.insetBy(insets)
        let interactive = Set(subject.reading.elements.filter(\.isInteractive).map(\.node))
        var findings: [LintFinding] = []
        for node in tree.nodes where (drawsItself(node) || interactive.contains(node.index)) && tree.isDrawn(node) {
            // Where it lies and where it draws: a negative padding draws the content
            // outside the frame its parent placed.
            let frame = node.frame.union(node.contentFrame)
            guard !frame.isEmpty, !subject.isDecoration(node), subject.scrollAxes(above: node).isEmpty else { continue }
            if !Self.contains(canvas, frame) {
                findings.append(LintFinding(.lintSafeArea,
                    "\(subject.describe(node)) reaches outside the screen (its frame is \(Self.describe(frame)) on a \(LayoutJSON.number(canvas.width))x\(LayoutJSON.number(canvas.height)) pt canvas)",
                    node: node, in: subject))
            } else if !Self.contains(safe, frame), !ignoresSafeArea(node, in: subject) {
                var edges: [String] = []
                if frame.minY < safe.minY - Self.slack { edges.append("top (\(LayoutJSON.number(insets.top)) pt)") }
                if frame.maxY > safe.maxY + Self.slack { edges.append("bottom (\(LayoutJSON.number(insets.bottom)) pt)") }
                if frame.minX < safe.minX - Self.slack { edges.append("leading (\(LayoutJSON.number(insets.leading)) pt)") }
                if frame.maxX > safe.maxX + Self.slack { edges.append("trailing (\(LayoutJSON.number(insets.trailing)) pt)") }
                findings.append(LintFinding(.lintSafeArea,
                    "\(subject.describe(node)) reaches into the safe area's \(edges.joined(separator: " and ")) inset; keep it inside, or give it ignoresSafeArea",
                    node: node, in: subject))
            }
        }
        findings += overlaps(in: subject)
        return findings
    }

    /// Interactive elements laid out side by side (in one stack or scroll view) whose
    /// visible frames overlap. Layers are left alone: a zstack's views, a background or
    /// overlay and what it decorates, are drawn one over the other on purpose (a pinned
    /// button over scrolling content takes the taps where it lies), as is a control
    /// inside another (a button in an adjustable group).
    private func overlaps(in subject: LintSubject) -> [LintFinding] {
        let elements = subject.reading.elements.filter(\.isInteractive)
        var findings: [LintFinding] = []
        for (i, later) in elements.enumerated() {
            let laterNode = subject.layout[later.node]
            let laterAncestors = Set(subject.ancestors(of: laterNode))
            for earlier in elements[..<i] where earlier.node != later.node {
                let earlierNode = subject.layout[earlier.node]
                let earlierAncestors = subject.ancestors(of: earlierNode)
                guard !laterAncestors.contains(earlier.node), !earlierAncestors.contains(later.node),
                      let common = earlierAncestors.first(where: laterAncestors.contains),
                      ["vstack", "hstack", "scroll"].contains(subject.layout[common].kind) else { continue }
                // What a finger can reach: a control scrolled under a pinned button is not there.
                let overlap = subject.visibleFrame(of: laterNode, later.frame).intersection(subject.visibleFrame(of: earlierNode, earlier.frame))
                guard overlap.width > Self.slack, overlap.height > Self.slack else { continue }
                findings.append(LintFinding(.lintSafeArea,
                    "interactive \(subject.describe(laterNode)) overlaps interactive \(subject.describe(earlierNode)) by \(LayoutJSON.number(overlap.width))x\(LayoutJSON.number(overlap.height)) pt: a tap there could hit either",
                    node: laterNode, in: subject))
            }
        }
        return findings
    }

    private func drawsItself(_ node: LayoutNode) -> Bool {
        switch node.content {
        case .text(let t): !t.string.isEmpty
        case .shape, .image, .progress, .divider: true
        // The system's chrome lives in the safe area's insets: that is what they are for.
        case .container, .scroll, .pager, .statusBar, .homeIndicator: false
        }
    }

    private func ignoresSafeArea(_ node: LayoutNode, in subject: LintSubject) -> Bool {
        ([node.index] + subject.ancestors(of: node)).contains { index in
            subject.layout[index].steps.contains { $0.modifier == "ignoresSafeArea" }
        }
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }

    static func describe(_ r: Rect) -> String {
        "\(LayoutJSON.number(r.minX)), \(LayoutJSON.number(r.minY)), \(LayoutJSON.number(r.width))x\(LayoutJSON.number(r.height))"
    }
}

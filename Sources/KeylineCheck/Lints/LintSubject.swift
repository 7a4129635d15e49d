import KeylineCore
import KeylineLayout
import KeylineRender

/// One screen in one variant, solved: what every lint reads.
public struct LintSubject {
    public let screen: String
    public let variant: Variant
    /// The instantiated views, for values as the scene wrote them (the `grid` lint).
    public let viewTree: ViewNode
    public let layout: LayoutTree
    public let reading: AccessibilityReading
    public let settings: LintSettings
    /// What the screen draws, for the `contrast` lint's pixels.
    public let displayList: DisplayList
    /// The renderer of the thread linting this subject.
    let renderer: Renderer
    /// The instantiated view of each laid-out view, by structural identity.
    let views: [String: ViewNode]

    init(screen: String, variant: Variant, viewTree: ViewNode, layout: LayoutTree, settings: LintSettings,
         displayList: DisplayList, renderer: Renderer) {
        self.screen = screen; self.variant = variant; self.viewTree = viewTree; self.layout = layout
        self.reading = AccessibilityReading(layout); self.settings = settings
        self.displayList = displayList; self.renderer = renderer
        var views: [String: ViewNode] = [:]
        viewTree.forEachNode { views[$0.identity] = $0 }
        self.views = views
    }

    /// The instantiated view a laid-out view comes from.
    func view(of node: LayoutNode) -> ViewNode? { views[node.identity] }

    /// Indices from the view's parent up to the root.
    func ancestors(of node: LayoutNode) -> [Int] {
        var result: [Int] = []
        var current = node.parent
        while let index = current { result.append(index); current = layout[index].parent }
        return result
    }

    /// The view is a background or overlay, or inside one.
    func isDecoration(_ node: LayoutNode) -> Bool {
        var below = node
        for index in ancestors(of: node) {
            let parent = layout[index]
            if parent.steps.contains(where: { $0.decoration?.node == below.index }) { return true }
            below = parent
        }
        return false
    }

    /// The scroll view the view scrolls in, if any: the nearest one above it.
    func scrollAxes(above node: LayoutNode) -> [Axis] {
        ancestors(of: node).compactMap { index in
            guard case .scroll = layout[index].content, case .scroll(let spec, _)? = view(of: layout[index])?.kind else { return nil }
            return spec.axis
        }
    }

    /// The part of `frame` (the view's, by default) that can be seen where the view is
    /// now: cut by the clips, scroll views and pagers around it, and the screen.
    func visibleFrame(of node: LayoutNode, _ frame: Rect? = nil) -> Rect {
        var frame = (frame ?? node.frame).intersection(Rect(origin: .zero, size: layout.device.size))
        for index in ancestors(of: node) {
            let view = layout[index]
            switch view.content {
            case .scroll, .pager: frame = frame.intersection(view.contentFrame)
            default: break
            }
            for step in view.steps { if case .clip? = step.effect { frame = frame.intersection(step.frame) } }
        }
        return frame
    }

    /// How messages name a view: its id, else a text's words, else its kind.
    func describe(_ node: LayoutNode) -> String {
        if let id = node.id { return "'\(id)'" }
        if let text = node.text { return "text \"\(Self.abbreviated(text.string))\"" }
        return node.kind
    }

    /// The view's id, else the nearest id above it: what `--json` names the element by.
    func elementID(_ node: LayoutNode) -> String? {
        node.id ?? ancestors(of: node).lazy.compactMap { self.layout[$0].id }.first
    }

    static func abbreviated(_ s: String, to length: Int = 32) -> String {
        let oneLine = s.split(whereSeparator: \.isNewline).joined(separator: " ")
        return oneLine.count <= length ? oneLine : String(oneLine.prefix(length - 1)) + "…"
    }
}

/// What one lint found in one screen and variant, before suppressions and grouping.
public struct LintFinding: Hashable, Sendable {
    public let code: Diagnostic.Code
    /// The view it is about, in the subject's layout (suppressions are looked up from it
    /// upwards).
    public let node: Int
    public let location: SourceLocation
    public let message: String
    public let element: String?

    /// A finding about a view, located where the view is written.
    public init(_ code: Diagnostic.Code, _ message: String, node: LayoutNode, in subject: LintSubject) {
        self.code = code; self.message = PrintableText.message(message); self.node = node.index
        self.location = node.location
        self.element = subject.elementID(node)
    }
}

/// A lint: a pure function of a solved screen in one variant.
protocol Lint: Sendable {
    func findings(in subject: LintSubject) -> [LintFinding]
}

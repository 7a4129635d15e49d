import KeylineCore

/// A solved screen as a value: every view with its frames in canvas points (origin
/// top-left), what it shows, and how it draws. The display list, `keyline layout` and
/// everything that checks a layout read this; the solver's classes stay inside the module.
///
/// `nodes` holds every view, decorations (backgrounds, overlays) and pager pages included,
/// in tree order: a view, then the views of its backgrounds and overlays (outermost
/// modifier first), then its content's children; each view's subtree is contiguous.
/// Drawing order is in the nodes themselves: `children` in the order they are drawn, and
/// each decoration at the modifier step that adds it, behind or in front.
public struct LayoutTree: Hashable, Sendable {
    public let device: Device
    /// Never empty: `nodes[0]` is the root view.
    public let nodes: [LayoutNode]

    init(device: Device, nodes: [LayoutNode]) { self.device = device; self.nodes = nodes }

    public var root: LayoutNode { nodes[0] }

    public subscript(index: Int) -> LayoutNode { nodes[index] }

    /// The views inside a view's content (a stack's items, a pager's pages), in drawing order.
    public func children(of node: LayoutNode) -> [LayoutNode] { node.children.map { nodes[$0] } }

    /// The first view with this `id` in tree order.
    public func node(id: String) -> LayoutNode? { nodes.first { $0.id == id } }

    /// The view with this structural identity (see `ViewNode.identity`).
    public func node(identity: String) -> LayoutNode? { nodes.first { $0.identity == identity } }

    /// Every view with an `id`, with its frame (the frame of its outermost modifier), in tree order.
    public var namedFrames: [NamedFrame] {
        nodes.compactMap { node in node.id.map { NamedFrame(id: $0, kind: node.kind, frame: node.frame) } }
    }

    /// The frame of the first view with this `id`, with all its modifiers.
    public func frame(of id: String) -> Rect? { node(id: id)?.frame }
}

/// The layout is solved by `SolvedLayout.solve(_:device:measurer:)`, and a solved layout is
/// a `LayoutTree`.
public typealias SolvedLayout = LayoutTree

/// One view of a solved layout.
public struct LayoutNode: Hashable, Sendable {
    /// Where the node is in `LayoutTree.nodes`.
    public let index: Int
    /// The view whose child, page or decoration this is; nil for the root.
    public let parent: Int?
    /// The name given in the scene (`id: title`).
    public let id: String?
    /// `text`, `vstack`, `roundedRect`… (`ViewKind.name`).
    public let kind: String
    /// The view's structural path, the same for "the same view" in two states of a screen.
    public let identity: String
    /// Where the view is written in the scene.
    public let location: SourceLocation
    /// The view itself, before any modifier.
    public let contentFrame: Rect
    /// One step per modifier, in the order they apply: the first wraps the content, the
    /// last is the view as its parent sees it.
    public let steps: [LayoutStep]
    /// The views inside the content (stack items, zstack layers, pages, a scroll view's
    /// content), in drawing order: later ones are drawn over earlier ones.
    public let children: [Int]
    /// What the content shows, resolved.
    public let content: LayoutContent
    /// What VoiceOver is told about the view: its `accessibility` modifiers (and its
    /// component's `role`) merged, the outermost winning; nil when it has none. See
    /// `AccessibilityReading` for what VoiceOver reads.
    public var accessibility: AccessibilitySpec? = nil
    /// The frame of the view as modified up to its outermost `accessibility` modifier (a
    /// component's `role` comes before the modifiers of its use site): the element's
    /// frame, and a control's tappable area. nil when it has no accessibility.
    public var accessibilityFrame: Rect? = nil
    /// The `lint: { ignore: … }` written on the view, innermost first.
    public var lintSuppressions: [LintSuppression] = []

    /// The frame with all modifiers: what the parent placed.
    public var frame: Rect { steps.last?.frame ?? contentFrame }

    /// The frame after the first modifier with this name (`padding`, `frame`…), if any.
    public func frame(after modifier: String) -> Rect? { steps.first { $0.modifier == modifier }?.frame }

    /// The text, for text views.
    public var text: ResolvedText? {
        if case .text(let t) = content { return t }
        return nil
    }

    /// The paint that fills the view: a shape's fill, a divider's colour, a progress bar's tint.
    public var fill: Paint? {
        switch content {
        case .shape(let s): s.fill
        case .divider(let d): .color(d.color)
        case .progress(let p): p.tint
        default: nil
        }
    }

    /// A shape's outline.
    public var stroke: StrokeSpec? {
        if case .shape(let s) = content { return s.stroke }
        return nil
    }
}

/// A view after one of its modifiers.
public struct LayoutStep: Hashable, Sendable {
    /// The modifier's name as written in scenes (`padding`, `frame`, `background`, `opacity`…).
    public let modifier: String
    /// The view's frame with this modifier and the ones before it applied. Drawing
    /// modifiers (offset, scale…) leave it as it was: they move the drawing, not the layout.
    public let frame: Rect
    /// What the modifier does to the drawing of everything inside it, if anything.
    public let effect: DrawingEffect?
    /// The view a `background` or `overlay` adds.
    public let decoration: Decoration?

    public struct Decoration: Hashable, Sendable {
        /// The decoration's view, in `LayoutTree.nodes`.
        public let node: Int
        /// Backgrounds are drawn behind the view, overlays in front of it.
        public let isBackground: Bool
    }
}

/// What a view's content shows, with everything the drawing needs.
public enum LayoutContent: Hashable, Sendable {
    /// Stacks, zstacks, spacers and empty views draw nothing themselves.
    case container
    case text(ResolvedText)
    case shape(ShapeSpec)
    case image(ImageSpec)
    case progress(ProgressSpec)
    case divider(DividerSpec)
    /// A scroll view clips its children to its frame; `contentFrame` is where its content
    /// lies, scrolled.
    case scroll(contentFrame: Rect)
    /// A pager clips its pages to its frame.
    case pager
    /// iOS's status bar, laid out for the device (docs/system-chrome.md).
    case statusBar(StatusBarSpec, StatusBarLayout)
    /// iOS's home indicator; its frame is the capsule.
    case homeIndicator(HomeIndicatorSpec)
}

/// A text as laid out.
public struct ResolvedText: Hashable, Sendable {
    /// The string, font, colour, alignment and line limit, resolved for the variant.
    public let spec: TextSpec
    /// The width the text was wrapped at; nil when it was laid out on unwrapped lines.
    public let wrapWidth: Double?
    public let lineCount: Int
    /// The height of one line, in points: the font's line height where it sets one, else the
    /// laid-out height over the number of lines.
    public let lineHeight: Double
    /// Its line limit cut it short (an ellipsis ends the last line).
    public let isTruncated: Bool
    /// Not all of it can be seen: it is taller or wider than the space it was offered (it
    /// spills out of a fixed frame), or part of it lies outside a view that clips it (a
    /// `clip`, a scroll view, a pager, the screen). Judged on layout frames, before offsets
    /// and scales.
    public let isClipped: Bool

    public var string: String { spec.content }
    public var font: FontSpec { spec.font }
    public var color: Paint { spec.color }
}

public struct NamedFrame: Sendable, Hashable {
    public let id: String
    public let kind: String
    public let frame: Rect
}

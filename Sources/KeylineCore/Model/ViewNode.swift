/// One view of a screen, fully resolved for a state and a variant: every expression
/// evaluated, every token looked up, every component expanded. Layout and rendering read
/// only this tree.
public struct ViewNode: Sendable {
    public var kind: ViewKind
    /// Modifiers in the order they apply: the first wraps the view itself, the last is
    /// outermost, as in a SwiftUI modifier chain.
    public var modifiers: [ViewModifier]
    /// The name given in the scene (`id: title`); it names the view with all its modifiers.
    public var id: String?
    /// A stable structural path, the same for "the same view" in two states of a screen;
    /// animations match views across states by it.
    public var identity: String
    public var location: SourceLocation
    /// The SwiftUI control this node stands for (`button`, `slider` …): a control expands
    /// into ordinary views under a one-child zstack, and `keyline layout` names that node by
    /// the control written, not by the zstack it is made of.
    public var control: ViewKindWord?

    public init(kind: ViewKind, modifiers: [ViewModifier] = [], id: String? = nil,
                identity: String, location: SourceLocation) {
        self.kind = kind; self.modifiers = modifiers; self.id = id
        self.identity = identity; self.location = location
    }

    public var kindName: String { control?.rawValue ?? kind.name }

    /// The same tree with no ids: a page a pager shows only while it slides in or out is
    /// not one of the screen's named views.
    public func removingIDs() -> ViewNode {
        var copy = self
        copy.id = nil
        copy.kind = kind.mapChildren { $0.removingIDs() }
        copy.modifiers = modifiers.map { m in
            switch m {
            case .background(let v, let a): .background(v.removingIDs(), a)
            case .overlay(let v, let a): .overlay(v.removingIDs(), a)
            default: m
            }
        }
        return copy
    }

    /// Every node in the tree, depth first, including backgrounds and overlays.
    public func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for modifier in modifiers {
            switch modifier {
            case .background(let v, _), .overlay(let v, _): v.forEachNode(body)
            default: break
            }
        }
        for child in kind.children { child.forEachNode(body) }
    }
}

public indirect enum ViewKind: Sendable {
    case stack(StackSpec, [ViewNode])
    case zstack(Alignment, [ViewNode])
    case scroll(ScrollSpec, [ViewNode])
    /// Pages side by side, showing the one at `position` (SwiftUI's page-style TabView).
    /// Only the pages in view are expanded; `pages` holds them with their indices.
    case pager(PagerSpec, [ViewNode])
    /// SwiftUI's `ViewThatFits`: the first child whose ideal size fits the proposal along
    /// the spec's axes, else the last. Only that child is laid out and drawn.
    case viewThatFits(ViewThatFitsSpec, [ViewNode])
    case text(TextSpec)
    case shape(ShapeSpec)
    case image(ImageSpec)
    case spacer(minLength: Double?)
    case divider(DividerSpec)
    /// SwiftUI's linear `ProgressView(value:)`.
    case progress(ProgressSpec)
    /// iOS's status bar, placed by the device, not by its parent (see `SystemChrome`).
    case statusBar(StatusBarSpec)
    /// iOS's home indicator, placed by the device (see `SystemChrome`).
    case homeIndicator(HomeIndicatorSpec)
    /// SwiftUI's containers (docs/containers.md). A grid's children are its rows: `gridRow`s,
    /// and any other view as a row of one cell spanning every column.
    case grid(GridSpec, [ViewNode])
    /// A row of a grid; outside one it lays out as an hstack, as SwiftUI's GridRow does.
    case gridRow(VerticalAlignment?, [ViewNode])
    case lazyGrid(LazyGridSpec, [ViewNode])
    /// A list or form, already expanded into the views iOS draws for it: its background
    /// and a scroll view of its sections (`ListLayout` in the instantiator).
    case list(ListSpec, [ViewNode])
    /// A section outside a list: its rows in a vstack (a list consumes its sections).
    case section(SectionSpec, [ViewNode])
    /// A navigation row: its label, then (in a list) the disclosure chevron.
    case navigationLink([ViewNode])
    case empty

    public var children: [ViewNode] {
        switch self {
        case .stack(_, let c), .zstack(_, let c), .scroll(_, let c), .pager(_, let c), .viewThatFits(_, let c): c
        case .grid(_, let c), .gridRow(_, let c), .lazyGrid(_, let c), .list(_, let c), .section(_, let c), .navigationLink(let c): c
        default: []
        }
    }

    /// The same kind with `transform` applied to each child.
    public func mapChildren(_ transform: (ViewNode) -> ViewNode) -> ViewKind {
        switch self {
        case .stack(let s, let c): .stack(s, c.map(transform))
        case .zstack(let a, let c): .zstack(a, c.map(transform))
        case .scroll(let s, let c): .scroll(s, c.map(transform))
        case .pager(let p, let c): .pager(p, c.map(transform))
        case .viewThatFits(let s, let c): .viewThatFits(s, c.map(transform))
        case .grid(let s, let c): .grid(s, c.map(transform))
        case .gridRow(let a, let c): .gridRow(a, c.map(transform))
        case .lazyGrid(let s, let c): .lazyGrid(s, c.map(transform))
        case .list(let s, let c): .list(s, c.map(transform))
        case .section(let s, let c): .section(s, c.map(transform))
        case .navigationLink(let c): .navigationLink(c.map(transform))
        default: self
        }
    }

    /// The built-in kind this is, in the vocabulary: its name in `keyline layout`.
    public var word: ViewKindWord {
        switch self {
        case .stack(let s, _): s.axis == .vertical ? .vstack : .hstack
        case .zstack: .zstack
        case .scroll: .scroll
        case .pager: .pager
        case .viewThatFits: .viewThatFits
        case .text: .text
        case .shape(let s):
            switch s.shape {
            case .rectangle: .rect
            case .roundedRectangle: .roundedRect
            case .capsule: .capsule
            case .circle: .circle
            case .ellipse: .ellipse
            }
        case .image: .image
        case .spacer: .spacer
        case .divider: .divider
        case .progress: .progress
        case .statusBar: .statusBar
        case .homeIndicator: .homeIndicator
        case .grid: .grid
        case .gridRow: .gridRow
        case .lazyGrid(let s, _): s.axis == .vertical ? .lazyVGrid : .lazyHGrid
        case .list(let s, _): s.isForm ? .form : .list
        case .section: .section
        case .navigationLink: .navigationLink
        case .empty: .empty
        }
    }

    public var name: String { word.rawValue }
}

public struct StackSpec: Hashable, Sendable {
    public var axis: Axis
    /// nil: SwiftUI's default spacing between adjacent views (see `StackSpec.defaultSpacing`).
    public var spacing: Double?
    /// Cross-axis alignment: horizontal for a vstack, vertical for an hstack.
    public var alignment: Alignment
    public init(axis: Axis, spacing: Double?, alignment: Alignment) {
        self.axis = axis; self.spacing = spacing; self.alignment = alignment
    }

    /// SwiftUI's stacks put 8 pt between adjacent views when no spacing is given (iOS's
    /// standard spacing; UIKit's `UIStackView.spacingUseSystem` resolves to the same 8 pt).
    public static let defaultSpacing = 8.0
}

public struct ScrollSpec: Hashable, Sendable {
    public var axis: Axis
    public var spacing: Double?
    public var alignment: Alignment
    /// How far the content is scrolled, in points (0 = top or leading edge).
    public var contentOffset: Double
    public init(axis: Axis, spacing: Double?, alignment: Alignment, contentOffset: Double) {
        self.axis = axis; self.spacing = spacing; self.alignment = alignment; self.contentOffset = contentOffset
    }
}

public struct PagerSpec: Hashable, Sendable {
    /// The page in view, in pages; fractional while a transition or a drag is under way.
    public var position: Double
    /// How far a finger has dragged the pages, in points (negative: leftwards). At the
    /// first and last page the pages follow with rubber-band resistance.
    public var drag: Double
    /// The index of each node in `ViewKind.pager`'s list, in the same order.
    public var pageIndices: [Int]
    public var pageCount: Int
    /// How a jump of more than one page is shown: a crossfade instead of sliding past
    /// the pages between (also every change under reduced motion).
    public init(position: Double, drag: Double = 0, pageIndices: [Int], pageCount: Int) {
        self.position = position; self.drag = drag; self.pageIndices = pageIndices; self.pageCount = pageCount
    }
}

/// A linear progress bar: a rounded track, filled from the leading edge to `value`.
/// The axes along which `viewThatFits` checks that a child fits (SwiftUI's `in:` axes).
public struct ViewThatFitsSpec: Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool
    public init(horizontal: Bool = true, vertical: Bool = true) { self.horizontal = horizontal; self.vertical = vertical }
}

public struct ProgressSpec: Hashable, Sendable {
    public var value: Double
    public var tint: Paint
    public var track: Paint
    public var thickness: Double
    public init(value: Double, tint: Paint, track: Paint, thickness: Double) {
        self.value = value; self.tint = tint; self.track = track; self.thickness = thickness
    }
}

public struct DividerSpec: Hashable, Sendable {
    public var color: Color
    public var thickness: Double
    public init(color: Color, thickness: Double) { self.color = color; self.thickness = thickness }
}

/// SwiftUI's grids and lists, as the instantiator resolves them (docs/containers.md).

/// SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:)`: its children are rows
/// (`gridRow`), and any other child is one cell spanning every column.
public struct GridSpec: Hashable, Sendable {
    /// Where each cell sits in the space its column and row give it (default centre).
    public var alignment: Alignment
    /// nil: the standard 8 pt (Apple's documentation of Grid: "nil … uses a default
    /// amount", which is the same system spacing stacks use).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
}

/// SwiftUI's `GridItem.Size`.
public enum GridItemSize: Hashable, Sendable {
    case fixed(Double)
    /// `flexible(minimum: 10, maximum: .infinity)` by default (Apple's documentation).
    case flexible(minimum: Double, maximum: Double)
    /// As many items as fit, each at least `minimum` wide (Apple's documentation).
    case adaptive(minimum: Double, maximum: Double)
}

/// SwiftUI's `GridItem(_ size:spacing:alignment:)`: one column of a lazyVGrid (one row of a
/// lazyHGrid). `spacing` is the space after it, before the next; nil is the standard 8 pt.
public struct GridItemSpec: Hashable, Sendable {
    public var size: GridItemSize
    public var spacing: Double?
    /// How a cell sits in its column (row); nil: centred, as SwiftUI's default.
    public var alignment: Alignment?
    public init(size: GridItemSize, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// `LazyVGrid(columns:alignment:spacing:)` (axis vertical: the items are columns, rows grow
/// downwards) and `LazyHGrid(rows:alignment:spacing:)` (axis horizontal).
public struct LazyGridSpec: Hashable, Sendable {
    public var axis: Axis
    public var items: [GridItemSpec]
    /// The space between rows of a lazyVGrid (columns of a lazyHGrid); nil: 8 pt.
    public var spacing: Double?
    /// Where the tracks sit across the grid when they do not fill it.
    public var alignment: Alignment
    public init(axis: Axis, items: [GridItemSpec], spacing: Double? = nil, alignment: Alignment = .center) {
        self.axis = axis; self.items = items; self.spacing = spacing; self.alignment = alignment
    }
}

/// SwiftUI's list styles on iOS (`ListStyle`). `automatic` is insetGrouped for a List and
/// a Form on iOS 17 (Apple's documentation of `InsetGroupedListStyle`: "the default …
/// on iOS"), so it is resolved to that when the scene is read.
public enum ListStyleKind: String, Hashable, Sendable, CaseIterable {
    case plain, grouped, insetGrouped
}

public struct ListSpec: Hashable, Sendable {
    /// A form (`form:`) draws exactly as an insetGrouped list on iOS; the word is kept so
    /// that `keyline layout` says which was written.
    public var isForm: Bool
    public var style: ListStyleKind
    /// How far the list is scrolled (a scroll view's contentOffset).
    public var contentOffset: Double
    public init(isForm: Bool, style: ListStyleKind, contentOffset: Double = 0) {
        self.isForm = isForm; self.style = style; self.contentOffset = contentOffset
    }
}

/// SwiftUI's `Section(header:footer:)` with text header and footer.
public struct SectionSpec: Hashable, Sendable {
    public var header: String?
    public var footer: String?
    public init(header: String? = nil, footer: String? = nil) { self.header = header; self.footer = footer }
}

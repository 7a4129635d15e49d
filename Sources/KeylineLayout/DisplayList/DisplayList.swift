import KeylineCore

/// What to draw, in canvas points, with no Cairo types: a tree of items in painting
/// order. The rasterizer turns it into pixels; two equal display lists give equal pixels.
public struct DisplayList: Hashable, Sendable {
    public var canvas: Size
    /// The colour behind everything (the window's background).
    public var background: Color
    public var items: [DisplayItem]

    public init(canvas: Size, background: Color, items: [DisplayItem]) {
        self.canvas = canvas; self.background = background; self.items = items
    }
}

public indirect enum DisplayItem: Hashable, Sendable {
    case fill(ShapeKind, Rect, Paint)
    case stroke(ShapeKind, Rect, StrokeSpec, trimFrom: Double, trimTo: Double)
    /// A trimmed shape filled as SwiftUI fills it: the part of the outline between the two
    /// fractions, each open piece closed by a straight line, under the non-zero rule.
    case trimmedFill(ShapeKind, Rect, Paint, trimFrom: Double, trimTo: Double)
    /// `wrapWidth` is the width the text was laid out at, so it wraps the same way again.
    case text(TextSpec, Rect, wrapWidth: Double?)
    case image(ImageSpec, Rect)
    /// Any outline, filled under the non-zero rule (the status bar's Wi-Fi glyph).
    case path(Path, Paint)
    /// Any outline, stroked once as a whole (a measurement line and its end ticks, the
    /// outlines of every element a failing expectation reads): where its pieces cross,
    /// their edges are not blended twice.
    case strokedPath(Path, StrokeSpec)
    case group(DisplayGroup)

    /// The area the item may paint, in its own coordinates, before any blur. Glyphs may
    /// overhang a text's line boxes (a line height below the font's, italics), so text
    /// reaches a font size beyond its frame.
    public var bounds: Rect {
        switch self {
        case .fill(_, let r, _), .image(_, let r), .trimmedFill(_, let r, _, _, _): r
        case .text(let t, let r, _): r.insetBy(EdgeInsets(all: -t.font.size))
        case .stroke(_, let r, let s, _, _): r.insetBy(EdgeInsets(all: s.inside ? 0 : -s.width / 2))
        case .path(let p, _): p.controlBounds
        // A miter join reaches at most Cairo's default miter limit (10) half-widths out.
        case .strokedPath(let p, let s): p.controlBounds.insetBy(EdgeInsets(all: -5 * s.width))
        case .group(let g): g.bounds
        }
    }
}

/// Items drawn together: moved by a transform, cut by a clip, composited at an opacity,
/// and casting a shadow — each optional, applied in that order from the outside in.
public struct DisplayGroup: Hashable, Sendable {
    public var transform: AffineTransform
    public var clip: Clip?
    public var opacity: Double
    public var shadow: ShadowSpec?
    public var items: [DisplayItem]

    public struct Clip: Hashable, Sendable {
        public var shape: ShapeKind
        public var rect: Rect
        public init(shape: ShapeKind, rect: Rect) { self.shape = shape; self.rect = rect }
    }

    public init(transform: AffineTransform = .identity, clip: Clip? = nil, opacity: Double = 1,
                shadow: ShadowSpec? = nil, items: [DisplayItem]) {
        self.transform = transform; self.clip = clip; self.opacity = opacity; self.shadow = shadow; self.items = items
    }

    /// In the coordinates outside the group's transform.
    public var bounds: Rect {
        var inner = items.reduce(Rect.zero) { $0.union($1.bounds) }
        if let clip { inner = inner.intersection(clip.rect) }
        if let shadow {
            let spread = shadow.radius * 3
            inner = inner.union(inner.offsetBy(dx: shadow.x, dy: shadow.y).insetBy(EdgeInsets(all: -spread)))
        }
        return transform.apply(inner)
    }
}

/// The modifiers of a resolved view, in SwiftUI's sense: each wraps everything before it.
import KeylineMotion

public enum ViewModifier: Sendable {
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case aspectRatio(Double?, ContentMode)
    case ignoresSafeArea(EdgeSet)
    /// SwiftUI's `.position(x:y:)`: takes the whole size proposed to it and puts the
    /// centre of the view at this point of its own frame (its parent's coordinate space).
    case position(x: Double, y: Double)
    /// Moves the drawing, not the layout.
    case offset(x: Double, y: Double)
    case opacity(Double)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(degrees: Double, anchor: UnitPoint)
    case background(ViewNode, Alignment)
    case overlay(ViewNode, Alignment)
    case clip(ClipShape)
    case shadow(ShadowSpec)
    /// SwiftUI's `.hidden()`: keeps its space, draws nothing.
    case hidden
    /// Moves the drawing by fractions of the view's own size (move transitions).
    case relativeOffset(x: Double, y: Double)
    /// Inside a pager page: moves by this fraction of the page's own offset, so that the
    /// view lags behind (negative) or leads (positive) its page as pages slide.
    case parallax(Double)
    /// The effect played when the view appears; at rest it draws nothing extra.
    case appear(AppearSpec)
    /// How the view enters and leaves on state changes.
    case transition(TransitionSpec)
    /// SwiftUI's `.animation(_:value:)`: changes inside this view animate with this
    /// animation (nil: without animation), whatever the change itself carries.
    case animation(Animation?)
    /// SwiftUI's `.zIndex(_:)`: the drawing order among the children of one container
    /// (higher draws later; default 0; ties keep source order).
    case zIndex(Double)
    /// SwiftUI's `.gridCellColumns(_:)`: in a `grid` row, the cell spans this many columns.
    /// Elsewhere it does nothing, as in SwiftUI.
    case gridCellColumns(Int)
    /// What VoiceOver is told about the view. Neither lays out nor draws.
    case accessibility(AccessibilitySpec)
    /// Lints not reported on this view and the views inside it. Neither lays out nor draws.
    case lintSuppression(LintSuppression)
    /// Not written in scenes: the timeline marks a view that has left the tree and is
    /// playing its removal transition. It is drawn at `frame` (canvas points, where it
    /// last was) among its former siblings, and takes no part in their layout.
    case departed(frame: Rect)

    /// The word the modifier is written with, in Keyline's vocabulary; nil for those the
    /// timeline makes (`relativeOffset`, `departed`). `cornerRadius` is read as a clip.
    public var word: ModifierWord? {
        switch self {
        case .padding: .padding
        case .frame: .frame
        case .fixedSize: .fixedSize
        case .layoutPriority: .layoutPriority
        case .aspectRatio: .aspectRatio
        case .ignoresSafeArea: .ignoresSafeArea
        case .position: .position
        case .offset: .offset
        case .opacity: .opacity
        case .scale: .scale
        case .rotation: .rotation
        case .background: .background
        case .overlay: .overlay
        case .clip: .clip
        case .shadow: .shadow
        case .hidden: .hidden
        case .parallax: .parallax
        case .appear: .appear
        case .transition: .transition
        case .animation: .animation
        case .zIndex: .zIndex
        case .gridCellColumns: .gridCellColumns
        case .accessibility: .accessibility
        case .lintSuppression: .lint
        case .relativeOffset, .departed: nil
        }
    }

    /// The modifier's name in `keyline layout` and in animatable-value keys.
    public var name: String {
        switch self {
        case .relativeOffset: "relativeOffset"
        case .departed: "departed"
        default: word?.rawValue ?? ""
        }
    }
}

/// SwiftUI's two frame modifiers in one: a fixed width is min = ideal = max = width, which
/// lays out exactly like `frame(width:)` (see FrameLayout in KeylineLayout).
public struct FrameSpec: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }

    public static func fixed(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameSpec {
        FrameSpec(minWidth: width, idealWidth: width, maxWidth: width,
                  minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment)
    }
}

public enum ClipShape: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    case capsule
    case circle

    public var shapeKind: ShapeKind {
        switch self {
        case .rectangle: .rectangle
        case .roundedRectangle(let r, let s): .roundedRectangle(cornerRadius: r, style: s)
        case .capsule: .capsule
        case .circle: .circle
        }
    }
}

/// SwiftUI's `shadow(color:radius:x:y:)`. `radius` is SwiftUI's (Core Animation's
/// `shadowRadius`); the renderer turns it into a Gaussian's standard deviation.
public struct ShadowSpec: Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

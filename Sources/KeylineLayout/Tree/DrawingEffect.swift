import KeylineCore

/// What a drawing modifier does to everything drawn inside it. Layout modifiers (padding,
/// frame…) and the timeline's instructions (appear, transition, animation) have none.
public enum DrawingEffect: Hashable, Sendable {
    /// SwiftUI's `.hidden()`: keeps its space, draws nothing.
    case hidden
    case opacity(Double)
    case offset(x: Double, y: Double)
    /// By fractions of the view's own size.
    case relativeOffset(x: Double, y: Double)
    /// By this fraction of the enclosing pager page's offset from its resting place.
    case parallax(Double)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(degrees: Double, anchor: UnitPoint)
    case clip(ShapeKind)
    case shadow(ShadowSpec)

    public init?(_ modifier: ViewModifier) {
        switch modifier {
        case .hidden: self = .hidden
        case .opacity(let o): self = .opacity(o)
        case .offset(let x, let y): self = .offset(x: x, y: y)
        case .relativeOffset(let x, let y): self = .relativeOffset(x: x, y: y)
        case .parallax(let factor): self = .parallax(factor)
        case .scale(let x, let y, let anchor): self = .scale(x: x, y: y, anchor: anchor)
        case .rotation(let degrees, let anchor): self = .rotation(degrees: degrees, anchor: anchor)
        case .clip(let shape): self = .clip(shape.shapeKind)
        case .shadow(let s): self = .shadow(s)
        case .padding, .frame, .fixedSize, .layoutPriority, .aspectRatio, .ignoresSafeArea, .position,
             .background, .overlay, .appear, .transition, .animation, .zIndex, .gridCellColumns, .departed,
             .accessibility, .lintSuppression:
            return nil
        }
    }
}

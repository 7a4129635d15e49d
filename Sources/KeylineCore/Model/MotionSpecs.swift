import KeylineMotion

/// How a view looks at the far end of an appearance or a transition, relative to how it
/// looks at rest: invisible, moved, smaller, turned, or with its text not yet typed.
public struct EffectValues: Hashable, Sendable {
    public var opacity: Double?
    public var offset: Point?
    /// Moves by fractions of the view's own size: (0, 1) is one full height down, which
    /// is SwiftUI's `.move(edge: .bottom)`.
    public var relativeOffset: Point?
    public var scale: Double?
    public var rotation: Double?
    /// Characters shown (text only): `reveal: 0` types the text in.
    public var reveal: Double?
    public var anchor: UnitPoint

    public init(opacity: Double? = nil, offset: Point? = nil, relativeOffset: Point? = nil, scale: Double? = nil,
                rotation: Double? = nil, reveal: Double? = nil, anchor: UnitPoint = .center) {
        self.opacity = opacity; self.offset = offset; self.relativeOffset = relativeOffset; self.scale = scale
        self.rotation = rotation; self.reveal = reveal; self.anchor = anchor
    }

    public static let identity = EffectValues()
    public var isIdentity: Bool { self == .identity || self == EffectValues(anchor: anchor) }
}

/// `appear`: when the view appears (at the start of a sequence, or when a change inserts
/// it), it animates from `from` to how it is at rest — SwiftUI's `onAppear { withAnimation
/// { isAnimating = true } }` pattern.
public struct AppearSpec: Hashable, Sendable {
    public var from: EffectValues
    public var animation: Animation
    public init(from: EffectValues, animation: Animation) { self.from = from; self.animation = animation }
}

/// `transition`: how the view enters and leaves when a state change inserts or removes it,
/// animated with that change's animation. SwiftUI's default is a fade.
public struct TransitionSpec: Hashable, Sendable {
    public var insertion: EffectValues
    public var removal: EffectValues
    /// The transition's own animation, SwiftUI's `AnyTransition.animation(_:)`: it carries
    /// the view in and out whatever animation the change carries, even none. iOS's
    /// presentations use it: a sheet slides up however its `isPresented` was set.
    public var animation: Animation?
    public init(insertion: EffectValues, removal: EffectValues, animation: Animation? = nil) {
        self.insertion = insertion; self.removal = removal; self.animation = animation
    }

    public static let opacity = TransitionSpec(insertion: EffectValues(opacity: 0), removal: EffectValues(opacity: 0))
    public static let identity = TransitionSpec(insertion: .identity, removal: .identity)
}

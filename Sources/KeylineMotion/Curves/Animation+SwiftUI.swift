// The constructors SwiftUI's `Animation` has, with SwiftUI's names and defaults
// (developer.apple.com/documentation/swiftui/animation). Those that take numbers
// throw `AnimationParameterError` for values that SwiftUI would accept but that
// would make an endless or meaningless timeline here (see `ParameterCheck`).

extension Animation {
    // MARK: Timing curves, 0.35 s unless given a duration

    public static let linear = Animation(known: .timing(.known(.linear)))
    public static let easeIn = Animation(known: .timing(.known(.easeIn)))
    public static let easeOut = Animation(known: .timing(.known(.easeOut)))
    public static let easeInOut = Animation(known: .timing(.known(.easeInOut)))
    /// CSS `ease` (0.25, 0.1, 0.25, 1); not a SwiftUI name.
    public static let ease = Animation(known: .timing(.known(.ease)))

    public static func linear(duration: Double) throws(AnimationParameterError) -> Animation {
        try Animation(.timing(TimingCurve(.linear, duration: duration)))
    }

    public static func easeIn(duration: Double) throws(AnimationParameterError) -> Animation {
        try Animation(.timing(TimingCurve(.easeIn, duration: duration)))
    }

    public static func easeOut(duration: Double) throws(AnimationParameterError) -> Animation {
        try Animation(.timing(TimingCurve(.easeOut, duration: duration)))
    }

    public static func easeInOut(duration: Double) throws(AnimationParameterError) -> Animation {
        try Animation(.timing(TimingCurve(.easeInOut, duration: duration)))
    }

    public static func ease(duration: Double) throws(AnimationParameterError) -> Animation {
        try Animation(.timing(TimingCurve(.ease, duration: duration)))
    }

    /// SwiftUI's `timingCurve(_:_:_:_:duration:)`: a cubic Bézier through control
    /// points (p1x, p1y) and (p2x, p2y); p1x and p2x must lie in [0, 1].
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: Double = TimingCurve.defaultDuration
    ) throws(AnimationParameterError) -> Animation {
        let bezier = try CubicBezier(p1x, p1y, p2x, p2y, names: ["p1x", "p1y", "p2x", "p2y"])
        return try Animation(.timing(TimingCurve(.timingCurve(bezier), duration: duration)))
    }

    /// CSS's `cubic-bezier(x1, y1, x2, y2)` as an animation; x1 and x2 must lie in [0, 1].
    public static func cubicBezier(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
        duration: Double = TimingCurve.defaultDuration
    ) throws(AnimationParameterError) -> Animation {
        try Animation(.timing(TimingCurve(.cubicBezier(CubicBezier(x1, y1, x2, y2)), duration: duration)))
    }

    // MARK: Springs

    /// SwiftUI's bare `spring`. Both `spring(duration:bounce:)` and
    /// `spring(response:dampingFraction:)` can be called with no arguments; the
    /// response form is the disfavoured overload in SwiftUI's interface, so
    /// `spring` is `spring(duration: 0.5, bounce: 0)`: critically damped.
    public static let spring = Animation(known: .spring(.springDuration(duration: 0.5, bounce: 0, blendDuration: 0)))

    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.springResponse(
            response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }

    public static func spring(
        duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.springDuration(duration: duration, bounce: bounce, blendDuration: blendDuration)))
    }

    /// SwiftUI's bare `interactiveSpring`: like `spring`, the duration form wins,
    /// i.e. `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`,
    /// a bounce of 0.15 (ζ = 0.85).
    public static let interactiveSpring = Animation(known: .spring(.interactiveSpringDuration(
        duration: 0.15, extraBounce: 0, blendDuration: 0.25)))

    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.interactiveSpringResponse(
            response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }

    public static func interactiveSpring(
        duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.interactiveSpringDuration(
            duration: duration, extraBounce: extraBounce, blendDuration: blendDuration)))
    }

    /// SwiftUI's bare `interpolatingSpring`: `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static let interpolatingSpring = Animation(known: .spring(.interpolatingSpringDuration(
        duration: 0.5, bounce: 0, initialVelocity: 0)))

    /// `initialVelocity` is in unit progress per second (SwiftUI: "a value in the
    /// range [0, 1] representing the magnitude of the value being animated").
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.interpolatingSpringStiffness(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
    }

    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.interpolatingSpringDuration(
            duration: duration, bounce: bounce, initialVelocity: initialVelocity)))
    }

    /// No bounce (base bounce 0), 0.5 s.
    public static let smooth = Animation(known: .spring(.smooth(duration: 0.5, extraBounce: 0)))
    /// A little bounce (base bounce 0.15), 0.5 s.
    public static let snappy = Animation(known: .spring(.snappy(duration: 0.5, extraBounce: 0)))
    /// More bounce (base bounce 0.3), 0.5 s.
    public static let bouncy = Animation(known: .spring(.bouncy(duration: 0.5, extraBounce: 0)))

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.smooth(duration: duration, extraBounce: extraBounce)))
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.snappy(duration: duration, extraBounce: extraBounce)))
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationParameterError) -> Animation {
        try Animation(.spring(.bouncy(duration: duration, extraBounce: extraBounce)))
    }
}

extension TimingCurve {
    /// A named shape at the default duration, known to be valid.
    static func known(_ shape: Shape) -> TimingCurve {
        TimingCurve(unchecked: shape, duration: defaultDuration)
    }
}

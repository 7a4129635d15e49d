/// A fixed-duration animation eased by a cubic Bézier: SwiftUI's `linear`,
/// `easeIn`, `easeOut`, `easeInOut` and `timingCurve`, plus CSS's `ease` and
/// `cubic-bezier`. The shape remembers which of those was written, so the curve
/// prints back the way it was spelled.
public struct TimingCurve: Sendable, Hashable {
    public enum Shape: Sendable, Hashable {
        case linear
        case easeIn
        case easeOut
        case easeInOut
        /// CSS `ease`, (0.25, 0.1, 0.25, 1). Not a SwiftUI name.
        case ease
        /// SwiftUI's `timingCurve(_:_:_:_:duration:)`.
        case timingCurve(CubicBezier)
        /// CSS's `cubic-bezier()`, the same curve under its web name.
        case cubicBezier(CubicBezier)

        public var bezier: CubicBezier {
            switch self {
            case .linear: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInOut: .easeInOut
            case .ease: .ease
            case .timingCurve(let bezier), .cubicBezier(let bezier): bezier
            }
        }
    }

    /// SwiftUI's `linear`, `easeIn`, `easeOut`, `easeInOut` and
    /// `timingCurve(_:_:_:_:duration:)` last 0.35 s unless given a duration
    /// (Apple's documentation of `easeInOut`: "has a default duration of 0.35
    /// seconds"; `timingCurve`'s declaration: `duration: TimeInterval = 0.35`).
    public static let defaultDuration = 0.35

    public let shape: Shape
    /// Seconds from start to end.
    public let duration: Double

    public init(_ shape: Shape, duration: Double = defaultDuration) throws(AnimationParameterError) {
        try ParameterCheck.duration(duration, "duration")
        self.init(unchecked: shape, duration: duration)
    }

    init(unchecked shape: Shape, duration: Double) {
        self.shape = shape
        self.duration = duration
    }

    public var bezier: CubicBezier { shape.bezier }

    /// Eased progress at t seconds after the start: 0 before, exactly 1 from the end on.
    public func progress(at t: Double) -> Double {
        bezier.progress(at: t / duration)
    }

    /// d(progress)/dt at t seconds; 0 outside the animation.
    public func velocity(at t: Double) -> Double {
        guard t >= 0, t < duration else { return 0 }
        return bezier.slope(at: t / duration) / duration
    }
}

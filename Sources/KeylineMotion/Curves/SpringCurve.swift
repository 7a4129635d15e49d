/// A spring animation as SwiftUI spells it. Each case is one SwiftUI
/// constructor with all its arguments, defaults filled in; the case is kept (not
/// only the mass, stiffness and damping it implies) so that the curve prints back
/// as it was written.
///
/// Defaults and bases below are Apple's (developer.apple.com/documentation/swiftui/animation):
/// `spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`,
/// `spring(duration: 0.5, bounce: 0, blendDuration: 0)`,
/// `interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`,
/// `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)` on a base bounce of 0.15,
/// `interpolatingSpring(mass: 1, stiffness:, damping:, initialVelocity: 0)`,
/// `interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)`, and
/// `smooth`, `snappy`, `bouncy(duration: 0.5, extraBounce: 0)` on base bounces
/// 0, 0.15 and 0.3 ("How much additional bounce should be added to the base
/// bounce of 0.15", `snappy(duration:extraBounce:)`; 0.3 for `bouncy`, 0 for `smooth`).
///
/// `blendDuration` only blends the response between two successive springs on
/// the same property; it does not change a single spring's motion, and is kept
/// so that it prints back.
public enum SpringCurve: Sendable, Hashable {
    case springResponse(response: Double, dampingFraction: Double, blendDuration: Double)
    case springDuration(duration: Double, bounce: Double, blendDuration: Double)
    case interactiveSpringResponse(response: Double, dampingFraction: Double, blendDuration: Double)
    case interactiveSpringDuration(duration: Double, extraBounce: Double, blendDuration: Double)
    case interpolatingSpringStiffness(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    case interpolatingSpringDuration(duration: Double, bounce: Double, initialVelocity: Double)
    case smooth(duration: Double, extraBounce: Double)
    case snappy(duration: Double, extraBounce: Double)
    case bouncy(duration: Double, extraBounce: Double)

    /// The base bounce each preset adds `extraBounce` to.
    public static let smoothBounce = 0.0
    public static let snappyBounce = 0.15
    public static let bouncyBounce = 0.3
    public static let interactiveBounce = 0.15

    /// The oscillator this spelling stands for, after checking every parameter.
    public func solver() throws(AnimationParameterError) -> SpringSolver {
        switch self {
        case let .springResponse(response, dampingFraction, blendDuration),
            let .interactiveSpringResponse(response, dampingFraction, blendDuration):
            try ParameterCheck.wait(blendDuration, "blendDuration")
            return try SpringSolver(response: response, dampingFraction: dampingFraction)
        case let .springDuration(duration, bounce, blendDuration):
            try ParameterCheck.wait(blendDuration, "blendDuration")
            return try SpringSolver(duration: duration, bounce: bounce)
        case let .interactiveSpringDuration(duration, extraBounce, blendDuration):
            try ParameterCheck.wait(blendDuration, "blendDuration")
            return try Self.preset(duration: duration, base: Self.interactiveBounce, extraBounce: extraBounce)
        case let .interpolatingSpringStiffness(mass, stiffness, damping, initialVelocity):
            try ParameterCheck.within(
                initialVelocity, "initialVelocity",
                -AnimationLimits.largestInitialVelocity...AnimationLimits.largestInitialVelocity)
            return try SpringSolver(mass: mass, stiffness: stiffness, damping: damping)
        case let .interpolatingSpringDuration(duration, bounce, initialVelocity):
            try ParameterCheck.within(
                initialVelocity, "initialVelocity",
                -AnimationLimits.largestInitialVelocity...AnimationLimits.largestInitialVelocity)
            return try SpringSolver(duration: duration, bounce: bounce)
        case let .smooth(duration, extraBounce):
            return try Self.preset(duration: duration, base: Self.smoothBounce, extraBounce: extraBounce)
        case let .snappy(duration, extraBounce):
            return try Self.preset(duration: duration, base: Self.snappyBounce, extraBounce: extraBounce)
        case let .bouncy(duration, extraBounce):
            return try Self.preset(duration: duration, base: Self.bouncyBounce, extraBounce: extraBounce)
        }
    }

    /// SwiftUI's `initialVelocity`, in unit progress per second (1 means "the
    /// whole change per second" towards the target). Only `interpolatingSpring`
    /// takes one; the others start at rest.
    public var initialVelocity: Double {
        switch self {
        case let .interpolatingSpringStiffness(_, _, _, velocity), let .interpolatingSpringDuration(_, _, velocity):
            velocity
        default:
            0
        }
    }

    /// SwiftUI's `interpolatingSpring` adds its effect to a running animation
    /// instead of replacing it and carrying its velocity over; the timeline needs
    /// to know which kind it has.
    public var isInterpolating: Bool {
        switch self {
        case .interpolatingSpringStiffness, .interpolatingSpringDuration: true
        default: false
        }
    }

    private static func preset(
        duration: Double, base: Double, extraBounce: Double
    ) throws(AnimationParameterError) -> SpringSolver {
        try ParameterCheck.duration(duration, "duration")
        try ParameterCheck.bounce(extraBounce, "extraBounce", base: base)
        return try SpringSolver(duration: duration, bounce: base + extraBounce)
    }
}

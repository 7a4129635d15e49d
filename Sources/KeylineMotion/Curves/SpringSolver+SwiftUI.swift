// SwiftUI's spring parameters, mapped onto mass, stiffness and damping.
//
// Sources:
// - Apple, "spring(response:dampingFraction:blendDuration:)": response is "the
//   stiffness of the spring, defined as an approximate duration in seconds";
//   dampingFraction is "the amount of drag applied … as a fraction of an estimate
//   of amount needed to produce critical damping".
//   https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
// - Apple, "Spring.init(duration:bounce:)": "A value of 0 indicates no bounces (a
//   critically damped spring), positive values indicate increasing amounts of
//   bounciness up to a maximum of 1.0 (corresponding to undamped oscillation), and
//   negative values indicate overdamped springs with a minimum value of -1.0."
//   https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)
// - SwiftUI's public interface inlines (@_alwaysEmitIntoClient) the helpers that
//   `spring(duration:bounce:)` and `interpolatingSpring(duration:bounce:)` use;
//   as OpenSwiftUI reads them: stiffness = (2π / response)², damping =
//   2·√stiffness·fraction, and fraction = 1 − bounce, or 1 / (1 + bounce) when
//   bounce < 0. With mass 1 that is damping = 4π·ζ / response.

extension SpringSolver {
    /// SwiftUI's `spring(response:dampingFraction:)`: mass 1, stiffness (2π/r)²,
    /// damping 4π·ζ/r, so that ω₀ = 2π/r (one undamped period lasts r seconds)
    /// and the damping ratio is exactly ζ.
    public init(response: Double, dampingFraction: Double) throws(AnimationParameterError) {
        try ParameterCheck.duration(response, "response")
        try ParameterCheck.positive(
            dampingFraction, "dampingFraction", because: "a spring without damping oscillates forever and never settles")
        try ParameterCheck.within(dampingFraction, "dampingFraction", 0...AnimationLimits.largestDampingFraction)
        let omega0 = 2 * Double.pi / response
        self.init(unchecked: 1, omega0 * omega0, 4 * Double.pi * dampingFraction / response)
    }

    /// SwiftUI's `spring(duration:bounce:)`: the response form with response = d
    /// (stiffness 4π²/d²) and ζ = `dampingFraction(bounce:)`.
    public init(duration: Double, bounce: Double) throws(AnimationParameterError) {
        try ParameterCheck.duration(duration, "duration")
        try ParameterCheck.bounce(bounce, "bounce")
        try self.init(response: duration, dampingFraction: Self.dampingFraction(bounce: bounce))
    }

    /// ζ for a SwiftUI bounce: 1 − b for b ≥ 0, 1 / (1 + b) for b < 0.
    public static func dampingFraction(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }
}

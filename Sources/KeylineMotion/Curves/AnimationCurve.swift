/// What an animation does before any modifier: ease over a fixed duration, or
/// spring until it settles.
public enum AnimationCurve: Sendable, Hashable {
    case timing(TimingCurve)
    case spring(SpringCurve)
}

/// A curve with everything it needs to be evaluated worked out once: the spring's
/// oscillator and settling time are computed when the animation is made, not at
/// every frame.
struct ResolvedCurve: Sendable, Hashable {
    enum Motion: Sendable, Hashable {
        case timing(TimingCurve)
        /// A unit spring: released at displacement 1 (progress 0) with the curve's
        /// initial velocity, in progress per second.
        case spring(SpringSolver, initialVelocity: Double)
    }

    let motion: Motion
    /// The timing curve's duration, or the spring's settling time.
    let duration: Double

    init(_ curve: AnimationCurve) throws(AnimationParameterError) {
        switch curve {
        case .timing(let timing):
            motion = .timing(timing)
            duration = timing.duration
        case .spring(let spring):
            let solver = try spring.solver()
            motion = .spring(solver, initialVelocity: spring.initialVelocity)
            duration = solver.settlingTime(initialVelocity: spring.initialVelocity)
        }
    }

    /// Progress and its velocity at t seconds after the start, for 0 ≤ t < duration.
    func sample(at t: Double) -> ProgressSample {
        switch motion {
        case .timing(let timing):
            return ProgressSample(progress: timing.progress(at: t), velocity: timing.velocity(at: t))
        case let .spring(solver, initialVelocity):
            // progress = 1 − displacement, so its velocity is −(displacement velocity).
            let state = solver.state(at: t, displacement: 1, velocity: -initialVelocity)
            return ProgressSample(progress: 1 - state.displacement, velocity: -state.velocity)
        }
    }
}

/// Progress (0 at the start, 1 at the target) and its rate of change per second.
struct ProgressSample: Sendable, Hashable {
    var progress: Double
    var velocity: Double

    static let atStart = ProgressSample(progress: 0, velocity: 0)
    static let finished = ProgressSample(progress: 1, velocity: 0)
}

/// A spring carrying a value from where it is (with the velocity it has) to a
/// target, in the value's own units. This is the retargeting half of the spring
/// API: when the target changes mid-flight, `retargeted(at:to:)` starts a new
/// motion from the current value and velocity, so both stay continuous, which is
/// what SwiftUI does for springs ("preserving velocity from one animation to the
/// next", Apple's documentation of `spring(response:dampingFraction:blendDuration:)`).
///
/// Time is local: t = 0 is the instant this motion began.
public struct SpringMotion: Sendable, Hashable {
    public let solver: SpringSolver
    /// The value at t = 0.
    public let start: Double
    /// The velocity at t = 0, in value units per second.
    public let initialVelocity: Double
    /// The value the spring comes to rest at.
    public let target: Double

    public init(solver: SpringSolver, from start: Double, velocity: Double = 0, to target: Double) {
        precondition(start.isFinite && velocity.isFinite && target.isFinite, "a spring moves between finite values")
        self.solver = solver
        self.start = start
        self.initialVelocity = velocity
        self.target = target
    }

    /// The value and its velocity at local time t (t ≤ 0 gives the start).
    public func state(at t: Double) -> (value: Double, velocity: Double) {
        let state = solver.state(at: max(t, 0), displacement: start - target, velocity: initialVelocity)
        return (target + state.displacement, state.velocity)
    }

    public func value(at t: Double) -> Double { state(at: t).value }
    public func velocity(at t: Double) -> Double { state(at: t).velocity }

    /// The time after which the value stays within `epsilon` (value units) of the target.
    public func settlingTime(epsilon: Double) -> Double {
        solver.settlingTime(displacement: start - target, velocity: initialVelocity, epsilon: epsilon)
    }

    /// A new motion towards `newTarget` that begins at this motion's local time t
    /// with this motion's value and velocity at t. Its own local time starts at 0.
    /// Pass `solver` to change the spring itself at the same instant.
    public func retargeted(at t: Double, to newTarget: Double, solver newSolver: SpringSolver? = nil) -> SpringMotion {
        let now = state(at: t)
        return SpringMotion(solver: newSolver ?? solver, from: now.value, velocity: now.velocity, to: newTarget)
    }
}

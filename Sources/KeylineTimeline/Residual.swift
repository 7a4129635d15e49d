import KeylineMotion

/// What is left of an animated change: a property is drawn at its target (the value the
/// current state gives it) plus a residual that starts at "where it was minus where it
/// is going" and dies away along the animation's curve.
///
/// Writing animation as target + residual lets targets move on their own (a finger
/// dragging) while an animation plays, and makes retargeting simple: a change arriving
/// mid-flight starts a new residual from the value and, for springs, the velocity shown
/// at that instant, so neither jumps.
struct Residual: Sendable {
    let start: Double
    let displacement: [Double]
    let velocity: [Double]
    /// nil: the change happens at once, ending whatever was animating.
    let animation: Animation?
    /// When the residual is exactly zero from then on (nil: repeats forever).
    let end: Double?
    /// The spring and its delay, when the animation is a plain (perhaps delayed) spring.
    private let spring: (solver: SpringSolver, delay: Double)?

    init(start: Double, displacement: [Double], velocity: [Double], animation: Animation?) {
        self.start = start
        self.displacement = displacement
        self.animation = animation
        guard let animation else {
            self.velocity = displacement.map { _ in 0 }
            spring = nil
            end = start
            return
        }
        // Only a plain spring (perhaps delayed) can carry the velocity it inherits;
        // timing curves start from rest, as SwiftUI's do.
        let spring = Self.plainSpring(animation)
        self.spring = spring
        self.velocity = spring == nil ? displacement.map { _ in 0 } : velocity
        if let (solver, delay) = spring {
            // A spring ends when it stays within 0.001 of the change (SpringSolver's ε),
            // per component.
            var settle = 0.0
            for (d, v) in zip(displacement, self.velocity) where d != 0 || v != 0 {
                let epsilon = max(abs(d), 1e-9) * SpringSolver.defaultSettlingEpsilon
                settle = max(settle, solver.settlingTime(displacement: d, velocity: v, epsilon: epsilon))
            }
            end = start + delay + settle
        } else {
            end = animation.duration.map { start + $0 }
        }
    }

    /// A spring with at most a delay before it, and its delay.
    private static func plainSpring(_ animation: Animation) -> (SpringSolver, Double)? {
        guard let solver = animation.springSolver else { return nil }
        var delay = 0.0
        for modifier in animation.modifiers {
            guard case .delay(let d) = modifier else { return nil }
            delay += d
        }
        if case .spring(let curve) = animation.curve, curve.initialVelocity != 0 { return nil }
        return (solver, delay)
    }

    func isActive(at t: Double) -> Bool { t >= start && (end.map { t < $0 } ?? true) }

    /// The residual and its rate of change at time t (zero once it has ended).
    func value(at t: Double) -> (value: [Double], velocity: [Double]) {
        let zero = displacement.map { _ in 0.0 }
        guard t >= start else { return (displacement, zero) }
        if let end, t >= end { return (zero, zero) }
        let tau = t - start
        guard let animation else { return (zero, zero) }
        if let (solver, delay) = spring {
            guard tau >= delay else { return (displacement, zero) }
            var values = [Double](), velocities = [Double]()
            for (d, v) in zip(displacement, velocity) {
                let state = solver.state(at: tau - delay, displacement: d, velocity: v)
                values.append(state.displacement)
                velocities.append(state.velocity)
            }
            return (values, velocities)
        }
        let p = animation.progress(at: tau), dp = animation.velocity(at: tau)
        return (displacement.map { $0 * (1 - p) }, displacement.map { -$0 * dp })
    }
}

/// The residuals of one property, in the order they started; the latest active one wins
/// (each started from what was shown when it began).
struct PropertyTrack: Sendable {
    private(set) var residuals: [Residual] = []

    mutating func add(_ residual: Residual) { residuals.append(residual) }

    /// The residual at t, if one applies.
    func residual(at t: Double) -> (value: [Double], velocity: [Double])? {
        guard let last = residuals.last(where: { $0.start <= t }) else { return nil }
        let r = last.value(at: t)
        return r.value.allSatisfy({ $0 == 0 }) && r.velocity.allSatisfy({ $0 == 0 }) ? nil : r
    }

    /// When the last residual ends (nil if it never does).
    var end: Double? {
        guard let last = residuals.last else { return 0 }
        return last.end
    }
}

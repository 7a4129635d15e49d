/// An animation as SwiftUI describes one: a curve (a timing curve with a
/// duration, or a spring) and the modifiers applied to it, in order.
///
/// It answers, for any t in seconds since the animation was started (delays
/// included), how far along it is (`progress(at:)`, 0 = from, 1 = to) and how fast
/// that changes (`velocity(at:)`), all in closed form. Every `Animation` that can
/// be made ends, unless it says `repeatForever`.
///
/// Once finished, progress is exactly 1: SwiftUI then shows the model value, so an
/// autoreversing animation with an even repeat count, which plays its last run
/// back to 0, jumps to 1 at its end, as it does on iOS.
public struct Animation: Sendable {
    public let curve: AnimationCurve
    /// Applied first to last; each one wraps everything before it.
    public let modifiers: [AnimationModifier]

    let resolved: ResolvedCurve

    /// An animation of `curve`; refuses parameters that would never settle, are not
    /// finite numbers, or lie outside `AnimationLimits` (a spring that takes longer
    /// than `longestAnimation` to settle included).
    public init(_ curve: AnimationCurve) throws(AnimationParameterError) {
        self.curve = curve
        self.modifiers = []
        self.resolved = try ResolvedCurve(curve)
        try checkLength(blaming: AnimationParameterError.receiver) { seconds, tooLong in
            "this spring takes \(seconds) to settle; an animation may last \(AnimationLimits.lengths) (Keyline's limit): "
                + (tooLong ? "make it stiffer (a shorter response or duration) or closer to critically damped (bounce 0)"
                           : "give it a longer response or duration")
        }
    }

    private init(curve: AnimationCurve, modifiers: [AnimationModifier], resolved: ResolvedCurve) {
        self.curve = curve
        self.modifiers = modifiers
        self.resolved = resolved
    }

    /// The same curve with other modifiers; the curve is not resolved again.
    init(curve: AnimationCurve, modifiers: [AnimationModifier], resolvedFrom other: Animation) {
        self.init(curve: curve, modifiers: modifiers, resolved: other.resolved)
    }

    /// For the named constants, whose parameters are known to be valid.
    init(known curve: AnimationCurve) {
        do {
            try self.init(curve)
        } catch {
            preconditionFailure("built-in animation \(curve) is invalid: \(error)")
        }
    }

    // MARK: - Modifiers

    /// Delays the start by `seconds` (0 or more), holding progress at its start.
    public func delay(_ seconds: Double) throws(AnimationParameterError) -> Animation {
        try ParameterCheck.wait(seconds, "delay")
        return try adding(.delay(seconds), blaming: "delay")
    }

    /// Plays `factor` times as fast; must be greater than 0 (0 would never end).
    public func speed(_ factor: Double) throws(AnimationParameterError) -> Animation {
        try ParameterCheck.positive(factor, "speed", because: "the animation would never end, or run backwards")
        try ParameterCheck.within(factor, "speed", AnimationLimits.speeds)
        return try adding(.speed(factor), blaming: "speed")
    }

    /// Plays `count` (1 or more) times in all; see `AnimationModifier.repeatCount`.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) throws(AnimationParameterError) -> Animation {
        guard count >= 1 else {
            throw AnimationParameterError(
                parameter: "repeatCount", message: "repeatCount must be 1 or more, not \(count)")
        }
        guard count <= AnimationLimits.mostRepeats else {
            throw AnimationParameterError(
                parameter: "repeatCount",
                message: "repeatCount must be at most \(AnimationLimits.mostRepeats), not \(count) (Keyline's limit); "
                    + "use repeatForever() for an animation that never stops")
        }
        try requireEnding("repeatCount")
        return try adding(.repeatCount(count, autoreverses: autoreverses), blaming: "repeatCount")
    }

    /// Plays again and again, never ending. The only way to an endless animation.
    public func repeatForever(autoreverses: Bool = true) throws(AnimationParameterError) -> Animation {
        try requireEnding("repeatForever")
        return try adding(.repeatForever(autoreverses: autoreverses), blaming: "autoreverses")
    }

    /// This animation with one more modifier, if it still lasts between
    /// `AnimationLimits.shortestTime` and `longestAnimation`; `parameter` is what an error blames.
    private func adding(_ modifier: AnimationModifier, blaming parameter: String) throws(AnimationParameterError) -> Animation {
        let result = Animation(curve: curve, modifiers: modifiers + [modifier], resolved: resolved)
        let what = result.duration == nil ? "one cycle of the animation" : "the animation"
        try result.checkLength(blaming: parameter) { seconds, _ in
            "\(what) would last \(seconds); an animation may last \(AnimationLimits.lengths) (Keyline's limit)"
        }
        return result
    }

    /// Refuses an animation (or, if it repeats forever, its first cycle) that lasts less
    /// than `AnimationLimits.shortestTime` or more than `longestAnimation`, or whose length
    /// is not a number: the one check that keeps every timeline holding it finite.
    /// `message` gets the length as words and whether it is too long (else too short).
    private func checkLength(
        blaming parameter: String, _ message: (String, Bool) -> String
    ) throws(AnimationParameterError) {
        let length = duration ?? samplingDuration
        // Written so that NaN fails too.
        guard length >= AnimationLimits.shortestTime, length <= AnimationLimits.longestAnimation else {
            let scale = length < 1 ? 1e6 : 1e3
            let seconds = length.isFinite ? NumberSpelling.canonical((length * scale).rounded() / scale) + " s" : "forever"
            throw AnimationParameterError(parameter: parameter, message: message(seconds, !(length < AnimationLimits.shortestTime)))
        }
    }

    private func requireEnding(_ name: String) throws(AnimationParameterError) {
        guard duration != nil else {
            throw AnimationParameterError(
                parameter: AnimationParameterError.receiver,
                message: "\(name) needs an animation that ends, but this one already repeats forever")
        }
    }

    // MARK: - Evaluation

    /// Seconds from the start (delays included) until the animation is finished;
    /// nil if it repeats forever. A spring's part is its settling time.
    public var duration: Double? { duration(ofFirst: modifiers.count) }

    /// Whether, at t seconds since the start, the animation has ended.
    public func isFinished(at t: Double) -> Bool {
        guard let duration else { return false }
        return t >= duration
    }

    /// Progress at t seconds since the start: 0 before it begins (and during a
    /// delay), exactly 1 once finished; a spring's progress may overshoot 1 on the way.
    public func progress(at t: Double) -> Double { sample(at: t).progress }

    /// The rate of change of progress, per second, at t seconds since the start.
    public func velocity(at t: Double) -> Double { sample(at: t).velocity }

    /// The spring behind this animation, if it is one (for retargeting).
    public var springSolver: SpringSolver? {
        if case let .spring(solver, _) = resolved.motion { return solver }
        return nil
    }

    func sample(at t: Double) -> ProgressSample {
        guard t >= 0 else { return .atStart }
        return sample(at: t, layers: modifiers.count)
    }

    /// The curve wrapped by the first `layers` modifiers, at its own local time t ≥ 0.
    private func sample(at t: Double, layers: Int) -> ProgressSample {
        if let end = duration(ofFirst: layers), t >= end { return .finished }
        guard layers > 0 else { return resolved.sample(at: t) }

        switch modifiers[layers - 1] {
        case .delay(let delay):
            guard t >= delay else {
                return ProgressSample(progress: sample(at: 0, layers: layers - 1).progress, velocity: 0)
            }
            return sample(at: t - delay, layers: layers - 1)

        case .speed(let factor):
            let inner = sample(at: t * factor, layers: layers - 1)
            return ProgressSample(progress: inner.progress, velocity: inner.velocity * factor)

        case let .repeatCount(count, autoreverses):
            return repetition(at: t, layers: layers, lastRun: count - 1, autoreverses: autoreverses)

        case .repeatForever(let autoreverses):
            return repetition(at: t, layers: layers, lastRun: nil, autoreverses: autoreverses)
        }
    }

    /// Run k (from 0) of the repeated inner animation; odd runs play backwards
    /// when autoreversing, as SwiftUI's repeat plays value − inner(value) then.
    private func repetition(at t: Double, layers: Int, lastRun: Int?, autoreverses: Bool) -> ProgressSample {
        // A repeat is only ever added on top of an animation that ends (and every
        // animation that ends takes more than 0 s), so the run length is finite.
        let run = duration(ofFirst: layers - 1)!
        var index = (t / run).rounded(.down)
        if let lastRun { index = min(index, Double(lastRun)) }  // rounding at the very end
        let local = min(max(t - index * run, 0), run)
        let inner = sample(at: local, layers: layers - 1)
        let backwards = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
        return backwards ? ProgressSample(progress: 1 - inner.progress, velocity: -inner.velocity) : inner
    }

    /// The duration of the curve wrapped by its first `layers` modifiers.
    private func duration(ofFirst layers: Int) -> Double? {
        var total: Double? = resolved.duration
        for modifier in modifiers.prefix(layers) {
            guard let inner = total else { return nil }
            switch modifier {
            case .delay(let delay): total = inner + delay
            case .speed(let factor): total = inner / factor
            case .repeatCount(let count, _): total = inner * Double(count)
            case .repeatForever: total = nil
            }
        }
        return total
    }
}

extension Animation: Hashable {
    /// Two animations are equal when they are spelled the same: same curve, same
    /// modifiers in the same order.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.curve == rhs.curve && lhs.modifiers == rhs.modifiers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(curve)
        hasher.combine(modifiers)
    }
}

import KeylineMotion

/// One animation of one view, as a timeline plays it: when it starts to move (after its
/// delay) and when it ends. What a motion golden's tracks record (`keyline test`, a
/// `film:` snapshot), so that a changed delay reads "starts 33 ms later", not "frames
/// 12–20 differ".
public struct TimelineSpan: Sendable, Hashable {
    /// What plays: an animatable value's name (`opacity`, `offset`, `pager.position`…) for
    /// a change of state, `appear` for an appear effect, `insertion` and `removal` for
    /// transitions, `crossfade` for replaced content, `page` for a page sliding away.
    public let property: String
    /// The view's identity (its path in the tree, `slide1/0/2`).
    public let identity: String
    /// When it starts to move, in seconds: the change that started it plus its delay.
    public let start: Double
    /// When it has ended; nil when it repeats forever. Equal to `start` for a change
    /// without animation (a jump).
    public let end: Double?

    public init(property: String, identity: String, start: Double, end: Double?) {
        self.property = property; self.identity = identity; self.start = start; self.end = end
    }

    /// The span of `animation` started at `t` and ending at `end` (its delays, scaled by
    /// the speeds around them, hold the start: AnimationModifier.delay); no animation is a
    /// jump at `t`.
    init(_ property: String, _ identity: String, startedAt t: Double, _ animation: Animation?, end: Double?) {
        let delay = animation.map(Self.leadingDelay) ?? 0
        self.init(property: property, identity: identity, start: min(t + delay, end ?? .infinity), end: end)
    }

    /// The span of an effect played with `animation` from `t` to the animation's end.
    init(_ property: String, _ identity: String, startedAt t: Double, _ animation: Animation) {
        self.init(property, identity, startedAt: t, animation, end: animation.duration.map { t + $0 })
    }

    /// Seconds the animation waits before it first moves: every `delay` in its chain, each
    /// scaled by the `speed` modifiers applied after it (outside it). A delay inside a
    /// repeat holds each run, the first one too.
    static func leadingDelay(_ animation: Animation) -> Double {
        var total = 0.0, scale = 1.0
        for modifier in animation.modifiers.reversed() {
            switch modifier {
            case .delay(let d): total += d * scale
            case .speed(let f): scale /= f
            case .repeatCount, .repeatForever: break
            }
        }
        return total
    }
}

/// One sample of an animation: its progress (the animated value on a 0 → 1
/// change) at a time in seconds since the animation started.
public struct AnimationSample: Sendable, Hashable {
    public let time: Double
    public let value: Double

    public init(time: Double, value: Double) {
        self.time = time
        self.value = value
    }
}

extension Animation {
    /// How long `samples()` looks by default: the whole animation, or, for one
    /// that repeats forever, its first full cycle (there and back when it
    /// autoreverses), delays and speed included.
    public var samplingDuration: Double {
        if let duration { return duration }
        // Up to the forever-repeat: a finite animation (a repeat only wraps one).
        guard let foreverIndex = modifiers.firstIndex(where: {
            if case .repeatForever = $0 { return true } else { return false }
        }) else { preconditionFailure("an animation without a duration repeats forever") }
        let inner = Animation(curve: curve, modifiers: Array(modifiers[..<foreverIndex]), resolvedFrom: self)
        guard case .repeatForever(let autoreverses) = modifiers[foreverIndex], let run = inner.duration else {
            preconditionFailure("repeatForever wraps an animation that ends")
        }
        var cycle = autoreverses ? 2 * run : run
        // Modifiers outside the forever-repeat: a delay lengthens the first
        // cycle, a speed shortens it.
        for modifier in modifiers[(foreverIndex + 1)...] {
            switch modifier {
            case .delay(let delay): cycle += delay
            case .speed(let factor): cycle /= factor
            case .repeatCount, .repeatForever: break  // refused on top of a forever-repeat
            }
        }
        return cycle
    }

    /// The animation's progress at `count` evenly spaced instants from 0 to
    /// `duration` inclusive (default: `samplingDuration`).
    public func samples(count: Int = 61, duration: Double? = nil) throws(AnimationParameterError) -> [AnimationSample] {
        guard count >= 2 else {
            throw AnimationParameterError(
                parameter: "count", message: "count must be 2 or more to cover a start and an end, not \(count)")
        }
        let end = duration ?? samplingDuration
        try ParameterCheck.positive(end, "duration")
        // A span past an hour would be sampled at instants whose spelling overflows.
        try ParameterCheck.within(end, "duration", 0...AnimationLimits.longestAnimation, unit: " s")
        return (0..<count).map { index in
            // i/(n−1) then scale, so that the last sample lands exactly on `end`.
            let time = index == count - 1 ? end : end * Double(index) / Double(count - 1)
            return AnimationSample(time: time, value: progress(at: time))
        }
    }
}

/// A change to an animation's timing, applied on top of everything before it in
/// the chain (as SwiftUI's modifiers wrap the animation they are called on).
/// Order matters: `easeIn.delay(1).repeatCount(3)` waits before each of the three
/// runs; `easeIn.repeatCount(3).delay(1)` waits once.
public enum AnimationModifier: Sendable, Hashable {
    /// Waits this many seconds, holding the start, before the animation begins.
    case delay(Double)
    /// Plays this many times faster (0.5 is half speed, twice as long).
    case speed(Double)
    /// Plays `count` times in all. With `autoreverses`, every second run plays
    /// backwards; reversing counts towards `count` (Apple: "a repeatCount of one
    /// plays the animation forward once … When autoreverse is true and repeatCount
    /// is 2, the animation moves forward, then reverses, then stops").
    case repeatCount(Int, autoreverses: Bool)
    /// Plays again and again, never ending; with `autoreverses`, every second run
    /// plays backwards.
    case repeatForever(autoreverses: Bool)
}

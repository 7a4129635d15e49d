import KeylineMotion

/// A scripted session on one screen: events in time, rendered as one continuous frame
/// sequence.
public struct StoryboardDefinition: Sendable {
    public var name: String
    /// The screen it starts on (its body and its state).
    public var screen: String
    /// State that differs from the screen's at the start, in place before anything plays.
    public var state: [(name: String, value: ValueTemplate)] = []
    public var events: [StoryboardEvent]
    /// Hold the last frame until this time; by default the sequence ends when everything
    /// has settled after the last event.
    public var duration: Double?
    public var location: SourceLocation
}

public struct StoryboardEvent: Sendable {
    public var time: Double
    /// Repeats the event every `interval` seconds, `count` times in all (a countdown).
    public var repeating: (interval: Double, count: Int)?
    public var action: Action
    public var location: SourceLocation

    public enum Action: Sendable {
        /// `withAnimation(animation) { state = … }`; nil animation changes at once.
        case set(StateChange)
        /// A finger down on a button and up again `hold` later: `press` (a boolean state
        /// variable) is true in between; `then` happens on release.
        case tap(press: String?, hold: Double, then: StateChange?)
        /// A finger dragging a pager horizontally by `by` points over `duration`, then
        /// lifting: the page turns if the drag went past `threshold` or was fast enough,
        /// else the pages spring back.
        case swipe(Swipe)
    }
}

/// New values for state variables (templates evaluated against the state at that
/// moment) and the animation that carries the change.
public struct StateChange: Sendable {
    public var values: [(name: String, value: ValueTemplate)]
    public var animation: Animation?
    public init(values: [(name: String, value: ValueTemplate)], animation: Animation?) {
        self.values = values; self.animation = animation
    }
}

public struct Swipe: Sendable {
    /// The state variable the pager's `drag` reads, in points.
    public var dragVariable: String
    /// The state variable the pager's `selection` reads, and how many pages there are.
    public var pageVariable: String
    public var pageCount: Int
    public var distance: Double
    public var duration: Double
    /// UrbanNest's spec: a swipe of 50 pt or more turns the page.
    public var threshold: Double
    /// A release faster than this (points per second) turns the page however short the
    /// swipe ("fast swipe").
    public var flickVelocity: Double
    /// How the page turns on release, and how it springs back when it doesn't.
    public var completion: Animation?
    public var cancel: Animation?
}

import KeylineCore
import KeylineMotion
import Synchronization

/// A screen playing over time: its appear effects, and the state changes of a storyboard
/// animated as SwiftUI animates them.
///
/// At every event the view trees just before and just after it are compared view by view
/// (by identity):
/// - an animatable value that changed starts a residual from what was shown to the new
///   target, carried by the view's scoped `animation`, else the event's animation;
/// - a view that appears plays its `appear` effect and its insertion transition;
/// - a view that goes plays its removal transition, drawn where it was (a departure);
/// - a pager whose page changes slides (or crossfades, for jumps and reduced motion).
/// The frame at time t is the tree for the state at t with all of that applied.
public final class SceneTimeline: Sendable {
    public let states: StateTimeline
    public let variant: Variant
    private let screen: ScreenDefinition
    private let instantiator: Instantiator
    private let policy: MotionPolicy
    let motion: Motion
    private let trees = Mutex<[[String: Value]: ViewNode]>([:])

    /// When everything has settled: the last event, and every animation it started,
    /// finished. nil when something repeats forever.
    public let settleTime: Double?
    /// When every animation that ends has ended (ignoring those that repeat forever).
    public let finiteSettleTime: Double
    /// Every animation the timeline plays, view by view, in the order they were recorded
    /// (event by event, in tree order): what a motion golden's tracks are made of.
    public var spans: [TimelineSpan] { motion.spans }

    public init(document: SceneDocument, screen: ScreenDefinition, variant: Variant, states: StateTimeline) throws(SceneError) {
        self.states = states
        self.variant = variant
        self.screen = screen
        self.instantiator = Instantiator(document: document, variant: variant)
        self.policy = MotionPolicy(reduced: variant.motion == .reduced)
        var builder = MotionBuilder(policy: policy)
        // Every state the events go through is built once: bounded all together.
        let budget = ViewBudget(.sequence, limit: SceneLimits.viewsPerSequence)
        let first = try Self.instantiate(instantiator, screen, states.state(at: 0, includingChangesAt: false), cache: trees, budget: budget)
        builder.start(TreeIndex(first))
        for t in states.eventTimes {
            let before = try Self.instantiate(instantiator, screen, states.state(at: t, includingChangesAt: false), cache: trees, budget: budget)
            // A finger that starts moving changes the structure (a neighbouring page comes
            // into view) the moment it moves: look just after the start.
            let afterState = states.isDriveStart(t) ? states.state(at: t + 1e-6) : states.state(at: t)
            let after = try Self.instantiate(instantiator, screen, afterState, cache: trees, budget: budget)
            builder.diff(before: TreeIndex(before), beforeTree: before, after: TreeIndex(after), at: t,
                         animation: states.animation(at: t))
        }
        motion = builder.motion
        let lastEvent = max(states.eventTimes.last ?? 0, states.drives.map(\.end).max() ?? 0, states.holdUntil ?? 0)
        finiteSettleTime = max(lastEvent, motion.finiteEnd)
        settleTime = motion.endsForever ? nil : finiteSettleTime
    }

    /// The frame at time t (seconds since the screen appeared).
    public func frame(at t: Double) throws(SceneError) -> TimelineFrame {
        let tree = try Self.instantiate(instantiator, screen, states.state(at: t), cache: trees)
        return TimelineFrame(time: t, tree: motion.present(tree, at: t, policy: policy),
                             departures: motion.departures(at: t))
    }

    /// The tree for a state; trees are cached, since most frames share their state. At
    /// most `cacheLimit` are kept (a storyboard may go through a thousand states).
    private static func instantiate(_ instantiator: Instantiator, _ screen: ScreenDefinition, _ state: [String: Value],
                                    cache: borrowing Mutex<[[String: Value]: ViewNode]>, budget: ViewBudget? = nil) throws(SceneError) -> ViewNode {
        if let cached = cache.withLock({ $0[state] }) { return cached }
        let tree = try instantiator.instantiate(screen, state: state, budget: budget)
        cache.withLock { trees in
            if trees.count >= cacheLimit { trees.removeAll() }
            trees[state] = tree
        }
        return tree
    }

    private static let cacheLimit = 64
}

/// One instant of a timeline: the tree to lay out and draw, and the views that are on
/// their way out, drawn where they were.
public struct TimelineFrame: Sendable {
    public let time: Double
    public let tree: ViewNode
    public let departures: [Departure]
}

/// A view removed by a change and still fading (or moving) out. It is drawn as it was laid
/// out in `tree` — the screen at the instant it left — wrapped in `effect`.
public struct Departure: Sendable {
    /// Identifies this departure for caching its layout.
    public let key: String
    public let identity: String
    /// The view it was a child (or decoration) of, still in the tree when it left.
    public let parent: String
    public let tree: ViewNode
    public let effect: [ViewModifier]
}

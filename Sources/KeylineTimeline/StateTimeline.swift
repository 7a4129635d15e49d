import KeylineCore
import KeylineMotion

/// A screen's state over time: discrete changes, each carried by an animation (or none),
/// and drives — a variable following a finger continuously between two instants.
public struct StateTimeline: Sendable {
    public struct Change: Sendable {
        public var time: Double
        public var values: [String: Value]
        public var animation: Animation?
    }

    public struct Drive: Sendable {
        public var variable: String
        public var start: Double
        public var end: Double
        public var from: Double
        public var to: Double

        /// A finger moving at constant speed.
        func value(at t: Double) -> Double { from + (to - from) * min(1, max(0, (t - start) / (end - start))) }
    }

    public let initial: [String: Value]
    /// In time order; changes at the same instant apply in the order written.
    public let changes: [Change]
    public let drives: [Drive]
    /// The storyboard's own end, if it gives one.
    public let holdUntil: Double?

    public init(initial: [String: Value], changes: [Change] = [], drives: [Drive] = [], holdUntil: Double? = nil) {
        self.initial = initial
        self.changes = changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        self.drives = drives
        self.holdUntil = holdUntil
    }

    /// The state at t. `includingChangesAt` decides whether changes at exactly t have
    /// happened; drives are evaluated at t either way.
    public func state(at t: Double, includingChangesAt: Bool = true) -> [String: Value] {
        var state = initial
        for change in changes where change.time < t || (includingChangesAt && change.time == t) {
            state.merge(change.values) { _, new in new }
        }
        // At its end the finger is still down until the release's change applies.
        for drive in drives where drive.start <= t && (t < drive.end || (t == drive.end && !includingChangesAt)) {
            state[drive.variable] = .number(drive.value(at: t))
        }
        return state
    }

    /// The instants at which structure or targets can jump: changes, and drive starts.
    public var eventTimes: [Double] {
        Array(Set(changes.map(\.time) + drives.map(\.start))).sorted()
    }

    public func isDriveStart(_ t: Double) -> Bool { drives.contains { $0.start == t } }

    /// The animation that carries the changes at t: the last one written there.
    public func animation(at t: Double) -> Animation? {
        changes.last { $0.time == t && $0.animation != nil }?.animation
    }

    /// True when some drive is moving at t.
    public func isDriving(at t: Double) -> Bool { drives.contains { $0.start <= t && t < $0.end } }
}

extension StateTimeline {
    /// Plays a storyboard: taps become press and release, swipes a drive and the release's
    /// decision, repeats their copies; `set` values are evaluated against the state at the
    /// moment they apply.
    public static func compile(_ storyboard: StoryboardDefinition, screen: ScreenDefinition,
                               variant: Variant) throws(SceneError) -> StateTimeline {
        var actions: [(time: Double, step: Step)] = []
        for event in storyboard.events {
            let count = event.repeating?.count ?? 1
            for k in 0..<count {
                let t = event.time + Double(k) * (event.repeating?.interval ?? 0)
                switch event.action {
                case .set(let change):
                    actions.append((t, .set(change)))
                case .tap(let press, let hold, let then):
                    if let press { actions.append((t, .press(press, true))) }
                    if let press { actions.append((t + hold, .press(press, false))) }
                    if let then { actions.append((t + hold, .set(then))) }
                case .swipe(let swipe):
                    actions.append((t, .swipe(swipe)))
                }
            }
        }
        // Stable: simultaneous steps keep the order they were written in.
        actions = actions.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)

        let builtins = variant.builtins
        var state = screen.stateScope
        for (name, template) in storyboard.state {
            guard let value = try template.evaluate(in: Scope(builtins).adding(state)).plainValue else {
                throw SceneError(.invalidValue, "a state value is a number, boolean, text or list", at: template.location)
            }
            try SceneLimits.checkState(value, name, at: template.location)
            state[name] = value
        }
        let initial = state
        var changes: [Change] = [], drives: [Drive] = []
        func apply(_ values: [String: Value], _ time: Double, _ animation: Animation?) {
            state.merge(values) { _, new in new }
            changes.append(Change(time: time, values: values, animation: animation))
        }
        for (time, step) in actions {
            switch step {
            case .set(let change):
                var values: [String: Value] = [:]
                let scope = Scope(builtins).adding(state)
                for (name, template) in change.values {
                    guard let value = try template.evaluate(in: scope).plainValue else {
                        throw SceneError(.invalidValue, "a state value is a number, boolean, text or list", at: template.location)
                    }
                    try SceneLimits.checkState(value, name, at: template.location)
                    values[name] = value
                }
                apply(values, time, change.animation)
            case .press(let name, let down):
                apply([name: .bool(down)], time, nil)
            case .swipe(let swipe):
                let start: Double
                if case .number(let d) = state[swipe.dragVariable] { start = d } else { start = 0 }
                let release = time + swipe.duration
                drives.append(Drive(variable: swipe.dragVariable, start: time, end: release, from: start, to: start + swipe.distance))
                let page: Double
                if case .number(let p) = state[swipe.pageVariable] { page = p } else { page = 0 }
                let fast = abs(swipe.distance) / swipe.duration >= swipe.flickVelocity
                let far = abs(swipe.distance) >= swipe.threshold
                // Dragging leftwards (negative) moves to the next page.
                let target = page + (swipe.distance < 0 ? 1 : -1)
                if (far || fast) && target >= 0 && target < Double(swipe.pageCount) {
                    apply([swipe.pageVariable: .number(target), swipe.dragVariable: .number(0)], release, swipe.completion)
                } else {
                    apply([swipe.dragVariable: .number(0)], release, swipe.cancel)
                }
            }
        }
        return StateTimeline(initial: initial, changes: changes, drives: drives, holdUntil: storyboard.duration)
    }

    private enum Step {
        case set(StateChange)
        case press(String, Bool)
        case swipe(Swipe)
    }
}

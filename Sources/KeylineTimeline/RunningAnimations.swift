import KeylineMotion

/// One animation a timeline plays: which view, what it animates, when it starts and ends,
/// and its curve. What `keyline studio` plots under a scrubbed frame.
public struct PlayedAnimation: Sendable, Equatable {
    /// The view's identity (its id, or its place in the tree).
    public let identity: String
    /// What it animates: an animatable value's name (`opacity`, `offset`…), or `appear`,
    /// `insertion`, `removal`, `content` for effects and transitions.
    public let property: String
    public let start: Double
    /// When it ends; nil when it repeats forever.
    public let end: Double?
    public let animation: Animation

    public func isRunning(at t: Double) -> Bool { t >= start && (end.map { t < $0 } ?? true) }
}

extension SceneTimeline {
    /// Every animation the timeline plays, by start time (then identity and property); at
    /// most `limit` (a storyboard may start thousands).
    public func playedAnimations(limit: Int = 256) -> [PlayedAnimation] {
        var all: [PlayedAnimation] = []
        func add(_ identity: String, _ property: String, _ start: Double, _ animation: Animation) {
            all.append(PlayedAnimation(identity: identity, property: property, start: start,
                                       end: animation.duration.map { start + $0 }, animation: animation))
        }
        for (identity, keyed) in motion.tracks {
            for (property, track) in keyed {
                for residual in track.residuals {
                    guard let animation = residual.animation else { continue }
                    add(identity, property, residual.start, animation)
                }
            }
        }
        for (identity, appears) in motion.appearAnimations { for a in appears { add(identity, "appear", a.start, a.animation) } }
        for (identity, effects) in motion.entrances { for e in effects { add(identity, "insertion", e.start, e.animation) } }
        for exit in motion.exits { add(exit.identity, "removal", exit.effect.start, exit.effect.animation) }
        for (identity, fades) in motion.crossfades { for c in fades { add(identity, "content", c.effect.start, c.effect.animation) } }
        all.sort { ($0.start, $0.identity, $0.property) < ($1.start, $1.identity, $1.property) }
        return Array(all.prefix(limit))
    }
}

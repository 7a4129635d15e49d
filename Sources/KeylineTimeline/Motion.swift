import KeylineCore
import KeylineMotion

/// Everything a timeline animates, recorded by identity, and how it is applied to the
/// tree of an instant.
struct Motion: Sendable {
    /// identity → animatable value name → residuals.
    var tracks: [String: [String: PropertyTrack]] = [:]
    /// identity → when its `appear` effects start (a view may appear again after leaving).
    var appearStarts: [String: [Double]] = [:]
    /// identity → its `appear` effects' animations, each with its start (`RunningAnimations`).
    var appearAnimations: [String: [(start: Double, animation: Animation)]] = [:]
    /// identity → how it entered, for insertion transitions, each time it did.
    var entrances: [String: [Effect]] = [:]
    /// Views removed by a change, fading or moving out where they were.
    var exits: [Exit] = []
    /// Every animation recorded, in the order they started (`SceneTimeline.spans`).
    var spans: [TimelineSpan] = []
    /// pager identity → pages that slid out of the selection and are still in view.
    var leavingPages: [String: [LeavingPage]] = [:]
    /// identity → text or image content replaced, crossfading old into new.
    var crossfades: [String: [Crossfade]] = [:]

    /// An effect (transition values) played from `start` with `animation`.
    struct Effect: Sendable {
        let start: Double
        let values: EffectValues
        let animation: Animation
        func amount(at t: Double) -> Double? {
            guard t >= start, !animation.isFinished(at: t - start) else { return nil }
            return animation.progress(at: t - start)
        }
    }

    struct Exit: Sendable {
        let identity: String
        let parent: String
        let tree: ViewNode
        let effect: Effect
    }

    struct LeavingPage: Sendable {
        let index: Int
        let node: ViewNode
        let start: Double
        let end: Double
    }

    struct Crossfade: Sendable {
        let old: ViewKind
        let effect: Effect
    }

    // MARK: Ends

    /// The latest end of anything that ends.
    var finiteEnd: Double {
        var end = 0.0
        for keyed in tracks.values { for track in keyed.values { if let e = track.end { end = max(end, e) } } }
        for e in entrances.values.joined() { if let d = e.animation.duration { end = max(end, e.start + d) } }
        for x in exits { if let d = x.effect.animation.duration { end = max(end, x.effect.start + d) } }
        for pages in leavingPages.values { for p in pages { end = max(end, p.end) } }
        for c in crossfades.values.joined() { if let d = c.effect.animation.duration { end = max(end, c.effect.start + d) } }
        return max(end, appearEnd)
    }

    /// Appear effects end at their start plus their animation's duration; that is
    /// recorded per view when it is inserted (see MotionBuilder).
    var appearEnd = 0.0
    var endsForever = false

    // MARK: Presenting a tree at an instant

    func present(_ node: ViewNode, at t: Double, policy: MotionPolicy) -> ViewNode {
        var node = node
        if let keyed = tracks[node.identity] {
            let targets = node.animatableValues
            var shown = AnimatableValues()
            for (key, track) in keyed {
                guard let target = targets[key], let r = track.residual(at: t), r.value.count == target.count else { continue }
                shown[key] = zip(target, r.value).map { $0.isFinite ? $0 + $1 : $0 }
            }
            node = node.replacing(shown)
        }
        node.kind = node.kind.mapChildren { present($0, at: t, policy: policy) }
        if case .pager(var spec, var pages) = node.kind, let leaving = leavingPages[node.identity] {
            for page in leaving where page.start <= t && t < page.end && !spec.pageIndices.contains(page.index) {
                pages.append(present(page.node, at: t, policy: policy))
                spec.pageIndices.append(page.index)
            }
            node.kind = .pager(spec, pages)
        }
        node.modifiers = node.modifiers.map { modifier in
            switch modifier {
            case .background(let v, let a): .background(present(v, at: t, policy: policy), a)
            case .overlay(let v, let a): .overlay(present(v, at: t, policy: policy), a)
            case .parallax where policy.reduced: .parallax(0)
            default: modifier
            }
        }
        return applyEffects(node, at: t)
    }

    /// Replaces `appear` and `transition` modifiers by the drawing they do at t, and
    /// crossfades replaced content.
    private func applyEffects(_ node: ViewNode, at t: Double) -> ViewNode {
        var node = node
        var modifiers: [ViewModifier] = []
        var entranceApplied = false
        for modifier in node.modifiers {
            switch modifier {
            case .appear(let spec):
                guard let start = appearStarts[node.identity]?.last(where: { $0 <= t }),
                      !spec.animation.isFinished(at: t - start) else { continue }
                let remaining = 1 - spec.animation.progress(at: t - start)
                modifiers += Self.drawing(spec.from, amount: remaining)
                if let from = spec.from.reveal, case .text(var text) = node.kind {
                    let full = text.revealedCharacters ?? Double(text.content.count)
                    text.revealedCharacters = max(0, full + (from - full) * remaining)
                    node.kind = .text(text)
                }
            case .transition:
                if let entrance = latest(entrances[node.identity], at: t), let p = entrance.amount(at: t) {
                    modifiers += Self.drawing(entrance.values, amount: 1 - p)
                }
                entranceApplied = true
            default:
                modifiers.append(modifier)
            }
        }
        if !entranceApplied, let entrance = latest(entrances[node.identity], at: t), let p = entrance.amount(at: t) {
            modifiers += Self.drawing(entrance.values, amount: 1 - p)
        }
        node.modifiers = modifiers
        if let crossfade = crossfades[node.identity]?.last(where: { $0.effect.start <= t }), let p = crossfade.effect.amount(at: t) {
            let old = ViewNode(kind: crossfade.old, modifiers: [.opacity(1 - p)], identity: node.identity + "#old", location: node.location)
            let new = ViewNode(kind: node.kind, modifiers: [.opacity(p)], identity: node.identity + "#new", location: node.location)
            node.kind = .zstack(.center, [old, new])
        }
        return node
    }

    /// The effect that started last at or before t.
    private func latest(_ effects: [Effect]?, at t: Double) -> Effect? { effects?.last { $0.start <= t } }

    /// The drawing modifiers of an effect `amount` of the way from rest (0) to its values (1).
    static func drawing(_ e: EffectValues, amount k: Double) -> [ViewModifier] {
        var result: [ViewModifier] = []
        if let s = e.scale { result.append(.scale(x: 1 + (s - 1) * k, y: 1 + (s - 1) * k, anchor: e.anchor)) }
        if let r = e.rotation { result.append(.rotation(degrees: r * k, anchor: e.anchor)) }
        if let o = e.offset { result.append(.offset(x: o.x * k, y: o.y * k)) }
        if let o = e.relativeOffset { result.append(.relativeOffset(x: o.x * k, y: o.y * k)) }
        if let o = e.opacity { result.append(.opacity(max(0, min(1, 1 + (o - 1) * k)))) }
        return result
    }

    func departures(at t: Double) -> [Departure] {
        exits.compactMap { exit in
            guard let p = exit.effect.amount(at: t) else { return nil }
            return Departure(key: "\(exit.identity)@\(exit.effect.start)", identity: exit.identity, parent: exit.parent, tree: exit.tree,
                             effect: Self.drawing(exit.effect.values, amount: p))
        }
    }
}

import KeylineCore
import KeylineMotion

/// Records a timeline's motion event by event, by comparing the trees before and after.
struct MotionBuilder {
    let policy: MotionPolicy
    var motion = Motion()

    init(policy: MotionPolicy) { self.policy = policy }

    /// The screen appears: every view in it plays its `appear` effect from time 0.
    /// (`index[identity]!` throughout: `order` lists exactly the identities the index holds.)
    mutating func start(_ index: TreeIndex) {
        for identity in index.order { recordAppear(index[identity]!.node, at: 0) }
    }

    /// `beforeTree` is the tree `before` indexes; a departing view is drawn from it as it
    /// was shown just before t.
    mutating func diff(before: TreeIndex, beforeTree: ViewNode, after: TreeIndex, at t: Double, animation: Animation?) {
        let jumpingPagers = pagerJumps(before: before, after: after)
        // Only a departure needs the tree as shown, and it must be taken before this
        // event's own residuals (which start at t) are recorded.
        let departs = before.order.contains { after[$0] == nil }
        let shownBefore = departs ? motion.present(beforeTree, at: t, policy: policy) : beforeTree

        for identity in after.order {
            let entry = after[identity]!
            let animation = Self.effective(entry, animation)
            guard let old = before[identity] else {
                inserted(entry, before: before, after: after, at: t, animation: animation, jumpingPagers: jumpingPagers)
                continue
            }
            changed(identity, from: old.node, to: entry.node, at: t, animation: animation,
                    jumps: jumpingPagers.contains(identity))
        }
        for identity in before.order where after[identity] == nil {
            let entry = before[identity]!
            guard let parent = entry.parent, after[parent] != nil else { continue } // went with an ancestor
            removed(entry, parent: parent, shownBefore: shownBefore, at: t,
                    animation: Self.effective(entry, animation), jumps: jumpingPagers.contains(parent))
        }
    }

    /// The view's scoped animation, else the change's.
    private static func effective(_ entry: TreeIndex.Entry, _ animation: Animation?) -> Animation? {
        if let scoped = entry.scopedAnimation { return scoped }
        return animation
    }

    /// Pagers that jump more than one page, or any page under reduced motion: they
    /// crossfade instead of sliding.
    private func pagerJumps(before: TreeIndex, after: TreeIndex) -> Set<String> {
        var jumps = Set<String>()
        for identity in after.order {
            guard case .pager(let a, _) = after[identity]!.node.kind,
                  case .pager(let b, _)? = before[identity]?.node.kind, a.position != b.position else { continue }
            if policy.reduced || abs(a.position - b.position) > 1 { jumps.insert(identity) }
        }
        return jumps
    }

    // MARK: Changed values

    private mutating func changed(_ identity: String, from old: ViewNode, to new: ViewNode, at t: Double,
                                  animation: Animation?, jumps: Bool) {
        let before = old.animatableValues, after = new.animatableValues
        for (key, target) in after {
            guard let previous = before[key], previous.count == target.count, previous != target else { continue }
            let shown = residual(identity, key, at: t)
            let value = zip(previous, shown?.value ?? previous.map { _ in 0 }).map { $0 + $1 }
            let displacement = zip(value, target).map { a, b in a.isFinite && b.isFinite ? a - b : 0 }
            var keyAnimation = policy.animation(for: key, animation)
            if jumps && key.hasPrefix("pager.") { keyAnimation = nil }
            let r = Residual(start: t, displacement: displacement, velocity: shown?.velocity ?? displacement.map { _ in 0 },
                             animation: keyAnimation)
            motion.tracks[identity, default: [:]][key, default: PropertyTrack()].add(r)
            motion.spans.append(TimelineSpan(key, identity, startedAt: t, keyAnimation, end: r.end))
            if r.end == nil { motion.endsForever = true }
        }
        if let animation, Self.contentChanged(old.kind, new.kind) {
            motion.crossfades[identity, default: []].append(.init(old: old.kind, effect: .init(start: t, values: .identity, animation: animation)))
            motion.spans.append(TimelineSpan("crossfade", identity, startedAt: t, animation))
            if animation.duration == nil { motion.endsForever = true }
        }
    }

    private func residual(_ identity: String, _ key: String, at t: Double) -> (value: [Double], velocity: [Double])? {
        motion.tracks[identity]?[key]?.residual(at: t)
    }

    /// Text or an image that changed into something else crossfades (SwiftUI fades a
    /// Text whose string changes inside an animation).
    private static func contentChanged(_ a: ViewKind, _ b: ViewKind) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): x.content != y.content || x.font != y.font
        case (.image(let x), .image(let y)): x.source != y.source
        default: false
        }
    }

    // MARK: Views that come and go

    private mutating func inserted(_ entry: TreeIndex.Entry, before: TreeIndex, after: TreeIndex, at t: Double,
                                   animation: Animation?, jumpingPagers: Set<String>) {
        recordAppear(entry.node, at: t)
        guard let parent = entry.parent, before[parent] != nil else { return }
        // Pages slide in with the pager's position; only a jump fades them in.
        if entry.isPagerPage && !jumpingPagers.contains(parent) { return }
        let spec = entry.isPagerPage ? TransitionSpec.opacity : policy.transition(Self.transition(of: entry.node))
        guard !spec.insertion.isIdentity, let carrier = Self.carrier(spec, entry: entry, animation) else { return }
        motion.entrances[entry.node.identity, default: []].append(.init(start: t, values: spec.insertion, animation: carrier))
        motion.spans.append(TimelineSpan("insertion", entry.node.identity, startedAt: t, carrier))
        if carrier.duration == nil { motion.endsForever = true }
    }

    private mutating func removed(_ entry: TreeIndex.Entry, parent: String, shownBefore: ViewNode, at t: Double,
                                  animation: Animation?, jumps: Bool) {
        if let index = entry.pageIndex, !jumps {
            guard animation != nil else { return }
            // The page slides away with the pager's position; keep it in the pager until
            // the position (and any drag) has settled.
            let tracks = motion.tracks[parent] ?? [:]
            let end = max(t, tracks["pager.position"]?.end ?? t, tracks["pager.drag"]?.end ?? t)
            motion.leavingPages[parent, default: []].append(.init(index: index, node: entry.node, start: t, end: end))
            motion.spans.append(TimelineSpan(property: "page", identity: entry.node.identity, start: t, end: end))
            return
        }
        let spec = entry.isPagerPage ? TransitionSpec.opacity : policy.transition(Self.transition(of: entry.node))
        guard !spec.removal.isIdentity, let carrier = Self.carrier(spec, entry: entry, animation) else { return }
        motion.exits.append(.init(identity: entry.node.identity, parent: parent, tree: shownBefore,
                                  effect: .init(start: t, values: spec.removal, animation: carrier)))
        motion.spans.append(TimelineSpan("removal", entry.node.identity, startedAt: t, carrier))
        if carrier.duration == nil { motion.endsForever = true }
    }

    /// What carries a view in or out: a page's crossfade (when the change animates), the
    /// transition's own animation, else the change's; nil: it comes or goes at once.
    private static func carrier(_ spec: TransitionSpec, entry: TreeIndex.Entry, _ animation: Animation?) -> Animation? {
        if entry.isPagerPage { return animation == nil ? nil : MotionPolicy.crossfade }
        return spec.animation ?? animation
    }

    /// A view's own transition, or SwiftUI's default, a fade.
    private static func transition(of node: ViewNode) -> TransitionSpec {
        for modifier in node.modifiers { if case .transition(let spec) = modifier { return spec } }
        return .opacity
    }

    /// A view that appears plays its `appear` effects from now (not under reduced motion).
    private mutating func recordAppear(_ node: ViewNode, at t: Double) {
        guard policy.playsAppearEffects else { return }
        for modifier in node.modifiers {
            guard case .appear(let spec) = modifier else { continue }
            motion.appearStarts[node.identity, default: []].append(t)
            motion.appearAnimations[node.identity, default: []].append((t, spec.animation))
            motion.spans.append(TimelineSpan("appear", node.identity, startedAt: t, spec.animation))
            if let d = spec.animation.duration { motion.appearEnd = max(motion.appearEnd, t + d) } else { motion.endsForever = true }
        }
    }
}

import KeylineMotion

extension Converter {
    /// An animation in SwiftUI's syntax — `easeOut(duration: 0.4).delay(0.2)`,
    /// `spring(response: 0.6, dampingFraction: 0.7)` — or `none`. Mistakes are reported
    /// at the column inside the text where they are.
    public func animation(_ node: ValueNode, _ what: String) throws(SceneError) -> Animation? {
        guard case .string(let text) = node.scalar else {
            throw mismatch(node, "an animation", for: what, hint: "e.g. easeOut(duration: 0.3)")
        }
        if text == "none" { return nil }
        do {
            return try Animation(parsing: text)
        } catch {
            throw SceneError(.animationInvalid, "in this animation: \(error.messageWithoutSuggestion)", at: node.location.advanced(by: error.column),
                             fixIt: error.fixIt(in: text))
        }
    }

    /// `{ opacity: 0, offset: [0, 20], scale: 0.9, rotation: -10, reveal: 0, move: bottom,
    /// anchor: center }` — the far end of an appearance or a transition.
    public func effect(_ node: ValueNode, _ what: String) throws(SceneError) -> EffectValues {
        if case .string(let name) = node.scalar { return try namedEffect(name, node, what).insertion }
        let e = try entries(node, what, allowed: ["opacity", "offset", "scale", "rotation", "reveal", "move", "anchor"])
        var effect = EffectValues()
        if let n = e["opacity"] { effect.opacity = try opacity(n, "\(what).opacity") }
        if let n = e["offset"] { let o = try offset(n, "\(what).offset"); effect.offset = Point(x: o.x, y: o.y) }
        if let n = e["scale"] { effect.scale = try number(n, "\(what).scale", minimum: 0) }
        if let n = e["rotation"] { effect.rotation = try number(n, "\(what).rotation") }
        if let n = e["reveal"] { effect.reveal = try number(n, "\(what).reveal", minimum: 0) }
        if let n = e["move"] { effect.relativeOffset = try choice(n, "\(what).move", Self.edgeOffsets) }
        if let n = e["anchor"] { effect.anchor = try unitPoint(n, "\(what).anchor") }
        return effect
    }

    /// SwiftUI's `.move(edge:)`: the view moves by its own size towards the edge.
    static let edgeOffsets: [String: Point] = [
        "top": Point(x: 0, y: -1), "bottom": Point(x: 0, y: 1), "leading": Point(x: -1, y: 0), "trailing": Point(x: 1, y: 0),
    ]

    /// `appear: { from: { … }, animation: … }`.
    public func appear(_ node: ValueNode) throws(SceneError) -> AppearSpec {
        let e = try entries(node, "appear", allowed: ["from", "animation"])
        guard let from = e["from"], let animation = e["animation"] else {
            throw SceneError(.missingKey, "'appear' needs 'from' (how the view starts) and 'animation'", at: node.location,
                             hint: "appear: { from: { opacity: 0 }, animation: easeOut(duration: 0.3) }")
        }
        guard let curve = try self.animation(animation, "appear.animation") else {
            throw SceneError(.invalidValue, "an appearance needs an animation, not 'none'", at: animation.location)
        }
        return AppearSpec(from: try effect(from, "appear.from"), animation: curve)
    }

    /// `transition: opacity | scale | slide | identity`, `{ move: bottom }`, any effect
    /// mapping, or `{ insertion: …, removal: … }`.
    public func transition(_ node: ValueNode) throws(SceneError) -> TransitionSpec {
        if case .string(let name) = node.scalar { return try namedEffect(name, node, "transition") }
        if let entries = node.entries, entries.contains(where: { $0.key == "insertion" || $0.key == "removal" }) {
            let e = try self.entries(node, "transition", allowed: ["insertion", "removal"])
            return TransitionSpec(insertion: try e["insertion"].map { n throws(SceneError) in try effect(n, "transition.insertion") } ?? .identity,
                                  removal: try e["removal"].map { n throws(SceneError) in try effect(n, "transition.removal") } ?? .identity)
        }
        let symmetric = try effect(node, "transition")
        return TransitionSpec(insertion: symmetric, removal: symmetric)
    }

    /// SwiftUI's named transitions: `.opacity`, `.scale` (from nothing, centred), `.slide`
    /// (in from the leading edge, out towards the trailing edge), `.identity`.
    private func namedEffect(_ name: String, _ node: ValueNode, _ what: String) throws(SceneError) -> TransitionSpec {
        switch name {
        case "opacity": return .opacity
        case "scale": return TransitionSpec(insertion: EffectValues(scale: 0), removal: EffectValues(scale: 0))
        case "slide":
            return TransitionSpec(insertion: EffectValues(relativeOffset: Point(x: -1, y: 0)),
                                  removal: EffectValues(relativeOffset: Point(x: 1, y: 0)))
        case "identity": return .identity
        default:
            throw SceneError(.invalidValue, "unknown transition '\(name)'", at: node.location,
                             suggesting: name, in: ["opacity", "scale", "slide", "identity"], otherwise: "opacity, scale, slide, identity, or { move: bottom }")
        }
    }
}

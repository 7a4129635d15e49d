import KeylineCore
import KeylineMotion

/// What reduced motion changes, following Apple's guidance ("replace animations that
/// move with a dissolve") and the seed specs (UrbanNest: slides become a crossfade,
/// staged fade-ins appear at once, the page indicator updates at once, no parallax):
///
/// - changes that move, resize, turn or scale something happen at once;
/// - fades and colour changes keep their animation;
/// - `appear` effects are skipped: views are there from the start;
/// - transitions keep only their fade;
/// - pages change by a crossfade instead of sliding, and parallax is off.
struct MotionPolicy: Sendable {
    let reduced: Bool

    /// Apple's dissolve for reduced motion, also used for non-adjacent page jumps (the
    /// UrbanNest spec's 200 ms crossfade).
    static let crossfade = try! Animation(parsing: "easeInOut(duration: 0.2)")

    /// A key is a kind's property (`trim`, `pager.position`) or a modifier's `name#n`; both
    /// vocabularies say whether animating it moves something.
    static func isMovement(_ key: String) -> Bool {
        if let property = AnimatableProperty(rawValue: key) { return property.isMovement }
        let name = key.split(separator: "#", maxSplits: 1).first.map(String.init) ?? key
        if name == "relativeOffset" { return true }  // the timeline's own (move transitions)
        return ModifierWord(rawValue: name)?.motion == .movement
    }

    func animation(for key: String, _ animation: Animation?) -> Animation? {
        reduced && Self.isMovement(key) ? nil : animation
    }

    func transition(_ spec: TransitionSpec) -> TransitionSpec {
        guard reduced else { return spec }
        func fadeOnly(_ e: EffectValues) -> EffectValues { e.isIdentity ? e : EffectValues(opacity: e.opacity ?? 0) }
        // A transition with its own animation (iOS's presentations) dissolves in the
        // crossfade's 200 ms, as iOS replaces a presentation's slide with a dissolve.
        return TransitionSpec(insertion: fadeOnly(spec.insertion), removal: fadeOnly(spec.removal),
                              animation: spec.animation == nil ? nil : Self.crossfade)
    }

    var playsAppearEffects: Bool { !reduced }
}

import KeylineMotion
import Yams

/// Reads `storyboards:`.
///
///     storyboards:
///       flow:
///         screen: slide1
///         events:
///           - at: 1.5
///             tap: { press: ctaPressed }
///             set: { page: 1 }
///             animation: easeInOut(duration: 0.3)
///           - at: 3
///             swipe: { drag: dragOffset, page: page, pages: 3, by: -140 }
///             animation: easeInOut(duration: 0.3)
struct StoryboardReader {
    let source: YAMLSource
    let values: ValueTemplateReader
    let diagnostics: DiagnosticLog

    func read(_ node: Node) -> [StoryboardDefinition] {
        (node.orderedPairs ?? []).compactMap { key, body in
            diagnostics.attempt { () throws(SceneError) in try readStoryboard(key, body) }
        }
    }

    private func constant(_ node: Node, _ what: String) throws(SceneError) -> ValueNode {
        let template = try values.read(node)
        guard template.isConstant else { throw SceneError(.invalidValue, "'\(what)' is a constant here", at: template.location) }
        return try template.evaluate(in: Scope())
    }

    private var converter: Converter { Converter(tokens: Tokens(), appearance: .light) }

    /// A time or a length of time, 0 to `SceneLimits.storyboardSeconds`.
    private func seconds(_ node: ValueNode, _ what: String, minimum: Double = 0) throws(SceneError) -> Double {
        let value = try converter.number(node, what, minimum: minimum, limit: .infinity)
        guard value <= SceneLimits.storyboardSeconds else {
            throw SceneLimits.exceeded("'\(what)' is \(value.pointString) s; a storyboard is limited to \(SceneLimits.storyboardSeconds.pointString) s",
                                       at: node.location, hint: "render a long session as several storyboards")
        }
        return value
    }

    private func readStoryboard(_ key: Node, _ node: Node) throws(SceneError) -> StoryboardDefinition {
        let name = key.scalar?.string ?? ""
        if let problem = PathName.problem(name) { throw PathName.error("storyboard name", name, problem, at: source.location(key)) }
        let parts = try source.mapping(node, "storyboard '\(name)'", allowed: Vocabulary.storyboardKeys)
        guard let screen = parts["screen"]?.1.scalar?.string else {
            throw SceneError(.missingKey, "storyboard '\(name)' needs 'screen:', the screen it starts on", at: source.location(key))
        }
        var events: [StoryboardEvent] = []
        var count = 0  // events, each repeat counted
        for item in parts["events"]?.1.sequenceItems ?? [] {
            guard let event = diagnostics.attempt({ () throws(SceneError) in try readEvent(item) }) else { continue }
            count += event.repeating?.count ?? 1
            guard count <= SceneLimits.storyboardEvents else {
                throw SceneLimits.exceeded("storyboard '\(name)' has more than \(SceneLimits.storyboardEvents) events here, counting each repeat; a storyboard is limited to \(SceneLimits.storyboardEvents) events",
                                           at: event.location, hint: "split it into several storyboards")
            }
            events.append(event)
        }
        let duration = try parts["duration"].map { p throws(SceneError) in try seconds(constant(p.1, "duration"), "duration") }
        var storyboard = StoryboardDefinition(name: name, screen: screen, events: events, duration: duration, location: source.location(key))
        if let state = parts["state"] { storyboard.state = try assignments(state.1) }
        return storyboard
    }

    private func readEvent(_ node: Node) throws(SceneError) -> StoryboardEvent {
        let c = converter
        let parts = try source.mapping(node, "an event", allowed: Vocabulary.eventKeys)
        let location = source.location(node)
        guard let at = parts["at"] else { throw SceneError(.missingKey, "an event needs 'at:', its time in seconds", at: location) }
        let time = try seconds(constant(at.1, "at"), "at")
        let animation = try parts["animation"].flatMap { p throws(SceneError) in try c.animation(constant(p.1, "animation"), "animation") }
        let change = try parts["set"].map { p throws(SceneError) in StateChange(values: try assignments(p.1), animation: animation) }

        var repeating: (Double, Int)?
        if let every = parts["every"] {
            let interval = try seconds(constant(every.1, "every"), "every")
            guard interval > 0 else { throw SceneError(.invalidValue, "'every' must be more than 0 seconds", at: source.location(every.1)) }
            guard let times = parts["times"] else { throw SceneError(.missingKey, "'every' needs 'times', how many times in all", at: source.location(every.0)) }
            let count = try c.integer(constant(times.1, "times"), "times", minimum: 1, maximum: SceneLimits.storyboardEvents,
                                      limitHint: "a storyboard has at most \(SceneLimits.storyboardEvents) events, each repeat counted")
            let last = time + Double(count - 1) * interval
            guard last <= SceneLimits.storyboardSeconds else {
                throw SceneLimits.exceeded("the last repeat of this event is at \(last.pointString) s; a storyboard is limited to \(SceneLimits.storyboardSeconds.pointString) s",
                                           at: source.location(times.1), hint: "fewer 'times', or a shorter 'every'")
            }
            repeating = (interval, count)
        }

        let action: StoryboardEvent.Action
        if let tap = parts["tap"] {
            let t = try source.mapping(tap.1, "'tap'", allowed: ["press", "hold"])
            action = .tap(press: t["press"]?.1.scalar?.string,
                          hold: try t["hold"].map { p throws(SceneError) in try seconds(constant(p.1, "hold"), "hold") } ?? 0.1,
                          then: change)
        } else if let swipe = parts["swipe"] {
            action = .swipe(try readSwipe(swipe.1, completion: animation))
        } else if let change {
            action = .set(change)
        } else {
            throw SceneError(.missingKey, "an event does something: 'set', 'tap' or 'swipe'", at: location)
        }
        return StoryboardEvent(time: time, repeating: repeating, action: action, location: location)
    }

    private func assignments(_ node: Node) throws(SceneError) -> [(name: String, value: ValueTemplate)] {
        guard let pairs = node.orderedPairs else { throw SceneError(.typeMismatch, "'set' is a mapping of state variables to values", at: source.location(node)) }
        return try pairs.map { k, v throws(SceneError) in (k.scalar?.string ?? "", try values.read(v)) }
    }

    private func readSwipe(_ node: Node, completion: Animation?) throws(SceneError) -> Swipe {
        let c = converter
        let s = try source.mapping(node, "'swipe'", allowed: Vocabulary.swipeKeys)
        func name(_ key: String) throws(SceneError) -> String {
            guard let v = s[key]?.1.scalar?.string, !v.isEmpty else {
                throw SceneError(.missingKey, "'swipe' needs '\(key)'", at: source.location(node), hint: "swipe: { drag: dragOffset, page: page, pages: 3, by: -140 }")
            }
            return v
        }
        func number(_ key: String, _ fallback: Double?, minimum: Double? = nil) throws(SceneError) -> Double {
            if let p = s[key] {
                return key == "duration" ? try seconds(constant(p.1, key), key, minimum: minimum ?? 0)
                    : try c.number(constant(p.1, key), key, minimum: minimum)
            }
            guard let fallback else { throw SceneError(.missingKey, "'swipe' needs '\(key)'", at: source.location(node)) }
            return fallback
        }
        return Swipe(
            dragVariable: try name("drag"), pageVariable: try name("page"),
            pageCount: try c.integer(constant(s["pages"]?.1 ?? Node("0"), "pages"), "pages", minimum: 1),
            distance: try number("by", nil),
            duration: try number("duration", 0.25, minimum: 0.01),
            threshold: try number("threshold", 50, minimum: 0),
            flickVelocity: try number("flickVelocity", 500, minimum: 0),
            completion: completion,
            cancel: try s["cancel"].map { p throws(SceneError) in try c.animation(constant(p.1, "cancel"), "cancel") } ?? (try? Animation(parsing: "spring")))
    }
}

/// What changed between a motion golden and the film rendered now, in terms of time:
/// "title starts 33 ms later", "cta settles 2 frames earlier", "55 frames → 57",
/// "frames 12–20 differ in illustration". A typed value, so that tests, the report and
/// grouping read the changes, not the sentence.
public struct MotionChanges: Sendable, Equatable, CustomStringConvertible {
    public enum Change: Sendable, Equatable {
        /// The golden was recorded at another frame rate: its frames are not compared.
        case frameRate(expected: Double, actual: Double)
        case frameCount(expected: Int, actual: Int)
        /// The golden's frames are another size in pixels (the device or scale changed): its
        /// frames are not compared, since every one would differ.
        case frameSize(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
        /// Every animation of `view` (or its `property` one, when only some moved) starts
        /// `seconds` later (negative: earlier); its end moved as much.
        case starts(view: String, property: String?, seconds: Double)
        /// It ends (settles) `seconds` later or earlier, its start moved otherwise or not at all.
        case settles(view: String, property: String?, seconds: Double)
        case added(view: String, property: String, start: Double, end: Double?)
        case removed(view: String, property: String)
        /// Where the view is at the start or end of an animation: `field` (x, y, width,
        /// height, opacity, scale) went from `expected` to `actual`.
        case value(view: String, property: String, atEnd: Bool, field: String, expected: Double, actual: Double)
        /// Frames `first...last` (from 0) have different pixels, inside these named views'
        /// boxes (the innermost ones); empty: outside every named view.
        case frames(first: Int, last: Int, views: [String])
    }

    public let changes: [Change]
    /// The film's frame rate, for durations in frames.
    public let fps: Double

    public init(_ changes: [Change], fps: Double) { self.changes = changes; self.fps = fps }

    public var isEmpty: Bool { changes.isEmpty }

    /// The changes as sentences, joined by "; ", a sentence said several times once with
    /// its count (a pager's three pages each losing an animation).
    public var description: String { Self.counted(changes.map(text)).joined(separator: "; ") }

    static func counted(_ sentences: [String]) -> [String] {
        var order: [String] = [], counts: [String: Int] = [:]
        for s in sentences {
            if counts[s] == nil { order.append(s) }
            counts[s, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (×\(counts[$0]!))" : $0 }
    }

    /// The changes but the differing frames: the same change of timing in several variants
    /// (whose frames differ in different places) is one group of failures.
    public var cause: String {
        let timing = changes.filter { if case .frames = $0 { false } else { true } }
        return timing.isEmpty ? "motion: " + description : "motion: " + Self.counted(timing.map(text)).joined(separator: "; ")
    }

    public func text(_ change: Change) -> String {
        switch change {
        case let .frameRate(expected, actual): "recorded at \(number(expected)) fps, now \(number(actual)) fps"
        case let .frameCount(expected, actual): "\(expected) frames → \(actual)"
        case let .frameSize(ew, eh, aw, ah): "frame size \(ew)x\(eh) → \(aw)x\(ah)"
        case let .starts(view, property, seconds): "\(subject(view, property)) starts \(duration(seconds)) \(seconds > 0 ? "later" : "earlier")"
        case let .settles(view, property, seconds): "\(subject(view, property)) settles \(duration(seconds)) \(seconds > 0 ? "later" : "earlier")"
        case let .added(view, property, start, end):
            "\(view) has a new \(property) animation (\(number(start))–\(end.map(number) ?? "∞") s)"
        case let .removed(view, property): "\(view)'s \(property) animation is gone"
        case let .value(view, property, atEnd, field, expected, actual):
            "\(view) at the \(atEnd ? "end" : "start") of its \(property): \(field) \(number(expected)) → \(number(actual))"
        case let .frames(first, last, views):
            (first == last ? "frame \(first) differs" : "frames \(first)–\(last) differ")
                + (views.isEmpty ? " outside every named view" : " in " + views.joined(separator: ", "))
        }
    }

    private func subject(_ view: String, _ property: String?) -> String { property.map { "\(view)'s \($0)" } ?? view }

    /// Whole frames when it is a whole number of them ("2 frames"), else milliseconds ("33 ms").
    func duration(_ seconds: Double) -> String {
        let frames = abs(seconds) * fps
        if frames >= 0.999, abs(frames - frames.rounded()) < 0.001 {
            let n = Int(frames.rounded())
            return n == 1 ? "1 frame" : "\(n) frames"
        }
        return "\(Int((abs(seconds) * 1000).rounded())) ms"
    }

    private func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String((v * 1000).rounded() / 1000)
    }

    // MARK: - Finding them

    /// The changes of timing between two films' tracks (not their pixels).
    public static func between(_ expected: FilmTracks, _ actual: FilmTracks) -> [Change] {
        var changes: [Change] = []
        if expected.fps != actual.fps { changes.append(.frameRate(expected: expected.fps, actual: actual.fps)) }
        if expected.frames != actual.frames { changes.append(.frameCount(expected: expected.frames, actual: actual.frames)) }
        let old = Dictionary(expected.views.map { ($0.view, $0.animations) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(actual.views.map { ($0.view, $0.animations) }, uniquingKeysWith: { a, _ in a })
        // Views in the order the film plays them now, then those gone.
        let views = actual.views.map(\.view) + expected.views.map(\.view).filter { new[$0] == nil }
        for view in views {
            changes += viewChanges(view, old[view] ?? [], new[view] ?? [])
        }
        return changes
    }

    /// One view's animations matched by property and occurrence (the second `opacity`
    /// with the second `opacity`).
    static func viewChanges(_ view: String, _ old: [FilmTracks.AnimationTrack], _ new: [FilmTracks.AnimationTrack]) -> [Change] {
        var pairs: [(FilmTracks.AnimationTrack, FilmTracks.AnimationTrack)] = []
        var changes: [Change] = []
        var oldByProperty = Dictionary(grouping: old, by: \.property)
        for track in new {
            if var candidates = oldByProperty[track.property], !candidates.isEmpty {
                pairs.append((candidates.removeFirst(), track))
                oldByProperty[track.property] = candidates
            } else {
                changes.append(.added(view: view, property: track.property, start: track.start, end: track.end))
            }
        }
        for track in old where (oldByProperty[track.property] ?? []).contains(track) {
            changes.append(.removed(view: view, property: track.property))
            oldByProperty[track.property]?.removeFirst()
        }
        // Starts: one sentence for the view when every animation moved by the same time.
        let startShifts = pairs.map { $0.1.start - $0.0.start }
        let endShifts = pairs.map { pair in (pair.1.end ?? .infinity) - (pair.0.end ?? .infinity) }
        let moved = startShifts.contains { abs($0) >= 0.0005 }
        let together = moved && Set(startShifts.map { ($0 * 10_000).rounded() }).count == 1
            && zip(startShifts, endShifts).allSatisfy { abs($0 - $1) < 0.0005 }
        if together {
            changes.append(.starts(view: view, property: nil, seconds: startShifts[0]))
        } else {
            for ((a, b), (ds, de)) in zip(pairs, zip(startShifts, endShifts)) {
                if abs(ds) >= 0.0005 { changes.append(.starts(view: view, property: pairs.count == 1 ? nil : b.property, seconds: ds)) }
                if de.isFinite, abs(de - (abs(ds) >= 0.0005 ? ds : 0)) >= 0.0005 {
                    changes.append(.settles(view: view, property: pairs.count == 1 ? nil : b.property, seconds: de))
                }
                _ = a
            }
        }
        for (a, b) in pairs {
            changes += valueChanges(view, b.property, atEnd: false, a.atStart, b.atStart)
            changes += valueChanges(view, b.property, atEnd: true, a.atEnd, b.atEnd)
        }
        return changes
    }

    static func valueChanges(_ view: String, _ property: String, atEnd: Bool, _ a: FilmTracks.ViewState?, _ b: FilmTracks.ViewState?) -> [Change] {
        guard let a, let b, a != b else { return [] }
        let fields: [(String, Double, Double)] = [("x", a.x, b.x), ("y", a.y, b.y), ("width", a.width, b.width), ("height", a.height, b.height),
                                                  ("opacity", a.opacity, b.opacity), ("scale", a.scale, b.scale)]
        return fields.filter { $0.1 != $0.2 }.map { .value(view: view, property: property, atEnd: atEnd, field: $0.0, expected: $0.1, actual: $0.2) }
    }
}

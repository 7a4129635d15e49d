import Foundation
import KeylineCore
import KeylineLayout
import KeylineRender
import KeylineTimeline

/// A motion golden's timeline, stored beside its APNG as `<key>.tracks.json`: for each
/// named view, when each of its animations starts and ends and where the view is at those
/// instants. It is what lets a failure say "title starts 33 ms later" rather than "frames
/// 6–14 differ": the times come from the timeline itself (`SceneTimeline.spans`), not
/// from pixels, so they are exact, not rounded to frames.
///
/// Written as JSON that diffs well in a pull request: keys sorted, one value a line, times
/// rounded to 0.1 ms and positions to 0.01 pt (so that float noise never shows as a change).
public struct FilmTracks: Codable, Equatable, Sendable {
    public var formatVersion = 1
    public var fps: Double
    /// Frames in the film: frame i is at i / fps, up to the first at or after `settles`.
    public var frames: Int
    /// When everything has settled, in seconds; for animations that repeat forever, when
    /// the ones that end have ended.
    public var settles: Double
    /// Views in the order their first animation starts (then by name).
    public var views: [ViewTrack]

    public struct ViewTrack: Codable, Equatable, Sendable {
        /// The view's `id`, else the id of the nearest named view around it, else its
        /// identity in the tree (`slide1/0/2`).
        public var view: String
        public var animations: [AnimationTrack]
    }

    public struct AnimationTrack: Codable, Equatable, Sendable {
        /// `appear`, `insertion`, `removal`, `crossfade`, `page`, or the animated value's
        /// name (`opacity`, `offset`…) for a change of state (`TimelineSpan.property`).
        public var property: String
        /// Seconds: when it starts to move (after its delay) and when it has ended (nil: never).
        public var start: Double
        public var end: Double?
        /// The view at those instants (nil when it is not on screen then).
        public var atStart: ViewState?
        public var atEnd: ViewState?
    }

    /// Where a view is drawn and how opaque, from its own modifiers (its ancestors' are not
    /// included): its layout frame moved by its offsets, in points.
    public struct ViewState: Codable, Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var opacity: Double
        public var scale: Double
    }

    // MARK: - Made from a timeline

    /// The tracks of `pipeline`'s timeline, filmed at `fps` into `frames` frames.
    public static func of(_ pipeline: TimelinePipeline, fps: Double, frames: Int, renderer: Renderer) throws(SceneError) -> FilmTracks {
        let timeline = pipeline.timeline
        var layouts: [Double: LayoutTree] = [:]
        func layout(at t: Double) throws(SceneError) -> LayoutTree {
            if let known = layouts[t] { return known }
            let tree = pipeline.scene.layout(try timeline.frame(at: t).tree, timeline.variant, renderer: renderer)
            layouts[t] = tree
            return tree
        }
        let settles = timeline.settleTime ?? timeline.finiteSettleTime
        // Names by identity, from the screen at its start and once settled (a view a
        // storyboard adds later is named from the layouts at its animations' instants).
        var names: [String: String] = [:]
        func learn(_ tree: LayoutTree) { for node in tree.nodes { if let id = node.id { names[node.identity] = id } } }
        try learn(layout(at: 0))
        try learn(layout(at: settles))
        var byView: [String: [AnimationTrack]] = [:]
        var order: [String: Double] = [:]
        for span in timeline.spans {
            let start = time(span.start), end = span.end.map(time)
            let startTree = try layout(at: span.start)
            let endTree = try span.end.map { (e) throws(SceneError) in try layout(at: e) }
            learn(startTree); if let endTree { learn(endTree) }
            let atStart = state(of: span.identity, in: startTree), atEnd = endTree.flatMap { state(of: span.identity, in: $0) }
            // A view laid out neither when its animation starts nor when it ends is off
            // screen throughout (a pager's other pages play their appear effects unseen):
            // nothing of it is drawn, so it is not a track of the film.
            guard atStart != nil || atEnd != nil || names[span.identity] != nil else { continue }
            let view = name(of: span.identity, names)
            let track = AnimationTrack(property: span.property, start: start, end: end, atStart: atStart, atEnd: atEnd)
            byView[view, default: []].append(track)
            order[view] = min(order[view] ?? .infinity, start)
        }
        let views = byView.keys.sorted { (order[$0]!, $0) < (order[$1]!, $1) }.map { view in
            ViewTrack(view: view, animations: byView[view]!.sorted { ($0.start, $0.property) < ($1.start, $1.property) })
        }
        return FilmTracks(fps: fps, frames: frames, settles: time(settles), views: views)
    }

    /// The view's `id`, or its nearest named ancestor's (identities are paths: `slide1/0/2`,
    /// decorations `…~1`, slots `…:label`), or the identity itself.
    static func name(of identity: String, _ names: [String: String]) -> String {
        var current = Substring(identity)
        while true {
            if let id = names[String(current)] { return id }
            guard let cut = current.lastIndex(where: { $0 == "/" || $0 == "~" || $0 == ":" }) else { return identity }
            current = current[..<cut]
        }
    }

    static func state(of identity: String, in tree: LayoutTree) -> ViewState? {
        guard let node = tree.node(identity: identity) else { return nil }
        var dx = 0.0, dy = 0.0, opacity = 1.0, scale = 1.0
        for step in node.steps {
            switch step.effect {
            case .opacity(let o)?: opacity *= o
            case .offset(let x, let y)?: dx += x; dy += y
            case .relativeOffset(let x, let y)?: dx += x * step.frame.width; dy += y * step.frame.height
            case .scale(let x, _, _)?: scale *= x
            case .hidden?: opacity = 0
            default: break
            }
        }
        let f = node.frame
        return ViewState(x: points(f.minX + dx), y: points(f.minY + dy), width: points(f.width), height: points(f.height),
                         opacity: fraction(opacity), scale: fraction(scale))
    }

    // MARK: - Rounding, so that the file diffs only where something changed

    static func time(_ t: Double) -> Double { (t * 10_000).rounded() / 10_000 }
    static func points(_ v: Double) -> Double { (v * 100).rounded() / 100 }
    static func fraction(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    // MARK: - The file

    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// The largest tracks file read: a few hundred bytes an animation.
    public static let fileBytes = 16 << 20

    public static func decoded(_ bytes: [UInt8]) throws -> FilmTracks {
        try JSONDecoder().decode(FilmTracks.self, from: Data(bytes))
    }
}

import KeylineCore
import KeylineLayout
import KeylineMotion
import KeylineTimeline

/// Frames of a screen in motion: its appear sequence, or a storyboard.
public struct TimelinePipeline: Sendable {
    public let timeline: SceneTimeline
    public let scene: ScenePipeline
    public let name: String

    /// A screen's appear sequence (no events: everything plays from the screen's state).
    public init(document: SceneDocument, screen: ScreenDefinition, variant: Variant) throws(SceneError) {
        scene = ScenePipeline(document: document)
        name = screen.id
        timeline = try SceneTimeline(document: document, screen: screen, variant: variant,
                                     states: StateTimeline(initial: screen.stateScope))
    }

    /// A storyboard, from its screen.
    public init(document: SceneDocument, storyboard: StoryboardDefinition, variant: Variant) throws(SceneError) {
        guard let screen = document.screen(storyboard.screen) else {
            throw SceneError(.unknownName, "storyboard '\(storyboard.name)' starts on an unknown screen '\(storyboard.screen)'", at: storyboard.location)
        }
        scene = ScenePipeline(document: document)
        name = storyboard.name
        let states = try StateTimeline.compile(storyboard, screen: screen, variant: variant)
        timeline = try SceneTimeline(document: document, screen: screen, variant: variant, states: states)
    }

    /// The instants of the frames at `fps`: frame i is i / fps, up to the first frame at
    /// or after the moment everything has settled (for animations that repeat forever,
    /// after the ones that end). At most `SceneLimits.framesPerSequence` frames: the count
    /// is checked before anything is made (`output.limit-exceeded`, a resource limit).
    public func frameTimes(fps: Double) throws(Diagnostic) -> [Double] {
        let end = timeline.settleTime ?? timeline.finiteSettleTime
        let last = (end * fps - 1e-9).rounded(.up)
        guard last.isFinite, last + 1 <= Double(SceneLimits.framesPerSequence) else {
            throw Diagnostic(.outputLimitExceeded,
                             "'\(name)' lasts \(end.pointString) s: \(last.isFinite ? (last + 1).pointString : "endless") frames at \(fps.pointString) fps; a sequence is limited to \(SceneLimits.framesPerSequence) frames",
                             at: nil, hint: "lower --fps, render one instant with --at, or shorten what plays (a long delay, a repeat count, a storyboard's duration) (docs/limits.md)")
        }
        return (0...max(0, Int(last))).map { Double($0) / fps }  // last < 40,000 here: exact in an Int
    }

    public func displayList(at t: Double, renderer: Renderer) throws(SceneError) -> DisplayList {
        let frame = try timeline.frame(at: t)
        let variant = timeline.variant
        // Where each departing view was when it left, from the layout of the screen then.
        var last: [String: (items: [DisplayItem], frame: Rect)] = [:]
        for departure in frame.departures {
            let layout = renderer.cachedLayout(departure.key) { scene.layout(departure.tree, variant, renderer: renderer) }
            last[departure.key] = DisplayListBuilder.items(forIdentity: departure.identity, in: layout)
        }
        // Departing views draw among their former siblings, in zIndex order.
        let (tree, unplaced) = frame.tree(placingDepartures: last.mapValues(\.frame))
        var list = scene.displayList(scene.layout(tree, variant, renderer: renderer), variant)
        for departure in unplaced {
            guard let (items, rect) = last[departure.key] else { continue }
            // Not a child of a stack or zstack (a decoration, a page): drawn on top.
            list.items += departure.effect.reduce(items) { inner, modifier in DisplayListBuilder.wrap(inner, in: modifier, frame: rect) }
        }
        return list
    }

    public func render(at t: Double, scale: Double, renderer: Renderer) throws(SceneError) -> RasterImage {
        renderer.rasterize(try displayList(at: t, renderer: renderer), scale: scale)
    }

    /// The frame at t as PNG bytes. A frame whose display list equals the one this
    /// renderer encoded last (a hold, a settled tail) reuses its bytes: equal display
    /// lists draw equal pixels.
    public func encodedFrame(at t: Double, scale: Double, renderer: Renderer) throws -> [UInt8] {
        let list = try displayList(at: t, renderer: renderer)
        if let last = renderer.lastEncoded, last.scale == scale, last.list == list { return last.bytes }
        let bytes = try renderer.frameEncoder.encode(surface: renderer.rasterizeIntoFrameSurface(list, scale: scale).surface)
        renderer.lastEncoded = (list, scale, bytes)
        return bytes
    }
}

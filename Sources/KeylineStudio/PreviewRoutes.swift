import KeylineCore
import KeylineMotion
import KeylineRender
import KeylineTimeline
import Synchronization

/// Images and timelines: every image is drawn by the functions `keyline render` calls
/// (`ScenePipeline.render` then `FrameWriter.encode` for a still, as `StillRender`;
/// `TimelinePipeline.encodedFrame` for an instant of motion, as `MotionRender` with `--at`),
/// so the studio's PNG is byte for byte the file `keyline render` writes for that variant.
struct PreviewRoutes: Sendable {
    let project: StudioProject
    let renderers: RendererPool
    let cache: RenderCache

    /// The scene and what the request names in it, from its last good document.
    private func resolve(_ request: PreviewRequest) throws(StudioFailure) -> (SceneEntryDocument, ScreenDefinition?, StoryboardDefinition?) {
        guard let entry = project.entry(request.scene) else { throw .notFound("no scene \(request.scene): the project has \(project.snapshot.count)") }
        guard let document = entry.lastGood else {
            throw .sceneBroken(entry.file, StudioDiagnostic.list(entry.diagnostics))
        }
        let doc = SceneEntryDocument(document: document, version: entry.version)
        switch request.subject {
        case .screen(let id), .sequence(let id):
            guard let screen = document.screen(id) else { throw .notFound("no screen '\(id)' in \(entry.file)") }
            return (doc, screen, nil)
        case .storyboard(let name):
            guard let storyboard = document.storyboards.first(where: { $0.name == name }) else {
                throw .notFound("no storyboard '\(name)' in \(entry.file)")
            }
            return (doc, nil, storyboard)
        }
    }

    /// The PNG of a still (no `at`, a screen) or of one instant of motion.
    func image(_ http: StudioRequest) -> StudioResponse {
        StudioFailure.answer {
            let request = try PreviewRequest.parse(http)
            let (doc, screen, _) = try resolve(request)
            let variant = try request.variant(in: doc.document, screen: screen)
            let key = variant.key(sceneDevice: doc.document.device)
            let cacheKey = "\(request.scene)#\(doc.version)#\(http.canonicalQuery)"
            if let bytes = cache.get(cacheKey) { return .png(bytes, headers: [("X-Keyline-Variant", key)]) }
            let bytes: [UInt8]
            switch request.subject {
            case .screen where request.at == nil:
                bytes = try renderers.with { renderer in
                    try FrameWriter.encode(try ScenePipeline(document: doc.document).render(screen!, variant, scale: variant.scale, renderer: renderer))
                }
            default:
                let pipeline = try timeline(request, doc, variant)
                bytes = try renderers.with { renderer in try pipeline.encodedFrame(at: request.at ?? 0, scale: variant.scale, renderer: renderer) }
            }
            cache.put(cacheKey, bytes)
            return .png(bytes, headers: [("X-Keyline-Variant", key)])
        }
    }

    /// A sequence or storyboard: how long it plays, its frames at 60 fps, its events, and
    /// every animation it plays with its curve sampled (the page plots those running at the
    /// scrubbed instant).
    func timelineInfo(_ http: StudioRequest) -> StudioResponse {
        StudioFailure.answer {
            var request = try PreviewRequest.parse(http)
            if case .screen(let id) = request.subject { request.subject = .sequence(id) }
            let (doc, screen, _) = try resolve(request)
            let variant = try request.variant(in: doc.document, screen: screen)
            let pipeline = try timeline(request, doc, variant)
            let fps = 60.0
            let end = min(pipeline.timeline.settleTime ?? pipeline.timeline.finiteSettleTime, SceneLimits.storyboardSeconds)
            let frames = Int((end * fps - 1e-9).rounded(.up)) + 1
            let animations = pipeline.timeline.playedAnimations().map { played in
                let span = max(played.end.map { $0 - played.start } ?? 2, 1.0 / fps)
                let samples = (try? played.animation.samples(count: 48, duration: span)) ?? []
                return TimelineInfo.Played(identity: played.identity, property: played.property, start: played.start, end: played.end,
                                           curve: played.animation.description, samples: samples.map { [$0.time, $0.value] })
            }
            return .json(TimelineInfo(name: pipeline.name, duration: end, fps: fps, frames: max(1, frames),
                                      endsForever: pipeline.timeline.settleTime == nil,
                                      events: pipeline.timeline.states.eventTimes, animations: animations,
                                      variant: variant.key(sceneDevice: doc.document.device)))
        }
    }

    private func timeline(_ request: PreviewRequest, _ doc: SceneEntryDocument, _ variant: Variant) throws -> TimelinePipeline {
        let key = "\(request.scene)#\(doc.version)#\(request.subject)#\(variant.key(sceneDevice: .default))"
        if let cached = cache.timeline(key) { return cached }
        let pipeline: TimelinePipeline
        switch request.subject {
        case .storyboard(let name):
            pipeline = try TimelinePipeline(document: doc.document, storyboard: doc.document.storyboards.first { $0.name == name }!, variant: variant)
        case .screen(let id), .sequence(let id):
            pipeline = try TimelinePipeline(document: doc.document, screen: doc.document.screen(id)!, variant: variant)
        }
        cache.putTimeline(key, pipeline)
        return pipeline
    }
}

struct SceneEntryDocument {
    let document: SceneDocument
    let version: Int
}

struct TimelineInfo: Encodable {
    struct Played: Encodable {
        let identity: String
        let property: String
        let start: Double
        let end: Double?
        let curve: String
        let samples: [[Double]]
    }
    let name: String
    let duration: Double
    let fps: Double
    let frames: Int
    let endsForever: Bool
    let events: [Double]
    let animations: [Played]
    let variant: String
}

/// Rendered PNGs by request, and compiled timelines, for scrubbing back and forth: keyed on
/// the scene's version, so a change to the file is never answered from before it. Bounded
/// by bytes and by count.
final class RenderCache: Sendable {
    private struct State {
        var images: [String: [UInt8]] = [:]
        var order: [String] = []
        var bytes = 0
        var timelines: [String: TimelinePipeline] = [:]
    }
    private let state = Mutex(State())
    static let byteLimit = 128 << 20
    static let timelineLimit = 16

    func get(_ key: String) -> [UInt8]? { state.withLock { $0.images[key] } }

    func put(_ key: String, _ bytes: [UInt8]) {
        state.withLock { s in
            guard s.images[key] == nil, bytes.count <= Self.byteLimit / 4 else { return }
            s.images[key] = bytes; s.order.append(key); s.bytes += bytes.count
            while s.bytes > Self.byteLimit, !s.order.isEmpty {
                let old = s.order.removeFirst()
                s.bytes -= s.images.removeValue(forKey: old)?.count ?? 0
            }
        }
    }

    func timeline(_ key: String) -> TimelinePipeline? { state.withLock { $0.timelines[key] } }

    func putTimeline(_ key: String, _ pipeline: TimelinePipeline) {
        state.withLock { s in
            if s.timelines.count >= Self.timelineLimit { s.timelines.removeAll() }
            s.timelines[key] = pipeline
        }
    }
}

import KeylineCheck
import KeylineCore
import KeylineRender

/// Renders a golden's frame in memory: a screen at rest through `ScenePipeline`, an instant
/// of an appear sequence or storyboard through `TimelinePipeline`, a redline through
/// `Redline` (what `keyline redline` draws).
public enum SnapshotRendering {
    public static func render(_ item: GoldenCase, in document: SceneDocument, renderer: Renderer) throws -> RasterImage {
        switch item.subject {
        case .screen(let id):
            guard let screen = document.screen(id) else { throw SceneError(.unknownName, "no screen '\(id)'", at: item.location) }
            return try ScenePipeline(document: document).render(screen, item.variant, scale: item.variant.scale, renderer: renderer)
        case let .sequence(id, instant):
            guard let screen = document.screen(id) else { throw SceneError(.unknownName, "no screen '\(id)'", at: item.location) }
            let pipeline = try TimelinePipeline(document: document, screen: screen, variant: item.variant)
            return try pipeline.render(at: time(instant, pipeline, nil), scale: item.variant.scale, renderer: renderer)
        case .redline(let id):
            guard let screen = document.screen(id) else { throw SceneError(.unknownName, "no screen '\(id)'", at: item.location) }
            return try Redline.render(document, screen: screen, variant: item.variant, scale: item.variant.scale, renderer: renderer)
        case .film:
            // A film is many frames: `FilmVerifier` renders it, frame by frame.
            throw SceneError(.invalidValue, "a motion golden (film) is checked frame by frame, not rendered as one image", at: item.location)
        case let .storyboard(name, instant):
            guard let storyboard = document.storyboard(name) else { throw SceneError(.unknownName, "no storyboard '\(name)'", at: item.location) }
            let pipeline = try TimelinePipeline(document: document, storyboard: storyboard, variant: item.variant)
            return try pipeline.render(at: time(instant, pipeline, storyboard), scale: item.variant.scale, renderer: renderer)
        }
    }

    static func time(_ instant: SnapshotDefinition.Instant, _ pipeline: TimelinePipeline, _ storyboard: StoryboardDefinition?) -> Double {
        switch instant {
        case .time(let t): t
        case .settled: pipeline.timeline.settleTime ?? pipeline.timeline.finiteSettleTime
        case let .event(n, offset):
            max(0, (storyboard.map { $0.events.indices.contains(n - 1) ? $0.events[n - 1].time : 0 } ?? 0) + offset)
        }
    }
}

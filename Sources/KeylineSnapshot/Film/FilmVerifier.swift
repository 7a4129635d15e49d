import KeylineCore
import KeylineLayout
import KeylineRender

/// What checking one motion golden found: a value that lives for one golden only, handed
/// to the run's recorder and report writer (`SnapshotRun.consumeFilm`), as `GoldenCheck`
/// is for a still.
struct FilmCheck {
    enum Outcome {
        case matches
        case missing
        case unreadable(String)
        case unrenderable(String)
        case differs(MotionChanges)
    }

    let item: GoldenCase
    let outcome: Outcome
    /// The film rendered now, encoded, and its tracks (nil when it could not render).
    let actual: (apng: [UInt8], tracks: FilmTracks)?
    /// The golden's APNG as read (for the report), when it could be read.
    let expectedAPNG: [UInt8]?
}

/// Renders a motion golden's film frame by frame and checks each frame against the
/// golden's, as it goes: frame i is rendered, encoded into the new APNG (kept for recording
/// and the report) and compared with frame i of the golden (decoded one frame at a time;
/// a frame the golden holds longer is compared with each frame it stands for). Memory is
/// a frame or two, whatever the film's length. Then the timeline's tracks are compared
/// with the golden's. Writes nothing; fails closed, as `GoldenVerifier`.
struct FilmVerifier: Sendable {
    let store: GoldenStore

    func check(_ item: GoldenCase, in document: SceneDocument, renderer: Renderer) -> FilmCheck {
        guard case .film(let subject, let fps) = item.subject else {
            return FilmCheck(item: item, outcome: .unrenderable("not a motion golden"), actual: nil, expectedAPNG: nil)
        }
        // The golden: read and its structure checked first (a damaged one still renders,
        // so that it can be re-recorded).
        var golden: (decoder: APNGDecoder, tracks: FilmTracks, bytes: [UInt8])?
        var unreadable: String?
        let exists = store.exists(item)
        if exists {
            do {
                let bytes = try store.read(item)
                let decoder = try APNGDecoder(bytes, limits: APNGDecoder.Limits(maximumFrames: SceneLimits.framesPerMotionGolden))
                guard store.tracksExist(item) else {
                    throw FilmGoldenError("its tracks file \(store.folder.path(item.tracksPath)) is missing")
                }
                let tracks: FilmTracks
                do { tracks = try FilmTracks.decoded(try store.readTracks(item)) } catch let error as AtomicFileError { throw error } catch {
                    throw FilmGoldenError("its tracks file \(store.folder.path(item.tracksPath)) is not tracks JSON (\(error))")
                }
                golden = (decoder, tracks, bytes)
            } catch {
                unreadable = "\(store.path(item)): \(error)"
            }
        }
        let pipeline: TimelinePipeline
        let times: [Double]
        do {
            switch subject {
            case .sequence(let id):
                guard let screen = document.screen(id) else { throw SceneError(.unknownName, "no screen '\(id)'", at: item.location) }
                pipeline = try TimelinePipeline(document: document, screen: screen, variant: item.variant)
            case .storyboard(let name):
                guard let storyboard = document.storyboard(name) else { throw SceneError(.unknownName, "no storyboard '\(name)'", at: item.location) }
                pipeline = try TimelinePipeline(document: document, storyboard: storyboard, variant: item.variant)
            }
            times = try pipeline.frameTimes(fps: fps)
            guard times.count <= SceneLimits.framesPerMotionGolden else {
                throw FilmGoldenError("'\(pipeline.name)' plays for \(times.count) frames at \(Int(fps)) fps; a motion golden is limited to "
                                      + "\(SceneLimits.framesPerMotionGolden) (lower fps:, or shorten what plays) (docs/limits.md)")
            }
        } catch {
            return FilmCheck(item: item, outcome: .unrenderable("\(error)"), actual: nil, expectedAPNG: golden?.bytes)
        }
        let scale = item.variant.scale
        let comparePixels = golden.map { $0.tracks.fps == fps } ?? false
        // A golden of another size (the device or scale changed) is said to be so, once; its
        // frames are still counted, not compared (each one would differ in every pixel).
        var sizeChange: MotionChanges.Change?
        var differing: [(frame: Int, bounds: PixelRect?)] = []
        var expectedFrames = 0
        let encoded: [UInt8]
        let tracks: FilmTracks
        do {
            var encoder: APNGEncoder?
            var held: (image: PixelImage, remaining: Int)?
            for (index, t) in times.enumerated() {
                let frame = PixelImage(copying: try pipeline.render(at: t, scale: scale, renderer: renderer))
                if encoder == nil {
                    encoder = try APNGEncoder(width: frame.width, height: frame.height, hasAlpha: !frame.pixels.allSatisfy { $0 >> 24 == 0xFF },
                                              delay: Self.delay(fps), compressionLevel: GoldenStore.compressionLevel)
                }
                try encoder!.add(frame)
                guard comparePixels, golden != nil else { continue }
                if index == 0, golden!.decoder.width != frame.width || golden!.decoder.height != frame.height {
                    sizeChange = .frameSize(expectedWidth: golden!.decoder.width, expectedHeight: golden!.decoder.height,
                                            actualWidth: frame.width, actualHeight: frame.height)
                }
                if held == nil || held!.remaining == 0 {
                    held = try golden!.decoder.nextFrame().map { ($0.image, Self.holds($0, fps)) }
                    expectedFrames += held?.remaining ?? 0
                }
                guard let expected = held else { continue }  // the golden has fewer frames
                held!.remaining -= 1
                if sizeChange == nil, expected.image.pixels != frame.pixels {
                    let comparison = ImageComparison.compare(expected.image, frame, options: item.options)
                    if !comparison.passed { differing.append((index, comparison.differenceBounds)) }
                }
            }
            if comparePixels {
                // Frames the golden has beyond the film's: counted, not compared.
                while let extra = try golden!.decoder.nextFrame() { expectedFrames += Self.holds(extra, fps) }
            }
            encoded = try encoder!.finish()
            tracks = try FilmTracks.of(pipeline, fps: fps, frames: times.count, renderer: renderer)
        } catch let error as APNGDecodingError {
            return FilmCheck(item: item, outcome: .unreadable("\(store.path(item)): \(error)"), actual: nil, expectedAPNG: golden?.bytes)
        } catch {
            return FilmCheck(item: item, outcome: .unrenderable("\(error)"), actual: nil, expectedAPNG: golden?.bytes)
        }
        let actual = (encoded, tracks)
        if let unreadable { return FilmCheck(item: item, outcome: .unreadable(unreadable), actual: actual, expectedAPNG: nil) }
        guard let golden, exists else { return FilmCheck(item: item, outcome: .missing, actual: actual, expectedAPNG: nil) }
        var changes = MotionChanges.between(golden.tracks, tracks)
        if comparePixels, expectedFrames != times.count, !changes.contains(where: { if case .frameCount = $0 { true } else { false } }) {
            changes.insert(.frameCount(expected: expectedFrames, actual: times.count), at: 0)
        }
        if let sizeChange { changes.insert(sizeChange, at: 0) }
        changes += frameRanges(differing, pipeline: pipeline, times: times, scale: scale, renderer: renderer)
        let result = MotionChanges(changes, fps: fps)
        return FilmCheck(item: item, outcome: result.isEmpty ? .matches : .differs(result), actual: actual, expectedAPNG: golden.bytes)
    }

    /// How many frames of the film a frame of the golden stands for (a hold is one frame shown longer).
    static func holds(_ frame: APNGDecoder.Frame, _ fps: Double) -> Int { max(1, Int((frame.seconds * fps).rounded())) }

    /// One frame's time as fcTL stores it: 1/fps exactly for whole rates up to 65,535.
    static func delay(_ fps: Double) -> APNGEncoder.FrameDelay {
        if fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) { return .init(numerator: 1, denominator: UInt16(fps)) }
        return .init(numerator: UInt16(max(1, min(65535, (1000 / fps).rounded()))), denominator: 1000)
    }

    /// Differing frames as runs of consecutive frames, each with the named views whose
    /// boxes (at @scale, in the frame rendered now) meet the box of the differing pixels;
    /// of views whose boxes hold one another only the innermost are named (the screen's
    /// background covers everything).
    func frameRanges(_ differing: [(frame: Int, bounds: PixelRect?)], pipeline: TimelinePipeline, times: [Double], scale: Double,
                     renderer: Renderer) -> [MotionChanges.Change] {
        var runs: [(first: Int, last: Int, views: [String])] = []
        for (frame, bounds) in differing {
            let named = bounds.map { self.views(meeting: $0, at: times[frame], pipeline: pipeline, scale: scale, renderer: renderer) } ?? []
            if let last = runs.last, last.last == frame - 1 {
                runs[runs.count - 1].last = frame
                runs[runs.count - 1].views += named.filter { !last.views.contains($0) }
            } else {
                runs.append((frame, frame, named))
            }
        }
        return runs.map { .frames(first: $0.first, last: $0.last, views: $0.views) }
    }

    func views(meeting bounds: PixelRect, at t: Double, pipeline: TimelinePipeline, scale: Double, renderer: Renderer) -> [String] {
        guard let frame = try? pipeline.timeline.frame(at: t) else { return [] }
        let layout = pipeline.scene.layout(frame.tree, pipeline.timeline.variant, renderer: renderer)
        var meeting: [(node: LayoutNode, box: PixelRect)] = []
        for node in layout.nodes where node.id != nil {
            guard let state = FilmTracks.state(of: node.identity, in: layout) else { continue }
            let box = PixelRect(covering: Rect(x: state.x, y: state.y, width: state.width, height: state.height), scale: scale)
            if box.x < bounds.maxX && bounds.x < box.maxX && box.y < bounds.maxY && bounds.y < box.maxY { meeting.append((node, box)) }
        }
        // The innermost: a view whose box holds another's (a full-screen background behind
        // the title, a stack around it) is left out; of two with one box, the deeper stays.
        func holds(_ a: (node: LayoutNode, box: PixelRect), _ b: (node: LayoutNode, box: PixelRect)) -> Bool {
            guard a.node.identity != b.node.identity, a.box.x <= b.box.x, a.box.y <= b.box.y, a.box.maxX >= b.box.maxX, a.box.maxY >= b.box.maxY else { return false }
            return a.box != b.box || Self.isInside(b.node.identity, a.node.identity) || b.node.identity > a.node.identity
        }
        let innermost = meeting.filter { outer in !meeting.contains { holds(outer, $0) } }.map(\.node)
        var names: [String] = []
        for node in innermost where !names.contains(node.id!) { names.append(node.id!) }
        return names
    }

    static func isInside(_ identity: String, _ ancestor: String) -> Bool {
        guard identity.hasPrefix(ancestor), identity.count > ancestor.count else { return false }
        let next = identity[identity.index(identity.startIndex, offsetBy: ancestor.count)]
        return next == "/" || next == "~" || next == ":"
    }
}

/// A motion golden that cannot be used as it is (its tracks file missing or damaged, or a
/// film past the frame limit).
struct FilmGoldenError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

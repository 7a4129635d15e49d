import Foundation
import KeylineCore
import KeylineExport
import KeylineRender

/// Sequences as one file each (`--format apng|gif|webp|mp4|webm|mov`, `--preset`):
/// `DIR/<name>/<key>.<ext>`. Frames stream from the renderer into the encoder in order
/// (`FrameStream`) while later frames render on the other cores; no PNG file is written.
struct MotionExport {
    let options: RenderOptions
    let fps: Double?
    let export: ExportOptions

    /// Frames held rendered ahead of the encoder, per rendering thread.
    static let framesAheadPerThread = 4

    func run(_ pipelines: [(pipeline: TimelinePipeline, folder: String)]) throws {
        let format = export.effectiveFormat
        var written: [String] = []
        for (pipeline, key) in pipelines {
            let path = "\(options.out)/\(pipeline.name)/\(key).\(format == .apng ? "apng" : format.fileExtension)"
            OutputPath.removeStalePartials(in: [(path as NSString).deletingLastPathComponent])
            let bytes: Int
            do {
                switch export.preset {
                case .review?: bytes = try review(pipeline, path: path, format: format)
                case .appStore?: bytes = try appPreview(pipeline, path: path)
                case nil:
                    let rate = FrameRate(fps ?? (format == .gif ? 50 : 60))
                    let times = try pipeline.frameTimes(fps: rate.fps)
                    bytes = try encode(pipeline, times: times, rate: rate, scale: options.scale, settings: export.settings(format), path: path)
                }
            } catch {
                throw Self.diagnostic(error)
            }
            written.append(format == .png ? "\(path.dropLast(4))/ (\(Self.size(bytes)))" : "\(path) (\(Self.size(bytes)))")
        }
        Console.error("wrote " + written.joined(separator: ", "))
    }

    /// Renders `times` and encodes them into `path`; returns the file's size.
    private func encode(_ pipeline: TimelinePipeline, times: [Double], rate: FrameRate, scale: Double,
                        settings: ExportSettings, path: String) throws -> Int {
        let transparent = export.transparent
        let samples: [PixelImage]
        if settings.format == .gif, settings.palette == .global {
            // The palette of the first frame and the settled last one.
            let renderer = Renderer(diagnostics: options.diagnostics)
            samples = try [times.first!, times.last!].map { try pipeline.pixels(at: $0, scale: scale, transparent: transparent, renderer: renderer) }
        } else {
            samples = []
        }
        let progress = Progress(total: times.count, label: "frames → \((path as NSString).lastPathComponent)")
        var encoder: (any FrameEncoder)?
        do {
            if settings.format.isVideo {
                // Converted to ffmpeg's input on the rendering threads, so that this thread
                // only writes bytes while ffmpeg encodes (its input is the limit).
                let evenSides = VideoEncoder.needsEvenSides(settings.format)
                var video: VideoEncoder?
                // ffmpeg takes a tenth of a second or more to start (it loads about a hundred
                // libraries), and its input is the limit: started now, before the first frame
                // is drawn, it starts while Keyline's first frames render instead of after them.
                // Only where its arguments need no frame: the size is the device's, and the
                // alpha matters to webm and mov only, which take it from the first frame
                // unless --transparent.
                if let hasAlpha = settings.format == .mp4 ? false : transparent ? true : nil {
                    let size = pipeline.frameSize(scale: scale)
                    video = try FrameEncoders.make(settings, path: path, width: size.width, height: size.height, rate: rate,
                                                   hasAlpha: hasAlpha) as? VideoEncoder
                    encoder = video
                }
                try FrameStream.run(count: times.count, threads: options.threads, window: options.threads * Self.framesAheadPerThread,
                                    diagnostics: options.diagnostics,
                                    render: { i, renderer in
                                        try pipeline.straightBGRAFrame(at: times[i], scale: scale, transparent: transparent, evenSides: evenSides, renderer: renderer)
                                    },
                                    consume: { i, frame in
                                        if let started = video, started.width != frame.width || started.height != frame.height {
                                            // Not the size foreseen: ffmpeg again, for this one.
                                            started.cancel()
                                            video = nil
                                        }
                                        if video == nil {
                                            encoder = try FrameEncoders.make(settings, path: path, width: frame.width, height: frame.height, rate: rate,
                                                                             hasAlpha: transparent || !frame.isOpaque)
                                            guard let made = encoder as? VideoEncoder else {
                                                preconditionFailure("FrameEncoders makes a VideoEncoder for every video format")
                                            }
                                            video = made
                                        }
                                        try video?.add(frame)
                                        progress.update(i + 1)
                                    })
                return try finish(encoder!, pipeline: pipeline, frames: times.count, settings: settings, rate: rate, scale: scale, progress: progress)
            }
            try FrameStream.run(count: times.count, threads: options.threads, window: options.threads * Self.framesAheadPerThread,
                                diagnostics: options.diagnostics,
                                render: { i, renderer in try pipeline.pixels(at: times[i], scale: scale, transparent: transparent, renderer: renderer) },
                                consume: { i, frame in
                                    if encoder == nil, settings.format == .png {
                                        encoder = PNGFrameFolder(folder: String(path.dropLast(4)))
                                    } else if encoder == nil {
                                        encoder = try FrameEncoders.make(settings, path: path, width: frame.width, height: frame.height, rate: rate,
                                                                         hasAlpha: transparent || !frame.isOpaque, samples: samples)
                                    }
                                    try encoder!.add(frame)
                                    progress.update(i + 1)
                                })
            return try finish(encoder!, pipeline: pipeline, frames: times.count, settings: settings, rate: rate, scale: scale, progress: progress)
        } catch {
            encoder?.cancel()
            throw error
        }
    }

    /// Writes the file; returns its size.
    private func finish(_ encoder: any FrameEncoder, pipeline: TimelinePipeline, frames: Int, settings: ExportSettings, rate: FrameRate,
                        scale: Double, progress: Progress) throws -> Int {
        let bytes = try encoder.finish()
        let shown = frames + settings.heldFrames
        progress.finish("\(pipeline.name): \(shown) frames at \(rate.fps.pointString) fps, \(rate.duration(frames: shown).pointString) s, @\(Int(scale))x")
        return bytes
    }

    /// App Store Connect's App Preview: H.264 at 30 fps, Apple's size for the device, 15 to
    /// 30 s. A shorter sequence holds its settled last frame until 15 s.
    private func appPreview(_ pipeline: TimelinePipeline, path: String) throws -> Int {
        let rate = FrameRate(ExportPreset.appStoreFPS)
        let times = try pipeline.frameTimes(fps: rate.fps)
        let seconds = rate.duration(frames: times.count)
        guard seconds <= ExportPreset.appStoreSeconds.upperBound else {
            throw Diagnostic(.outputLimitExceeded, "'\(pipeline.name)' lasts \(seconds.pointString) s; an App Preview lasts at most 30 s",
                             at: nil, hint: "shorten what plays, or export it without --preset app-store")
        }
        let least = Int((ExportPreset.appStoreSeconds.lowerBound * rate.fps).rounded(.up))
        var settings = export.settings(.mp4)
        settings.heldFrames = max(0, least - times.count)
        let size = ExportPreset.appPreviewSize(for: pipeline.timeline.variant.device)
        settings.videoSize = PixelSize(width: size.width, height: size.height)
        settings.silentAudio = true
        return try encode(pipeline, times: times, rate: rate, scale: options.scale, settings: settings, path: path)
    }

    /// An animated image under GitHub's 10 MB: each step smaller than the one before until one fits.
    private func review(_ pipeline: TimelinePipeline, path: String, format: ExportFormat) throws -> Int {
        var last = 0
        for step in ExportPreset.reviewSteps where step.scale <= options.scale {
            let rate = FrameRate(step.fps)
            var settings = export.settings(format)
            settings.maxBytes = ExportPreset.reviewBytes
            if format == .gif, export.colors == nil { settings.colors = step.colors }
            if format == .gif, export.dither == nil { settings.dithering = .ordered }
            do {
                return try encode(pipeline, times: try pipeline.frameTimes(fps: rate.fps), rate: rate, scale: step.scale, settings: settings, path: path)
            } catch let tooLarge as ExportTooLarge {
                last = tooLarge.bytes
                Console.error("\(pipeline.name): \(Self.size(last)) at @\(Int(step.scale))x, \(step.fps.pointString) fps is over 10 MB; trying smaller")
            }
        }
        throw Diagnostic(.outputLimitExceeded, "'\(pipeline.name)' does not fit in 10 MB as a \(format.rawValue) even at @1x, 10 fps and 64 colours (\(Self.size(last)))",
                         at: nil, hint: "export it as --format mp4 (a pull request takes videos up to 10 MB too), or shorten what plays")
    }

    /// Export failures as diagnostics (exit 1), saying what to do.
    static func diagnostic(_ error: any Error) -> any Error {
        switch error {
        case let failure as ExportError: Diagnostic(.outputFailed, failure.message, at: nil, hint: failure.hint)
        case let failure as APNGEncodingError: Diagnostic(.outputFailed, failure.description, at: nil)
        default: error
        }
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.0f kB", Double(bytes) / 1e3)
    }
}

/// PNG frames with `--transparent`: `DIR/<name>/<key>/frame-0000.png`, as without it.
final class PNGFrameFolder: FrameEncoder {
    let folder: String
    private var count = 0
    private var bytes = 0

    init(folder: String) { self.folder = folder }

    func add(_ frame: PixelImage) throws {
        let png = try frame.encodedPNG()
        try AtomicFile.write(png, to: "\(folder)/frame-\(MotionRender.number(count)).png")
        count += 1
        bytes += png.count
    }

    func finish() throws -> Int { bytes }
    func cancel() {}
}

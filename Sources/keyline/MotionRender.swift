import Foundation
import KeylineCore
import KeylineRender

/// Frame sequences of storyboards and appear sequences, one folder per name and variant.
struct MotionRender {
    let document: SceneDocument
    let options: RenderOptions
    /// nil: the default (60 fps; for an export, its format's or preset's).
    let fps: Double?
    let at: Double?
    /// nil: no contact sheet; 0: choose the spacing.
    let contactSheetEvery: Int?
    /// One file per sequence (`--format`, `--preset`) instead of PNG frames; nil: PNG frames.
    var export: ExportOptions? = nil

    struct Frame: Sendable {
        let sequence: Int
        let time: Double
        let path: String
    }

    func run(storyboards: [StoryboardDefinition], screens: [ScreenDefinition], variants: [Variant]) throws {
        var pipelines: [(pipeline: TimelinePipeline, folder: String)] = []
        for variant in variants {
            let folder = options.key(variant)
            if storyboards.isEmpty {
                for screen in screens {
                    pipelines.append((try TimelinePipeline(document: document, screen: screen, variant: variant), folder))
                }
            } else {
                for storyboard in storyboards {
                    pipelines.append((try TimelinePipeline(document: document, storyboard: storyboard, variant: variant), folder))
                }
            }
        }
        if let export {
            return try MotionExport(options: options, fps: fps, export: export).run(pipelines)
        }
        var frames: [Frame] = []
        for (i, (pipeline, folder)) in pipelines.enumerated() {
            let directory = "\(pipeline.name)/\(folder)"  // inside the output folder
            if let at {
                frames.append(Frame(sequence: i, time: at, path: "\(directory)/at-\(String(format: "%.3f", at)).png"))
            } else {
                frames += try pipeline.frameTimes(fps: fps ?? 60).enumerated().map { n, t in
                    Frame(sequence: i, time: t, path: "\(directory)/frame-\(Self.number(n)).png")
                }
            }
        }
        if let every = contactSheetEvery, at == nil {
            // Checked before any frame is drawn.
            for (i, (pipeline, _)) in pipelines.enumerated() {
                let count = frames.lazy.filter { $0.sequence == i }.count
                let step = Self.contactSheetStep(every: every, frames: count)
                let cells = (count + step - 1) / step
                guard cells <= SceneLimits.contactSheetCells else {
                    throw Diagnostic(.outputLimitExceeded,
                                     "a contact sheet of every \(step) frame\(step == 1 ? "" : "s") of '\(pipeline.name)' would have \(cells) cells; a contact sheet is limited to \(SceneLimits.contactSheetCells)",
                                     at: nil, hint: "raise --every to \((count + SceneLimits.contactSheetCells - 1) / SceneLimits.contactSheetCells) or more, or leave it out (docs/limits.md)")
                }
            }
        }
        OutputPath.removeStalePartials(in: frames.map { options.folder.path(($0.path as NSString).deletingLastPathComponent) })
        let progress = Progress(total: frames.count, label: "frames")
        let scale = options.scale
        let all = pipelines.map(\.pipeline)
        // Frames: consecutive ones on each thread (its encoder re-encodes what changed), every
        // thread busy to the end; scratch surfaces reused from frame to frame.
        FrameMemory.keepScratchMemory()
        try ParallelJobs.run(frames, threads: options.threads, sharing: .shares, diagnostics: options.diagnostics, progress: progress.update) { frame, renderer in
            try FrameWriter.write(encoded: try all[frame.sequence].encodedFrame(at: frame.time, scale: scale, renderer: renderer), to: frame.path,
                                  in: options.folder)
        }
        if let every = contactSheetEvery, at == nil {
            for (i, (pipeline, folder)) in pipelines.enumerated() {
                let times = frames.filter { $0.sequence == i }.map(\.time)
                let step = Self.contactSheetStep(every: every, frames: times.count)
                let sheet = try ContactSheet.render(pipeline: pipeline, times: stride(from: 0, to: times.count, by: step).map { times[$0] },
                                                    renderer: Renderer(diagnostics: options.diagnostics))
                try FrameWriter.write(sheet, to: "\(pipeline.name)/\(folder)/contact-sheet.png", in: options.folder)
            }
        }
        let summary = at == nil ? "\(frames.count) frames at \(Self.format(fps ?? 60)) fps" : "\(frames.count) instant\(frames.count == 1 ? "" : "s")"
        progress.finish("wrote \(summary) to \(options.out) (\(pipelines.count) sequence\(pipelines.count == 1 ? "" : "s"), \(options.scaleSuffix))")
    }

    /// Frames between contact-sheet cells: `--every`, or about 24 cells.
    static func contactSheetStep(every: Int, frames: Int) -> Int { every > 0 ? every : max(1, frames / 24) }

    /// Four digits at least, so that names sort in frame order.
    static func number(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func format(_ v: Double) -> String { v.pointString }
}

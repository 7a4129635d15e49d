import Foundation
import KeylineCore
import KeylineRender

/// Each screen at rest, once per variant.
struct StillRender {
    let document: SceneDocument
    let options: RenderOptions
    let state: StateOptions

    struct Job: Sendable {
        let screen: ScreenDefinition
        let variant: Variant
        /// Inside the output folder: `<screen>/<key>.png`.
        let path: String
    }

    func run(screens: [ScreenDefinition], variants: [Variant]) throws {
        let overrides = try Dictionary(screens.map { ($0.id, try state.values(for: $0)) }, uniquingKeysWith: { first, _ in first })
        let jobs = screens.flatMap { screen in
            variants.map { base in
                // The state set on the command line is part of the variant, and of its key.
                var variant = base
                variant.state = overrides[screen.id] ?? [:]
                return Job(screen: screen, variant: variant, path: "\(screen.id)/\(options.key(variant)).png")
            }
        }
        OutputPath.removeStalePartials(in: jobs.map { options.folder.path(($0.path as NSString).deletingLastPathComponent) })
        let pipeline = ScenePipeline(document: document)
        let progress = Progress(total: jobs.count, label: "screens")
        try ParallelJobs.run(jobs, threads: options.threads, diagnostics: options.diagnostics, progress: progress.update) { job, renderer in
            try FrameWriter.write(try pipeline.render(job.screen, job.variant, scale: job.variant.scale, renderer: renderer), to: job.path, in: options.folder)
        }
        progress.finish("wrote \(jobs.count) PNG\(jobs.count == 1 ? "" : "s") to \(options.out) (\(screens.count) screen\(screens.count == 1 ? "" : "s") × \(variants.count) variant\(variants.count == 1 ? "" : "s"), \(options.scaleSuffix))")
    }
}

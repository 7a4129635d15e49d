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
        let state: [String: Value]
        let path: String
    }

    func run(screens: [ScreenDefinition], variants: [Variant]) throws {
        let overrides = try Dictionary(uniqueKeysWithValues: screens.map { ($0.id, try state.values(for: $0)) })
        let jobs = screens.flatMap { screen in
            variants.map { variant in
                Job(screen: screen, variant: variant, state: overrides[screen.id] ?? [:],
                    path: "\(options.out)/\(screen.id)/\(options.variantName(variant))\(options.scaleSuffix).png")
            }
        }
        let pipeline = ScenePipeline(document: document)
        let progress = Progress(total: jobs.count, label: "screens")
        let scale = options.scale
        try ParallelJobs.run(jobs, threads: options.threads, diagnostics: options.diagnostics, progress: progress.update) { job, renderer in
            try FrameWriter.write(try pipeline.render(job.screen, job.variant, scale: scale, renderer: renderer, state: job.state), to: job.path)
        }
        progress.finish("wrote \(jobs.count) PNG\(jobs.count == 1 ? "" : "s") to \(options.out) (\(screens.count) screen\(screens.count == 1 ? "" : "s") × \(variants.count) variant\(variants.count == 1 ? "" : "s"), \(options.scaleSuffix))")
    }
}

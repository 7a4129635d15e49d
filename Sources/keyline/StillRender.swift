import KeylineCore
import KeylineRender

/// Each screen at rest, once per variant.
struct StillRender {
    let document: SceneDocument
    let options: RenderOptions

    struct Job: Sendable {
        let screen: ScreenDefinition
        let variant: Variant
        let path: String
    }

    func run(screens: [ScreenDefinition], variants: [Variant]) throws {
        let jobs = screens.flatMap { screen in
            variants.map { variant in
                Job(screen: screen, variant: variant,
                    path: "\(options.out)/\(screen.id)/\(options.variantName(variant))\(options.scaleSuffix).png")
            }
        }
        let pipeline = ScenePipeline(document: document)
        let progress = Progress(total: jobs.count, label: "screens")
        let scale = options.scale
        try ParallelJobs.run(jobs, threads: options.threads, progress: progress.update) { job, renderer in
            try FrameWriter.write(try pipeline.render(job.screen, job.variant, scale: scale, renderer: renderer), to: job.path)
        }
        progress.finish("wrote \(jobs.count) PNG\(jobs.count == 1 ? "" : "s") to \(options.out) (\(screens.count) screen\(screens.count == 1 ? "" : "s") × \(variants.count) variant\(variants.count == 1 ? "" : "s"), \(options.scaleSuffix))")
    }
}

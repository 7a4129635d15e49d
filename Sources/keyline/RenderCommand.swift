import ArgumentParser
import Foundation
import KeylineCore
import KeylineRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render screens to PNG.",
        discussion: """
        Writes one PNG per screen and variant, named so that they sort:
          DIR/<screen>/<appearance>@<scale>x.png            e.g. out/slide1/dark@3x.png
          DIR/<screen>/<appearance>-<device>@<scale>x.png   with --device other than the scene's
        Files are written atomically: a run that fails or is interrupted leaves no partial PNG.
        """)

    @OptionGroup var scene: SceneArgument

    @Option(name: .customLong("screen"), help: ArgumentHelp("A screen to render (repeatable). Default: every screen.", valueName: "id"))
    var screens: [String] = []

    @OptionGroup var variant: VariantOptions

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Int = 3

    @Option(help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
    var out: String

    @Option(help: "Threads to render on. Default: every core.")
    var jobs: Int?

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (iOS's @1x, @2x, @3x); got \(scale)") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    struct Job: Sendable {
        let screen: ScreenDefinition
        let variant: Variant
        let path: String
    }

    func run() throws {
        let document = try scene.load()
        let device = try variant.resolvedDevice(for: document)
        let selected = try document.selectScreens(screens)
        let deviceSuffix = device == document.device ? "" : "-\(device.name)"
        let jobs = selected.flatMap { screen in
            variant.appearance.appearances.map { appearance in
                Job(screen: screen, variant: Variant(appearance: appearance, device: device),
                    path: "\(out)/\(screen.id)/\(appearance.rawValue)\(deviceSuffix)@\(self.scale)x.png")
            }
        }
        let pipeline = ScenePipeline(document: document)
        let progress = Progress(total: jobs.count, label: "frames")
        let pointScale = Double(self.scale)
        do {
            try ParallelJobs.run(jobs, threads: self.jobs ?? ParallelJobs.availableCores, progress: progress.update) { job, renderer in
                let image = try pipeline.render(job.screen, job.variant, scale: pointScale, renderer: renderer)
                try FrameWriter.write(image, to: job.path)
            }
        } catch let error as SceneError {
            Console.error(SceneErrors([error]).report(source: try? String(contentsOfFile: scene.scene, encoding: .utf8)))
            throw ExitCode(2)
        }
        Console.flushFontNotices()
        progress.finish("wrote \(jobs.count) PNG\(jobs.count == 1 ? "" : "s") to \(out) (\(selected.count) screen\(selected.count == 1 ? "" : "s") × \(variant.appearance.appearances.count) appearance\(variant.appearance.appearances.count == 1 ? "" : "s"), @\(self.scale)x)")
    }
}

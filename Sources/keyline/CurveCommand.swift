import ArgumentParser
import Foundation
import KeylineCore
import KeylineMotion
import KeylineRender

struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample an animation curve, or plot it.",
        discussion: """
        EXPR is an animation in SwiftUI's syntax, as in scene files:
          keyline curve "spring(response: 0.6, dampingFraction: 0.7)" --json
          keyline curve "easeOut(duration: 0.4).delay(0.2)" --out ease.png
        With --json it prints {"curve", "duration", "settlingTime", "samples": [{"t", "value"}]}
        (value is progress: 0 at the start, 1 at rest; springs may overshoot). Without it,
        it writes a PNG plot of progress against time, the settling time marked.
        """)

    @Argument(help: "The animation, e.g. \"spring(response: 0.6, dampingFraction: 0.7)\".")
    var expression: String

    @Option(help: "Seconds to sample. Default: until it settles (one cycle for repeatForever); a plot shows 15 % more.")
    var duration: Double?

    @Option(help: "Number of samples, evenly spaced from 0 to the duration.")
    var samples: Int = 61

    @Flag(help: "Print samples as JSON instead of plotting.")
    var json = false

    @Option(help: ArgumentHelp("Where to write the plot.", valueName: "file.png"))
    var out: String = "curve.png"

    func validate() throws {
        guard samples >= 2, samples <= 100_000 else { throw ValidationError("--samples must be between 2 and 100000") }
        if let duration { guard duration > 0, duration.isFinite else { throw ValidationError("--duration must be more than 0 seconds") } }
    }

    func run() throws {
        // Ctrl-C or a kill while writing removes the file being written.
        InterruptCleanup.install()
        try Console.run(curve)
    }

    /// Where a mistake in EXPR is shown: the argument as a one-line file.
    static let argumentFile = "<argument>"

    private func curve(_ run: RunDiagnostics) throws {
        let animation: Animation
        do {
            animation = try Animation(parsing: expression)
        } catch {
            run.register(source: expression, for: Self.argumentFile)
            throw Diagnostic(.animationInvalid, error.messageWithoutSuggestion,
                             at: SourceLocation(file: Self.argumentFile, line: 1, column: error.column + 1), fixIt: error.fixIt(in: expression))
        }
        let span = duration ?? animation.samplingDuration
        if json {
            let points = try animation.samples(count: samples, duration: span)
            var lines = ["{",
                         "  \"curve\": \(LayoutReport.quoted(animation.description)),",
                         "  \"duration\": \(LayoutReport.number(span)),",
                         "  \"settlingTime\": \(animation.duration.map(LayoutReport.number) ?? "null"),",
                         "  \"samples\": ["]
            for (i, s) in points.enumerated() {
                lines.append("    {\"t\": \(Self.format(s.time)), \"value\": \(Self.format(s.value))}" + (i < points.count - 1 ? "," : ""))
            }
            lines += ["  ]", "}"]
            print(lines.joined(separator: "\n"))
        } else {
            // Past the settling time, so that its mark is inside the plot.
            let shown = duration ?? span * 1.15
            try FrameWriter.write(try CurvePlot.render(animation, duration: shown, renderer: Renderer(diagnostics: run.log)), to: out)
            Console.error("wrote \(out) (\(animation.description), \(String(format: "%.3f", shown)) s)")
        }
    }

    /// Six decimals: enough to compare curves, short enough to read.
    static func format(_ v: Double) -> String {
        let r = (v * 1_000_000).rounded() / 1_000_000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
}

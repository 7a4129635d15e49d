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

    // Numbers are parsed `.unconditional`ly: `--duration -1` is the value -1, refused as
    // out of range, not an option.

    @Option(parsing: .unconditional, help: "Seconds to sample, up to 3600. Default: until it settles (one cycle for repeatForever); a plot shows 15 % more.")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Number of samples, evenly spaced from 0 to the duration (2 to 100000).")
    var samples: Int?

    @Flag(help: "Print samples as JSON instead of plotting.")
    var json = false

    @Option(help: ArgumentHelp("Where to write the plot. Default: curve.png.", valueName: "file.png"))
    var out: String?

    /// The longest span sampled or plotted: an hour.
    static let longestDuration = 3600.0

    func validate() throws {
        if let samples { guard samples >= 2, samples <= 100_000 else { throw ValidationError("--samples \(samples) is out of range: 2 to 100000") } }
        if let duration {
            guard duration > 0, duration <= Self.longestDuration else {
                throw ValidationError("--duration \(duration.pointString) is out of range: more than 0, at most \(Self.longestDuration.pointString) seconds")
            }
        }
        if json, out != nil { throw ValidationError("--json prints samples and --out writes a plot: give one of them") }
        if !json, samples != nil { throw ValidationError("--samples applies to --json (a plot draws its own)") }
        if let out { try OutputPath.checkFile(out, option: "--out") }
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
        // What the parser lets through but cannot be sampled is still about the argument:
        // exit 2, pointing at it (never a trap or exit 1).
        func invalid(_ message: String, hint: String? = nil) -> Diagnostic {
            run.register(source: expression, for: Self.argumentFile)
            return Diagnostic(.animationInvalid, message, at: SourceLocation(file: Self.argumentFile, line: 1, column: 1), hint: hint)
        }
        let span = duration ?? animation.samplingDuration
        guard span.isFinite, span > 0, span <= Self.longestDuration else {
            throw invalid("this animation lasts \(span.pointString) s; a curve is shown for at most \(Self.longestDuration.pointString) s",
                          hint: "give --duration to see part of it, or shorten its delay or repeat count")
        }
        do {
            try show(animation, span: span, run)
        } catch let error as AnimationParameterError {
            throw invalid(error.message)
        }
    }

    private func show(_ animation: Animation, span: Double, _ run: RunDiagnostics) throws {
        if json {
            let points = try animation.samples(count: samples ?? 61, duration: span)
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
            let out = self.out ?? "curve.png"
            OutputPath.removeStalePartials(in: [(out as NSString).deletingLastPathComponent.isEmpty ? "." : (out as NSString).deletingLastPathComponent])
            try FrameWriter.write(try CurvePlot.render(animation, duration: shown, renderer: Renderer(diagnostics: run.log)), to: out)
            Console.error("wrote \(out) (\(animation.description), \(String(format: "%.3f", shown)) s)")
        }
    }

    /// Six decimals: enough to compare curves, short enough to read. Always a JSON number:
    /// a value that is not finite (it cannot come from a valid curve) is written null.
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        guard abs(v) < 1e9 else { return v.pointString }  // × 10⁶ would lose or overflow
        let r = (v * 1_000_000).rounded() / 1_000_000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

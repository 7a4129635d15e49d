import ArgumentParser
import KeylinePixels
#if canImport(Glibc)
import Glibc
#endif

/// `keyline diff A.png B.png`: compares two PNGs as golden tests do, exactly by default.
///
/// Exit statuses follow diff(1): 0 the same (within tolerance), 1 different, 2 trouble (a
/// file unreadable or not a valid PNG, or the diff image could not be written); 64 for a
/// malformed command line, as everywhere in Keyline.
///
/// Both binaries run it: the `keyline` front itself (no Cairo loaded), and `keyline-engine`,
/// whose root command lists it so that help shows it with the others.
public struct DiffCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images, pixel for pixel.",
        discussion: """
        Exact by default: any pixel that differs, by even one step of one channel, makes \
        the images different. Options add tolerance, for images rendered elsewhere:
          keyline diff expected.png actual.png
          keyline diff golden.png shot.png --threshold 0.1 --out diff.png
        --threshold also sets anti-aliased pixels aside (counted apart, not as differences) \
        unless --include-aa is given.

        Prints one line with the verdict and its figures, or with --json an object with \
        keys expected, actual, verdict, passed, expectedSize, actualSize, comparedPixels, \
        maskedPixels, unequalPixels, differingPixels, antiAliasedPixels, differingRatio, \
        allowedDifferingPixels, largestChannelDelta, differenceBounds, threshold, \
        countsAntiAliasedPixels, diffImage.

        Exit status: 0 identical or within tolerance; 1 different (sizes included); 2 when a \
        file cannot be read or is not a valid PNG, or the diff image cannot be written; 64 \
        when the command line is malformed.
        """)

    @Argument(help: ArgumentHelp("The expected image (a golden).", valueName: "A.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The actual image.", valueName: "B.png"))
    var actual: String

    @Option(help: ArgumentHelp(
        "Per-pixel colour tolerance, 0 to 1, on pixelmatch's YIQ scale (pixelmatch's default is 0.1). Default: exact.",
        valueName: "T"))
    var threshold: Double?

    @Option(name: .customLong("max-diff-pixels"), help: ArgumentHelp("How many differing pixels still pass.", valueName: "N"))
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: ArgumentHelp("What fraction (0 to 1) of the pixels may differ and still pass.", valueName: "R"))
    var maxDiffRatio: Double?

    @Flag(name: .customLong("include-aa"), help: "With --threshold, count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(help: ArgumentHelp("Write a diff image: differences in red over a faded copy of A, anti-aliased pixels in yellow.", valueName: "DIFF.png"))
    var out: String?

    @Flag(help: "Print the figures as JSON.")
    var json = false

    public init() {}

    public func validate() throws {
        if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            throw ValidationError("--threshold must be between 0 and 1 (pixelmatch's scale; 0.1 is its default)")
        }
        if maxDiffPixels != nil, maxDiffRatio != nil {
            throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
    }

    var options: ComparisonOptions {
        var options = ComparisonOptions.exact
        if let threshold {
            options.threshold = threshold
            options.countsAntiAliasedPixels = includeAA
        }
        if let maxDiffPixels { options.allowance = .pixels(maxDiffPixels) }
        if let maxDiffRatio { options.allowance = .ratio(maxDiffRatio) }
        return options
    }

    public func run() throws {
        // Ctrl-C or a kill while writing the diff image removes the partial file.
        InterruptCleanup.install()
        let result: ImageComparison
        do throws(PNGFileError) {
            result = try PNGFileComparison.compare(expected: expected, actual: actual, options: options, drawingDiff: out != nil)
        } catch {
            if json { print(ImageComparisonJSON.unreadable(expected: expected, actual: actual, failure: error)) }
            standardError("error: \(error)")
            throw ExitCode(2)
        }

        var written: String?
        if let out {
            if let diff = result.diffImage {
                do {
                    try AtomicFile.write(try diff.encodedPNG(), to: out)
                    written = out
                } catch {
                    standardError("error: \(error)")
                    throw ExitCode(2)
                }
            } else {
                standardError("note: no diff image written: the images are not the same size")
            }
        }

        if json {
            print(result.json(expected: expected, actual: actual, diffImagePath: written))
        } else {
            print(result.verdict == .sizeMismatch
                  ? "different sizes: \(expected) is \(result.expectedSize), \(actual) is \(result.actualSize)"
                  : result.summary)
        }
        if let written { standardError("wrote \(written)") }
        if !result.passed { throw ExitCode(1) }
    }

    /// A line on standard error (what the engine's `Console.error` does, without Foundation).
    private func standardError(_ text: String) {
        let line = Array((text + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

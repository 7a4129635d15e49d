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
        if let problem = request.problem { throw ValidationError(problem) }
    }

    /// The comparison this command line asks for.
    var request: DiffRequest {
        DiffRequest(expected: expected, actual: actual, threshold: threshold, maxDiffPixels: maxDiffPixels,
                    maxDiffRatio: maxDiffRatio, includeAA: includeAA, out: out, json: json)
    }

    public func run() throws {
        let status = request.run()
        if status != 0 { throw ExitCode(status) }
    }
}

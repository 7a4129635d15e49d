import KeylinePixels
#if canImport(Glibc)
import Glibc
#endif

/// What `keyline diff` is asked to do, and doing it: shared by `DiffCommand` (parsed by
/// ArgumentParser) and `DiffRequest.plain` (the common forms, parsed by hand in the front).
public struct DiffRequest: Equatable, Sendable {
    public var expected: String
    public var actual: String
    public var threshold: Double?
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?
    public var includeAA = false
    public var out: String?
    public var json = false

    public init(expected: String, actual: String, threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                includeAA: Bool = false, out: String? = nil, json: Bool = false) {
        (self.expected, self.actual, self.threshold, self.maxDiffPixels) = (expected, actual, threshold, maxDiffPixels)
        (self.maxDiffRatio, self.includeAA, self.out, self.json) = (maxDiffRatio, includeAA, out, json)
    }

    /// Why the values cannot be used (a usage error, exit 64), or nil.
    var problem: String? {
        if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            return "--threshold must be between 0 and 1 (pixelmatch's scale; 0.1 is its default)"
        }
        if maxDiffPixels != nil, maxDiffRatio != nil { return "give --max-diff-pixels or --max-diff-ratio, not both" }
        if let maxDiffPixels, maxDiffPixels < 0 { return "--max-diff-pixels must be 0 or more" }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            return "--max-diff-ratio must be between 0 and 1"
        }
        return nil
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

    /// Compares, prints, writes the diff image if asked; returns the exit status: 0 the
    /// same (within tolerance), 1 different, 2 unreadable (an input that is not a regular
    /// file included) or not written (`--out` onto anything but a new or regular file),
    /// 64 for `--out` naming one of the inputs (`DiffOutputCheck`).
    public func run() -> Int32 {
        if let out, let refusal = DiffOutputCheck.refusal(out: out, inputs: [expected, actual]) {
            Self.standardError("error: \(refusal.message)")
            return refusal.status
        }
        let result: ImageComparison
        do throws(PNGFileError) {
            result = try PNGFileComparison.compare(expected: expected, actual: actual, options: options, drawingDiff: out != nil)
        } catch {
            if json { print(ImageComparisonJSON.unreadable(expected: expected, actual: actual, failure: error)) }
            Self.standardError("error: \(error)")
            return 2
        }

        var written: String?
        if let out {
            if let diff = result.diffImage {
                // Ctrl-C or a kill while writing the diff image removes the partial file. Installed
                // only here: it starts Dispatch's threads and waits for them, which a comparison
                // that writes nothing need not pay for.
                InterruptCleanup.install()
                // Again: the path may have changed while the images were compared.
                if let refusal = DiffOutputCheck.refusal(out: out, inputs: [expected, actual]) {
                    Self.standardError("error: \(refusal.message)")
                    return refusal.status
                }
                do {
                    try AtomicFile.write(try diff.encodedPNG(), to: out)
                    written = out
                } catch {
                    Self.standardError("error: \(error)")
                    return 2
                }
            } else {
                Self.standardError("note: no diff image written: the images are not the same size")
            }
        }

        if json {
            print(result.json(expected: expected, actual: actual, diffImagePath: written))
        } else {
            print(result.verdict == .sizeMismatch
                  ? "different sizes: \(expected) is \(result.expectedSize), \(actual) is \(result.actualSize)"
                  : result.summary)
        }
        if let written { Self.standardError("wrote \(written)") }
        return result.passed ? 0 : 1
    }

    /// A line on standard error (what the engine's `Console.error` does, without Foundation).
    static func standardError(_ text: String) {
        let line = Array((text + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

extension DiffRequest {
    /// The arguments after `diff`, when they are in one of the plain forms that need no
    /// help, no error and nothing ArgumentParser alone knows: two file names, and at most
    /// once each `--json`, `--include-aa`, and `--out`, `--threshold`, `--max-diff-pixels`,
    /// `--max-diff-ratio` with a separate value that parses and is in range. nil for
    /// anything else (`--help`, `--out=F`, `--`, a name or value starting with `-`, an
    /// empty one, a repeat, a bad value, a third file…), which `DiffCommand` then parses,
    /// with its help, errors and exit statuses.
    ///
    /// Why: ArgumentParser builds its model of the command by reflection on every run,
    /// about 2 ms of a process whose comparison may take 3 (README, "Comparing images").
    public static func plain(_ arguments: ArraySlice<String>) -> DiffRequest? {
        var files: [String] = []
        var seen: Set<String> = []
        var request = DiffRequest(expected: "", actual: "")
        var i = arguments.startIndex
        while i < arguments.endIndex {
            let argument = arguments[i]
            i += 1
            guard !argument.isEmpty else { return nil }
            guard argument.hasPrefix("-") else {
                files.append(argument)
                continue
            }
            guard seen.insert(argument).inserted else { return nil }
            switch argument {
            case "--json": request.json = true
            case "--include-aa": request.includeAA = true
            case "--out", "--threshold", "--max-diff-pixels", "--max-diff-ratio":
                guard i < arguments.endIndex, !arguments[i].isEmpty, !arguments[i].hasPrefix("-") else { return nil }
                let value = arguments[i]
                i += 1
                switch argument {
                case "--out": request.out = value
                case "--threshold": guard let v = Double(value) else { return nil }; request.threshold = v
                case "--max-diff-pixels": guard let v = Int(value) else { return nil }; request.maxDiffPixels = v
                default: guard let v = Double(value) else { return nil }; request.maxDiffRatio = v
                }
            default:
                return nil
            }
        }
        guard files.count == 2, request.problem == nil else { return nil }
        (request.expected, request.actual) = (files[0], files[1])
        return request
    }
}

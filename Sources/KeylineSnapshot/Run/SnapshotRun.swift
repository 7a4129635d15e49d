import Foundation
import KeylineCore
import KeylineRender
import Synchronization

/// One snapshot run: what `keyline test` and the Swift API (`expectGolden`, `expectGoldens`)
/// both do. The goldens of `scenes`, less those `filter` and `shard` leave out, are rendered
/// on `jobs` threads and compared with `goldens`; each golden's check then goes to the run's
/// consumers in turn, while its images are in memory:
///
/// 1. the recorder writes the golden when `record` says so (only the failures of `group`
///    when one is named);
/// 2. the report's image writer puts a failure's expected, actual and diff images into
///    `reportFolder`;
/// 3. what is kept is a `GoldenResult` of a few hundred bytes.
///
/// So memory does not grow with the number of failures. The report itself (`report.json`,
/// `index.html`), JUnit XML and the lines a command prints are written from the results by
/// their own consumers (`SnapshotRunReport`, `JUnitReport`).
public struct SnapshotRun: Sendable {
    /// A scene of the run, under the name its goldens are filed by.
    public struct Scene: Sendable {
        public let file: String
        public let name: String
        public let document: SceneDocument
        /// The goldens it names: its `snapshots:` expanded, or those one call of
        /// `expectGolden` compares.
        public let cases: [GoldenCase]

        public init(_ document: SceneDocument, name: String? = nil, cases: [GoldenCase]? = nil) {
            let name = name ?? SnapshotPlan.sceneName(document)
            self.file = document.file
            self.name = name
            self.document = document
            self.cases = cases ?? SnapshotPlan.cases(document, sceneName: name)
        }
    }

    public var scenes: [Scene]
    public var filter: GoldenFilter?
    public var shard: RunShard?
    /// Only failures of this group (`DifferenceSignature.id`) are recorded.
    public var group: String?
    public var record: RecordMode
    /// Whether the caller asked for `record` (not the default): only then may a run rewrite
    /// an existing `ENVIRONMENT.json`.
    public var recordWasAsked: Bool
    public var goldens: GoldenStore
    /// Where failures' images go; nil: none are written.
    public var reportFolder: String?
    public var jobs: Int
    public var advice: RecordAdvice

    public init(scenes: [Scene], filter: GoldenFilter? = nil, shard: RunShard? = nil, group: String? = nil, record: RecordMode,
                recordWasAsked: Bool, goldens: GoldenStore, reportFolder: String?, jobs: Int = ParallelJobs.availableCores,
                advice: RecordAdvice) {
        self.scenes = scenes; self.filter = filter; self.shard = shard; self.group = group; self.record = record
        self.recordWasAsked = recordWasAsked; self.goldens = goldens; self.reportFolder = reportFolder; self.jobs = jobs
        self.advice = advice
    }

    /// Every golden the scenes name, before `filter` and `shard`.
    public var everything: [GoldenCase] { scenes.flatMap(\.cases) }

    /// Refuses a run that cannot be done as asked, before anything renders: two scenes filed
    /// under one name (they would share goldens, and one would pass on the other's), an
    /// empty goldens folder name (the filesystem's root), more goldens than a run makes,
    /// `jobs` out of range.
    public func validate() throws(Diagnostic) {
        guard !goldens.root.isEmpty else {
            throw Diagnostic(.inputInvalidValue, "the goldens folder is empty: ''", at: nil,
                             hint: "name a folder, e.g. --goldens Goldens (an empty name would mean the filesystem's root)")
        }
        do throws(RunLimitError) { try RunLimits.checkJobs(jobs) } catch {
            throw Diagnostic(.inputInvalidValue, error.description, at: nil)
        }
        var seen: [String: String] = [:]
        for scene in scenes {
            if let other = seen[scene.name] {
                throw Diagnostic(.inputInvalidValue,
                                 "two scenes named '\(scene.name)' in one run: \(other) and \(scene.file)", at: nil,
                                 hint: "goldens are filed by scene name (Goldens/\(scene.name)/), so they would share them; rename one file")
            }
            seen[scene.name] = scene.file
        }
        let count = scenes.reduce(0) { $0 + $1.cases.count }
        guard count <= RunLimits.goldensPerRun else {
            let biggest = scenes.max { $0.cases.count < $1.cases.count }
            throw Diagnostic(.outputLimitExceeded,
                             "this run would check \(count) goldens; a run checks at most \(RunLimits.goldensPerRun)", at: nil,
                             hint: (biggest.map { "\($0.file) names \($0.cases.count) of them; " } ?? "")
                                + "name fewer variants in snapshots:, or run the scenes in several runs (docs/limits.md)")
        }
    }

    /// Runs it: validates, renders and compares, records, writes failures' images, and
    /// records `ENVIRONMENT.json` per the rule in `environmentRule`.
    public func run(diagnostics: DiagnosticLog = DiagnosticLog(), progress: @escaping @Sendable (Int) -> Void = { _ in }) throws -> SnapshotRunResult {
        try validate()
        let environmentNotes = goldens.environmentNotes(recording: advice.recordingAnything)
        let everything = self.everything
        var selected = everything.filter { filter?.matches($0.name) ?? true }
        if let shard {
            let kept = Set(ShardPlan.shard(selected, index: shard.index, of: shard.count).map(\.path))
            selected = selected.filter { kept.contains($0.path) }
        }
        let documents = Dictionary(scenes.map { ($0.name, $0.document) }, uniquingKeysWith: { a, _ in a })
        let verifier = GoldenVerifier(store: goldens)
        let results = Mutex([GoldenResult?](repeating: nil, count: selected.count))
        try ParallelJobs.run(Array(selected.enumerated()), threads: jobs, diagnostics: diagnostics, progress: progress) { job, renderer in
            guard let document = documents[job.element.scene] else { return }
            let result = job.element.filmFPS != nil
                ? consumeFilm(FilmVerifier(store: goldens).check(job.element, in: document, renderer: renderer))
                : consume(verifier.check(job.element, in: document, renderer: renderer))
            results.withLock { $0[job.offset] = result }
        }
        let ordered = results.withLock { $0.compactMap { $0 } }
        let environment = try recordEnvironment(ordered, notes: environmentNotes)
        return SnapshotRunResult(results: ordered, everything: everything, skipped: everything.count - selected.count,
                                 environmentNotes: environmentNotes, environment: environment, advice: advice)
    }

    /// One golden, checked on the caller's thread with the caller's renderer, through the
    /// same consumers as in `run` (for benchmarks and runners of one's own).
    public func check(_ item: GoldenCase, in document: SceneDocument, renderer: Renderer) -> GoldenResult {
        if item.filmFPS != nil { return consumeFilm(FilmVerifier(store: goldens).check(item, in: document, renderer: renderer)) }
        return consume(GoldenVerifier(store: goldens).check(item, in: document, renderer: renderer))
    }

    // MARK: - The consumers of one golden's check

    /// Records per the mode, writes the report's images, and keeps the small result.
    func consume(_ check: GoldenCheck) -> GoldenResult {
        let item = check.item
        let rewrite = record == .failed || record == .all
        switch check.outcome {
        case .matches(let exactlyEqual):
            // Within tolerance but not equal: --record=all takes the new pixels.
            guard record == .all, !exactlyEqual, group == nil, let frame = check.frame else { return .passed(item, rerecorded: false) }
            do { try goldens.write(frame, for: item) } catch { return unwritable(check, error) }
            return .passed(item, rerecorded: true)
        case .missing:
            let path = goldens.path(item)
            guard record != .none, inGroup(.missing, nil), let frame = check.frame else {
                return failure(check, .missing, "missing golden \(path) (not written: \(advice.recordingOff)). Record it: \(advice.recordMissing(item))")
            }
            return recording(frame, check, .missing, "missing golden \(path): recorded it now; look at it, commit it, and run again")
        case .unreadable(let reason):
            let cause = GoldenFailure.Cause.unreadable(reason)
            if rewrite, inGroup(cause, nil), let frame = check.frame {
                return recording(frame, check, cause, "unreadable golden: \(reason) (re-recorded)")
            }
            return failure(check, cause, "unreadable golden: \(reason). Re-record it: \(advice.rerecord(item))")
        case .unrenderable(let reason):
            return failure(check, .unrenderable(reason), "could not render: \(reason). Fix the scene, then re-record: \(advice.rerecord(item))")
        case .differs(let comparison):
            let signature = check.expected.flatMap { expected in
                check.frame.flatMap { DifferenceSignature.of(expected: expected, actual: $0, masks: item.options.masks, bounds: comparison.differenceBounds) }
            } ?? (comparison.verdict == .sizeMismatch
                  ? DifferenceSignature(.size(expected: comparison.expectedSize, actual: comparison.actualSize)) : nil)
            if rewrite, inGroup(.differs, signature), let frame = check.frame {
                return recording(frame, check, .differs, comparison.summary + " (re-recorded)", comparison: comparison, signature: signature)
            }
            return failure(check, .differs, comparison.summary + ". If the change is intended, re-record: \(advice.rerecord(item))",
                           comparison: comparison, signature: signature)
        }
    }

    func inGroup(_ cause: GoldenFailure.Cause, _ signature: DifferenceSignature?, motion: MotionChanges? = nil) -> Bool {
        guard let group else { return true }
        return GoldenFailure.groupID(cause: cause, signature: signature, motion: motion) == group
    }

    /// Writes `frame` as the golden, then reports the failure as recorded, its actual image
    /// the golden's own bytes (not the frame encoded a second time); a golden that cannot be
    /// written is a failure of its own.
    private func recording(_ frame: RasterImage, _ check: GoldenCheck, _ cause: GoldenFailure.Cause, _ message: String,
                           comparison: ImageComparison? = nil, signature: DifferenceSignature? = nil) -> GoldenResult {
        let bytes: [UInt8]
        do { bytes = try goldens.write(frame, for: check.item) } catch { return unwritable(check, error) }
        return failure(check, cause, message, recorded: true, comparison: comparison, signature: signature, actualPNG: bytes)
    }

    private func unwritable(_ check: GoldenCheck, _ error: any Error) -> GoldenResult {
        failure(check, .unwritable("\(error)"), "cannot write the golden: \(error)")
    }

    private func failure(_ check: GoldenCheck, _ cause: GoldenFailure.Cause, _ message: String, recorded: Bool = false,
                         comparison: ImageComparison? = nil, signature: DifferenceSignature? = nil, actualPNG: [UInt8]? = nil) -> GoldenResult {
        let images = reportFolder.map { FailureImages.write(check, comparison: comparison, actualPNG: actualPNG, into: $0) }
        return .failed(check.item, GoldenFailure(cause: cause, message: message, recorded: recorded, figures: comparison.map(ReportFigures.init),
                                                 images: images, signature: signature, rerecord: advice.rerecord(check.item)))
    }

    // MARK: - ENVIRONMENT.json

    /// `ENVIRONMENT.json` says what every golden was recorded with. A run that may write
    /// writes it when there is none; a run whose caller asked to record rewrites it only
    /// when every golden in the folder now matches this machine's renders (this run checked
    /// each, and each passed or was written), else it would vouch for goldens this run
    /// never looked at. The same rule for `keyline test` and the Swift API.
    func recordEnvironment(_ results: [GoldenResult], notes: [String]) throws -> EnvironmentOutcome {
        guard record != .none else { return .unchanged }
        let matching = Set(results.filter { $0.passed || $0.recorded }.map(\.item.path))
        let everyGoldenMatches = Set(goldens.goldenFiles()).isSubset(of: matching)
        if goldens.recordedEnvironment() == .missing || (recordWasAsked && everyGoldenMatches) {
            return try goldens.recordEnvironment() ? .recorded(goldens.environmentPath) : .unchanged
        }
        if recordWasAsked && !notes.isEmpty {
            return .kept("\(goldens.environmentPath) kept: this run did not leave every golden matching this machine's renders; "
                         + "\(advice.recordEnvironment) does, and then records this machine's versions")
        }
        return .unchanged
    }
}

/// What a run did with `ENVIRONMENT.json`.
public enum EnvironmentOutcome: Sendable, Equatable {
    case unchanged
    /// Written (it was missing, or every golden now matches): the path.
    case recorded(String)
    /// Left as it was though recording was asked for, and why.
    case kept(String)
}

extension RecordAdvice {
    /// What writes goldens (and `ENVIRONMENT.json` when it is missing).
    var recordingAnything: String {
        switch self {
        case .commandLine: "`keyline test --record`"
        case .swiftAPI(let function): "\(function) with `record: .missing`"
        }
    }

    /// Why a missing golden was not written.
    var recordingOff: String {
        switch self {
        case .commandLine: "CI=true or recording is off"
        case .swiftAPI: "record is .none"
        }
    }
}

extension GoldenFailure {
    /// The group a failure of `cause` with `signature` belongs to (`groupID`).
    public static func groupID(cause: Cause, signature: DifferenceSignature?, motion: MotionChanges? = nil) -> String {
        GoldenFailure(cause: cause, message: "", recorded: false, figures: nil, images: nil, signature: signature, rerecord: "",
                      motion: motion).groupID
    }
}

import Foundation
import KeylineCore
import KeylineRender

/// A golden that did not match (or could not be checked). Thrown by `expectGolden`, so a
/// Swift Testing or XCTest test that calls it with `try` fails with this message, which
/// says what differed, where the report's images are and how to re-record.
public struct GoldenMismatch: Error, CustomStringConvertible, Sendable {
    public let failures: [GoldenResult]
    /// `.keyline/report`, where expected, actual and diff images are written.
    public let reportPath: String
    /// How this machine's libraries and fonts differ from the goldens' (`ENVIRONMENT.json`).
    public let environmentNotes: [String]

    public init(failures: [GoldenResult], reportPath: String, environmentNotes: [String] = []) {
        self.failures = failures
        self.reportPath = reportPath
        self.environmentNotes = environmentNotes
    }

    public var description: String {
        (environmentNotes.map { "note: " + $0 } + failures.map { "\($0.item.name): \($0.message ?? "failed")" })
            .joined(separator: "\n") + "\nreport: \(reportPath)"
    }
}

/// Compares a screen with its golden: at rest (`at: .settled`, the default), or at an
/// instant of its appear sequence (`at: .time(0.35)`).
///
///     let scene = try SceneLoader.load(contentsOf: "Scenes/urbannest-onboarding.yaml")
///     try expectGolden(scene, screen: "slide1", appearance: .dark, at: .settled)
///
/// Goldens are looked for in `goldens`, by default the nearest `Goldens/` folder above the
/// scene file (or in the current directory for a scene built in code). A missing golden is
/// written when `record` says so, and still fails.
public func expectGolden(_ scene: SceneDocument, screen: String, appearance: Appearance = .light, motion: MotionPreference = .full,
                         device: Device? = nil, dynamicType: DynamicTypeSize = .large, scale: Double = SnapshotDefinition.defaultScale,
                         state: [String: Value] = [:], at instant: SnapshotDefinition.Instant = .settled,
                         options: ComparisonOptions = .exact, goldens: String? = nil, sceneName: String? = nil, record: RecordMode = .none) throws {
    let variant = Variant(appearance: appearance, motion: motion, device: device ?? scene.device, dynamicTypeSize: dynamicType, scale: scale,
                          state: state)
    try expect(scene, .screen(screen, at: instant, variant: variant, in: scene, options: options, sceneName: sceneName),
               goldens: goldens, record: record)
}

/// Compares an instant of a storyboard with its golden.
public func expectGolden(_ scene: SceneDocument, storyboard: String, at instant: SnapshotDefinition.Instant,
                         appearance: Appearance = .light, motion: MotionPreference = .full, device: Device? = nil,
                         dynamicType: DynamicTypeSize = .large, scale: Double = SnapshotDefinition.defaultScale,
                         options: ComparisonOptions = .exact, goldens: String? = nil, sceneName: String? = nil, record: RecordMode = .none) throws {
    let variant = Variant(appearance: appearance, motion: motion, device: device ?? scene.device, dynamicTypeSize: dynamicType, scale: scale)
    try expect(scene, .storyboard(storyboard, at: instant, variant: variant, in: scene, options: options, sceneName: sceneName),
               goldens: goldens, record: record)
}

/// Compares every snapshot the scene's `snapshots:` names with its golden, on `threads`
/// threads; throws one `GoldenMismatch` listing every failure.
public func expectGoldens(_ scene: SceneDocument, goldens: String? = nil, record: RecordMode = .none,
                          threads: Int = ParallelJobs.availableCores) throws {
    let cases = SnapshotPlan.cases(scene)
    let verifier = GoldenVerification.verifier(scene, goldens: goldens, record: record)
    let results = ResultBox()
    try ParallelJobs.run(cases, threads: threads) { item, renderer in
        results.append(verifier.verify(item, in: scene, renderer: renderer))
    }
    let failures = results.all.filter { $0.status == .failed }.sorted { $0.item.name < $1.item.name }
    try GoldenVerification.recordEnvironmentIfMissing(verifier)
    if !failures.isEmpty {
        throw GoldenMismatch(failures: failures, reportPath: GoldenVerification.reportDirectory,
                             environmentNotes: verifier.store.environmentNotes())
    }
}

private func expect(_ scene: SceneDocument, _ item: GoldenCase, goldens: String?, record: RecordMode) throws {
    let verifier = GoldenVerification.verifier(scene, goldens: goldens, record: record)
    let result = verifier.verify(item, in: scene, renderer: Renderer())
    try GoldenVerification.recordEnvironmentIfMissing(verifier)
    if result.status == .failed {
        throw GoldenMismatch(failures: [result], reportPath: GoldenVerification.reportDirectory,
                             environmentNotes: verifier.store.environmentNotes())
    }
}

enum GoldenVerification {
    static let reportDirectory = ".keyline/report"

    static func verifier(_ scene: SceneDocument, goldens: String?, record: RecordMode) -> GoldenVerifier {
        let root = goldens ?? nearestGoldens(from: scene.directory)
        let file = scene.file
        return GoldenVerifier(store: GoldenStore(root: root), mode: record, reportDirectory: reportDirectory) { item in
            "keyline test \(file) --filter '\(item.name)' --goldens \(root) --record=all"
        }
    }

    /// A goldens folder that records goldens gets an `ENVIRONMENT.json` when it has none
    /// (`keyline test --record` is what rewrites one that exists).
    static func recordEnvironmentIfMissing(_ verifier: GoldenVerifier) throws {
        guard verifier.mode != .none, verifier.store.recordedEnvironment() == .missing else { return }
        try verifier.store.recordEnvironment()
    }

    /// The nearest `Goldens/` folder at or above `directory`; `Goldens` when there is none.
    static func nearestGoldens(from directory: String) -> String {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        for _ in 0..<32 {
            let candidate = folder.appendingPathComponent("Goldens").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return "Goldens"
    }
}

/// Results gathered from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [GoldenResult] = []
    func append(_ r: GoldenResult) { lock.lock(); results.append(r); lock.unlock() }
    var all: [GoldenResult] { lock.lock(); defer { lock.unlock() }; return results }
}

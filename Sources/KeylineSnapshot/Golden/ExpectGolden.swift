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
    try GoldenVerification.run(SnapshotRun.Scene(scene), goldens: goldens, record: record, threads: threads, function: "expectGoldens")
}

private func expect(_ scene: SceneDocument, _ item: GoldenCase, goldens: String?, record: RecordMode) throws {
    try GoldenVerification.run(SnapshotRun.Scene(scene, name: item.scene, cases: [item]), goldens: goldens, record: record, threads: 1,
                               function: "expectGolden")
}

/// The Swift API's way into `SnapshotRun`: the same run as `keyline test` (the same
/// recording rules, `ENVIRONMENT.json` rule and failure images in `.keyline/report`), with
/// messages that say how to record in Swift (`record: .failed`), not with a command.
enum GoldenVerification {
    static let reportDirectory = ".keyline/report"

    static func snapshotRun(_ scene: SnapshotRun.Scene, goldens: String?, record: RecordMode, threads: Int, function: String) -> SnapshotRun {
        SnapshotRun(scenes: [scene], record: record, recordWasAsked: record != .none,
                    goldens: GoldenStore(root: goldens ?? nearestGoldens(from: scene.document.directory)),
                    reportFolder: reportDirectory, jobs: min(max(threads, RunLimits.jobs.lowerBound), RunLimits.jobs.upperBound),
                    advice: .swiftAPI(function: function))
    }

    static func run(_ scene: SnapshotRun.Scene, goldens: String?, record: RecordMode, threads: Int, function: String) throws {
        let result = try snapshotRun(scene, goldens: goldens, record: record, threads: threads, function: function).run()
        let failures = result.failures.sorted { $0.item.name < $1.item.name }
        if !failures.isEmpty {
            throw GoldenMismatch(failures: failures, reportPath: reportDirectory, environmentNotes: result.environmentNotes)
        }
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

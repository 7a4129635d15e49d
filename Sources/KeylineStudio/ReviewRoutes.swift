import Foundation
import KeylineCore
import KeylinePixels
import KeylineRender
import KeylineSnapshot
import Synchronization

/// Review: the last `keyline test` report, a run from the page, and accept / reject / undo.
///
/// Every golden is written by `SnapshotRun` with `record: .failed`, over exactly the
/// goldens accepted: the path `keyline test --filter NAME --record=failed` (and `--group ID`)
/// takes, through `GoldenStore` (confined to the goldens folder, atomic). Undo puts back the
/// bytes the golden had just before (`GoldenStore.restore`). Nothing is written when
/// `settings.readOnly` (CI=true), and nothing outside the goldens and report folders.
final class ReviewRoutes: Sendable {
    let project: StudioProject
    let settings: StudioApp.Settings

    /// One accept, as undo takes it back: each golden with the bytes it had before.
    struct Accepted: Sendable {
        let items: [(item: GoldenCase, previous: [UInt8]?)]
    }
    private struct State: Sendable {
        var undo: [Accepted] = []
        var rejected: Set<String> = []
    }
    private let state = Mutex(State())
    /// Accepts one undo can take back, newest first; each holds its goldens' old bytes.
    static let undoDepth = 32

    init(project: StudioProject, settings: StudioApp.Settings) {
        self.project = project
        self.settings = settings
    }

    private var store: GoldenStore { GoldenStore(root: settings.goldens) }
    private var reportURL: URL { URL(fileURLWithPath: settings.report) }

    // MARK: - Reading

    struct ReportAnswer: Encodable {
        let report: SnapshotReport?
        let problem: String?
        let rejected: [String]
        let canUndo: Bool
        let readOnly: Bool
        let folder: String
    }

    func report() -> StudioResponse {
        let current = state.withLock { $0 }
        var report: SnapshotReport?
        var problem: String?
        if FileManager.default.fileExists(atPath: settings.report + "/" + SnapshotReport.jsonFileName) {
            do { report = try SnapshotReport.read(folder: reportURL) } catch { problem = "\(error)" }
        }
        return .json(ReportAnswer(report: report, problem: problem, rejected: current.rejected.sorted(), canUndo: !current.undo.isEmpty,
                                  readOnly: settings.readOnly, folder: settings.report))
    }

    /// An image of the report, by the path a card names: inside the report folder, a
    /// regular file reached without a link (`ConfinedFolder.read`), a PNG.
    func reportFile(_ path: String) -> StudioResponse {
        guard SnapshotReport.isSafeImagePath(path), path.hasSuffix(".png") else {
            return .error("not a report image: \(path)", status: 404)
        }
        do {
            return .png(try ConfinedFolder(settings.report).read(path, limit: GoldenStore.goldenBytes))
        } catch {
            return .error("\(error)", status: 404)
        }
    }

    // MARK: - Writing

    private func refuseUnderCI() throws(StudioFailure) {
        if settings.readOnly {
            throw .forbidden("the studio writes nothing under CI=true: review the report, then accept on your own machine")
        }
    }

    /// The scenes a run checks: each that loads cleanly now (a scene whose file is broken is
    /// left out: its goldens would be recorded from text that is no longer on disk).
    private func scenes() -> [SnapshotRun.Scene] {
        project.snapshot.compactMap { entry in entry.failed ? nil : entry.lastGood.map { SnapshotRun.Scene($0) } }
    }

    private func run(_ scenes: [SnapshotRun.Scene], record: RecordMode) throws -> SnapshotRunResult {
        let advice = RecordAdvice.commandLine(.init(sceneFiles: Dictionary(scenes.map { ($0.name, $0.file) }, uniquingKeysWith: { a, _ in a }),
                                                    givenScenes: nil, goldens: settings.goldens == "Goldens" ? nil : settings.goldens))
        let snapshotRun = SnapshotRun(scenes: scenes, record: record, recordWasAsked: record != .none, goldens: store,
                                      reportFolder: settings.report, jobs: ParallelJobs.availableCores, advice: advice)
        return try snapshotRun.run()
    }

    struct RunAnswer: Encodable {
        let summary: String
        let passed: Int
        let failed: Int
    }

    /// `keyline test` from the page: every scene, nothing recorded, the report updated.
    func runTests() -> StudioResponse {
        StudioFailure.answer {
            try refuseUnderCI()
            let scenes = self.scenes()
            let result = try run(scenes, record: .none)
            try SnapshotRunReport.write(result, scenes: Set(scenes.map(\.name)), folder: reportURL)
            state.withLock { $0.rejected = [] }
            return .json(RunAnswer(summary: result.summaryLine, passed: result.passedCount, failed: result.failedCount))
        }
    }

    struct Selection: Decodable {
        /// A golden's name, `scene/snapshot/key`.
        var golden: String?
        /// A group's id: every card of the report in it.
        var group: String?
    }

    private func selection(_ request: StudioRequest) throws(StudioFailure) -> Selection {
        guard let selection = try? JSONDecoder().decode(Selection.self, from: Data(request.body)) else {
            throw .badRequest(#"post {"golden": "scene/snapshot/key"} or {"group": "id"}"#)
        }
        return selection
    }

    /// The goldens a selection names, each in the scene that names it now.
    private func cases(_ selection: Selection) throws -> [(SnapshotRun.Scene, [GoldenCase])] {
        var names: Set<String>
        if let golden = selection.golden {
            names = [golden]
        } else if let group = selection.group {
            let report = try SnapshotReport.read(folder: reportURL)
            names = Set(report.cards.filter { $0.group == group && $0.kind == .snapshotFailure }.map { "\($0.scene)/\($0.snapshot)/\($0.variant)" })
            guard !names.isEmpty else { throw StudioFailure.notFound("no failure of group \(group) in the report") }
        } else {
            throw StudioFailure.badRequest("name a golden or a group")
        }
        var found: [(SnapshotRun.Scene, [GoldenCase])] = []
        for scene in scenes() {
            let picked = scene.cases.filter { names.contains($0.name) }
            if !picked.isEmpty { found.append((SnapshotRun.Scene(scene.document, name: scene.name, cases: picked), picked)) }
            names.subtract(picked.map(\.name))
        }
        if let missing = names.sorted().first {
            throw StudioFailure.notFound("no snapshot names \(missing) in a scene that loads cleanly now (fix the scene, or run the tests again)")
        }
        return found
    }

    /// Re-records the selected goldens as `keyline test --record=failed` does, keeping
    /// their old bytes for undo, then checks them again so the report drops their cards.
    func accept(_ request: StudioRequest) -> StudioResponse {
        StudioFailure.answer {
            try refuseUnderCI()
            let picked = try cases(try selection(request))
            let items = picked.flatMap(\.1)
            // The bytes undo puts back. A golden that is there but cannot be read is not
            // accepted here: undo could not restore it, and would remove it instead.
            var before: [(item: GoldenCase, previous: [UInt8]?)] = []
            for item in items {
                guard store.exists(item) else { before.append((item, nil)); continue }
                do { before.append((item, try store.read(item))) } catch {
                    throw StudioFailure.forbidden("cannot read \(store.path(item)) to keep it for undo: \(error); re-record it with keyline test --record=failed")
                }
            }
            let recorded = try run(picked.map(\.0), record: .failed)
            let written = recorded.results.filter(\.recorded).count
            let unwritable = recorded.results.compactMap { r -> String? in
                if case .unwritable(let why)? = r.failure?.cause { return "\(r.item.name): \(why)" }
                return nil
            }
            if !unwritable.isEmpty { throw StudioFailure.forbidden("could not write: " + unwritable.joined(separator: "; ")) }
            state.withLock { s in
                s.undo.append(Accepted(items: before))
                if s.undo.count > Self.undoDepth { s.undo.removeFirst() }
                s.rejected.subtract(items.map(\.name))
            }
            let verified = try run(picked.map(\.0), record: .none)
            try SnapshotRunReport.write(verified, scenes: [], folder: reportURL)
            return .json(RunAnswer(summary: "accepted \(written) golden\(written == 1 ? "" : "s")", passed: verified.passedCount,
                                   failed: verified.failedCount))
        }
    }

    /// Puts back the goldens of the last accept, then checks them again (their cards return).
    func undo() -> StudioResponse {
        StudioFailure.answer {
            try refuseUnderCI()
            guard let last = state.withLock({ $0.undo.popLast() }) else { throw StudioFailure.notFound("nothing to undo") }
            for (item, previous) in last.items { try store.restore(previous, for: item) }
            let names = Set(last.items.map(\.item.name))
            let scenes = self.scenes().compactMap { scene -> SnapshotRun.Scene? in
                let picked = scene.cases.filter { names.contains($0.name) }
                return picked.isEmpty ? nil : SnapshotRun.Scene(scene.document, name: scene.name, cases: picked)
            }
            let verified = try run(scenes, record: .none)
            try SnapshotRunReport.write(verified, scenes: [], folder: reportURL)
            return .json(RunAnswer(summary: "put back \(last.items.count) golden\(last.items.count == 1 ? "" : "s")",
                                   passed: verified.passedCount, failed: verified.failedCount))
        }
    }

    /// Marks a failure as looked at and not accepted: the page sets it aside; nothing is
    /// written (the golden stays, and so does the card, until the scene is fixed).
    func reject(_ request: StudioRequest) -> StudioResponse {
        StudioFailure.answer {
            let selection = try selection(request)
            guard let golden = selection.golden else { throw StudioFailure.badRequest("name a golden") }
            state.withLock { s in if s.rejected.count < 10_000 { s.rejected.insert(golden) } }
            return .json(RunAnswer(summary: "rejected \(golden)", passed: 0, failed: 0))
        }
    }
}

import ArgumentParser
import Foundation
import KeylineCore
import KeylineRender
import KeylineSnapshot
import Synchronization

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Render the snapshots scenes name (snapshots:) and compare them with their goldens.",
        discussion: """
        Goldens live at GOLDENS/<scene>/<snapshot>/<variant-key>.png and are compared \
        exactly unless a snapshot asks for tolerance. Prints one line per failure, then \
        'N passed, N failed' (', N skipped' when --filter or --shard leave some out). On \
        failure, .keyline/report/ (or --report=DIR) holds expected, actual and diff images, \
        report.json and index.html; the goldens this run checked replace their earlier \
        cards, and the cards check and lint wrote there are kept. --report writes the \
        report even when everything passes.

        Failures with the same cause (the same colour changes, the same elements moved by \
        the same amount) form a group: the run prints each group's id, count and cause, and \
        --group ID --record=failed re-records exactly that group.

        --record writes missing goldens (the default, except under CI=true, where nothing is \
        written unless asked); --record=failed also rewrites failing ones; --record=all every \
        one whose pixels changed. A golden written in a run still counts as failed in it.

        Exit status: 0 when every golden matches; 1 on any failure or missing golden; 2 when \
        a scene is invalid; 64 for a malformed command line.
        """)

    @Argument(help: "Scene files. Default: the .yaml, .yml and .json files in Scenes/.", completion: .file(extensions: SceneFiles.extensions))
    var scenes: [String] = []

    @Option(help: ArgumentHelp("Only goldens whose name (<scene>/<snapshot>/<key>) contains this text, or matches it as a glob with * and ?.", valueName: "pattern"))
    var filter: String?

    @Option(name: .customLong("record"), help: ArgumentHelp("missing, failed or all (--record alone: missing).", valueName: "mode"))
    var record: RecordChoice?

    @Option(help: ArgumentHelp("Only the failures of this group (the id the report and the run's last lines give) are recorded; with --record=failed, re-records exactly that group.",
                               valueName: "id"))
    var group: String?

    @Flag(help: "Delete stale goldens: files under the goldens folder that no snapshot names.")
    var prune = false

    @Option(help: ArgumentHelp("Run shard i of n (1-based, n at most \(RunLimits.shards)), balanced by cost.", valueName: "i/n"),
            transform: { text in try RunShard(parsing: text) })
    var shard: RunShard?

    @OptionGroup var jobs: JobsOption

    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("The goldens folder.", valueName: "dir"))
    var goldens: String = "Goldens"

    @OptionGroup var report: ReportOption

    func validate() throws {
        if goldens.isEmpty {
            throw ValidationError("--goldens '' names no folder (it would mean the filesystem's root); name one, e.g. --goldens Goldens")
        }
        if let group, group.count != 8 || !group.allSatisfy(\.isHexDigit) {
            throw ValidationError("--group takes a group's id, 8 hex digits as the report shows it (e.g. 3fa9c2e1); got '\(group)'")
        }
    }

    func run() throws { try Console.run(test) }

    private func test(_ run: RunDiagnostics) throws {
        let defaultScenes = scenes.isEmpty
        let files = defaultScenes ? SceneFiles.inDefaultFolder() : scenes
        var loaded: [SnapshotRun.Scene] = []
        for file in files {
            let document = try SceneLoader.load(contentsOf: file)
            // No golden, report image or JUnit file of this run may be written over a scene it reads.
            ProtectedInputs.shared.protect(file)
            run.log.report(contentsOf: document.warnings)
            loaded.append(SnapshotRun.Scene(document))
        }
        run.say()
        let mode = record?.mode ?? (RecordMode.isCI() ? .none : .missing)
        // Failures' images go straight into the report folder as they are found; the
        // report itself is updated at the end, when the images an earlier run named and
        // this one does not are deleted.
        let reportDirectory = report.folder ?? ReportOption.defaultFolder
        let advice = RecordAdvice.commandLine(.init(sceneFiles: Dictionary(loaded.map { ($0.name, $0.file) }, uniquingKeysWith: { a, _ in a }),
                                                    givenScenes: defaultScenes ? nil : scenes,
                                                    goldens: goldens == "Goldens" ? nil : goldens))
        let snapshotRun = SnapshotRun(scenes: loaded, filter: filter.map(GoldenFilter.init), shard: shard, group: group,
                                      record: mode, recordWasAsked: record != nil, goldens: GoldenStore(root: goldens),
                                      reportFolder: reportDirectory, jobs: jobs.threads, advice: advice)
        try snapshotRun.validate()
        // First, so that a failure below explains itself: library or font versions that
        // differ from the goldens' may move pixels. Never a failure by itself.
        let store = snapshotRun.goldens
        for note in store.environmentNotes() { print("note: " + note) }

        let result = try snapshotRun.run(diagnostics: run.log)
        for failed in result.failures { print("FAIL \(failed.item.name): \(failed.message ?? "")") }
        let groups = result.groups
        if groups.count > 1 || (groups.first?.members.count ?? 0) > 1 {
            print("\(result.failedCount) failure\(result.failedCount == 1 ? "" : "s") in \(groups.count) group\(groups.count == 1 ? "" : "s") by cause:")
            for group in groups.prefix(20) {
                print("  \(group.id)  \(group.members.count) × \(group.cause)" + (group.rerecord.map { "; re-record: " + $0 } ?? ""))
            }
            if groups.count > 20 { print("  … and \(groups.count - 20) more in the report") }
        }

        let loadedNames = loaded.map(\.name)
        let stale = store.stale(cases: result.everything, scenes: defaultScenes ? nil : loadedNames.sorted())
        if !stale.isEmpty {
            if prune {
                try store.prune(stale)
                print("pruned \(stale.count) stale golden\(stale.count == 1 ? "" : "s"): " + stale.joined(separator: ", "))
            } else {
                print("\(stale.count) stale golden\(stale.count == 1 ? "" : "s") (no snapshot names them; --prune deletes them):")
                for path in stale { print("  \(goldens)/\(path)") }
            }
        }
        let folder = URL(fileURLWithPath: reportDirectory)
        // Written when something failed, when asked, and when there is a report already
        // (so that what passes now leaves it).
        if result.failedCount > 0 || report.folder != nil
            || FileManager.default.fileExists(atPath: folder.appendingPathComponent(SnapshotReport.jsonFileName).path) {
            try SnapshotRunReport.write(result, scenes: Set(loadedNames), folder: folder)
            if result.failedCount > 0 || report.folder != nil { print("report: \(reportDirectory)/index.html") }
        }
        switch result.environment {
        case .recorded(let path): print("recorded \(path)")
        case .kept(let note): print("note: " + note)
        case .unchanged: break
        }
        if let junit { try AtomicFile.write(Array(JUnitReport.xml(result.results).utf8), to: junit) }
        print(result.summaryLine)
        if result.failedCount > 0 { throw ExitCode(1) }
    }
}

/// `--record[=missing|failed|all]`.
struct RecordChoice: ExpressibleByArgument {
    let mode: RecordMode
    init?(argument: String) {
        guard let mode = RecordMode(rawValue: argument), mode != .none else { return nil }
        self.mode = mode
    }
    static var allValueStrings: [String] { ["missing", "failed", "all"] }
}

extension Keyline {
    /// `--record` alone means `--record=missing`, and `--report` alone
    /// `--report=.keyline/report`: swift-argument-parser has no option with an optional
    /// value, so the bare flags are spelled out before parsing.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "test" {
            arguments = arguments.map { $0 == "--record" ? "--record=missing" : $0 }
        }
        if ["test", "check", "lint", "compare"].contains(arguments.first) {
            arguments = arguments.map { $0 == "--report" ? "--report=" + ReportOption.defaultFolder : $0 }
        }
        main(arguments)
    }
}

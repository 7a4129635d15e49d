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

        --record writes missing goldens (the default, except under CI=true, where nothing is \
        written unless asked); --record=failed also rewrites failing ones; --record=all every \
        one whose pixels changed. A golden written in a run still counts as failed in it.

        Exit status: 0 when every golden matches; 1 on any failure or missing golden; 2 when \
        a scene is invalid; 64 for a malformed command line.
        """)

    @Argument(help: "Scene files. Default: Scenes/*.yaml.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var scenes: [String] = []

    @Option(help: ArgumentHelp("Only goldens whose name (<scene>/<snapshot>/<key>) contains this text, or matches it as a glob with * and ?.", valueName: "pattern"))
    var filter: String?

    @Option(name: .customLong("record"), help: ArgumentHelp("missing, failed or all (--record alone: missing).", valueName: "mode"))
    var record: RecordChoice?

    @Flag(help: "Delete stale goldens: files under the goldens folder that no snapshot names.")
    var prune = false

    @Option(help: ArgumentHelp("Run shard i of n (1-based), balanced by cost.", valueName: "i/n"))
    var shard: String?

    @Option(help: "Parallel jobs (default: the machine's cores).")
    var jobs: Int?

    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("The goldens folder.", valueName: "dir"))
    var goldens: String = "Goldens"

    @OptionGroup var report: ReportOption

    func validate() throws {
        if let shard { _ = try Self.parseShard(shard) }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes 1 or more") }
    }

    static func parseShard(_ text: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
            throw ValidationError("--shard takes i/n with 1 ≤ i ≤ n, e.g. 2/4; got '\(text)'")
        }
        return (i, n)
    }

    func run() throws { try Console.run(test) }

    private func test(_ run: RunDiagnostics) throws {
        // First, so that a failure below explains itself: library or font versions that
        // differ from the goldens' may move pixels. Never a failure by itself.
        let store = GoldenStore(root: goldens)
        let environmentNotes = store.environmentNotes()
        for note in environmentNotes { print("note: " + note) }
        let defaultScenes = scenes.isEmpty
        let files = defaultScenes ? Self.defaultSceneFiles() : scenes
        var loaded: [(file: String, document: SceneDocument)] = []
        for file in files {
            let document = try SceneLoader.load(contentsOf: file)
            run.log.report(contentsOf: document.warnings)
            loaded.append((file, document))
        }
        run.say()
        let everything = loaded.flatMap { entry in SnapshotPlan.cases(entry.document).map { (entry.file, $0) } }
        let documents = Dictionary(loaded.map { (SnapshotPlan.sceneName($0.document), $0) }, uniquingKeysWith: { a, _ in a })

        var selected = everything.filter { matches($0.1.name) }
        if let shard {
            let (i, n) = try Self.parseShard(shard)
            let kept = Set(ShardPlan.shard(selected.map(\.1), index: i, of: n).map(\.path))
            selected = selected.filter { kept.contains($0.1.path) }
        }
        let skipped = everything.count - selected.count

        let mode = record?.mode ?? (RecordMode.isCI() ? .none : .missing)
        // Failures' images go straight into the report folder; the report itself is
        // updated at the end, when the images an earlier run named and this one does not
        // are deleted.
        let reportDirectory = report.folder ?? ReportOption.defaultFolder
        let goldensOption = goldens == "Goldens" ? "" : " --goldens \(Self.quoted(goldens))"
        let verifier = GoldenVerifier(store: store, mode: mode, reportDirectory: reportDirectory) { item in
            let file = documents[item.scene]?.file ?? item.scene
            return "keyline test \(Self.quoted(file)) --filter \(Self.quoted(item.name))\(goldensOption) --record=all"
        }

        let results = Mutex<[Int: GoldenResult]>([:])
        let jobs = Array(selected.enumerated())
        try ParallelJobs.run(jobs, threads: self.jobs ?? ParallelJobs.availableCores, diagnostics: run.log) { job, renderer in
            guard let document = documents[job.element.1.scene]?.document else { return }
            let result = verifier.verify(job.element.1, in: document, renderer: renderer)
            results.withLock { $0[job.offset] = result }
        }
        let ordered = results.withLock { all in jobs.indices.compactMap { all[$0] } }
        for result in ordered where result.status == .failed {
            print("FAIL \(result.item.name): \(result.message ?? "")")
        }
        let failed = ordered.filter { $0.status == .failed }.count
        let passed = ordered.count - failed

        let stale = store.stale(cases: everything.map(\.1), scenes: defaultScenes ? nil : Array(documents.keys).sorted())
        if !stale.isEmpty {
            if prune {
                try store.prune(stale)
                print("pruned \(stale.count) stale golden\(stale.count == 1 ? "" : "s"): " + stale.joined(separator: ", "))
            } else {
                print("\(stale.count) stale golden\(stale.count == 1 ? "" : "s") (no snapshot names them; --prune deletes them):")
                for path in stale { print("  \(goldens)/\(path)") }
            }
        }
        let cards = ordered.compactMap(\.card)
        let folder = URL(fileURLWithPath: reportDirectory)
        // Written when something failed, when asked, and when there is a report already
        // (so that what passes now leaves it).
        if !cards.isEmpty || report.folder != nil
            || FileManager.default.fileExists(atPath: folder.appendingPathComponent(SnapshotReport.jsonFileName).path) {
            try writeReport(ordered, cards: cards, everything: everything.map(\.1), scenes: Array(documents.keys),
                            environmentNotes: environmentNotes, folder: folder)
            if !cards.isEmpty || report.folder != nil { print("report: \(reportDirectory)/index.html") }
        }
        // ENVIRONMENT.json says what every golden was recorded with. A run that may write
        // writes it when there is none; an explicit --record rewrites it only when every
        // golden now matches this machine's renders (each scene with goldens ran, nothing was
        // filtered out, each golden passed or was written), else it would vouch for goldens
        // this run never looked at.
        let everyGoldenMatches = skipped == 0 && Set(store.sceneFolders()).isSubset(of: documents.keys)
            && ordered.allSatisfy { $0.status == .passed || $0.recorded }
        if mode != .none && (store.recordedEnvironment() == .missing || (record != nil && everyGoldenMatches)) {
            if try store.recordEnvironment() { print("recorded \(store.environmentPath)") }
        } else if record != nil && !environmentNotes.isEmpty {
            print("note: \(store.environmentPath) kept: this run did not leave every golden matching this machine's renders; "
                  + "`keyline test --record=failed` over every scene does, and then records this machine's versions")
        }
        if let junit { try AtomicFile.write(Array(JUnitReport.xml(ordered).utf8), to: junit) }
        print("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : ""))
        if failed > 0 { throw ExitCode(1) }
    }

    /// Puts this run's goldens into the report: a tally for each golden checked, a card for
    /// each that failed; goldens no snapshot names any more leave it. Skipped: the goldens
    /// of the scenes loaded that no run in the report has checked.
    private func writeReport(_ results: [GoldenResult], cards: [ReportCard], everything: [GoldenCase], scenes: [String],
                             environmentNotes: [String], folder: URL) throws {
        let tallies = results.map { r in
            ReportTally(kind: .snapshotFailure, scene: r.item.scene, snapshot: r.item.snapshot, variant: r.item.key,
                        passed: r.status == .passed ? 1 : 0, failed: r.status == .failed ? 1 : 0)
        }
        let existing = Set(everything.map { ReportSubject(kind: .snapshotFailure, scene: $0.scene, snapshot: $0.snapshot, variant: $0.key) })
        let contribution = ReportContribution(kind: .snapshotFailure, tallies: tallies, cards: cards, scenes: Set(scenes),
                                              stillExists: { existing.contains($0) }, environmentNotes: environmentNotes)
        try SnapshotReport.update(folder: folder, with: contribution) { report in
            let checked = Set((report.tallies ?? []).map(\.subject))
            report.summary.skipped = existing.subtracting(checked).count
        }
    }

    private func matches(_ name: String) -> Bool {
        guard let filter else { return true }
        if filter.contains("*") || filter.contains("?") { return fnmatch(filter, name, 0) == 0 }
        return name.contains(filter)
    }

    static func defaultSceneFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "Scenes")) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenes/" + $0 }
    }

    /// Shell-safe: as it is when it has nothing special, else in single quotes.
    static func quoted(_ s: String) -> String {
        let plain = !s.isEmpty && s.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-@+,=".unicodeScalars.contains($0) }
        return plain ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
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
        if ["test", "check", "lint"].contains(arguments.first) {
            arguments = arguments.map { $0 == "--report" ? "--report=" + ReportOption.defaultFolder : $0 }
        }
        main(arguments)
    }
}

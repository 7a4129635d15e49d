import Foundation
import KeylineCore
import KeylineRender
import KeylineSnapshot
import Testing

/// `SnapshotRun`, the one run `keyline test` and the Swift API share: how each way in says
/// how to record, the ENVIRONMENT.json rule, filter and shard, groups, and the run's limits.
@Suite struct SnapshotRunTests {
    static func scene(a: String = "#0D7377", b: String = "#FF6F61") -> String {
        """
        tokens:
          colors:
            a: "\(a)"
            b: "\(b)"
        screens:
          one:
            body:
              rect: {}
              fill: a
              frame: { width: 100, height: 50 }
          two:
            body:
              rect: {}
              fill: b
              frame: { width: 80, height: 40 }
        snapshots:
          - { screens: all, appearance: all, scale: 1 }
        """
    }

    static func load(_ text: String, file: String = "s.yaml") throws -> SceneDocument {
        try SceneLoader.load(text: text, file: file, directory: ".")
    }

    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("keyline-run-\(UUID().uuidString)").path
    }

    static func run(_ text: String, goldens: String, record: RecordMode = .none, asked: Bool = false, filter: String? = nil,
                    shard: RunShard? = nil, group: String? = nil, advice: RecordAdvice = .swiftAPI(function: "expectGoldens"),
                    report: String? = nil) throws -> SnapshotRunResult {
        try SnapshotRun(scenes: [.init(try load(text))], filter: filter.map(GoldenFilter.init), shard: shard, group: group, record: record,
                        recordWasAsked: asked, goldens: GoldenStore(root: goldens), reportFolder: report, jobs: 2, advice: advice).run()
    }

    static let commandLine = RecordAdvice.commandLine(.init(sceneFiles: ["s": "s.yaml"], givenScenes: ["s.yaml"], goldens: nil))

    // MARK: - Each way in says how to record in its own terms

    @Test func theSwiftAPINeverTellsAPackageUserToRunKeyline() throws {
        let goldens = Self.folder()
        let missing = try #require(throws: GoldenMismatch.self) { try expectGoldens(try Self.load(Self.scene()), goldens: goldens) }
        #expect(missing.description.contains("call expectGoldens with `record: .missing` once"), "\(missing)")
        #expect(!missing.description.contains("keyline test"))
        _ = try? expectGoldens(try Self.load(Self.scene()), goldens: goldens, record: .missing)
        let changed = try #require(throws: GoldenMismatch.self) {
            try expectGolden(try Self.load(Self.scene(a: "#0E7C80")), screen: "one", scale: 1, goldens: goldens)
        }
        #expect(changed.description.contains("call expectGolden with `record: .failed` once"), "\(changed)")
        #expect(!changed.description.contains("keyline test"))
    }

    @Test func theCommandLineSaysRecordWithAQuotedCommandThatRunsAsIs() throws {
        let file = "my scenes/it's $HOME.yaml"
        let advice = RecordAdvice.commandLine(.init(sceneFiles: ["it's": file], givenScenes: [file], goldens: "Gold ens"))
        let item = GoldenCase.screen("one", at: .settled, variant: Variant(scale: 2), in: try Self.load(Self.scene(), file: file), sceneName: "it's")
        let command = advice.rerecord(item)
        #expect(command.hasPrefix("keyline test "))
        // The shell splits it back into exactly the arguments meant.
        #expect(try Self.shellWords(command) == ["keyline", "test", file, "--filter", "it's/one/light@2x", "--goldens", "Gold ens", "--record=failed"])
        #expect(try Self.shellWords(advice.rerecordGroup("0a1b2c3d") ?? "")
                == ["keyline", "test", file, "--goldens", "Gold ens", "--group", "0a1b2c3d", "--record=failed"])
        #expect(RecordAdvice.swiftAPI(function: "expectGolden").rerecordGroup("0a1b2c3d") == nil)
    }

    /// The words `/bin/sh` makes of `command`.
    static func shellWords(_ command: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "for word in " + command + "; do printf '%s\\0' \"$word\"; done"]
        process.environment = ["HOME": "/nowhere"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    // MARK: - ENVIRONMENT.json: one rule

    @Test(arguments: [SnapshotRunTests.commandLine, RecordAdvice.swiftAPI(function: "expectGoldens")])
    func environmentIsRewrittenOnlyWhenEveryGoldenMatches(advice: RecordAdvice) throws {
        let goldens = Self.folder()
        _ = try Self.run(Self.scene(), goldens: goldens, record: .missing, advice: advice)
        let path = goldens + "/" + GoldenEnvironment.fileName
        #expect(FileManager.default.fileExists(atPath: path))  // written when missing
        let stale = Data("{\"cairo\": \"0.0.1\"}\n".utf8)
        try stale.write(to: URL(fileURLWithPath: path))
        // Asked to record, but the filter leaves goldens unchecked: kept, and said so.
        let filtered = try Self.run(Self.scene(), goldens: goldens, record: .failed, asked: true, filter: "dark", advice: advice)
        guard case .kept(let note) = filtered.environment else { Issue.record("\(filtered.environment)"); return }
        #expect(FileManager.default.contents(atPath: path) == stale)
        #expect(note.contains(advice.recordEnvironment))
        // Not asked (the default mode): kept, whatever matches.
        _ = try Self.run(Self.scene(), goldens: goldens, record: .missing, asked: false, advice: advice)
        #expect(FileManager.default.contents(atPath: path) == stale)
        // Asked, over every golden, all matching: rewritten.
        let all = try Self.run(Self.scene(), goldens: goldens, record: .failed, asked: true, advice: advice)
        #expect(all.environment == .recorded(path))
        #expect(FileManager.default.contents(atPath: path) != stale)
    }

    @Test func expectGoldenAndExpectGoldensFollowTheSameRule() throws {
        let goldens = Self.folder(), path = goldens + "/" + GoldenEnvironment.fileName
        #expect(throws: GoldenMismatch.self) { try expectGoldens(try Self.load(Self.scene()), goldens: goldens, record: .missing) }
        #expect(FileManager.default.fileExists(atPath: path))
        let stale = Data("{\"cairo\": \"0.0.1\"}\n".utf8)
        try stale.write(to: URL(fileURLWithPath: path))
        // One golden of four checked: it cannot vouch for the others.
        try expectGolden(try Self.load(Self.scene()), screen: "one", scale: 1, goldens: goldens, record: .failed)
        #expect(FileManager.default.contents(atPath: path) == stale)
        // Every golden checked and matching: rewritten, as `keyline test --record=failed` does.
        try expectGoldens(try Self.load(Self.scene()), goldens: goldens, record: .failed)
        #expect(FileManager.default.contents(atPath: path) != stale)
    }

    // MARK: - Filter and shard

    @Test func filterAndShardSelectAsTheCommandLineDoes() throws {
        let goldens = Self.folder()
        _ = try? Self.run(Self.scene(), goldens: goldens, record: .missing)
        let dark = try Self.run(Self.scene(), goldens: goldens, filter: "dark")
        #expect(dark.results.map(\.item.name) == ["s/one/dark@1x", "s/two/dark@1x"])
        #expect(dark.skipped == 2)
        let glob = try Self.run(Self.scene(), goldens: goldens, filter: "s/t*/light@1x")
        #expect(glob.results.map(\.item.name) == ["s/two/light@1x"])
        // Shards: disjoint, covering, each golden once.
        let shards = try (1...3).map { try Self.run(Self.scene(), goldens: goldens, shard: try RunShard(index: $0, of: 3)).results.map(\.item.name) }
        #expect(shards.flatMap { $0 }.sorted() == ["s/one/dark@1x", "s/one/light@1x", "s/two/dark@1x", "s/two/light@1x"])
    }

    @Test func shardsAreBoundedWhereTheyAreParsed() throws {
        #expect(try RunShard(parsing: "2/4") == RunShard(index: 2, of: 4))
        for bad in ["1/9223372036854775807", "1/99999999999999999999999", "0/2", "3/2", "1/1001", "-1/2", "1/", "a/b", "1/2/3", "１/２"] {
            #expect(throws: RunLimitError.self, "\(bad)") { try RunShard(parsing: bad) }
        }
        let error = try #require(throws: RunLimitError.self) { try RunShard(parsing: "1/9223372036854775807") }
        #expect(error.description.contains("at most \(RunLimits.shards)"))
    }

    // MARK: - Groups

    @Test func failuresGroupByCauseAndAGroupIsRecordedAlone() throws {
        let goldens = Self.folder(), report = Self.folder()
        _ = try Self.run(Self.scene(), goldens: goldens, record: .missing)
        // Both tokens change: two causes, each on one screen in two appearances.
        let changed = Self.scene(a: "#0E7C80", b: "#FF0000")
        let result = try Self.run(changed, goldens: goldens, advice: Self.commandLine, report: report)
        let groups = result.groups
        #expect(groups.count == 2)
        #expect(groups.map { $0.members.map(\.snapshot).sorted() }.sorted { $0[0] < $1[0] } == [["one", "one"], ["two", "two"]])
        let one = try #require(groups.first { $0.members[0].snapshot == "one" })
        #expect(one.cause == "colour #0D7377 → #0E7C80")
        #expect(one.rerecord == "keyline test s.yaml --group \(one.id) --record=failed")
        // The report holds the groups, each card names its group.
        let written = try SnapshotRunReport.write(result, scenes: ["s"], folder: URL(fileURLWithPath: report))
        #expect(written.groups?.map(\.count) == [2, 2])
        #expect(Set(written.cards.compactMap(\.group)) == Set(groups.map(\.id)))
        // Recording the group rewrites its goldens only.
        _ = try Self.run(changed, goldens: goldens, record: .failed, asked: true, group: one.id)
        let after = try Self.run(changed, goldens: goldens)
        #expect(after.failures.map(\.item.snapshot) == ["two", "two"])
    }

    // MARK: - Limits and refusals

    @Test func twoScenesWithOneNameAreRefusedNamingBothFiles() throws {
        let first = try Self.load(Self.scene(), file: "a/s.yaml"), second = try Self.load(Self.scene(), file: "b/s.json")
        let run = SnapshotRun(scenes: [.init(first), .init(second)], record: .none, recordWasAsked: false, goldens: GoldenStore(root: Self.folder()),
                              reportFolder: nil, advice: Self.commandLine)
        let error = try #require(throws: Diagnostic.self) { try run.validate() }
        #expect(error.message.contains("a/s.yaml") && error.message.contains("b/s.json"))
    }

    @Test func anEmptyGoldensFolderAndTooManyGoldensAreRefused() throws {
        let document = try Self.load(Self.scene())
        let empty = SnapshotRun(scenes: [.init(document)], record: .none, recordWasAsked: false, goldens: GoldenStore(root: ""),
                                reportFolder: nil, advice: Self.commandLine)
        #expect(throws: Diagnostic.self) { try empty.validate() }
        let one = SnapshotPlan.cases(document)[0]
        let many = [GoldenCase](repeating: one, count: RunLimits.goldensPerRun + 1)
        let big = SnapshotRun(scenes: [.init(document, cases: many)], record: .none, recordWasAsked: false, goldens: GoldenStore(root: Self.folder()),
                              reportFolder: nil, advice: Self.commandLine)
        let error = try #require(throws: Diagnostic.self) { try big.validate() }
        #expect(error.message.contains("\(RunLimits.goldensPerRun + 1) goldens"))
        #expect(error.message.contains("at most \(RunLimits.goldensPerRun)"))
    }
}

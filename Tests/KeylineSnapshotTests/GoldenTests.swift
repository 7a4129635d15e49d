import Foundation
import KeylineCore
import KeylineSnapshot
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every checked-in golden, through the public API: `swift test` verifies all of Goldens/.
@Suite struct CheckedInGoldenTests {
    @Test(arguments: ["urbannest-onboarding", "howto-onboarding", "rin-onboarding", "abc-budgeting-onboarding", "system-chrome", "system-bars", "keyboard"])
    func everyGoldenMatches(scene: String) throws {
        let document = try SceneLoader.load(contentsOf: packageRoot.appendingPathComponent("Scenes/\(scene).yaml").path)
        #expect(!SnapshotPlan.cases(document).isEmpty)
        try expectGoldens(document, goldens: packageRoot.appendingPathComponent("Goldens").path)
    }

    @Test func oneScreenByName() throws {
        let document = try SceneLoader.load(contentsOf: packageRoot.appendingPathComponent("Scenes/urbannest-onboarding.yaml").path)
        try expectGolden(document, screen: "slide1", appearance: .dark, at: .settled)
        try expectGolden(document, screen: "slide1", at: .time(0.35))
        try expectGolden(document, storyboard: "flow", at: .event(2, offset: 0.35))
    }
}

/// A small scene whose goldens are recorded in a temporary folder, then changed by one
/// regression at a time: each must fail.
@Suite struct GoldenRegressionTests {
    static let base = """
    tokens:
      colors:
        accent: { light: "#0D7377", dark: "#14FFEC" }
    screens:
      main:
        body:
          vstack:
            - text: Title line
              weight: regular
              size: 20
            - text: Second line
            - rect:
              fill: accent
              frame: { width: 100, height: 40 }
              appear:
                from: { opacity: 0 }
                animation: "easeOut(duration: 0.3).delay(0.1)"
          padding: 20
          offset: [0, 0]
    snapshots:
      - { screen: main, appearance: all, scale: 1 }
      - { sequence: main, at: [0.2], scale: 1 }
    """

    func load(_ text: String) throws -> SceneDocument {
        try SceneLoader.load(text: text, file: "regression.yaml", directory: ".")
    }

    func recorded() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-goldens-\(UUID().uuidString)").path
        #expect(throws: GoldenMismatch.self) { try expectGoldens(try load(Self.base), goldens: folder, record: .missing) }
        try expectGoldens(try load(Self.base), goldens: folder)
        return folder
    }

    @Test(arguments: [
        ("offset: [0, 0]", "offset: [1, 0]"),                    // a 1-pt shift
        ("\"#0D7377\"", "\"#0D7378\""),                          // a colour one step
        ("weight: regular", "weight: semibold"),                 // a font weight
        ("dark: \"#14FFEC\"", "dark: \"#14FFED\""),              // a dark token
        ("delay(0.1)", "delay(0.1167)"),                         // an animation a frame (1/60 s) late
        ("- text: Second line\n        ", ""),                             // a missing line of text
    ])
    func regressionIsCaught(change: (String, String)) throws {
        let folder = try recorded()
        let changed = Self.base.replacingOccurrences(of: change.0, with: change.1)
        #expect(changed != Self.base)
        #expect(throws: GoldenMismatch.self) { try expectGoldens(try load(changed), goldens: folder) }
    }

    /// A redline golden holds the spec's verdicts as well as the layout: an expectation that
    /// starts failing turns its gap red and adds a label, though the screen itself is unchanged.
    @Test func aRedlineGoldenCatchesAnExpectationThatNowFails() throws {
        let scene = """
        screens:
          main:
            body:
              vstack:
                - { text: Title, id: title, size: 20 }
                - rect:
                  id: box
                  fill: "#0D7377"
                  frame: { width: 100, height: 40 }
              spacing: 12
              padding: 20
        expect:
          - { expect: box.top - title.bottom == 12, note: "12 pt between the title and the box" }
        snapshots:
          - { screen: main, scale: 1 }
          - { redline: main }
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-redline-\(UUID().uuidString)").path
        #expect(throws: GoldenMismatch.self) { try expectGoldens(try load(scene), goldens: folder, record: .missing) }
        #expect(FileManager.default.fileExists(atPath: folder + "/regression/main-redline/light@2x.png"))
        try expectGoldens(try load(scene), goldens: folder)

        let specChanged = scene.replacingOccurrences(of: "== 12, note", with: "== 16, note")
        let error = try #require(throws: GoldenMismatch.self) { try expectGoldens(try load(specChanged), goldens: folder) }
        #expect(error.failures.map(\.item.name) == ["regression/main-redline/light@2x"])
    }

    @Test func corruptGoldenFails() throws {
        let folder = try recorded()
        let path = folder + "/regression/main/light@1x.png"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: GoldenMismatch.self) { try expectGoldens(try load(Self.base), goldens: folder) }
        #expect(error.description.contains("unreadable golden"))
        #expect(error.description.contains("call expectGoldens with `record: .failed` once"))
        #expect(!error.description.contains("keyline test"))
    }

    @Test func sizeMismatchFails() throws {
        let folder = try recorded()
        let png = try PixelImage(width: 10, height: 10, filledWith: 0xFFFF_FFFF).encodedPNG()
        try Data(png).write(to: URL(fileURLWithPath: folder + "/regression/main/light@1x.png"))
        let error = try #require(throws: GoldenMismatch.self) { try expectGoldens(try load(Self.base), goldens: folder) }
        #expect(error.failures.map(\.item.name) == ["regression/main/light@1x"])
        #expect(error.description.contains("different sizes: expected 10x10, actual 390x844"))
    }

    @Test func recordingUnchangedPixelsLeavesTheFileUntouched() throws {
        let folder = try recorded()
        let path = folder + "/regression/main/dark@1x.png"
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        try expectGoldens(try load(Self.base), goldens: folder, record: .all)
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(date == old)
    }

    @Test func missingGoldenWithRecordingOffFailsAndWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-goldens-\(UUID().uuidString)").path
        let error = try #require(throws: GoldenMismatch.self) { try expectGoldens(try load(Self.base), goldens: folder, record: .none) }
        #expect(error.failures.count == 3)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func staleListIgnoresFilterAndSharding() throws {
        let folder = try recorded()
        let cases = SnapshotPlan.cases(try load(Self.base))
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/regression/main/old@1x.png"))
        let store = GoldenStore(root: folder)
        // Computed from every case, whichever a run renders.
        #expect(store.stale(cases: cases, scenes: nil) == ["regression/main/old@1x.png"])
        try store.prune(store.stale(cases: cases, scenes: nil))
        #expect(store.goldenFiles().count == 3)
    }
}

@Suite struct ShardPlanTests {
    @Test func shardsAreDeterministicDisjointAndCovering() throws {
        let document = try SceneLoader.load(contentsOf: packageRoot.appendingPathComponent("Scenes/urbannest-onboarding.yaml").path)
        let cases = SnapshotPlan.cases(document)
        for n in 1...4 {
            let shards = (1...n).map { ShardPlan.shard(cases, index: $0, of: n).map(\.path) }
            #expect(shards.flatMap { $0 }.sorted() == cases.map(\.path).sorted())
            #expect(shards == (1...n).map { ShardPlan.shard(cases, index: $0, of: n).map(\.path) })
        }
        // Balanced by cost: a timeline instant costs twice a still, so with 8 stills (cost 1)
        // and 8 instants (cost 2), two shards carry 12 each.
        let two = (1...2).map { ShardPlan.shard(cases, index: $0, of: 2).reduce(0) { $0 + $1.cost } }
        #expect(two[0] == two[1])
    }

    @Test func instantNamesSortInTimeOrder() {
        let names = [0.05, 0.35, 1.6, 12.5].map { GoldenCase.instantName(.time($0)) } + [GoldenCase.instantName(.settled)]
        #expect(names == ["t=00.050", "t=00.350", "t=01.600", "t=12.500", "t=settled"])
        #expect(names == names.sorted())
        #expect(GoldenCase.instantName(.event(2, offset: 0.15)) == "event2+0.150")
    }
}

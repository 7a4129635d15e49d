import Foundation
import KeylineCore
import KeylineSnapshot
import KeylineSnapshotTesting
import SnapshotTesting
import Testing

/// This package's folder, for its Scenes/ and Goldens/ (tests run from any directory).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let scenePath = packageRoot.appendingPathComponent("Scenes/welcome.yaml").path
let goldens = packageRoot.appendingPathComponent("Goldens").path

func welcome() throws -> SceneDocument {
    try SceneLoader.load(contentsOf: scenePath)
}

/// KeylineSnapshot's `expectGolden`: goldens under Goldens/, the same files
/// `keyline test Scenes/welcome.yaml --goldens Goldens` verifies. Record a missing one
/// with `record: .missing` (or that command with `--record`), look at it, commit it.
@Suite struct WelcomeGoldenTests {
    @Test func atRestInLightAndDark() throws {
        let scene = try welcome()
        try expectGolden(scene, screen: "welcome", goldens: goldens)                     // light, @2x
        try expectGolden(scene, screen: "welcome", appearance: .dark, goldens: goldens)
    }

    /// Everything the scene's `snapshots:` section names.
    @Test func everySnapshotOfTheScene() throws {
        try expectGoldens(try welcome(), goldens: goldens)
    }

    /// One step of one colour channel is a failure, and says where to look.
    @Test func aColourOneStepOffFails() throws {
        let text = try String(contentsOfFile: scenePath, encoding: .utf8).replacingOccurrences(of: "#0D7377", with: "#0D7378")
        let changed = try SceneLoader.load(text: text, file: "welcome.yaml", directory: packageRoot.appendingPathComponent("Scenes").path)
        // The message only: the mismatch holds the scene and its images, which Swift Testing
        // would describe field by field, slowly, if it were the value of an expectation.
        var message = ""
        do {
            try expectGolden(changed, screen: "welcome", goldens: goldens)
        } catch let mismatch as GoldenMismatch {
            message = mismatch.description
        }
        #expect(message.contains("welcome/welcome/light@2x"))
        #expect(message.contains("pixels differ"))
    }
}

/// KeylineSnapshotTesting: swift-snapshot-testing's `assertSnapshot` with the `.keyline`
/// strategy; references under __Snapshots__/WelcomeTests/. `record: .keyline` records
/// missing references on a developer's machine and never under CI.
@Suite(.snapshots(record: .keyline)) struct WelcomeSnapshotTests {
    @Test func darkAndLargestText() throws {
        let scene = try welcome()
        assertSnapshot(of: scene, as: .keyline(screen: "welcome", appearance: .dark))
        assertSnapshot(of: scene, as: .keyline(screen: "welcome", dynamicType: .accessibility3, state: ["pressed": .bool(true)]))
    }
}

import Foundation
import KeylineCore
import KeylineSnapshot
import KeylineSnapshotTesting
import SnapshotTesting
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func urbanNest() throws -> SceneDocument {
    try SceneLoader.load(contentsOf: packageRoot.appendingPathComponent("Scenes/urbannest-onboarding.yaml").path)
}

/// The strategy as a Swift team uses it, against the reference checked in under
/// `__Snapshots__/KeylineStrategyTests/`. `.keyline` records nothing under CI=true.
@Suite(.snapshots(record: .keyline)) struct KeylineStrategyTests {
    @Test func darkSlide1AtRest() throws {
        assertSnapshot(of: try urbanNest(), as: .keyline(screen: "slide1", appearance: .dark, at: .settled))
    }

    /// The reference is stored as goldens are: the same pixels, encoded by Keyline's encoder
    /// at its strongest level, give the same bytes as `Goldens/`'s file for that variant.
    @Test func referenceIsKeylinesGoldenEncoding() throws {
        let reference = packageRoot.appendingPathComponent("Tests/KeylineSnapshotTestingTests/__Snapshots__/KeylineStrategyTests/darkSlide1AtRest.1.png")
        let golden = packageRoot.appendingPathComponent("Goldens/urbannest-onboarding/slide1/dark@2x.png")
        #expect(try Data(contentsOf: reference) == Data(contentsOf: golden))
    }

    /// Appear instants, reduced motion, Dynamic Type and storyboard instants render what
    /// `expectGolden` renders: each frame matches its checked-in golden through the Diffing.
    static func strategy(for golden: String) -> Snapshotting<SceneDocument, KeylineFrame>? {
        switch golden {
        case "slide1-appear/t=00.350/light@2x.png": .keyline(screen: "slide1", at: .time(0.35))
        case "slide1-appear/t=00.150/light-reduced@2x.png": .keyline(screen: "slide1", motion: .reduced, at: .time(0.15))
        case "slide1/light-AX3@2x.png": .keyline(screen: "slide1", dynamicType: .accessibility3)
        case "flow/event2+0.350/light@2x.png": .keyline(storyboard: "flow", at: .event(2, offset: 0.35))
        case "flow/t=01.750/light@2x.png": .keyline(storyboard: "flow", at: .time(1.75))
        default: nil
        }
    }

    @Test(arguments: ["slide1-appear/t=00.350/light@2x.png", "slide1-appear/t=00.150/light-reduced@2x.png", "slide1/light-AX3@2x.png",
                      "flow/event2+0.350/light@2x.png", "flow/t=01.750/light@2x.png"])
    func variantsMatchTheirGoldens(golden: String) throws {
        let strategy = try #require(Self.strategy(for: golden))
        let frame = try #require(snapshot(try urbanNest(), strategy))
        #expect(frame.name == "urbannest-onboarding/" + golden.replacingOccurrences(of: ".png", with: ""))
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Goldens/urbannest-onboarding/" + golden))
        #expect(strategy.diffing.diffV2(strategy.diffing.fromData(data), frame) == nil)
    }

    /// Device, scale and Dynamic Type size reach the render: iPhone SE is 375 × 667 pt.
    @Test func deviceScaleAndSizeAreTheVariants() throws {
        let frame = try #require(snapshot(try urbanNest(), .keyline(screen: "slide2", device: .iphoneSE, dynamicType: .xSmall, scale: 1)))
        #expect(frame.name == "urbannest-onboarding/slide2/light-iphoneSE-xSmall@1x")
        guard case .pixels(let image) = frame.content else { Issue.record("no pixels: \(frame.content)"); return }
        #expect((image.width, image.height) == (375, 667))
    }
}

/// The examples of docs/swift-api.md render, with the variant keys the golden paths use.
@Suite struct KeylineReadmeExampleTests {
    @Test func everyExampleRendersItsVariant() throws {
        let scene = try urbanNest()
        let examples: [(Snapshotting<SceneDocument, KeylineFrame>, String)] = [
            (.keyline(screen: "slide1", appearance: .dark, at: .settled), "slide1/dark@2x"),
            (.keyline(screen: "slide1", dynamicType: .accessibility3, state: ["ctaPressed": .bool(true)]), "slide1/light-AX3-ctaPressed=true@2x"),
            (.keyline(screen: "slide1", motion: .reduced, at: .time(0.35)), "slide1-appear/t=00.350/light-reduced@2x"),
            (.keyline(storyboard: "flow", at: .event(2, offset: 0.35), device: .iphoneSE), "flow/event2+0.350/light-iphoneSE@2x"),
        ]
        for (strategy, name) in examples {
            let frame = try #require(snapshot(scene, strategy))
            #expect(frame.name == "urbannest-onboarding/" + name)
            guard case .pixels = frame.content else { Issue.record("\(name): \(frame.content)"); continue }
        }
    }
}

/// Failures go through swift-snapshot-testing's `verifySnapshot` (which returns the message
/// instead of failing the test) with references in a scratch folder.
@Suite struct KeylineStrategyFailureTests {
    /// A 100 × 41 pt rect on iPhone 14 (390 × 844 pt) at @1x, centred in the safe area (47 pt
    /// top, 34 pt bottom, so 763 pt high): x = (390 − 100) / 2 = 145, y = 47 + (763 − 41) / 2
    /// = 408, whole pixels, 4100 of them. `wide` makes it 200 pt wide (50 pt more each side).
    static let scene = """
        screens:
          main:
            state: { wide: false }
            body:
              rect: {}
              fill: "#0D7377"
              frame: { width: "${wide ? 200 : 100}", height: 41 }
        """

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-strategy-\(UUID().uuidString)").path

    /// Each test's scene has its own name, so that failure images never collide.
    func load(_ text: String = scene, name: String) throws -> SceneDocument {
        try SceneLoader.load(text: text, file: "\(name)-\(UUID().uuidString.prefix(8)).yaml", directory: ".")
    }

    func verify(_ scene: SceneDocument, _ strategy: Snapshotting<SceneDocument, KeylineFrame>, record: SnapshotTestingConfiguration.Record = .never) -> String? {
        verifySnapshot(of: scene, as: strategy, named: "main", record: record, snapshotDirectory: folder, testName: "strategy")
    }

    var referencePath: String { folder + "/strategy.main.png" }

    /// Records the reference of the unchanged scene; it then verifies.
    func record(_ scene: SceneDocument) throws {
        #expect(verify(scene, .keyline(screen: "main", scale: 1), record: .all)?.contains("Record mode is on") == true)
        #expect(verify(scene, .keyline(screen: "main", scale: 1)) == nil)
    }

    @Test func oneStepOfOneChannelFails() throws {
        try record(try load(name: "colour"))
        let changed = try load(Self.scene.replacingOccurrences(of: "#0D7377", with: "#0D7378"), name: "colour")
        let message = try #require(verify(changed, .keyline(screen: "main", scale: 1)))
        // Every pixel of the rect changed blue by one step.
        #expect(message.contains("4100 of 329160 pixels differ"))
        #expect(message.contains("in 100x41 at (145, 408)"))
        #expect(message.contains("largest channel delta 1"))
        // The images it names exist; the diff marks exactly the rect's pixels.
        let diffPath = try #require(path(of: "diff", in: message))
        let diff = try PNGDecoder().decode(contentsOf: diffPath)
        #expect(diff.pixels.filter { $0 == 0xFFFF_0000 }.count == 4100)
        #expect(diff[145, 408] == 0xFFFF_0000 && diff[244, 448] == 0xFFFF_0000)
        #expect(diff[144, 408] != 0xFFFF_0000 && diff[145, 407] != 0xFFFF_0000 && diff[245, 448] != 0xFFFF_0000 && diff[244, 449] != 0xFFFF_0000)
        for role in ["expected", "actual"] {
            #expect(try PNGDecoder().decode(contentsOf: try #require(path(of: role, in: message))).width == 390)
        }
        // Tolerance is opt-in: pixelmatch's 0.1 threshold passes the same change.
        #expect(verify(changed, .keyline(screen: "main", scale: 1, options: .tolerant())) == nil)
    }

    @Test func stateReachesTheRender() throws {
        try record(try load(name: "state"))
        let message = try #require(verify(try load(name: "state"), .keyline(screen: "main", scale: 1, state: ["wide": .bool(true)])))
        // 50 × 41 pt more on each side.
        #expect(message.contains("4100 of 329160 pixels differ"))
        #expect(message.contains("main/light-wide=true@1x"))
    }

    @Test func corruptReferenceFailsClosed() throws {
        let scene = try load(name: "corrupt")
        try record(scene)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: referencePath))
        let truncated = bytes.prefix(bytes.count / 2)
        try truncated.write(to: URL(fileURLWithPath: referencePath))
        let message = try #require(verify(scene, .keyline(screen: "main", scale: 1)))
        #expect(message.contains("the reference cannot be decoded"))
        #expect(message.contains("It fails closed"))
        #expect(path(of: "actual", in: message).map { FileManager.default.fileExists(atPath: $0) } == true)
        // record: .never wrote nothing: the damaged file is still there.
        #expect(try Data(contentsOf: URL(fileURLWithPath: referencePath)) == truncated)
    }

    @Test func emptyReferenceFailsClosed() {
        let frame = KeylineFrame(pngData: Data())
        guard case .undecodable(let why) = frame.content else { Issue.record("decoded an empty file"); return }
        #expect(why.contains("empty"))
        let actual = KeylineFrame(.pixels(PixelImage(width: 1, height: 1, filledWith: 0xFFFF_FFFF)), name: "one")
        #expect(Diffing<KeylineFrame>.keyline(artifacts: folder).diffV2(frame, actual)?.0.contains("cannot be decoded") == true)
    }

    @Test func sizeMismatchFails() throws {
        let scene = try load(name: "size")
        try record(scene)
        let message = try #require(verify(scene, .keyline(screen: "main", device: .iphoneSE, scale: 1)))
        #expect(message.contains("different sizes: expected 390x844, actual 375x667"))
    }

    @Test func missingReferenceUnderCIIsNotRecorded() throws {
        let message = try #require(verify(try load(name: "ci"), .keyline(screen: "main", scale: 1), record: .keyline(environment: ["CI": "true"])))
        #expect(message.contains("No reference was found on disk"))
        #expect(!FileManager.default.fileExists(atPath: referencePath))
    }

    @Test func sceneThatCannotRenderIsAnIssue() throws {
        let scene = try load(name: "unknown")
        try record(scene)
        withKnownIssue {
            let message = verify(scene, .keyline(screen: "mian", scale: 1))
            #expect(message?.contains("could not render") == true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no screen 'mian'") }
        }
    }

    /// The path the message lists for `role` (`diff:     /tmp/…/light@1x.diff.png (…)`).
    func path(of role: String, in message: String) -> String? {
        guard let line = message.split(separator: "\n").first(where: { $0.hasPrefix(role + ":") }) else { return nil }
        let rest = line.dropFirst(role.count + 1).drop { $0 == " " }
        return String(rest.split(separator: " (").first ?? rest)
    }
}

@Suite struct KeylineRecordModeTests {
    @Test func neverUnderCIMissingElsewhereAndTheVariableWins() {
        #expect(SnapshotTestingConfiguration.Record.keyline(environment: ["CI": "true"]) == .never)
        #expect(SnapshotTestingConfiguration.Record.keyline(environment: ["CI": "1"]) == .never)
        #expect(SnapshotTestingConfiguration.Record.keyline(environment: ["CI": "false"]) == .missing)
        #expect(SnapshotTestingConfiguration.Record.keyline(environment: [:]) == .missing)
        #expect(SnapshotTestingConfiguration.Record.keyline(environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    }
}

/// The strategy's frame for `scene`, as swift-snapshot-testing takes it.
private func snapshot(_ scene: SceneDocument, _ strategy: Snapshotting<SceneDocument, KeylineFrame>) -> KeylineFrame? {
    var frame: KeylineFrame?
    strategy.snapshot(scene).run { frame = $0 }
    return frame
}

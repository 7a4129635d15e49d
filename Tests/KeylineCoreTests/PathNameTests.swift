import Foundation
import KeylineCore
import Testing

/// Names that become paths (screen ids, storyboard names, scene names) are checked where
/// they are read, with a located error; snapshot counts a scene controls are bounded.
@Suite struct PathNameTests {
    static func screens(_ id: String) -> String {
        "screens:\n  \"\(id)\":\n    body:\n      text: Hi\n"
    }

    @Test("screen ids that could climb out of a folder or hide a file are refused where written",
          arguments: ["..", ".", "", "../../etc/x", "a/b", "a\u{0}b", ".hidden", "tab\there", "new\nline", "back\\slash",
                      "space here", "é", "x\u{7F}", String(repeating: "a", count: SceneLimits.nameLength + 1)])
    func badScreenIDs(_ id: String) throws {
        let escaped = id.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F || $0 == "\"" || $0 == "\\" ? String(format: "\\x%02X", $0.value) : String($0) }.joined()
        let errors = sceneErrors(Self.screens(escaped))
        let error = try #require(errors.first { $0.message.contains("cannot name a file") }, "\(errors)")
        #expect(error.code == .invalidValue)
        #expect(error.location?.line == 2 && error.location?.column == 3)
        #expect(error.hint?.contains("letters a-z and A-Z, digits, '-', '_' and '.'") == true)
    }

    @Test("every seed scene's ids are valid names", arguments: ["abc-budgeting-onboarding", "howto-onboarding", "rin-onboarding", "urbannest-onboarding"])
    func seedScenes(_ name: String) throws {
        let document = try SceneLoader.load(contentsOf: scenesDirectory + "/\(name).yaml")
        for id in document.screens.map(\.id) + document.storyboards.map(\.name) { #expect(PathName.problem(id) == nil, "\(id)") }
    }

    @Test("a valid id at the length limit loads")
    func longestID() throws {
        let id = String(repeating: "a", count: SceneLimits.nameLength)
        #expect(try loadScene(Self.screens(id)).screens.first?.id == id)
    }

    @Test("storyboard names are checked like screen ids")
    func storyboardName() throws {
        let errors = sceneErrors(Self.screens("main") + "storyboards:\n  \"../flow\":\n    screen: main\n    events: []\n")
        let error = try #require(errors.first { $0.message.contains("storyboard name") })
        #expect(error.location?.line == 6)
    }

    @Test("two names that would share a folder are refused: screen vs another's -redline or -appear, storyboard vs screen, case")
    func collisions() throws {
        let twoScreens = "screens:\n  a:\n    body: { text: A }\n  a-redline:\n    body: { text: B }\n"
        #expect(sceneErrors(twoScreens).contains { $0.code == .duplicateID && $0.message.contains("'a-redline'") })
        let appear = "screens:\n  a:\n    body: { text: A }\nstoryboards:\n  a-appear:\n    screen: a\n    events: []\n"
        #expect(sceneErrors(appear).contains { $0.code == .duplicateID && $0.location?.line == 5 })
        let sameAsScreen = "screens:\n  a:\n    body: { text: A }\nstoryboards:\n  a:\n    screen: a\n    events: []\n"
        #expect(sceneErrors(sameAsScreen).contains { $0.code == .duplicateID })
        let caseOnly = "screens:\n  Main:\n    body: { text: A }\n  main:\n    body: { text: B }\n"
        #expect(sceneErrors(caseOnly).contains { $0.code == .duplicateID && $0.location?.line == 4 })
    }

    @Test("a scene's name comes from its file name and is checked: ..yaml, .yaml, names with spaces or control characters",
          arguments: ["..yaml", ".yaml", "...yaml", "a b.yaml", "tab\t.yaml", ".hidden.yaml"])
    func sceneFileNames(_ name: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent(name).path
        try Data(Self.screens("main").utf8).write(to: URL(fileURLWithPath: path))
        let errors = try #require(throws: SceneErrors.self) { try SceneLoader.load(contentsOf: path) }
        #expect(errors.errors.first?.message.contains("the scene's name") == true, "\(errors)")
        #expect(errors.errors.first?.location?.line == 1)
        // A name that is fine loads.
        let good = dir.appendingPathComponent("good-name_1.2.yaml").path
        try Data(Self.screens("main").utf8).write(to: URL(fileURLWithPath: good))
        #expect(try SceneLoader.load(contentsOf: good).screens.count == 1)
    }

    @Test("a FIFO as the scene file is refused before it is opened (opening would wait forever)")
    func fifoScene() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-fifo-\(UUID().uuidString).yaml").path
        #expect(mkfifo(path, 0o644) == 0)
        defer { unlink(path) }
        let errors = try #require(throws: SceneErrors.self) { try SceneLoader.load(contentsOf: path) }
        #expect(errors.errors.first?.code == .unreadableScene)
        #expect(errors.errors.first?.message.contains("not a regular file") == true)
    }

    // MARK: - Counts

    static let snapshotScene = "screens:\n  main:\n    body: { text: Hi }\n    state: { page: 0 }\n"

    @Test("masks per snapshot are limited, and the error says how many there were")
    func masks() throws {
        let masks = Array(repeating: "[0, 0, 1, 1]", count: SceneLimits.masksPerSnapshot + 1).joined(separator: ", ")
        let errors = sceneErrors(Self.snapshotScene + "snapshots:\n  - { screen: main, mask: [\(masks)] }\n")
        let error = try #require(errors.first)
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("\(SceneLimits.masksPerSnapshot + 1) masked regions"))
        #expect(error.location?.line == 6)
        let allowed = Array(repeating: "[0, 0, 1, 1]", count: SceneLimits.masksPerSnapshot).joined(separator: ", ")
        #expect(try loadScene(Self.snapshotScene + "snapshots:\n  - { screen: main, mask: [\(allowed)] }\n").snapshots.first?.masks.count == SceneLimits.masksPerSnapshot)
    }

    @Test("a mask past the length limit is refused rather than converted to pixels")
    func hugeMask() throws {
        let errors = sceneErrors(Self.snapshotScene + "snapshots:\n  - { screen: main, mask: [[0, 0, 1e300, 1]] }\n")
        #expect(errors.first?.code == .invalidValue)
    }

    @Test("instants per snapshot are limited")
    func instants() throws {
        let times = (0...SceneLimits.instantsPerSnapshot).map { "0.\($0)" }.joined(separator: ", ")
        let errors = sceneErrors(Self.snapshotScene + "snapshots:\n  - { sequence: main, at: [\(times)] }\n")
        #expect(errors.first?.code == .limitExceeded)
        #expect(errors.first?.message.contains("\(SceneLimits.instantsPerSnapshot + 1) instants") == true)
    }

    @Test("goldens per scene are limited where the snapshot that crosses the limit is written, with the count it would make")
    func goldensPerScene() throws {
        // 10 screens × 2 appearances × 2 motions × every device × 12 sizes per line; the line that crosses 10,000 is refused.
        let perLine = 10 * 2 * 2 * Device.all.count * 12
        let lines = 10_000 / perLine + 1
        var text = "screens:\n"
        for i in 0..<10 { text += "  s\(i):\n    body: { text: Hi }\n" }
        text += "snapshots:\n"
        for _ in 0..<6 { text += "  - { screens: all, appearance: all, motion: all, device: all, dynamicType: all }\n" }
        let errors = sceneErrors(text)
        let error = try #require(errors.first)
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("\(lines * perLine) goldens"), "\(error.message)")
        #expect(error.location?.line == 22 + lines)
        // A scale list of 100,000 items is counted, not expanded.
        let scales = "screens:\n  main:\n    body: { text: Hi }\nsnapshots:\n  - { screen: main, scale: [\(Array(repeating: "1", count: 100_000).joined(separator: ","))] }\n"
        #expect(sceneErrors(scales).first?.code == .limitExceeded)
    }

    @Test("a state value too long for a file name is refused where the snapshot sets it")
    func stateKey() throws {
        let long = String(repeating: "x", count: Variant.stateKeyBytes)
        let errors = sceneErrors("screens:\n  main:\n    body: { text: Hi }\n    state: { title: a }\nsnapshots:\n  - { screen: main, state: { title: \(long) } }\n")
        #expect(errors.first?.code == .limitExceeded)
        #expect(errors.first?.message.contains("variant key") == true)
    }

    @Test("state values in a variant key are encoded so they cannot climb or collide")
    func stateValuesEncoded() {
        let device = Device.named("iphone14")!
        func key(_ value: String) -> String {
            var variant = Variant(appearance: .light, device: device)
            variant.state = ["s": .string(value)]
            return variant.key(sceneDevice: device)
        }
        for value in ["../../x", "a/b", "a\u{0}b", "%2F", "..", "."] {
            let k = key(value)
            #expect(!k.contains("/") && !k.contains("\u{0}") && !k.hasPrefix(".") && k != ".." , "\(k)")
        }
        #expect(key("a/b") != key("a%2Fb"))
        #expect(key("") != key("."))
    }
}

import Foundation
import KeylineCore
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import KeylineSnapshot

/// What Keyline writes stays well-formed and bounded whatever the names in it hold.
@Suite struct TrustOutputTests {
    /// Every scalar XML 1.0 forbids (§2.2): C0 controls but tab, LF and CR; U+FFFE; U+FFFF.
    static let forbidden: [Unicode.Scalar] = (0..<0x20).compactMap { Unicode.Scalar($0) }.filter { !["\t", "\n", "\r"].contains($0) }
        + ["\u{FFFE}", "\u{FFFF}"]

    @Test("JUnit attribute text holds no character XML 1.0 forbids, and keeps what it may hold")
    func junitEscape() {
        let nasty = String(String.UnicodeScalarView(Self.forbidden)) + "\t\n\r<&>\"' \u{1F600}\u{E000}\u{FFFD}"
        let escaped = JUnitReport.escape(nasty)
        #expect(escaped.unicodeScalars.allSatisfy(JUnitReport.isXMLChar))
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\""))
        #expect(escaped.contains("\\u{FFFE}") && escaped.contains("\\u{FFFF}") && escaped.contains("\\u{0}"))
        #expect(escaped.contains("&#9;&#10;&#13;&lt;&amp;&gt;&quot;&apos;"))
        #expect(escaped.hasSuffix(" \u{1F600}\u{E000}\u{FFFD}"))
    }

    @Test("a JUnit document whose failure messages hold forbidden characters parses as XML")
    func junitDocumentParses() throws {
        let scene = try SceneLoader.load(text: "screens:\n  main:\n    body: { text: Hi }\n", file: "s.yaml", directory: ".")
        let item = GoldenCase.screen("main", at: .settled, variant: Variant(appearance: .light, device: scene.device), in: scene)
        let failure = GoldenFailure(cause: .missing, message: "bad \u{FFFE}\u{FFFF}\u{1}\u{1B}[31m", recorded: false, figures: nil,
                                    images: nil, signature: nil, rerecord: "keyline test --record")
        let result = GoldenResult.failed(item, failure)
        let xml = JUnitReport.xml([result])
        #expect(xml.unicodeScalars.allSatisfy(JUnitReport.isXMLChar))
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("report HTML writes control characters and noncharacters as U+FFFD")
    func htmlEscape() {
        let scalars = ([0x61, 0x1, 0x7F, 0x85, 0xFFFE, 0xFFFF, 0xFDD0, 0x1FFFE, 0x3C, 0x62, 0x3E] as [UInt32]).compactMap { Unicode.Scalar($0) }
        let escaped = ReportHTML.escape(String(String.UnicodeScalarView(scalars)))
        #expect(escaped == "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}&lt;b&gt;")
    }

    @Test("the report image budget admits images until it is spent, then counts what it left out")
    func imageBudget() throws {
        let budget = ReportImageBudget(limit: 10 << 20)
        #expect(budget.admit(6 << 20))
        #expect(!budget.admit(6 << 20))
        #expect(budget.admit(4 << 20))
        #expect(budget.isSpent)
        budget.skip()
        let note = try #require(budget.note)
        #expect(note.hasPrefix("2 report images left out"))
        #expect(note.contains("budget of 10 MB (10 MB written, 6 MB more encoded)"))
        #expect(ReportImageBudget().note == nil)
        #expect(ReportImageBudget().limit == SceneLimits.reportImageBytes)
    }

    @Test("two scenes of one run with the same name are refused at the second file")
    func duplicateSceneNames() throws {
        let text = "screens:\n  main:\n    body: { text: Hi }\n"
        let a = try SceneLoader.load(text: text, file: "a/onboarding.yaml", directory: "a")
        let b = try SceneLoader.load(text: text, file: "b/onboarding.json", directory: "b")
        let c = try SceneLoader.load(text: text, file: "c/other.yaml", directory: "c")
        let errors = try #require(throws: SceneErrors.self) { try SnapshotPlan.checkDistinctNames([a, c, b]) }
        #expect(errors.errors.count == 1)
        #expect(errors.errors.first?.location?.file == "b/onboarding.json")
        #expect(errors.errors.first?.code == .duplicateID)
        try SnapshotPlan.checkDistinctNames([a, c])
    }

    @Test("the golden store lists and prunes only regular files in the scenes' own folders, never through a link")
    func storeConfined() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: victim.appendingPathComponent("other.png"))
        let store = GoldenStore(root: dir.appendingPathComponent("Goldens").path)
        try store.folder.write([1] as [UInt8], to: "s/main/light@1x.png")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Goldens/t").path, withDestinationPath: victim.path)
        #expect(store.goldenFiles() == ["s/main/light@1x.png"])
        #expect(store.goldenFiles(scenes: ["..", ".", "", "t", "s/main"]).isEmpty)
        #expect(throws: AtomicFileError.self) { try store.prune(["t/other.png"]) }
        #expect(throws: AtomicFileError.self) { try store.prune(["../victim/other.png"]) }
        #expect(FileManager.default.fileExists(atPath: victim.appendingPathComponent("other.png").path))
        // A FIFO where a golden goes: not "there" (never opened: reading it would block),
        // not readable, and never replaced by recording.
        let scene = try SceneLoader.load(text: "screens:\n  main:\n    body: { text: Hi }\n", file: "f.yaml", directory: ".")
        let item = GoldenCase.screen("main", at: .settled, variant: Variant(appearance: .light, device: scene.device), in: scene)
        try FileManager.default.createDirectory(atPath: (store.path(item) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(store.path(item), 0o644) == 0)
        #expect(!store.exists(item))
        #expect(throws: AtomicFileError.self) { _ = try store.read(item) }
        #expect(throws: AtomicFileError.self) { try store.folder.write([1] as [UInt8], to: item.path) }
        #expect(store.folder.kind(of: item.path) == .other("a FIFO (named pipe)"))
        try store.prune(["s/main/light@1x.png"])
        #expect(store.goldenFiles() == [])
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Goldens").path))
    }
}

import Foundation
import KeylinePixels
import Testing
@testable import KeylineStudio

/// The compare overlay's route: a screenshot posted to `/api/compare` is measured against
/// the still as `keyline compare` measures it, in memory, and bad uploads get clear errors.
@Suite struct StudioCompareTests {
    static let scene = """
        screens:
          main:
            body:
              vstack:
                - rect: {}
                  fill: "#0D7377"
                  frame: { width: 120, height: 60 }
                  id: card
                - text: Hello
                  font: { size: 22 }
                  OFFSET
                  id: label
              spacing: 16
        """

    final class Project {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-studio-compare-\(UUID().uuidString)")
        let app: StudioApp
        init() throws {
            try FileManager.default.createDirectory(at: url.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
            // Scene 0 as written; scene 1 the "app", its label drawn 12 pt lower.
            try Data(StudioCompareTests.scene.replacingOccurrences(of: "OFFSET", with: "").utf8)
                .write(to: url.appendingPathComponent("Scenes/a.yaml"))
            try Data(StudioCompareTests.scene.replacingOccurrences(of: "OFFSET", with: "offset: { x: 0, y: 12 }").utf8)
                .write(to: url.appendingPathComponent("Scenes/b.yaml"))
            app = StudioApp(project: StudioProject(files: try ProjectFiles(root: url.path, arguments: [])),
                            settings: .init(goldens: url.path + "/Goldens", report: url.path + "/report", readOnly: false))
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        func compare(_ body: [UInt8], scale: Int = 2) -> (status: Int, json: [String: Any]) {
            let answer = app.handle(StudioRequest(method: "POST", target: "/api/compare?scene=0&screen=main&scale=\(scale)", body: body))
            return (answer.status, (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any] ?? [:])
        }
    }

    static func elements(_ json: [String: Any]) -> [String: [String: Any]] {
        let list = (json["comparison"] as? [String: Any])?["elements"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "", $0) })
    }

    @Test("a render with the label 12 pt lower: the label drifts by dy +12, the card matches", arguments: [2, 3])
    func movedLabelIsFound(scale: Int) throws {
        let project = try Project()
        let app = project.app.handle(StudioRequest(method: "GET", target: "/api/render?scene=1&screen=main&scale=\(scale)"))
        #expect(app.status == 200)
        let (status, json) = project.compare(app.body, scale: scale)
        #expect(status == 200, "\(json)")
        let found = Self.elements(json)
        let label = try #require(found["label"], "\(json)")
        #expect(label["status"] as? String == "drift" && abs((label["dy"] as? Double ?? 0) - 12) <= 1 / Double(scale), "\(label)")
        #expect((label["dx"] as? Double).map { abs($0) } == 0, "\(label)")
        #expect(found["card"]?["status"] as? String == "match", "\(found["card"] ?? [:])")
        // The screenshot's size says the device and scale, and the canvas is in points.
        #expect((json["comparison"] as? [String: Any])?["scale"] as? Int == scale)
        #expect((json["canvas"] as? [Double])?.count == 2)
        #expect((json["variant"] as? String)?.hasSuffix("@\(scale)x") == true)
    }

    @Test func theSceneAgainstItsOwnRenderMatches() throws {
        let project = try Project()
        let render = project.app.handle(StudioRequest(method: "GET", target: "/api/render?scene=0&screen=main&scale=2"))
        let (status, json) = project.compare(render.body)
        #expect(status == 200)
        let found = Self.elements(json)
        #expect(Set(found.keys) == ["card", "label"] && found.values.allSatisfy { $0["status"] as? String == "match" }, "\(json)")
    }

    @Test func badUploadsAreRefusedWithTheReason() throws {
        let project = try Project()
        let empty = project.compare([])
        #expect(empty.status == 400 && (empty.json["error"] as? String ?? "").contains("drop a PNG"), "\(empty.json)")
        let text = project.compare(Array("screens: {}".utf8))
        #expect(text.status == 400 && (text.json["error"] as? String ?? "").hasPrefix("cannot read the dropped screenshot"), "\(text.json)")
        // A PNG of a size no device has: the message says so (as keyline compare does).
        let small = try PixelImage(width: 10, height: 10, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 100)).encodedPNG()
        let odd = project.compare(small)
        #expect(odd.status == 422 && (odd.json["error"] as? String ?? "").contains("no device Keyline knows"), "\(odd.json)")
        // Only the compare route takes a screenshot-sized body; nothing was written.
        #expect(StudioServer.bodyLimit(forTarget: "/api/compare?scene=0&screen=main") == OverlayRoutes.screenshotLimit)
        #expect(StudioServer.bodyLimit(forTarget: "/api/accept") == StudioServer.bodyLimit)
        #expect(StudioServer.bodyLimit(forTarget: "/api/comparex") == StudioServer.bodyLimit)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url.path) == ["Scenes"])
    }
}

import Foundation
import Testing

/// The studio's compare overlay (`POST /api/compare`): a screenshot posted by the page is
/// measured against the still as `keyline compare` measures it, in memory; bad uploads get
/// the reason, and nothing is written in the project.
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

    /// A project with the scene as written (scene 0) and the "app" (scene 1): its label drawn 12 pt lower.
    static func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
        _ = try dir.write("Scenes/a.yaml", scene.replacingOccurrences(of: "OFFSET", with: ""))
        _ = try dir.write("Scenes/b.yaml", scene.replacingOccurrences(of: "OFFSET", with: "offset: { x: 0, y: 12 }"))
        return dir
    }

    static func post(_ studio: StudioCommandTests.Studio, _ bytes: [UInt8], scale: Int = 2) throws -> (status: Int, json: [String: Any]) {
        let answer = try studio.request("POST", "/api/compare?scene=0&screen=main&scale=\(scale)",
                                        origin: "http://127.0.0.1:\(studio.port)", bytes: bytes)
        return (answer.status, (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any] ?? [:])
    }

    static func elements(_ json: [String: Any]) -> [String: [String: Any]] {
        let list = (json["comparison"] as? [String: Any])?["elements"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "", $0) })
    }

    @Test("a render with the label 12 pt lower: the label drifts by dy +12, the card matches; the scene's own render matches")
    func movedLabelIsFound() throws {
        let dir = try Self.project()
        let studio = try StudioCommandTests.Studio(in: dir.url)
        for scale in [2, 3] {
            let app = try studio.request("GET", "/api/render?scene=1&screen=main&scale=\(scale)")
            #expect(app.status == 200, "\(String(decoding: app.body, as: UTF8.self))")
            let (status, json) = try Self.post(studio, app.body, scale: scale)
            #expect(status == 200, "\(json)")
            let found = Self.elements(json)
            let label = try #require(found["label"], "\(json)")
            #expect(label["status"] as? String == "drift" && abs((label["dy"] as? Double ?? 0) - 12) <= 1 / Double(scale), "\(label)")
            #expect(label["dx"] as? Double == 0 && label["dwidth"] as? Double == 0, "\(label)")
            #expect(found["card"]?["status"] as? String == "match", "\(found["card"] ?? [:])")
            // The screenshot's size says the scale; the canvas is in points.
            #expect((json["comparison"] as? [String: Any])?["scale"] as? Int == scale)
            #expect(json["canvas"] as? [Double] == [390, 844], "\(json["canvas"] ?? "")")
            #expect((json["variant"] as? String)?.hasSuffix("@\(scale)x") == true)
        }
        let own = try studio.request("GET", "/api/render?scene=0&screen=main&scale=2")
        let itself = Self.elements(try Self.post(studio, own.body).json)
        #expect(Set(itself.keys) == ["card", "label"] && itself.values.allSatisfy { $0["status"] as? String == "match" }, "\(itself)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["Scenes"], "comparing writes nothing")
    }

    @Test func badUploadsAreRefusedWithTheReason() throws {
        let dir = try Self.project()
        let studio = try StudioCommandTests.Studio(in: dir.url)
        let empty = try Self.post(studio, [])
        #expect(empty.status == 400 && (empty.json["error"] as? String ?? "").contains("drop a PNG"), "\(empty.json)")
        let text = try Self.post(studio, Array("screens: {}".utf8))
        #expect(text.status == 400 && (text.json["error"] as? String ?? "").hasPrefix("cannot read the dropped screenshot"), "\(text.json)")
        // A valid 1 x 1 PNG: no device has that size, and the message says so, as keyline compare's does.
        let tiny = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="))
        let odd = try Self.post(studio, Array(tiny))
        #expect(odd.status == 422 && (odd.json["error"] as? String ?? "").contains("no device Keyline knows"), "\(odd.json)")
        // A write from another origin is refused before its body is read.
        let foreign = try studio.request("POST", "/api/compare?scene=0&screen=main", origin: "http://evil.example", bytes: Array(tiny))
        #expect(foreign.status == 403)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["Scenes"], "comparing writes nothing")
    }
}

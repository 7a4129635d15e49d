import Foundation
import KeylinePixels
import Testing

/// `keyline compare`: its exit statuses, JSON keys and `--screenshots` summary, on a screen
/// rendered by `keyline render` (which matches itself) and on files that are not screenshots.
@Suite struct CompareCommandTests {
    /// A 100x50 box and a text on an iPhone SE (375 x 667 pt): at @2x, 750 x 1334 pixels.
    static let scene = """
    device: iphoneSE
    screens:
      main:
        body:
          vstack:
            - text: Hello
              id: hello
            - rect:
              fill: "#0D7377"
              frame: { width: 100, height: 50 }
              id: box
    """

    /// The scene's own render, as a screenshot.
    func rendered(_ dir: TemporaryDirectory) throws -> (scene: String, shot: String) {
        let scene = try dir.write("s.yaml", Self.scene)
        let run = try KeylineProcess.run(["render", scene, "--scale", "2", "--out", "out"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let shot = try #require(dir.files(under: "out").first { $0.hasSuffix(".png") })
        return (scene, "out/" + shot)
    }

    @Test func aRenderAgainstItsOwnSceneMatchesAndExitsZero() throws {
        let dir = try TemporaryDirectory()
        let (scene, shot) = try rendered(dir)
        let run = try KeylineProcess.run(["compare", shot, scene, "--screen", "main", "--json"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        for key in ["screenshot", "scene", "screen", "device", "scale", "tolerance", "elements"] { #expect(json[key] != nil, "\(key)") }
        #expect(json["device"] as? String == "iphoneSE" && json["scale"] as? Int == 2)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(Set(elements.compactMap { $0["id"] as? String }) == ["hello", "box"])
        for e in elements {
            for key in ["id", "kind", "frame", "expected", "found", "dx", "dy", "dwidth", "dheight", "status"] { #expect(e[key] != nil, "\(key)") }
            #expect(e["status"] as? String == "match")
        }
        let folder = try KeylineProcess.run(["compare", "--screenshots", "out", scene], in: dir.url)
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout.hasSuffix("1 matched, 0 drifted\n"), "\(folder.stdout)")
    }

    @Test func anotherScreenshotDriftsAndExitsOne() throws {
        let dir = try TemporaryDirectory()
        let (_, shot) = try rendered(dir)
        let moved = try dir.write("moved.yaml", Self.scene.replacingOccurrences(of: "frame: { width: 100", with: "frame: { width: 110"))
        let run = try KeylineProcess.run(["compare", shot, moved, "--screen", "main"], in: dir.url)
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("drift   box"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 matched, 1 drifted\n"))
    }

    /// The card's boxes are Keyline's drawing (CompareOverlay through the rasterizer), not the
    /// browser's: a transparent PNG the screenshot's size, the drifting box's found outline in
    /// the drift orange where the card's numbers put it, nothing inside it.
    @Test func theReportCardsBoxesAreDrawnByKeyline() throws {
        let dir = try TemporaryDirectory()
        let (_, shot) = try rendered(dir)
        let wider = try dir.write("wider.yaml", Self.scene.replacingOccurrences(of: "frame: { width: 100", with: "frame: { width: 110"))
        let run = try KeylineProcess.run(["compare", shot, wider, "--screen", "main", "--report=rep"], in: dir.url)
        #expect(run.status == 1, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.url.appendingPathComponent("rep/report.json"))) as? [String: Any])
        let card = try #require((report["cards"] as? [[String: Any]])?.first { ($0["images"] as? [String: Any])?["boxes"] != nil })
        let boxesPath = try #require((card["images"] as? [String: Any])?["boxes"] as? String)
        let elements = try #require((card["comparison"] as? [String: Any])?["elements"] as? [[String: Any]])
        let box = try #require(elements.first { $0["id"] as? String == "box" })
        #expect(box["status"] as? String == "drift")
        let found = try #require(box["found"] as? [String: Int])
        let image = try PNGDecoder().decode(contentsOf: dir.url.appendingPathComponent("rep/" + boxesPath).path)
        #expect(image.width == 750 && image.height == 1334)
        func rgba(_ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
            let p = image.pixels[y * image.width + x], a = Int(p >> 24)
            func un(_ c: UInt32) -> Int { a == 0 ? 0 : min(255, (Int(c & 0xFF) * 255 + a / 2) / a) }
            return (un(p >> 16), un(p >> 8), un(p), a)
        }
        let middle = found["y"]! + found["height"]! / 2
        let edge = rgba(found["x"]!, middle)
        #expect(edge.3 == 255 && abs(edge.0 - 0xE8) <= 3 && abs(edge.1 - 0x71) <= 3 && abs(edge.2 - 0x0A) <= 3, "the found box's left edge: \(edge)")
        #expect(rgba(found["x"]! + found["width"]! / 2, middle).3 == 0, "inside the box: transparent")
        let html = try String(contentsOf: dir.url.appendingPathComponent("rep/index.html"), encoding: .utf8)
        #expect(html.contains("class=\"cmp-boxes\" src=\"\(boxesPath)\""), "the card lays the boxes image over the screenshot")
    }

    @Test func badInputIsTwoAndABadCommandLineSixtyFour() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", Self.scene)
        let notPNG = try dir.write("shot.png", "hello")
        let bad = try KeylineProcess.run(["compare", notPNG, scene, "--screen", "main"], in: dir.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("cannot read the screenshot"), "\(bad.stderr)")
        let (_, _) = try rendered(dir)
        // A @2x iPhone SE render named as an iPhone 14: no device has that size at @2x with it.
        let wrongDevice = try KeylineProcess.run(["compare", "out/main/light@2x.png", scene, "--screen", "main", "--device", "iphone14"], in: dir.url)
        #expect(wrongDevice.status == 2)
        #expect(wrongDevice.stderr.contains("750x1334 pixels"), "\(wrongDevice.stderr)")
        let usage = try KeylineProcess.run(["compare", notPNG, scene], in: dir.url)
        #expect(usage.status == 64, "\(usage.stderr)")
        let badMask = try KeylineProcess.run(["compare", notPNG, scene, "--screen", "main", "--mask", "1,2,3"], in: dir.url)
        #expect(badMask.status == 64)
    }
}

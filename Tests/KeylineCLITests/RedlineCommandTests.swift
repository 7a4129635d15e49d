import Foundation
import Testing

/// `keyline redline`: writes one PNG; its failing expectations, bad names and options.
@Suite struct RedlineCommandTests {
    /// A 100x50 box on iPhone 14, whose spec says 48 high: the expectation fails.
    static let scene = """
    device: iphone14
    screens:
      main:
        body:
          rect:
          fill: "#0D7377"
          frame: { width: 100, height: 50 }
          id: box
    expect:
      - box.height == 48
    """

    @Test func writesAPNGOfTheScreenAtTwiceItsPointSize() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.scene)
        let run = try KeylineProcess.run(["redline", scene, "--screen", "main", "--out", "red.png"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = try [UInt8](Data(contentsOf: dir.url.appendingPathComponent("red.png")))
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16…23: 390x844 points at @2x.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (780, 1688))
        #expect(dir.files(under: ".").filter { $0.contains("red.png") } == ["red.png"])
    }

    @Test func anUnknownElementIsRefusedWithTheNearestName() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.scene)
        let run = try KeylineProcess.run(["redline", scene, "--screen", "main", "--element", "bx", "--out", "red.png"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("no element 'bx'"))
        #expect(run.stderr.contains("'box'"), "\(run.stderr)")
        #expect(!dir.exists("red.png"))
    }

    @Test func scaleOneIsRefused() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("box.yaml", Self.scene)
        let run = try KeylineProcess.run(["redline", scene, "--screen", "main", "--scale", "1", "--out", "red.png"], in: dir.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--scale 1 is out of range"))
    }
}

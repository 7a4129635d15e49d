import Foundation
import KeylineTestSupport
import KeylineDiffCommand
import Testing

/// The front reads the plain forms of `keyline diff` by hand (`DiffRequest.plain`) and hands
/// everything else to ArgumentParser. Whichever way, `keyline diff …` must say and do what
/// `keyline-engine diff …` (always ArgumentParser) says and does: the same output, errors,
/// files and exit status, byte for byte.
@Suite struct DiffFrontParsingTests {
    static let argumentLists: [[String]] = [
        // Plain forms.
        ["a.png", "a.png"], ["a.png", "b.png"], ["a.png", "b.png", "--json"], ["--json", "a.png", "b.png"],
        ["a.png", "--json", "b.png"], ["a.png", "b.png", "--threshold", "0.1"], ["a.png", "b.png", "--threshold", "0.1", "--include-aa"],
        ["a.png", "b.png", "--max-diff-pixels", "5"], ["a.png", "b.png", "--max-diff-ratio", "0.5"],
        ["a.png", "b.png", "--json", "--threshold", "0.1", "--max-diff-pixels", "3"], ["a.png", "b.png", "--include-aa"],
        ["a.png", "b.png", "--threshold", "1e-1"], ["a.png", "b.png", "--max-diff-pixels", "+2"],
        ["a.png", "missing.png"], ["a.png", "missing.png", "--json"], ["a.png", "bad.png"], ["tall.png", "a.png", "--json"],
        // Everything else: ArgumentParser's help, errors and exit statuses.
        [], ["a.png"], ["a.png", "b.png", "c.png"], ["--help"], ["-h"], ["a.png", "b.png", "--help"], ["help"],
        ["a.png", "b.png", "--threshold"], ["a.png", "b.png", "--threshold", "2"], ["a.png", "b.png", "--threshold", "abc"],
        ["a.png", "b.png", "--threshold", "nan"], ["a.png", "b.png", "--threshold", " 0.1"], ["a.png", "b.png", "--threshold", "-0.5"],
        ["a.png", "b.png", "--threshold=0.1"], ["a.png", "b.png", "--max-diff-pixels", "-1"], ["a.png", "b.png", "--max-diff-pixels", "1.5"],
        ["a.png", "b.png", "--max-diff-pixels", "1", "--max-diff-ratio", "0.1"], ["a.png", "b.png", "--max-diff-ratio", "1.5"],
        ["a.png", "b.png", "--json", "--json"], ["a.png", "b.png", "--threshold", "0.1", "--threshold", "0.2"], ["a.png", "b.png", "--bogus"],
        ["a.png", "b.png", "-j"], ["", "b.png"], ["a.png", "b.png", "--"], ["--", "a.png", "b.png"], ["-", "a.png"],
        ["a.png", "b.png", "--version"], ["a.png", "b.png", "--out"], ["a.png", "b.png", "--out", ""],
    ]

    @Test("keyline diff and keyline-engine diff agree on every form", arguments: argumentLists)
    func frontAndEngineAgree(arguments: [String]) throws {
        let dir = try Self.files()
        let front = try KeylineProcess.run(["diff"] + arguments, in: dir.url)
        let engine = try KeylineProcess.run(["diff"] + arguments, in: dir.url, executable: try Self.engine())
        #expect(front.status == engine.status)
        #expect(front.stdout == engine.stdout)
        #expect(front.stderr == engine.stderr)
    }

    @Test("a diff image is written alike either way", arguments: [["--out", "d.png"], ["--out", "d.png", "--json"], ["--out=d.png"]])
    func diffImagesAgree(options: [String]) throws {
        let dir = try Self.files()
        let front = try KeylineProcess.run(["diff", "a.png", "b.png"] + options, in: dir.url)
        let written = try Data(contentsOf: dir.url.appendingPathComponent("d.png"))
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent("d.png"))
        let engine = try KeylineProcess.run(["diff", "a.png", "b.png"] + options, in: dir.url, executable: try Self.engine())
        #expect(front.status == 1 && engine.status == 1)
        #expect(front.stdout == engine.stdout)
        #expect(front.stderr == engine.stderr)
        #expect(try Data(contentsOf: dir.url.appendingPathComponent("d.png")) == written)
    }

    @Test func thePlainFormsAreReadByHandAndTheRestAreNot() {
        #expect(DiffRequest.plain(["a.png", "b.png"]) == DiffRequest(expected: "a.png", actual: "b.png"))
        #expect(DiffRequest.plain(["--json", "a", "b", "--out", "d.png", "--threshold", "0.1", "--include-aa", "--max-diff-ratio", "0.5"])
            == DiffRequest(expected: "a", actual: "b", threshold: 0.1, maxDiffRatio: 0.5, includeAA: true, out: "d.png", json: true))
        #expect(DiffRequest.plain(["a", "b", "--max-diff-pixels", "7"])?.maxDiffPixels == 7)
        for other: [String] in [[], ["a"], ["a", "b", "c"], ["a", "b", "--help"], ["a", "b", "--threshold=0.1"], ["a", "b", "--threshold"],
                                ["a", "b", "--threshold", "2"], ["a", "b", "--threshold", "x"], ["a", "b", "--json", "--json"],
                                ["a", "b", "--max-diff-pixels", "1", "--max-diff-ratio", "0.1"], ["a", "b", "--max-diff-pixels", "-1"],
                                ["", "b"], ["a", "b", "--"], ["-", "b"], ["a", "b", "--out", ""]] {
            #expect(DiffRequest.plain(other[...]) == nil, "\(other)")
        }
    }

    /// a.png and b.png differ in one pixel; tall.png is another size; bad.png is truncated.
    static func files() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        let a = Self.png(width: 3, height: 2, pixels: [0, 1, 2, 3, 4, 5])
        try Data(a).write(to: dir.url.appendingPathComponent("a.png"))
        try Data(Self.png(width: 3, height: 2, pixels: [0, 1, 2, 3, 4, 6])).write(to: dir.url.appendingPathComponent("b.png"))
        try Data(Self.png(width: 3, height: 3, pixels: [0, 1, 2, 3, 4, 5, 6, 7, 8])).write(to: dir.url.appendingPathComponent("tall.png"))
        try Data(a.dropLast(20)).write(to: dir.url.appendingPathComponent("bad.png"))
        return dir
    }

    static func engine() throws -> String {
        let front = try #require(KeylineProcess.binary)
        return URL(fileURLWithPath: front).deletingLastPathComponent().appendingPathComponent("keyline-engine").path
    }

    /// A greyscale PNG with stored (uncompressed) deflate blocks, written by hand.
    static func png(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        HandWrittenPNG.grey(width: width, height: height, pixels: pixels)
    }
}

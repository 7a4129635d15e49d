import Foundation
import KeylineTestSupport
import Testing

/// `keyline diff` reads only regular files and writes its diff image only to a new or
/// regular file that is not one of its inputs: a FIFO as an input blocked it forever, and
/// `--out A.png` replaced the golden with its diff image.
@Suite struct DiffFileSafetyTests {
    /// A valid 2 × 1 greyscale PNG with the given two grey values, written by hand (a stored
    /// deflate block) so these tests need no renderer.
    static func png(_ grey: [UInt8]) -> Data {
        Data(HandWrittenPNG.grey(width: 2, height: 1, pixels: grey))
    }

    /// Two PNGs that differ in one pixel, in a fresh folder.
    static func pair() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try png([10, 20]).write(to: dir.url.appendingPathComponent("a.png"))
        try png([10, 30]).write(to: dir.url.appendingPathComponent("b.png"))
        return dir
    }

    func contents(_ dir: TemporaryDirectory, _ name: String) -> Data? { FileManager.default.contents(atPath: dir.url.appendingPathComponent(name).path) }

    func kind(_ dir: TemporaryDirectory, _ name: String) -> FileAttributeType? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: dir.url.appendingPathComponent(name).path)
        return attributes?[.type] as? FileAttributeType
    }

    @Test func thePairDiffersAndADiffImageIsWritten() throws {
        let dir = try Self.pair()
        let run = try KeylineProcess.run(["diff", "a.png", "b.png", "--out", "d.png"], in: dir.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(contents(dir, "d.png")?.starts(with: [137, 80, 78, 71]) == true)
    }

    @Test(arguments: ["a.png", "b.png", "./a.png", "link/a.png", "hard.png"])
    func outNamingAnInputIsAUsageErrorAndTheInputIsKept(out: String) throws {
        let dir = try Self.pair()
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("link").path, withDestinationPath: dir.url.path)
        try FileManager.default.linkItem(atPath: dir.url.appendingPathComponent("b.png").path, toPath: dir.url.appendingPathComponent("hard.png").path)
        let before = (contents(dir, "a.png"), contents(dir, "b.png"))
        for form in [["diff", "a.png", "b.png", "--out", out], ["diff", "a.png", "b.png", "--out=\(out)", "--json"]] {
            let run = try KeylineProcess.run(form, in: dir.url)
            #expect(run.status == 64, "\(form): \(run.stderr)")
            #expect(run.stderr.contains("names one of the images compared"), "\(run.stderr)")
            #expect(run.stderr.contains("give another path"))
            #expect(contents(dir, "a.png") == before.0 && contents(dir, "b.png") == before.1)
        }
    }

    @Test func outOntoAFIFOADeviceADirectoryOrASymlinkIsRefusedAndLeftAlone() throws {
        let dir = try Self.pair()
        #expect(mkfifo(dir.url.appendingPathComponent("fifo").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("folder"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("link.png").path, withDestinationPath: "elsewhere.png")
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("null").path, withDestinationPath: "/dev/null")
        for (out, type, what) in [("fifo", FileAttributeType.typeUnknown, "a FIFO"), ("folder", .typeDirectory, "a folder"),
                                  ("link.png", .typeSymbolicLink, "a symbolic link"), ("null", .typeSymbolicLink, "a symbolic link"),
                                  ("/dev/null", .typeCharacterSpecial, "a character device")] {
            let run = try KeylineProcess.run(["diff", "a.png", "b.png", "--out", out], in: dir.url)
            #expect(run.status == 2, "\(out): \(run.stderr)")
            #expect(run.stderr.contains("is \(what)"), "\(run.stderr)")
            #expect(run.stderr.contains("never replaces anything else"))
            if out != "/dev/null", out != "fifo" { #expect(kind(dir, out) == type) }
        }
        var info = stat()
        #expect(lstat(dir.url.appendingPathComponent("fifo").path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("elsewhere.png").path))
    }

    @Test func inputsThatAreNotRegularFilesAreRefusedWithoutBlocking() throws {
        let dir = try Self.pair()
        #expect(mkfifo(dir.url.appendingPathComponent("fifo.png").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("folder.png"), withIntermediateDirectories: false)
        for (input, what) in [("fifo.png", "a FIFO"), ("folder.png", "a folder"), ("/dev/zero", "a character device")] {
            for arguments in [["diff", input, "b.png"], ["diff", "a.png", input, "--json"]] {
                // With nothing writing to the FIFO, opening it to read would wait forever.
                let run = try KeylineProcess.run(arguments, in: dir.url)
                #expect(run.status == 2, "\(arguments): \(run.stderr)")
                #expect(run.stderr.contains("\(input): it is \(what)"), "\(run.stderr)")
                #expect(run.stderr.contains("not a regular file"))
                #expect(run.stderr.contains("give the path of a PNG file"))
            }
        }
    }
}

import Foundation
import Testing

/// The `keyline` binary is a front: it runs `diff` itself and execs `keyline-engine` (next to
/// it) for everything else. Copied alone into a directory, it still diffs, and says what is
/// missing for any other command.
@Suite struct FrontBinaryTests {
    @Test("keyline alone runs diff itself, once, and names the missing engine for other commands")
    func diffWithoutTheEngine() throws {
        let dir = try TemporaryDirectory()
        let binary = try #require(KeylineProcess.binary)
        let alone = dir.url.appendingPathComponent("keyline").path
        try FileManager.default.copyItem(atPath: binary, toPath: alone)
        let (teal, _) = try DiffCommandTests.renderPair(in: dir)

        let diff = try KeylineProcess.run(["diff", teal, teal], in: dir.url, executable: alone)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout == "identical: 780x1688, 1316640 pixels compared\n")

        let other = try KeylineProcess.run(["--version"], in: dir.url, executable: alone)
        #expect(other.status == 1)
        #expect(other.stderr.contains("cannot run \(dir.url.resolvingSymlinksInPath().path)/keyline-engine"), "\(other.stderr)")
    }
}

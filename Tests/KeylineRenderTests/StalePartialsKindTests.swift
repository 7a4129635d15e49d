import Foundation
import Testing

@testable import KeylineRender

/// `StalePartials.remove` deletes a dead run's temp files, and nothing else that merely has
/// such a name (ATTACKS.md A10): nothing that is not a regular file is ever deleted.
@Suite struct StalePartialsKindTests {
    @Test("only regular files named like a dead run's temp file are removed; a FIFO, a link, a folder are kept")
    func onlyRegularFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dead = "2147483646"  // past any pid_max: kill(pid, 0) says ESRCH
        let victim = root + "/victim.png"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        try Data("partial".utf8).write(to: URL(fileURLWithPath: root + "/.a.png.\(dead)-1.partial"))
        #expect(mkfifo(root + "/.b.png.\(dead)-1.partial", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/.c.png.\(dead)-1.partial", withDestinationPath: victim)
        try FileManager.default.createDirectory(atPath: root + "/.d.png.\(dead)-1.partial", withIntermediateDirectories: true)
        let removed = StalePartials.remove(in: [root])
        #expect(removed == [root + "/.a.png.\(dead)-1.partial"])
        let left = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        #expect(left == [".b.png.\(dead)-1.partial", ".c.png.\(dead)-1.partial", ".d.png.\(dead)-1.partial", "victim.png"])
        #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
    }
}

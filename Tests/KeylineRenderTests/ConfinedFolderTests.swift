import Foundation
import Testing

@testable import KeylinePixels

/// `ConfinedFolder`, the one way Keyline writes, reads and deletes under its output, golden
/// and report folders. Each attack is set up next to a "victim" folder outside the root;
/// every test checks the refusal and that the victim is byte-for-byte as it was.
@Suite("ConfinedFolder")
struct ConfinedFolderTests {
    @Test("writes atomically inside the root, creating folders, leaving no temp file")
    func writes() throws {
        try withSandbox { root, _ in
            let folder = ConfinedFolder(root)
            try folder.write([1, 2, 3] as [UInt8], to: "scene/shot/light@1x.png")
            #expect(FileManager.default.contents(atPath: root + "/scene/shot/light@1x.png") == Data([1, 2, 3]))
            #expect(try listing(root + "/scene/shot") == ["light@1x.png"])
            try folder.write([4] as [UInt8], to: "scene/shot/light@1x.png")
            #expect(try folder.read("scene/shot/light@1x.png", limit: 10) == [4])
        }
    }

    @Test("paths that climb or are not relative are refused before anything is created",
          arguments: ["../victim/x.png", "a/../../victim/x.png", "/tmp/x.png", "", ".", "a/./b.png", "a//b.png", "a/", "x\u{0}.png", "..\\victim"])
    func climbingPathsRefused(_ relative: String) throws {
        try withSandbox { root, victim in
            let before = try snapshot(victim)
            #expect(throws: AtomicFileError.self) { try ConfinedFolder(root).write([0] as [UInt8], to: relative) }
            #expect(throws: AtomicFileError.self) { try ConfinedFolder(root).removeFile(relative) }
            #expect(try snapshot(victim) == before)
            #expect(try listing(root).isEmpty)
        }
    }

    @Test("a symbolic link to a folder outside, at any level below the root, is never written, read or deleted through")
    func linkedFolderRefused() throws {
        try withSandbox { root, victim in
            try FileManager.default.createDirectory(atPath: root + "/scene", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/scene/shot", withDestinationPath: victim)
            let before = try snapshot(victim)
            let folder = ConfinedFolder(root)
            let error = try #require(throws: AtomicFileError.self) { try folder.write([0] as [UInt8], to: "scene/shot/keep.txt") }
            #expect(error.reason.contains("symbolic link"))
            #expect(throws: AtomicFileError.self) { try folder.removeFile("scene/shot/keep.txt") }
            #expect(throws: AtomicFileError.self) { _ = try folder.read("scene/shot/keep.txt", limit: 100) }
            #expect(folder.regularFiles(suffix: ".txt").isEmpty)
            folder.removeEmptyFolders(of: "scene/shot/keep.txt")
            #expect(try snapshot(victim) == before)
        }
    }

    @Test("a relative root that is a link, or has a link on its way, is refused; an absolute one's parents are followed")
    func linkedRoot() throws {
        try withSandbox { root, victim in
            try FileManager.default.createSymbolicLink(atPath: root + "/Goldens", withDestinationPath: victim)
            let before = try snapshot(victim)
            // Absolute: the root's own component is checked.
            #expect(throws: AtomicFileError.self) { try ConfinedFolder(root + "/Goldens").write([0] as [UInt8], to: "keep.txt") }
            // Relative, from the working directory: every component is checked.
            let relative = try relativeToWorkingDirectory(root) + "/Goldens/sub"
            #expect(throws: AtomicFileError.self) { try ConfinedFolder(relative).write([0] as [UInt8], to: "x.png") }
            #expect(try snapshot(victim) == before)
            // A link above an absolute root is the user's choice, followed.
            try FileManager.default.createSymbolicLink(atPath: root + "/above", withDestinationPath: root + "/real")
            try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
            try ConfinedFolder(root + "/above/out").write([7] as [UInt8], to: "x.png")
            #expect(FileManager.default.contents(atPath: root + "/real/out/x.png") == Data([7]))
        }
    }

    @Test("an empty root (the filesystem's root) and / itself are refused")
    func emptyRoot() throws {
        #expect(throws: AtomicFileError.self) { try ConfinedFolder("").write([0] as [UInt8], to: "x.png") }
        #expect(throws: AtomicFileError.self) { try ConfinedFolder("/").write([0] as [UInt8], to: "keyline-test-never.png") }
        #expect(!FileManager.default.fileExists(atPath: "/keyline-test-never.png"))
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([0] as [UInt8], to: "") }
    }

    @Test("a FIFO, a symbolic link, a folder or a device at the target is never replaced or deleted, and a FIFO is not opened")
    func nonRegularTargets() throws {
        try withSandbox { root, victim in
            #expect(mkfifo(root + "/fifo.png", 0o644) == 0)
            try FileManager.default.createSymbolicLink(atPath: root + "/link.png", withDestinationPath: victim + "/keep.txt")
            try FileManager.default.createDirectory(atPath: root + "/dir.png", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/null.png", withDestinationPath: "/dev/null")
            let before = try snapshot(victim)
            let folder = ConfinedFolder(root)
            for name in ["fifo.png", "link.png", "dir.png", "null.png"] {
                let error = try #require(throws: AtomicFileError.self) { try folder.write([0] as [UInt8], to: name) }
                #expect(error.reason.contains("not a regular file"), "\(name): \(error)")
                #expect(throws: AtomicFileError.self) { try folder.removeFile(name) }
                // Reading refuses before opening: a FIFO would block here forever.
                #expect(throws: AtomicFileError.self) { _ = try folder.read(name, limit: 10) }
                // The plain-path API refuses the same.
                #expect(throws: AtomicFileError.self) { try AtomicFile.write([0] as [UInt8], to: root + "/" + name) }
            }
            #expect(folder.kind(of: "fifo.png") == .other("a FIFO (named pipe)"))
            #expect(folder.kind(of: "link.png") == .symbolicLink)
            #expect(folder.kind(of: "dir.png") == .folder)
            #expect(try snapshot(victim) == before)
            #expect(try listing(root) == ["dir.png", "fifo.png", "link.png", "null.png"])
        }
    }

    @Test("a device node given as an output path is refused, not replaced")
    func deviceNode() throws {
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([0] as [UInt8], to: "/dev/null") }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("one of the run's inputs is never written over, under any spelling of its path")
    func protectedInput() throws {
        try withSandbox { root, _ in
            let input = root + "/input.png"
            try Data([9, 9]).write(to: URL(fileURLWithPath: input))
            try FileManager.default.linkItem(atPath: input, toPath: root + "/hardlink.png")
            ProtectedInputs.shared.protect(input)
            #expect(throws: AtomicFileError.self) { try ConfinedFolder(root).write([0] as [UInt8], to: "input.png") }
            #expect(throws: AtomicFileError.self) { try AtomicFile.write([0] as [UInt8], to: root + "/./hardlink.png") }
            #expect(FileManager.default.contents(atPath: input) == Data([9, 9]))
        }
    }

    /// A deleted input's inode may be given to a file made later in the same process (the
    /// test process deletes temporary assets): the identity is forgotten once its path no
    /// longer names it. A second name for the same inode stands in for the reused number.
    @Test("an input deleted since it was read protects nothing: its inode may be reused")
    func deletedInputIsForgotten() throws {
        try withSandbox { root, _ in
            let input = root + "/gone.png"
            try Data([7]).write(to: URL(fileURLWithPath: input))
            try FileManager.default.linkItem(atPath: input, toPath: root + "/same-inode.png")
            ProtectedInputs.shared.protect(input)
            #expect(throws: AtomicFileError.self) { try AtomicFile.write([0] as [UInt8], to: root + "/same-inode.png") }
            try FileManager.default.removeItem(atPath: input)
            try AtomicFile.write([1] as [UInt8], to: root + "/same-inode.png")
            #expect(FileManager.default.contents(atPath: root + "/same-inode.png") == Data([1]))
        }
    }

    /// The other half of inode reuse: a file protected after a deleted input left its inode
    /// to it must be protected, not shadowed by the stale entry (this failed when tests ran
    /// in parallel and one's deleted asset had the inode of another's input).
    @Test("an input that reuses a deleted input's inode is protected under its own name")
    func reusedInodeIsProtected() throws {
        try withSandbox { root, _ in
            try Data([7]).write(to: URL(fileURLWithPath: root + "/deleted.png"))
            try FileManager.default.linkItem(atPath: root + "/deleted.png", toPath: root + "/reused.png")
            ProtectedInputs.shared.protect(root + "/deleted.png")
            try FileManager.default.removeItem(atPath: root + "/deleted.png")
            ProtectedInputs.shared.protect(root + "/reused.png")
            #expect(throws: AtomicFileError.self) { try AtomicFile.write([0] as [UInt8], to: root + "/reused.png") }
            #expect(FileManager.default.contents(atPath: root + "/reused.png") == Data([7]))
        }
    }

    @Test("a scene file is never written over")
    func sceneFile() throws {
        try withSandbox { root, _ in
            try Data("screens: {}".utf8).write(to: URL(fileURLWithPath: root + "/s.yaml"))
            #expect(throws: AtomicFileError.self) { try AtomicFile.write(Array("<xml/>".utf8), to: root + "/s.yaml") }
            #expect(FileManager.default.contents(atPath: root + "/s.yaml") == Data("screens: {}".utf8))
        }
    }

    @Test("deleting removes regular files and the folders that leaves empty, never the root")
    func deletes() throws {
        try withSandbox { root, _ in
            let folder = ConfinedFolder(root)
            try folder.write([1] as [UInt8], to: "a/b/c.png")
            try folder.write([1] as [UInt8], to: "a/keep.png")
            #expect(try folder.removeFile("a/b/c.png"))
            folder.removeEmptyFolders(of: "a/b/c.png")
            #expect(try listing(root) == ["a"])
            #expect(try listing(root + "/a") == ["keep.png"])
            #expect(try folder.removeFile("a/b/c.png") == false)
        }
    }

    @Test("reads are bounded, and listing neither follows links nor lists hidden files")
    func readsAndLists() throws {
        try withSandbox { root, victim in
            let folder = ConfinedFolder(root)
            try folder.write([UInt8](repeating: 1, count: 100), to: "big.png")
            #expect(throws: AtomicFileError.self) { _ = try folder.read("big.png", limit: 99) }
            try FileManager.default.createSymbolicLink(atPath: root + "/elsewhere", withDestinationPath: victim)
            try Data([1]).write(to: URL(fileURLWithPath: victim + "/outside.png"))
            try Data([1]).write(to: URL(fileURLWithPath: root + "/.hidden.png"))
            #expect(folder.regularFiles(suffix: ".png") == ["big.png"])
        }
    }
}

/// A root folder and a victim folder beside it (with one file), in a fresh temp folder.
private func withSandbox(_ body: (_ root: String, _ victim: String) throws -> Void) throws {
    var template = Array((NSTemporaryDirectory() + "/keyline-confined-XXXXXX").utf8CString)
    guard let created = mkdtemp(&template) else { throw POSIXError(.EIO) }
    let dir = String(cString: created)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/root", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir + "/victim", withIntermediateDirectories: true)
    try Data("precious".utf8).write(to: URL(fileURLWithPath: dir + "/victim/keep.txt"))
    try body(dir + "/root", dir + "/victim")
}

/// Every file under `dir` with its bytes.
private func snapshot(_ dir: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in FileManager.default.enumerator(atPath: dir)?.compactMap({ $0 as? String }) ?? [] {
        result[name] = FileManager.default.contents(atPath: dir + "/" + name) ?? Data()
    }
    return result
}

private func listing(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
}

/// `path` (a folder without links below the temp folder) spelled relative to the working
/// directory (`../../tmp/…`).
private func relativeToWorkingDirectory(_ path: String) throws -> String {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().pathComponents
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().pathComponents
    var common = 0
    while common < min(cwd.count, target.count), cwd[common] == target[common] { common += 1 }
    return (Array(repeating: "..", count: cwd.count - common) + target[common...]).joined(separator: "/")
}

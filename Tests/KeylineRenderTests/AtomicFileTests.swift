import Foundation
import Testing

@testable import KeylinePixels
@testable import KeylineRender

@Suite("AtomicFile")
struct AtomicFileTests {
    @Test("writes a new file, creating missing directories, and leaves nothing else")
    func writesNewFile() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/out/light/frame-0001.png"
            try AtomicFile.write([1, 2, 3] as [UInt8], to: path)
            #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
            #expect(try entries(dir + "/out/light") == ["frame-0001.png"])
        }
    }

    @Test("replaces an existing file by renaming a new one over it")
    func replacesExistingFile() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/frame.png"
            try AtomicFile.write(Data("old contents, longer than the new".utf8), to: path)
            let oldInode = try inode(path)
            try AtomicFile.write(Data("new".utf8), to: path)
            #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
            // A different inode: the old file was replaced whole, not rewritten in place,
            // so a reader holding it open never saw a mix of old and new bytes.
            #expect(try inode(path) != oldInode)
            #expect(try entries(dir) == ["frame.png"])
        }
    }

    @Test("a directory in the way: error names the path and what to do; no temp file left")
    func pathIsADirectory() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/frame.png"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            let error = try #require(throws: AtomicFileError.self) {
                try AtomicFile.write([0] as [UInt8], to: path)
            }
            #expect(error.path == path)
            #expect(error.description.contains(path))
            #expect(error.advice.contains("directory is in the way"))
            #expect(try entries(dir) == ["frame.png"])
        }
    }

    @Test("a file in the way of a parent directory is an error, and nothing is created")
    func parentIsAFile() throws {
        try withTemporaryDirectory { dir in
            try AtomicFile.write(Data("x".utf8), to: dir + "/out")
            let error = try #require(throws: AtomicFileError.self) {
                try AtomicFile.write([0] as [UInt8], to: dir + "/out/light/frame.png")
            }
            #expect(error.advice.contains("file is in the way"))
            #expect(try entries(dir) == ["out"])
            #expect(FileManager.default.contents(atPath: dir + "/out") == Data("x".utf8))
        }
    }

    // Root may write anywhere, so this can only be observed as another user.
    @Test("a directory that is not writable is an error; the old file stays", .enabled(if: getuid() != 0))
    func unwritableDirectory() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/frame.png"
            try AtomicFile.write(Data("old".utf8), to: path)
            chmod(dir, 0o555)
            defer { chmod(dir, 0o755) }
            let error = try #require(throws: AtomicFileError.self) {
                try AtomicFile.write(Data("new".utf8), to: path)
            }
            #expect(error.advice.contains("writable"))
            #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
            #expect(try entries(dir) == ["frame.png"])
        }
    }

    @Test("threads writing the same path at once leave one complete version and no temp files")
    func concurrentWritesToOnePath() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/frame.png"
            let versions = (0..<16).map { i in [UInt8](repeating: UInt8(i), count: 100_000 + i) }
            DispatchQueue.concurrentPerform(iterations: versions.count) { i in
                try? AtomicFile.write(versions[i], to: path)
            }
            let result = try #require(FileManager.default.contents(atPath: path))
            #expect(versions.contains([UInt8](result)))
            #expect(try entries(dir) == ["frame.png"])
        }
    }

    @Test("the registry deletes in-flight temp files and then refuses new ones")
    func registryRemovesInFlightFiles() throws {
        try withTemporaryDirectory { dir in
            let registry = TempFileRegistry()
            for name in [".a.partial", ".b.partial"] {
                close(try registry.create(dir + "/" + name).get())
            }
            #expect(registry.inFlight.count == 2)
            #expect(registry.removeAll() == 2)
            #expect(try entries(dir) == [])
            #expect(throws: POSIXError.self) { try registry.create(dir + "/.c.partial").get() }

            // An AtomicFile write after that fails cleanly and touches nothing.
            #expect(throws: AtomicFileError.self) {
                try AtomicFile.write([1] as [UInt8], to: dir + "/frame.png", registry: registry)
            }
            #expect(try entries(dir) == [])
        }
    }

    #if os(Linux)
    /// Runs `interruptedChild` below in a child process (this same test executable),
    /// waits until it has a temp file in flight, interrupts it and checks the result.
    @Test("SIGINT and SIGTERM remove in-flight temp files and exit with 130 and 143",
          arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func interruptRemovesTempFiles(signal: Int32, expectedStatus: Int32) throws {
        try withTemporaryDirectory { dir in
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            child.arguments = ["--testing-library", "swift-testing", "--filter", "interruptedChild"]
            child.environment = ProcessInfo.processInfo.environment.merging([Self.childDirectoryVariable: dir]) { $1 }
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()

            let deadline = Date().addingTimeInterval(60)
            while !FileManager.default.fileExists(atPath: dir + "/ready") && child.isRunning && Date() < deadline {
                usleep(20_000)
            }
            try #require(FileManager.default.fileExists(atPath: dir + "/ready"), "the child never got ready")
            #expect(try entries(dir).contains { $0.hasSuffix(".partial") }, "the child should have a temp file in flight")

            kill(child.processIdentifier, signal)
            child.waitUntilExit()
            #expect(child.terminationReason == .exit)
            #expect(child.terminationStatus == expectedStatus)
            #expect(try entries(dir) == ["ready"])
        }
    }

    static let childDirectoryVariable = "KEYLINE_TEST_INTERRUPTED_CHILD_DIR"

    /// Only runs as the child of `interruptRemovesTempFiles`: starts a write that never
    /// finishes, says it is ready, and waits to be interrupted.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childDirectoryVariable] != nil))
    func interruptedChild() throws {
        let dir = try #require(ProcessInfo.processInfo.environment[Self.childDirectoryVariable])
        InterruptCleanup.install()
        let fd = try TempFileRegistry.shared.create(dir + "/.frame.png.in-flight.partial").get()
        _ = "half a frame".withCString { write(fd, $0, 12) }
        try AtomicFile.write(Data("ready".utf8), to: dir + "/ready")
        sleep(60)
        Issue.record("not interrupted within 60 seconds")
    }
    #endif
}

/// Runs `body` with a new empty directory, deleted afterwards.
private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
    var template = Array((NSTemporaryDirectory() + "/keyline-atomicfile-XXXXXX").utf8CString)
    guard let created = mkdtemp(&template) else { throw POSIXError(.EIO) }
    let dir = String(cString: created)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try body(dir)
}

/// Every entry of a directory, hidden ones included, sorted.
private func entries(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
}

private func inode(_ path: String) throws -> UInt64 {
    var info = stat()
    guard stat(path, &info) == 0 else { throw POSIXError(.ENOENT) }
    return UInt64(info.st_ino)
}

import Foundation
import Testing

@testable import KeylinePixels

/// `StreamedFile` (the temp file ffmpeg writes a video into) keeps `AtomicFile`'s rules
/// (ATTACKS.md B1): no write through a linked folder, nothing but a regular file replaced.
/// It created its folder with `createDirectory` and renamed by path, so `out/<storyboard>`
/// committed as a link put `--format mp4` videos wherever it pointed, and a FIFO at the
/// target was replaced.
@Suite struct StreamedFileSafetyTests {
    private func sandbox(_ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/victim", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try body(root)
    }

    private func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("a linked folder on the way is refused before the temp file is made; nothing lands where it points")
    func linkedFolder() throws {
        try sandbox { root in
            try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/out/go", withDestinationPath: root + "/victim")
            let error = try #require(throws: AtomicFileError.self) { _ = try StreamedFile(for: root + "/out/go/light@3x.mp4") }
            #expect(error.reason.contains("symbolic link"), "\(error)")
            #expect(try entries(root + "/victim").isEmpty)
        }
    }

    @Test("a FIFO, a link or a folder at the target is refused and left as it was")
    func nonRegularTarget() throws {
        try sandbox { root in
            #expect(mkfifo(root + "/fifo.mp4", 0o644) == 0)
            try FileManager.default.createSymbolicLink(atPath: root + "/link.mp4", withDestinationPath: root + "/victim/keep.mp4")
            try FileManager.default.createDirectory(atPath: root + "/dir.mp4", withIntermediateDirectories: true)
            for name in ["fifo.mp4", "link.mp4", "dir.mp4"] {
                let error = try #require(throws: AtomicFileError.self) { _ = try StreamedFile(for: root + "/" + name) }
                #expect(error.reason.contains("not a regular file"), "\(name): \(error)")
            }
            var info = stat()
            #expect(lstat(root + "/fifo.mp4", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
            #expect(lstat(root + "/link.mp4", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
            #expect(try entries(root) == ["dir.mp4", "fifo.mp4", "link.mp4", "victim"])
        }
    }

    @Test("a FIFO put at the target while the file is written is not replaced by the commit; the temp file goes")
    func targetSwappedBeforeCommit() throws {
        try sandbox { root in
            let file = try StreamedFile(for: root + "/out/a.mp4")
            let writer = open(file.writerPath, O_WRONLY)
            #expect(writer >= 0)
            #expect(write(writer, "data", 4) == 4)
            close(writer)
            #expect(mkfifo(root + "/out/a.mp4", 0o644) == 0)
            #expect(throws: AtomicFileError.self) { try file.commit() }
            var info = stat()
            #expect(lstat(root + "/out/a.mp4", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
            #expect(try entries(root + "/out") == ["a.mp4"])
        }
    }

    @Test("a streamed file is renamed into place, and a discarded one leaves nothing")
    func commitAndDiscard() throws {
        try sandbox { root in
            let file = try StreamedFile(for: root + "/out/go/a.mp4")
            let writer = open(file.writerPath, O_WRONLY)
            #expect(write(writer, "video", 5) == 5)
            close(writer)
            try file.commit()
            #expect(FileManager.default.contents(atPath: root + "/out/go/a.mp4") == Data("video".utf8))
            let dropped = try StreamedFile(for: root + "/out/go/b.mp4")
            dropped.discard()
            #expect(try entries(root + "/out/go") == ["a.mp4"])
        }
    }
}

import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A file too large to hold in memory before writing it (a video), written by another
/// process while it grows, with `AtomicFile`'s guarantees: it is written as the temp file
/// `.NAME.PID-N.partial` in the target's folder, registered with the `TempFileRegistry` that
/// `InterruptCleanup` empties on Ctrl-C or `kill`, and renamed over the target only by
/// `commit()`. Readers see the old file or the finished new one, never a part.
///
/// Another process writes it through `writerPath`, `/proc/PID/fd/N`: opening that opens
/// this process's temp file itself (seekable, as an MP4 or MOV muxer needs), and fails once
/// this process is gone, so a writer that outlives an interrupted run cannot create a file
/// under the target's name or the temp file's.
public final class StreamedFile: @unchecked Sendable {
    // @unchecked: the state changes only in `commit` and `discard`, which one thread calls once.
    public let path: String
    /// The target's folder, reached as `AtomicFile` reaches it (`ConfinedFolder`: no link on
    /// the way, created when missing) and held open until the file is committed or discarded,
    /// so the temp file and the rename stay in it whatever links appear on the path.
    private let folder: ConfinedFolder
    private let directory: Int32
    private let name: String
    private let tempName: String
    private let fd: Int32
    private var done = false
    /// Serial numbers for temp names, far above AtomicFile's own so the two never meet
    /// (and still a number, so that `StalePartials` recognises a killed run's file).
    private static let serial = Mutex(1_000_000_000)

    /// Creates the temp file (and missing parent folders) for `path`. Refuses a path whose
    /// folders include a symbolic link (as `AtomicFile.write` does) and a target that is not
    /// a regular file (a FIFO, a link, a folder), before anything is written.
    public init(for path: String) throws {
        let (folder, file) = try AtomicFile.split(path)
        let (directory, name) = try folder.openFolder(forWriting: file)
        let tempName = "." + name + ".\(getpid())-\(Self.serial.withLock { $0 += 1; return $0 }).partial"
        switch TempFileRegistry.shared.create(tempName, in: directory, shownAs: folder.path(tempName)) {
        case .success(let opened): fd = opened
        case .failure(let error):
            close(directory)
            throw AtomicFile.failure(path, error.code, "could not create a temporary file beside it")
        }
        self.path = path
        self.folder = folder
        self.directory = directory
        self.name = name
        self.tempName = tempName
    }

    deinit { discard() }

    /// The path another process opens to write the file.
    public var writerPath: String { "/proc/\(getpid())/fd/\(fd)" }

    /// The bytes written so far.
    public var size: Int {
        var info = stat()
        return fstat(fd, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Renames the finished file over `path` (still only over a regular file).
    public func commit() throws {
        precondition(!done, "a streamed file is committed or discarded once")
        done = true
        close(fd)
        defer { close(directory) }
        do {
            try folder.replace(name, with: tempName, in: directory, target: path)
        } catch {
            TempFileRegistry.shared.remove(tempName, in: directory)
            throw error
        }
        TempFileRegistry.shared.forget(tempName, in: directory)
    }

    /// Removes the temp file (a failed export); nothing at `path` changes.
    public func discard() {
        guard !done else { return }
        done = true
        close(fd)
        TempFileRegistry.shared.remove(tempName, in: directory)
        close(directory)
    }

}

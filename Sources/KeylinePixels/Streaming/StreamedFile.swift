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
    private let tempPath: String
    private let fd: Int32
    private var done = false
    /// Serial numbers for temp names, far above AtomicFile's own so the two never meet
    /// (and still a number, so that `StalePartials` recognises a killed run's file).
    private static let serial = Mutex(1_000_000_000)

    /// Creates the temp file (and missing parent folders) for `path`.
    public init(for path: String) throws {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: path, reason: "could not create directory \(directory)",
                                  advice: "Check that the folder is writable by you, or choose another output path.")
        }
        tempPath = directory + "/." + target.lastPathComponent + ".\(getpid())-\(Self.serial.withLock { $0 += 1; return $0 }).partial"
        switch TempFileRegistry.shared.create(tempPath) {
        case .success(let opened): fd = opened
        case .failure(let error):
            throw AtomicFileError(path: path, reason: "could not create a temporary file in \(directory): \(String(cString: strerror(error.code.rawValue)))",
                                  advice: "Check that the folder is writable by you, or choose another output path.")
        }
        self.path = path
    }

    deinit { discard() }

    /// The path another process opens to write the file.
    public var writerPath: String { "/proc/\(getpid())/fd/\(fd)" }

    /// The bytes written so far.
    public var size: Int {
        var info = stat()
        return fstat(fd, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Renames the finished file over `path`.
    public func commit() throws {
        precondition(!done, "a streamed file is committed or discarded once")
        done = true
        close(fd)
        guard rename(tempPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            TempFileRegistry.shared.remove(tempPath)
            throw AtomicFileError(path: path, reason: reason, advice: "Check the output path and run again.")
        }
        TempFileRegistry.shared.forget(tempPath)
    }

    /// Removes the temp file (a failed export); nothing at `path` changes.
    public func discard() {
        guard !done else { return }
        done = true
        close(fd)
        TempFileRegistry.shared.remove(tempPath)
    }

}

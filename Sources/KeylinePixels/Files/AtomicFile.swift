import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Why `AtomicFile.write` failed: which file, what went wrong, what to do.
public struct AtomicFileError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public let advice: String

    public var description: String { "cannot write \(path): \(reason). \(advice)" }
}

/// Writes files so that readers never see a partial one: the bytes go to a temp
/// file in the same directory (`.NAME.PID-N.partial`), which is then renamed over
/// the target. `rename` within one file system replaces the target atomically
/// (POSIX rename(2)): readers see the old file or the new one, never a mix.
///
/// No fsync: atomicity here is against the process being interrupted, which is what
/// a renderer faces; making every frame durable against power loss would cost a
/// disk flush per frame.
public enum AtomicFile {
    /// Writes `bytes` to `path`, creating missing parent directories.
    ///
    /// The file's folder is the root of a `ConfinedFolder`: a relative path has no
    /// symbolic link anywhere on it, nor has an absolute one below the working directory
    /// (the checkout); another absolute one none in its last folder; nothing but a
    /// regular file is replaced, and never one of this run's inputs. A caller writing many
    /// files under one output folder uses `ConfinedFolder` itself, which checks every
    /// folder below that root.
    ///
    /// - Throws: `AtomicFileError`. On any error the temp file has been removed
    ///   and an existing file at `path` is untouched.
    public static func write(_ bytes: some ContiguousBytes, to path: String) throws {
        try write(bytes, to: path, registry: .shared)
    }

    /// Writes `bytes` to `relative` inside `root` (a report, golden or output folder given
    /// on the command line), atomically: every folder below `root` is walked without
    /// following a link (`ConfinedFolder`), whether `root` is absolute or not. Use this,
    /// not `write(_:to: root + "/" + relative)`, which only checks the file's own folder
    /// when the path is absolute and outside the working directory.
    public static func write(_ bytes: some ContiguousBytes, to relative: String, inside root: String) throws(AtomicFileError) {
        try ConfinedFolder(root).write(bytes, to: relative)
    }

    static func write(_ bytes: some ContiguousBytes, to path: String, registry: TempFileRegistry) throws {
        let (folder, name) = try split(path)
        try folder.write(bytes, to: name, registry: registry)
    }

    /// The folder a file path is in, and its name there.
    static func split(_ path: String) throws(AtomicFileError) -> (ConfinedFolder, String) {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw AtomicFileError(path: path, reason: path.isEmpty ? "the path is empty" : "the path names a folder",
                                  advice: "Give the file to write, such as out/frame.png.")
        }
        guard let slash = path.lastIndex(of: "/") else { return (ConfinedFolder("."), path) }
        let directory = String(path[..<slash])
        return (ConfinedFolder(directory.isEmpty ? "/" : directory), String(path[path.index(after: slash)...]))
    }

    /// Writes all of `buffer`, continuing after short writes and interruptions.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) throws(POSIXError) {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(posixError())
            }
            offset += written
        }
    }

    /// `mkdir -p`: returns nil when `directory` exists as a directory afterwards.
    static func makeDirectories(_ directory: String) -> POSIXErrorCode? {
        if mkdir(directory, 0o777) == 0 { return nil }
        switch errno {
        case EEXIST:
            var info = stat()
            return stat(directory, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? nil : .ENOTDIR
        case ENOENT:
            let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
            guard parent != directory else { return .ENOENT }
            if let error = makeDirectories(parent) { return error }
            return mkdir(directory, 0o777) == 0 || errno == EEXIST ? nil : posixError()
        default:
            return posixError()
        }
    }

    static func posixError() -> POSIXErrorCode {
        POSIXErrorCode(rawValue: errno) ?? .EIO
    }

    static func failure(_ path: String, _ error: POSIXErrorCode, _ context: String?) -> AtomicFileError {
        let reason = [context, String(cString: strerror(error.rawValue))].compactMap { $0 }.joined(separator: ": ")
        let advice: String
        switch error {
        case .EACCES, .EPERM, .EROFS:
            advice = "Check that the directory exists and is writable by you, or choose another output path."
        case .ENOSPC, .EDQUOT:
            advice = "Free some disk space (or raise the quota) and run again."
        case .EISDIR:
            advice = "A directory is in the way at that path: remove or rename it, or choose another output path."
        case .ENOTDIR:
            advice = "A file is in the way where a directory is needed: remove or rename it, or choose another output path."
        case .ENAMETOOLONG:
            advice = "Choose a shorter output path."
        case .EINTR:
            advice = "The run was interrupted; nothing was written."
        default:
            advice = "Check the output path and run again."
        }
        return AtomicFileError(path: path, reason: reason, advice: advice)
    }

    /// Distinguishes temp files of writes to the same path from several threads.
    static func nextSerial() -> Int {
        serial.withLock {
            $0 += 1
            return $0
        }
    }

    private static let serial = Mutex<Int>(0)
}

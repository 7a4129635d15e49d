import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The temporary files being written right now, so that an interrupted run can
/// remove them (see `InterruptCleanup`) instead of leaving partial files behind.
///
/// Creating a temp file and registering it happen under one lock, and so does
/// removing them all. So when `removeAll` runs, every temp file that exists is
/// registered, and no new one can be created afterwards: there is no moment in
/// which a file exists that the cleanup does not know about.
///
/// A temp file is known by its folder, held open (a duplicate of the descriptor the
/// writer walked to, see `ConfinedFolder`), and its name in it: the cleanup deletes
/// exactly the file that was created, whatever links appear on its path meanwhile.
final class TempFileRegistry: @unchecked Sendable {
    // @unchecked: all mutable state is only touched while holding `lock`.

    /// The registry `AtomicFile` and `InterruptCleanup` share.
    static let shared = TempFileRegistry()

    private struct Entry: Hashable {
        /// The folder, open; `AT_FDCWD` for a path relative to the working directory.
        let folder: Int32
        let name: String
    }

    private let lock = Mutex<Void>(())
    /// Each entry with the path shown for it.
    private var entries: [Entry: String] = [:]
    private var closed = false

    /// Creates `path` (which must not exist yet) for writing and registers it.
    /// Returns the file descriptor, or the `errno` that explains the failure
    /// (`EINTR` once the registry was closed by `removeAll`).
    func create(_ path: String) -> Result<Int32, POSIXError> {
        create(path, in: AT_FDCWD, shownAs: path)
    }

    /// Creates `name` in the open folder `folder` (it must not exist yet, and is never a
    /// link: `O_EXCL` fails on one) and registers it.
    func create(_ name: String, in folder: Int32, shownAs shown: String) -> Result<Int32, POSIXError> {
        lock.withLock { _ in
            guard !closed else { return .failure(POSIXError(.EINTR)) }
            let held = folder == AT_FDCWD ? AT_FDCWD : fcntl(folder, F_DUPFD_CLOEXEC, 0)
            guard held != -1 else { return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
            // O_EXCL: never write into a file someone else created; 0o666 lets the
            // umask decide the permissions, as for any file a program creates.
            let fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard fd >= 0 else {
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                if held != AT_FDCWD { close(held) }
                return .failure(POSIXError(code))
            }
            entries[Entry(folder: held, name: name)] = shown
            return .success(fd)
        }
    }

    /// Forgets `path` after it was renamed into place.
    func forget(_ path: String) { forget(path, in: AT_FDCWD) }

    /// Forgets `name` in `folder` after it was renamed into place.
    func forget(_ name: String, in folder: Int32) { take(name, in: folder, deleting: false) }

    /// Deletes `path` and forgets it.
    func remove(_ path: String) { remove(path, in: AT_FDCWD) }

    /// Deletes `name` in `folder` and forgets it.
    func remove(_ name: String, in folder: Int32) { take(name, in: folder, deleting: true) }

    /// Finds the entry of `name` whose held folder is the same folder as `folder`.
    private func take(_ name: String, in folder: Int32, deleting: Bool) {
        lock.withLock { _ in
            guard let entry = entries.keys.first(where: { $0.name == name && Self.sameFolder($0.folder, folder) }) else {
                if deleting { unlinkat(folder, name, 0) }
                return
            }
            if deleting { unlinkat(entry.folder, name, 0) }
            entries[entry] = nil
            if entry.folder != AT_FDCWD { close(entry.folder) }
        }
    }

    private static func sameFolder(_ a: Int32, _ b: Int32) -> Bool {
        if a == b { return true }
        guard a != AT_FDCWD, b != AT_FDCWD else { return false }
        var x = stat(), y = stat()
        return fstat(a, &x) == 0 && fstat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Deletes every registered file and refuses to create any more. Returns how many
    /// were deleted.
    @discardableResult
    func removeAll() -> Int {
        lock.withLock { _ in
            closed = true
            for entry in entries.keys {
                unlinkat(entry.folder, entry.name, 0)
                if entry.folder != AT_FDCWD { close(entry.folder) }
            }
            defer { entries.removeAll() }
            return entries.count
        }
    }

    /// The files registered now (for tests).
    var inFlight: Set<String> {
        lock.withLock { _ in Set(entries.values) }
    }
}

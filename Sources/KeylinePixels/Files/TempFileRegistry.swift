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
final class TempFileRegistry: @unchecked Sendable {
    // @unchecked: all mutable state is only touched while holding `lock`.

    /// The registry `AtomicFile` and `InterruptCleanup` share.
    static let shared = TempFileRegistry()

    private let lock = Mutex<Void>(())
    private var paths: Set<String> = []
    private var closed = false

    /// Creates `path` (which must not exist yet) for writing and registers it.
    /// Returns the file descriptor, or the `errno` that explains the failure
    /// (`EINTR` once the registry was closed by `removeAll`).
    func create(_ path: String) -> Result<Int32, POSIXError> {
        lock.withLock { _ in
            guard !closed else { return .failure(POSIXError(.EINTR)) }
            // O_EXCL: never write into a file someone else created; 0o666 lets the
            // umask decide the permissions, as for any file a program creates.
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard fd >= 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
            paths.insert(path)
            return .success(fd)
        }
    }

    /// Forgets `path` after it was renamed into place.
    func forget(_ path: String) {
        _ = lock.withLock { _ in paths.remove(path) }
    }

    /// Deletes `path` and forgets it.
    func remove(_ path: String) {
        lock.withLock { _ in
            unlink(path)
            paths.remove(path)
        }
    }

    /// Deletes every registered file and refuses to create any more. Returns how many
    /// were deleted.
    @discardableResult
    func removeAll() -> Int {
        lock.withLock { _ in
            closed = true
            for path in paths { unlink(path) }
            defer { paths.removeAll() }
            return paths.count
        }
    }

    /// The files registered now (for tests).
    var inFlight: Set<String> {
        lock.withLock { _ in paths }
    }
}

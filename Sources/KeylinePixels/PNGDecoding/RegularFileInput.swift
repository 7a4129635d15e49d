#if canImport(Glibc)
import Glibc
#endif

/// Opening an input (a PNG to decode, a golden to verify) only when it is a regular file.
/// A FIFO blocks `open` and `read` forever, a device may never end or act on being opened,
/// a directory is no image: each is refused before it is opened, by `stat`; then the file
/// is opened without blocking (`O_NONBLOCK`, so that a FIFO swapped in after the `stat`
/// cannot block the open) and the opened descriptor is checked again with `fstat`, which
/// closes the race. Symbolic links to regular files are followed: a golden may be one.
package enum RegularFileInput {
    struct Opened {
        let descriptor: Int32
        let size: Int
    }

    /// The opened file; the caller closes `descriptor`.
    static func open(_ path: String) throws(PNGDecodingError) -> Opened {
        var before = stat()
        guard stat(path, &before) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        if let kind = kind(notRegular: before.st_mode) { throw .notRegularFile(kind: kind) }
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(reason: reason)
        }
        if let kind = kind(notRegular: info.st_mode) {
            close(fd)
            throw .notRegularFile(kind: kind)
        }
        // Back to blocking reads: a regular file never blocks, and no EAGAIN to handle.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return Opened(descriptor: fd, size: Int(info.st_size))
    }

    /// What a file of `mode` is, when it is not a regular file (named as `ConfinedFolder`
    /// names it, so every message says the same); nil for a regular file.
    package static func kind(notRegular mode: mode_t) -> String? {
        let kind = ConfinedFolder.Kind(mode: mode)
        return kind == .regularFile ? nil : kind.name
    }
}

import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The files this run reads as input (scene files, the images they draw, the goldens and
/// PNGs it compares), known by device and inode so that no spelling of their path (a
/// second name, `./`, a hard link) gets past: `ConfinedFolder` and `AtomicFile` refuse to
/// write over any of them. Keyline never replaces what it reads.
public final class ProtectedInputs: Sendable {
    /// The one every write checks.
    public static let shared = ProtectedInputs()

    private struct FileID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private let files = Mutex<[FileID: String]>([:])

    /// Protects the file at `path` (which is followed if it is a link: what is read is
    /// what the link points to). Nothing happens when there is no such file.
    public func protect(_ path: String) {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return }
        let id = FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        files.withLock { if $0[id] == nil { $0[id] = path } }
    }

    /// The path an input was protected under, if the file with this identity is one.
    ///
    /// An input deleted since it was read (a test's temporary asset) frees its inode, and a
    /// file made later may get the same number: an identity counts only while the path it
    /// was protected under still names it, and a stale one is forgotten.
    func input(device: UInt64, inode: UInt64) -> String? {
        let id = FileID(device: device, inode: inode)
        return files.withLock { files in
            guard let path = files[id] else { return nil }
            var info = stat()
            guard stat(path, &info) == 0, UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode else {
                files[id] = nil
                return nil
            }
            return path
        }
    }
}

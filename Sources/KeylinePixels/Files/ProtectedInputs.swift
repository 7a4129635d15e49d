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
        files.withLock { files in
            // The first name stays (errors keep naming the file as it was first read),
            // unless it is stale: a deleted input whose inode this file now has.
            if let known = files[id], Self.names(known, id) { return }
            files[id] = path
        }
    }

    private static func names(_ path: String, _ id: FileID) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && UInt64(info.st_dev) == id.device && UInt64(info.st_ino) == id.inode
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
            guard Self.names(path, id) else {
                files[id] = nil
                return nil
            }
            return path
        }
    }
}

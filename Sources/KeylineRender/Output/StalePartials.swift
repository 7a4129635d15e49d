import Foundation

/// Temp files a killed run left behind. `AtomicFile` writes `.NAME.PID-N.partial` and
/// renames it; `InterruptCleanup` removes it on Ctrl-C or `kill`, but `kill -9` or a power
/// cut leave it. The next run that writes into the same folder removes those whose process
/// is gone (another run still writing there keeps its own).
public enum StalePartials {
    /// Removes the stale temp files in `directories` (folders that do not exist are
    /// skipped) and returns their paths, sorted.
    public static func remove(in directories: some Sequence<String>) -> [String] {
        var removed: [String] = []
        for directory in Set(directories) where !isReachedThroughLink(directory) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            // Names are looked at and removed relative to the folder opened once, and only
            // a regular file is removed (`fstatat` without following a link): a FIFO, a
            // socket, a link or a folder with a temp file's name is not Keyline's.
            let folder = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard folder >= 0 else { continue }
            defer { close(folder) }
            for name in names where isStale(name) {
                var info = stat()
                guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                if unlinkat(folder, name, 0) == 0 { removed.append(directory + "/" + name) }
            }
        }
        return removed.sorted()
    }

    /// Whether a symbolic link is on `directory`'s path (its resolved path is not its
    /// plain one): nothing is deleted through a link (`ConfinedFolder`'s rule), so a
    /// folder reached through one is left alone.
    static func isReachedThroughLink(_ directory: String) -> Bool {
        guard let resolved = realpath(directory, nil) else { return true }
        defer { free(resolved) }
        let plain = URL(fileURLWithPath: directory).standardizedFileURL.path
        let real = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        // The working directory is resolved too, so that only links below it count.
        let expected = directory.hasPrefix("/") ? plain : (real as NSString).appendingPathComponent(directory)
        return String(cString: resolved) != URL(fileURLWithPath: expected).standardizedFileURL.path
    }

    /// `.NAME.PID-N.partial` whose process no longer runs (or is this one, which has
    /// written nothing yet when it looks).
    static func isStale(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".partial") else { return false }
        let stem = name.dropLast(".partial".count)
        guard let dot = stem.lastIndex(of: "."), let dash = stem[dot...].firstIndex(of: "-"),
              let pid = Int32(stem[stem.index(after: dot)..<dash]), Int(stem[stem.index(after: dash)...]) != nil, pid > 0 else { return false }
        if pid == getpid() { return true }
        // kill(pid, 0) sends nothing: it only says whether the process exists.
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}

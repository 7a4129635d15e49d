import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A folder Keyline writes into or deletes from (goldens, a report, `render --out`), and
/// the only way it touches files there: every path is relative to the folder, and every
/// step is taken from an open folder with `openat(O_NOFOLLOW | O_DIRECTORY)`, so that
///
/// - no path climbs out: `..`, `.`, empty components, absolute paths and NUL are refused
///   before anything is opened;
/// - no write, read or delete goes through a symbolic link, at any level below the root;
/// - nothing that is not a regular file (a FIFO, a device, a socket, a folder, a symbolic
///   link) is ever replaced, deleted or read: it is refused with a clear error, before it is
///   opened (opening a FIFO blocks until someone writes to it);
/// - no file this run read as input (`ProtectedInputs`) is written over;
/// - writes are atomic: a temp file in the same folder, renamed over the target.
///
/// Why walking with `openat` rather than checking `realpath` first: a check on a path
/// string and the write that follows are two lookups, and a link swapped in between is
/// followed by the second; a walk that holds each folder open and opens the next one
/// relative to it, refusing links, writes exactly into the folder it checked. (A file
/// swapped for a FIFO between the check and the rename is still replaced: `rename` takes
/// no "regular files only" flag. Keyline's adversary is the content of a checkout, which
/// does not change while Keyline runs.)
///
/// The root itself is the user's choice, from the command line: when it is relative (the
/// usual `Goldens`, `.keyline/report`, `out`), it lies in the checkout, whose contents
/// arrive with pull requests, so none of its components may be a symbolic link either;
/// when it is absolute, the folders above it are followed as the system resolves them and
/// only the root's own last component must be a real folder. An empty root (which would
/// otherwise mean the filesystem's root) and `/` itself are refused.
public struct ConfinedFolder: Sendable, CustomStringConvertible {
    /// The folder, as given.
    public let root: String

    public init(_ root: String) { self.root = root }

    public var description: String { root }

    /// What is at a path.
    public enum Kind: Sendable, Equatable {
        case regularFile, folder, symbolicLink, other(String)

        /// "a FIFO", "a folder"…, for messages.
        public var name: String {
            switch self {
            case .regularFile: "a regular file"
            case .folder: "a folder"
            case .symbolicLink: "a symbolic link"
            case .other(let name): name
            }
        }

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regularFile
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .symbolicLink
            case S_IFIFO: self = .other("a FIFO (named pipe)")
            case S_IFCHR: self = .other("a character device")
            case S_IFBLK: self = .other("a block device")
            case S_IFSOCK: self = .other("a socket")
            default: self = .other("a special file")
            }
        }
    }

    /// The path of `relative` inside the folder, for messages.
    public func path(_ relative: String) -> String {
        relative.isEmpty ? root : root == "." ? relative : root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    // MARK: - Writing

    /// Writes `bytes` to `relative` atomically, creating missing folders (never through a
    /// link). Refuses a target that is not a regular file, and one of this run's inputs.
    public func write(_ bytes: some ContiguousBytes, to relative: String) throws(AtomicFileError) {
        try write(bytes, to: relative, registry: .shared)
    }

    func write(_ bytes: some ContiguousBytes, to relative: String, registry: TempFileRegistry) throws(AtomicFileError) {
        let (folders, name) = try split(relative)
        let target = path(relative)
        let directory: Int32
        do { directory = try openFolder(folders, create: true) } catch { throw error.about(target) }
        defer { close(directory) }
        try checkReplaceable(directory, name, target)
        let temp = "." + name + ".\(getpid())-\(AtomicFile.nextSerial()).partial"
        let fd: Int32
        switch registry.create(temp, in: directory, shownAs: path(folders.joined(separator: "/")) + "/" + temp) {
        case .success(let opened): fd = opened
        case .failure(let error): throw AtomicFile.failure(target, error.code, "could not create a temporary file beside it")
        }
        var closed = false
        do throws(POSIXError) {
            // withUnsafeBytes rethrows untyped: the error is carried out by hand.
            let failed: POSIXError? = bytes.withUnsafeBytes { buffer in
                do throws(POSIXError) { try AtomicFile.writeAll(buffer, to: fd); return nil } catch { return error }
            }
            if let failed { throw failed }
            closed = true
            guard close(fd) == 0 else { throw POSIXError(AtomicFile.posixError()) }
            guard renameat(directory, temp, directory, name) == 0 else { throw POSIXError(AtomicFile.posixError()) }
            registry.forget(temp, in: directory)
        } catch {
            if !closed { close(fd) }
            registry.remove(temp, in: directory)
            throw AtomicFile.failure(target, error.code, nil)
        }
    }

    // MARK: - Writing through another process

    /// The open folder of `relative` (created when missing, never through a link, as for
    /// `write`) and the file's name in it, for a file another process writes into a temp
    /// file there (`StreamedFile`). Refuses a target that is not a regular file, or one of
    /// this run's inputs. The caller closes the folder.
    func openFolder(forWriting relative: String) throws(AtomicFileError) -> (directory: Int32, name: String) {
        let (folders, name) = try split(relative)
        let target = path(relative)
        let directory: Int32
        do { directory = try openFolder(folders, create: true) } catch { throw error.about(target) }
        do { try checkReplaceable(directory, name, target) } catch {
            close(directory)
            throw error
        }
        return (directory, name)
    }

    /// Renames the finished `temp` over `name` in the open `directory`, checking again that
    /// what it replaces is a regular file (the other process ran for a while).
    func replace(_ name: String, with temp: String, in directory: Int32, target: String) throws(AtomicFileError) {
        try checkReplaceable(directory, name, target)
        guard renameat(directory, temp, directory, name) == 0 else {
            throw AtomicFile.failure(target, AtomicFile.posixError(), nil)
        }
    }

    // MARK: - Deleting

    /// Deletes the regular file at `relative`. Returns false when there is nothing there
    /// (or a folder on the way is missing); refuses anything that is not a regular file.
    @discardableResult
    public func removeFile(_ relative: String) throws(AtomicFileError) -> Bool {
        let (folders, name) = try split(relative)
        let target = path(relative)
        let opened: Int32?
        do { opened = try openExistingFolder(folders) } catch { throw error.about(target) }
        guard let directory = opened else { return false }
        defer { close(directory) }
        guard let kind = Self.kind(directory, name) else { return false }
        guard kind == .regularFile else { throw refusal(target, kind, doing: "delete") }
        guard unlinkat(directory, name, 0) == 0 else { throw AtomicFile.failure(target, AtomicFile.posixError(), "could not delete it") }
        return true
    }

    /// Deletes the folders of `relative` that are empty, from the deepest up; never the
    /// root, never through a link (a link is not a folder, so `unlinkat(AT_REMOVEDIR)`
    /// refuses it).
    public func removeEmptyFolders(of relative: String) {
        guard let (folders, _) = try? split(relative) else { return }
        var depth = folders.count
        while depth > 0 {
            guard let parent = try? openExistingFolder(Array(folders.prefix(depth - 1))) else { return }
            let removed = unlinkat(parent, folders[depth - 1], AT_REMOVEDIR) == 0
            close(parent)
            guard removed else { return }
            depth -= 1
        }
    }

    // MARK: - Reading

    /// What is at `relative` (a link is reported as a link, not followed); nil when nothing
    /// is, or a folder on the way is missing or not a real folder.
    public func kind(of relative: String) -> Kind? {
        guard let (folders, name) = try? split(relative), let directory = try? openExistingFolder(folders) else { return nil }
        defer { close(directory) }
        return Self.kind(directory, name)
    }

    /// The bytes of the regular file at `relative`, at most `limit` of them: a file that
    /// is not regular is refused before it is opened, a larger one with an error.
    public func read(_ relative: String, limit: Int) throws(AtomicFileError) -> [UInt8] {
        let (folders, name) = try split(relative)
        let target = path(relative)
        let opened: Int32?
        do { opened = try openExistingFolder(folders) } catch { throw error.about(target) }
        guard let directory = opened else {
            throw AtomicFileError(path: target, reason: "no such file", advice: "Check the path.")
        }
        defer { close(directory) }
        guard let kind = Self.kind(directory, name) else {
            throw AtomicFileError(path: target, reason: "no such file", advice: "Check the path.")
        }
        guard kind == .regularFile else { throw refusal(target, kind, doing: "read") }
        // O_NONBLOCK: should a FIFO be swapped in after the check, opening it does not wait.
        let fd = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw AtomicFile.failure(target, AtomicFile.posixError(), "could not open it") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw refusal(target, .other("not a regular file"), doing: "read") }
        guard Int(info.st_size) <= limit else {
            throw AtomicFileError(path: target, reason: "it is \(info.st_size) bytes; Keyline reads at most \(limit) bytes here",
                                  advice: "This is not a file Keyline wrote: remove it or choose another folder.")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            offset += n
        }
        return Array(bytes.prefix(offset))
    }

    /// The regular files under the folder (or under its `relative` subfolder) whose names
    /// end in `suffix`, relative to the root, sorted. Links are not followed and hidden
    /// files (a write's temp file) are left out; the walk goes `maxDepth` folders deep at
    /// most, so a folder nested without end cannot keep it going.
    public func regularFiles(under relative: String = "", suffix: String, maxDepth: Int = 16) -> [String] {
        var found: [String] = []
        let start: [String]
        if relative.isEmpty { start = [] } else {
            guard let (folders, name) = try? split(relative) else { return [] }
            start = folders + [name]
        }
        guard let fd = try? openExistingFolder(start) else { return [] }
        collect(fd, prefix: start.joined(separator: "/"), suffix: suffix, depth: maxDepth, into: &found)
        return found.sorted()
    }

    /// Walks `fd` (which it closes), adding regular files to `found`.
    private func collect(_ fd: Int32, prefix: String, suffix: String, depth: Int, into found: inout [String]) {
        guard let stream = fdopendir(fd) else { close(fd); return }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." || name.hasPrefix(".") { continue }
            names.append(name)
        }
        let directory = dirfd(stream)
        for name in names {
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            switch Self.kind(directory, name) {
            case .regularFile where name.hasSuffix(suffix): found.append(relative)
            case .folder where depth > 0:
                let child = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 { collect(child, prefix: relative, suffix: suffix, depth: depth - 1, into: &found) }
            default: continue
            }
        }
    }

    // MARK: - Paths

    /// Whether `relative` stays inside the folder it is relative to: not empty, not
    /// absolute, no empty, `.` or `..` component, no NUL or backslash.
    public static func isSafeRelativePath(_ relative: String) -> Bool {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\\"), !relative.utf8.contains(0) else { return false }
        return relative.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != "" && $0 != "." && $0 != ".." }
    }

    private func split(_ relative: String) throws(AtomicFileError) -> (folders: [String], name: String) {
        guard Self.isSafeRelativePath(relative) else {
            throw AtomicFileError(path: path(relative), reason: "the path leaves \(root) (it is empty, absolute, or has an empty, '.' or '..' component, a backslash or a NUL)",
                                  advice: "Keyline only writes inside its output, golden and report folders; rename what made this path.")
        }
        var parts = relative.split(separator: "/").map(String.init)
        let name = parts.removeLast()
        return (parts, name)
    }

    // MARK: - Opening folders

    /// The root opened (created if missing, when `create`), then each of `folders` under it.
    private func openFolder(_ folders: [String], create: Bool) throws(AtomicFileError) -> Int32 {
        var fd = try openRoot(create: create)
        var reached = root
        for name in folders {
            reached = reached.hasSuffix("/") ? reached + name : reached + "/" + name
            fd = try step(fd, name, create: create, shown: reached)
        }
        return fd
    }

    /// `openFolder` without creating; nil when a folder on the way does not exist.
    private func openExistingFolder(_ folders: [String]) throws(AtomicFileError) -> Int32? {
        do { return try openFolder(folders, create: false) } catch {
            if error.reason.hasSuffix(Self.missingReason) { return nil }
            throw error
        }
    }

    private static let missingReason = "no such folder"

    private func openRoot(create: Bool) throws(AtomicFileError) -> Int32 {
        guard !root.isEmpty, !root.utf8.contains(0) else {
            throw AtomicFileError(path: root, reason: "the folder's path is empty", advice: "Give a folder, such as Goldens or out; an empty path would mean the filesystem's root.")
        }
        var components = root.split(separator: "/").map(String.init)
        if root.hasPrefix("/"), let below = Self.belowWorkingDirectory(root) {
            // An absolute root inside the working directory (`--report=$GITHUB_WORKSPACE/…`)
            // lies in the checkout as much as a relative one: the same rule, no links below it.
            components = below
        } else if root.hasPrefix("/") {
            guard let last = components.popLast() else {
                throw AtomicFileError(path: root, reason: "that is the filesystem's root", advice: "Give a folder of its own, such as /tmp/out.")
            }
            // The folders above an absolute root are the user's choice: followed as given.
            let parent = "/" + components.joined(separator: "/")
            if create, let error = AtomicFile.makeDirectories(parent) {
                throw AtomicFile.failure(root, error, "could not create the folder \(parent)")
            }
            let above = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard above >= 0 else {
                let code = AtomicFile.posixError()
                if code == .ENOENT { throw AtomicFileError(path: root, reason: Self.missingReason, advice: "") }
                throw AtomicFile.failure(root, code, "could not open the folder \(parent)")
            }
            return try step(above, last, create: create, shown: root)
        }
        // A relative root lies in the working directory, the checkout: no links at all.
        var current = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { throw AtomicFile.failure(root, AtomicFile.posixError(), "could not open the working directory") }
        var reached = ""
        for name in components {
            reached = reached.isEmpty ? name : reached + "/" + name
            if name == "." { continue }
            current = try step(current, name, create: create, shown: reached)
        }
        return current
    }

    /// The components of an absolute `root` below the working directory, when it lies
    /// there (the working directory as `getcwd` gives it, links resolved); nil otherwise.
    static func belowWorkingDirectory(_ root: String) -> [String]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let cwd = String(cString: buffer)
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        guard cwd != "/", (root + "/").hasPrefix(prefix) else { return nil }
        let below = root.dropFirst(prefix.count).split(separator: "/").map(String.init)
        // `..` or `.` inside would leave or blur the checkout: followed as an absolute root.
        return below.contains(where: { $0 == ".." || $0 == "." }) ? nil : below
    }

    /// Opens `name` inside the open folder `parent` (which it closes), refusing a link,
    /// creating it when missing and `create`.
    private func step(_ parent: Int32, _ name: String, create: Bool, shown: String) throws(AtomicFileError) -> Int32 {
        defer { close(parent) }
        let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        var fd = openat(parent, name, flags)
        if fd < 0, errno == ENOENT, create {
            if mkdirat(parent, name, 0o777) != 0, errno != EEXIST {
                throw AtomicFile.failure(shown, AtomicFile.posixError(), "could not create the folder")
            }
            fd = openat(parent, name, flags)
        }
        guard fd < 0 else { return fd }
        let code = AtomicFile.posixError()
        switch Self.kind(parent, name) {
        case nil:
            if code == .ENOENT { throw AtomicFileError(path: shown, reason: Self.missingReason, advice: "") }
            throw AtomicFile.failure(shown, code, "could not open the folder")
        case .symbolicLink?:
            throw AtomicFileError(path: shown, reason: "it is a symbolic link, and Keyline never writes, reads or deletes through one",
                                  advice: "Replace the link with a real folder, or give the folder it points to as the path.")
        case let kind? where kind != .folder:
            throw AtomicFileError(path: shown, reason: "it is \(kind.name), where a folder is needed",
                                  advice: "A file is in the way where a directory is needed: remove or rename it, or choose another output path.")
        default:
            throw AtomicFile.failure(shown, code, "could not open the folder")
        }
    }

    // MARK: - Checks

    static func kind(_ directory: Int32, _ name: String) -> Kind? {
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Kind(mode: info.st_mode)
    }

    /// Refuses to replace anything but a regular file, or one of this run's inputs, or a
    /// scene file (Keyline never writes YAML).
    private func checkReplaceable(_ directory: Int32, _ name: String, _ target: String) throws(AtomicFileError) {
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        let kind = Kind(mode: info.st_mode)
        guard kind == .regularFile else { throw refusal(target, kind, doing: "replace") }
        if let input = ProtectedInputs.shared.input(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) {
            throw AtomicFileError(path: target, reason: "it is \(input == target ? "" : input + ", ")one of this run's inputs",
                                  advice: "Keyline never writes over what it reads: choose another output path.")
        }
        let lowered = name.lowercased()
        if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
            throw AtomicFileError(path: target, reason: "it is a scene file (Keyline writes no YAML)",
                                  advice: "Keyline never writes over a scene: choose another output path.")
        }
    }

    private func refusal(_ target: String, _ kind: Kind, doing: String) -> AtomicFileError {
        let advice = kind == .folder
            ? "A directory is in the way at that path: remove or rename it, or choose another output path."
            : "Keyline only \(doing == "read" ? "reads" : "replaces or deletes") regular files: remove it, or choose another path."
        return AtomicFileError(path: target, reason: "it is \(kind.name), not a regular file; Keyline will not \(doing) it", advice: advice)
    }
}

extension AtomicFileError {
    /// This error (about a folder on the way) as one about `target`, the file being
    /// written, read or deleted, naming the folder in its reason.
    func about(_ target: String) -> AtomicFileError {
        guard path != target else { return self }
        let said = reason.hasPrefix("it ") ? path + " " + reason.dropFirst(3) : path + ": " + reason
        return AtomicFileError(path: target, reason: said, advice: advice)
    }
}

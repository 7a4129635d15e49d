import Foundation

/// The files the studio may read: the scene files it was given, inside the project (the
/// folder it was started in), and nothing else. Scene files are named in URLs by their
/// index in this list, never by a path, so no request can name another file; report images
/// are read through `ConfinedFolder` (`ReviewRoutes`).
public struct ProjectFiles: Sendable {
    /// The project folder, absolute and with links resolved.
    public let root: String
    /// Scene files, relative to `root`, sorted, as found at the start.
    public let scenes: [String]
    /// The folders given (relative to `root`; "" is the project itself): a scene file saved
    /// in one later is picked up (`sceneFiles(in:)`), so a project can start with none.
    public let folders: [String]

    /// Scene files one studio watches: each is loaded again whenever it changes.
    public static let sceneLimit = 256
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case outsideProject(String)
        case notFound(String)
        case tooMany(Int)

        public var description: String {
            switch self {
            case .outsideProject(let path):
                "\(path) is outside the project folder; the studio serves only files under the folder it was started in: start it there (cd to the project), or give a path inside it"
            case .notFound(let path): "\(path): no such scene file or folder"
            case .tooMany(let count): "the arguments name \(count) scene files; the studio watches at most \(ProjectFiles.sceneLimit): name a folder with fewer, or some files"
            }
        }
    }

    /// `arguments` (files or folders; none: `Scenes/`), each inside `root`. A folder gives
    /// the scene files directly in it, as `keyline test` reads `Scenes/`.
    public init(root: String, arguments: [String]) throws(Problem) {
        let root = Self.resolved(root)
        var found: [String] = []
        var folders: [String] = []
        for argument in arguments.isEmpty ? ["Scenes"] : arguments {
            let absolute = argument.hasPrefix("/") ? argument : root + "/" + argument
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else { throw .notFound(argument) }
            guard let relative = Self.relative(absolute, to: root) else { throw .outsideProject(argument) }
            if isFolder.boolValue {
                // An empty folder is a project starting out: the page says how to begin, and
                // the first scene file saved there appears.
                folders.append(relative)
                found += Self.sceneFiles(in: relative, root: root)
            } else {
                found.append(relative)
            }
            guard found.count <= Self.sceneLimit else { throw .tooMany(found.count) }
        }
        var seen = Set<String>()
        self.root = root
        self.scenes = found.filter { seen.insert($0).inserted }
        self.folders = folders
    }

    /// The scene files directly in `folder` (relative to `root`), sorted: not hidden, with a
    /// scene's extension, and inside the project once links are resolved.
    static func sceneFiles(in folder: String, root: String) -> [String] {
        let absolute = folder.isEmpty ? root : root + "/" + folder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).filter {
            !$0.hasPrefix(".") && Self.extensions.contains(($0 as NSString).pathExtension.lowercased())
        }.sorted()
        return names.map { folder.isEmpty ? $0 : folder + "/" + $0 }.filter { Self.relative(root + "/" + $0, to: root) != nil }
    }

    /// Scene files in the given folders that are not among `known`, at most `limit`, in order.
    public func newScenes(excluding known: Set<String>, limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        var added: [String] = []
        for folder in folders {
            for file in Self.sceneFiles(in: folder, root: root) where !known.contains(file) && !added.contains(file) {
                added.append(file)
                if added.count == limit { return added }
            }
        }
        return added
    }

    /// `path` relative to `root` once every link is resolved, or nil when it lies outside
    /// (a `..`, an absolute path elsewhere, a link out of the project). A scene file that is
    /// a link to a file inside the project is read there.
    public static func relative(_ path: String, to root: String) -> String? {
        let resolved = Self.resolved(path)
        if resolved == root { return "" }
        guard resolved.hasPrefix(root + "/") else { return nil }
        return String(resolved.dropFirst(root.count + 1))
    }

    /// The absolute path with `.`, `..` and links resolved (realpath(3)); the path as
    /// given when it does not exist.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(real) }
        return String(cString: real)
    }

    /// The absolute path of scene `index`.
    public func path(_ index: Int) -> String { root + "/" + scenes[index] }
}

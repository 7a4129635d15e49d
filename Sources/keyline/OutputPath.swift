import ArgumentParser
import Foundation
import KeylineRender

/// Paths given on the command line, checked before anything is read or written: an empty
/// path, or one that names a file where a folder goes (or a folder where a file goes), is a
/// usage error (exit 64), so nothing lands somewhere unexpected (`--out ''` would otherwise
/// write `/slide1/…` at the filesystem's root).
enum OutputPath {
    /// A folder to write into, created if missing.
    static func checkFolder(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw ValidationError("\(option) is empty: give the folder to write into") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("\(option) \(path) is a file, not a folder: give a folder to write into")
        }
    }

    /// A file to write (replaced if it exists).
    static func checkFile(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw ValidationError("\(option) is empty: give the file to write, such as curve.png") }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw ValidationError("\(option) \(path) is a folder, not a file: give the file to write, such as \(path.hasSuffix("/") ? path : path + "/")curve.png")
        }
    }

    /// Removes what a killed run left in `directories` and says so.
    static func removeStalePartials(in directories: some Sequence<String>) {
        let removed = StalePartials.remove(in: directories)
        guard !removed.isEmpty else { return }
        let shown = removed.prefix(3).joined(separator: ", ") + (removed.count > 3 ? ", …" : "")
        Console.error("removed \(removed.count) unfinished file\(removed.count == 1 ? "" : "s") left by an interrupted run: \(shown)")
    }
}

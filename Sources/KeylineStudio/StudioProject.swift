import Foundation
import KeylineCore
import Synchronization

/// The scenes the studio shows, as last read from disk: each with the last document that
/// loaded without errors (what the page keeps rendering) and the diagnostics of the text on
/// disk now (what the page shows when that text is broken).
public final class StudioProject: Sendable {
    public let files: ProjectFiles

    public struct Entry: Sendable {
        public let file: String
        /// Goes up by one each time the file is read again: render caches key on it.
        public var version: Int
        public var modified: Date?
        public var lastGood: SceneDocument?
        /// Errors and warnings of the current text (empty when it loads cleanly).
        public var diagnostics: [Diagnostic]
        public var failed: Bool { diagnostics.contains { $0.severity == .error } }
    }

    private let entries: Mutex<[Entry]>

    public init(files: ProjectFiles) {
        self.files = files
        let loaded = files.scenes.map { file in Self.load(file, previous: nil) }
        self.entries = Mutex(loaded)
    }

    public var snapshot: [Entry] { entries.withLock { $0 } }

    public func entry(_ index: Int) -> Entry? { entries.withLock { $0.indices.contains(index) ? $0[index] : nil } }

    /// Reads again every file whose modification time or size changed, and with `rescan`
    /// reads the scene files newly saved in the folders given (appended, so that every
    /// index stays the scene it was; at most `ProjectFiles.sceneLimit` in all); the indices
    /// of those read. Called by the watcher a few times a second: a `stat` per file, and a
    /// folder listing now and then.
    public func refresh(rescan: Bool = true) -> [Int] {
        let current = entries.withLock { $0 }
        var changed: [Int] = []
        for (i, entry) in current.enumerated() where Self.modified(entry.file) != entry.modified {
            let reloaded = Self.load(entry.file, previous: entry)
            entries.withLock { $0[i] = reloaded }
            changed.append(i)
        }
        if rescan {
            let added = files.newScenes(excluding: Set(current.map(\.file)), limit: ProjectFiles.sceneLimit - current.count)
            for file in added {
                let entry = Self.load(file, previous: nil)
                changed.append(entries.withLock { $0.append(entry); return $0.count - 1 })
            }
        }
        return changed
    }

    static func modified(_ file: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
    }

    /// Loads one scene file (the path relative to the project, which is the working folder,
    /// so diagnostics name it as the command line does).
    static func load(_ file: String, previous: Entry?) -> Entry {
        let modified = Self.modified(file)
        let version = (previous?.version ?? 0) + 1
        do {
            let document = try SceneLoader.load(contentsOf: file)
            return Entry(file: file, version: version, modified: modified, lastGood: document, diagnostics: document.warnings)
        } catch {
            return Entry(file: file, version: version, modified: modified, lastGood: previous?.lastGood, diagnostics: error.diagnostics)
        }
    }
}

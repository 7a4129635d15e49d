import Foundation

/// The scene files a command finds by itself: every `.yaml`, `.yml` and `.json` file in
/// `Scenes/` (what the loader reads), sorted, so that `keyline test` and `--prune` see the
/// same scenes whatever their format.
enum SceneFiles {
    static let extensions = ["yaml", "yml", "json"]
    static let defaultFolder = "Scenes"

    static func inDefaultFolder() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: defaultFolder)) ?? []
        return names.filter { name in
            let ext = (name as NSString).pathExtension.lowercased()
            return extensions.contains(ext) && !name.hasPrefix(".")
                && FileManager.default.isReadableFile(atPath: defaultFolder + "/" + name)
        }.sorted().map { defaultFolder + "/" + $0 }
    }
}

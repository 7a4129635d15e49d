import Foundation
import KeylineRender

/// The goldens folder: reading, writing (strongest compression, atomically, only when the
/// pixels changed) and finding files no snapshot names.
public struct GoldenStore: Sendable {
    public let root: String

    public init(root: String) { self.root = root }

    /// Encoders at libdeflate's strongest level: goldens are written rarely and read often.
    static let encoders = PNGEncoderPool(compressionLevel: PNGEncoder.strongestCompressionLevel)

    public func path(_ item: GoldenCase) -> String { root + "/" + item.path }

    public func exists(_ item: GoldenCase) -> Bool { FileManager.default.fileExists(atPath: path(item)) }

    public func write(_ image: RasterImage, for item: GoldenCase) throws {
        try AtomicFile.write(try Self.encoders.encode(surface: image.cairoSurface), to: path(item))
    }

    /// Every `.png` under the folder (or under `scenes`' folders only), relative to it, sorted.
    public func goldenFiles(scenes: [String]? = nil) -> [String] {
        let folders = scenes ?? [""]
        var found: [String] = []
        for folder in folders {
            let base = folder.isEmpty ? root : root + "/" + folder
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".png") else { continue }
                found.append(folder.isEmpty ? relative : folder + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// The scenes that have goldens: the folders at the top of the store.
    public func sceneFolders() -> [String] {
        Array(Set(goldenFiles().compactMap { $0.split(separator: "/").first.map(String.init) })).sorted()
    }

    /// Goldens that no case names. `cases` must be every case of every scene in `scenes`
    /// (nil: of every scene there is), whatever part of them a run renders.
    public func stale(cases: [GoldenCase], scenes: [String]?) -> [String] {
        let named = Set(cases.map(\.path))
        return goldenFiles(scenes: scenes).filter { !named.contains($0) }
    }

    /// Deletes the stale goldens, then the folders that leaves empty.
    public func prune(_ stale: [String]) throws {
        for relative in stale {
            try FileManager.default.removeItem(atPath: root + "/" + relative)
            var folder = ((root + "/" + relative) as NSString).deletingLastPathComponent
            while folder.count > root.count, (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
                try FileManager.default.removeItem(atPath: folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }
}

import Foundation
import KeylineRender

/// The goldens folder: reading, writing (at `compressionLevel`, atomically, only when the
/// pixels changed) and finding files no snapshot names.
public struct GoldenStore: Sendable {
    public let root: String

    public init(root: String) { self.root = root }

    /// The libdeflate level goldens are written at: 6, not 12 (the strongest, used until
    /// issue 13). Level 12 is libdeflate's near-optimal parser: on the seed renders it took
    /// 1,028 ms of CPU per @2x golden, so recording was about 40x slower than
    /// verifying (3,072 goldens: 31 min against 17 s). Level 6 (lazy matching) encodes the
    /// same rows in 27 ms, 37x faster, for files 11 % larger (goal: at most 15 %); levels 7
    /// to 9 save at most 1.2 % more for up to 2.4x the time, and decoding is no slower for
    /// any level. Levels and row filters measured on seed
    /// renders at @1x/@2x/@3x are in docs/snapshots.md ("Golden encoding"); re-measure with
    /// `KeylineBench ROOT KEYLINE encoders` (Scripts/bench).
    ///
    /// Same pixels, same bytes: the encoder's bands are fixed 64-row slices deflated on one
    /// thread, so the bytes depend on neither the thread count nor which thread encodes.
    /// Goldens recorded at level 12 stay as they are: a golden is only rewritten when its
    /// pixels change, and both levels decode to the same pixels.
    public static let compressionLevel = 6

    static let encoders = PNGEncoderPool(compressionLevel: compressionLevel)

    public func path(_ item: GoldenCase) -> String { root + "/" + item.path }

    public func exists(_ item: GoldenCase) -> Bool { FileManager.default.fileExists(atPath: path(item)) }

    /// Writes the golden and returns its bytes, so that a report showing the frame just
    /// recorded can reuse them instead of encoding it again.
    @discardableResult
    public func write(_ image: RasterImage, for item: GoldenCase) throws -> [UInt8] {
        let bytes = try Self.encoders.encode(surface: image.cairoSurface)
        try AtomicFile.write(bytes, to: path(item))
        return bytes
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

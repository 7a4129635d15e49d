import Foundation
import KeylineRender

/// The goldens folder: reading, writing (at `compressionLevel`, atomically, only when the
/// pixels changed) and finding files no snapshot names.
///
/// Every file is reached through a `ConfinedFolder`: a golden's path comes from a scene
/// (its file name, screen ids, storyboard names, state values), which is untrusted input,
/// so no path may leave the folder, go through a symbolic link or replace or delete
/// anything but a regular file. The names are checked where the scene is read
/// (`PathName`); the folder refuses what would climb out all the same.
public struct GoldenStore: Sendable {
    public let root: String
    /// Where all the store's reads, writes and deletions go.
    public let folder: ConfinedFolder

    public init(root: String) {
        self.root = root
        self.folder = ConfinedFolder(root)
    }

    /// The largest golden read: a 4,096 x 4,096 golden at 4 bytes a pixel, stored without
    /// compression, is under 70 MB; anything larger was not written by Keyline.
    public static let goldenBytes = 256 << 20

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

    public func path(_ item: GoldenCase) -> String { folder.path(item.path) }

    /// Whether the golden is there as a regular file reached without a symbolic link.
    /// Anything else at its path (a FIFO, which would block a read forever; a link, which
    /// could make a report show a file from elsewhere) is never opened: the golden counts
    /// as missing, and recording it is refused (`write`) with an error that names it.
    public func exists(_ item: GoldenCase) -> Bool { folder.kind(of: item.path) == .regularFile }

    /// The golden's bytes: refused before opening when it is not a regular file (a FIFO
    /// would block the run), a link, or a path through one.
    public func read(_ item: GoldenCase) throws(AtomicFileError) -> [UInt8] {
        try folder.read(item.path, limit: Self.goldenBytes)
    }

    /// Writes the golden and returns its bytes, so that a report showing the frame just
    /// recorded can reuse them instead of encoding it again.
    @discardableResult
    public func write(_ image: RasterImage, for item: GoldenCase) throws -> [UInt8] {
        let bytes = try Self.encoders.encode(surface: image.cairoSurface)
        try folder.write(bytes, to: item.path)
        return bytes
    }

    /// Every `.png` under the folder (or under `scenes`' folders only), relative to it,
    /// sorted. Symbolic links are not followed (nor listed), hidden files are left out.
    public func goldenFiles(scenes: [String]? = nil) -> [String] {
        guard let scenes else { return folder.regularFiles(suffix: ".png") }
        // A scene's folder is its name, checked when the scene was loaded; any other
        // (`.`, `..`, a path) would list files that are not its own.
        return scenes.filter { ConfinedFolder.isSafeRelativePath($0) && !$0.contains("/") }
            .flatMap { folder.regularFiles(under: $0, suffix: ".png") }.sorted()
    }

    /// The scenes that have goldens: the folders at the top of the store.
    public func sceneFolders() -> [String] {
        Array(Set(goldenFiles().compactMap { $0.split(separator: "/").first.map(String.init) })).sorted()
    }

    /// Goldens that no case names. `cases` must be every case of every scene in `scenes`
    /// (nil: of every scene there is), whatever part of them a run renders.
    /// A motion golden's tracks file (`.tracks.json`) is stale when its film is.
    public func stale(cases: [GoldenCase], scenes: [String]?) -> [String] {
        let named = Set(cases.map(\.path))
        return (goldenFiles(scenes: scenes).filter { !named.contains($0) } + staleTracks(cases: cases, scenes: scenes)).sorted()
    }

    /// Deletes the stale goldens (regular files inside the folder only), then the folders
    /// that leaves empty.
    public func prune(_ stale: [String]) throws {
        for relative in stale {
            try folder.removeFile(relative)
            folder.removeEmptyFolders(of: relative)
        }
    }
}

import Foundation

/// A motion golden's two files: the APNG at the golden's path (`<key>.png`: browsers and
/// code review tools play it) and its tracks beside it (`<key>.tracks.json`), both through
/// the store's `ConfinedFolder` (names by the PathName rule, atomic writes, regular files only).
extension GoldenStore {
    /// Whether the tracks file is there as a regular file.
    public func tracksExist(_ item: GoldenCase) -> Bool { folder.kind(of: item.tracksPath) == .regularFile }

    public func readTracks(_ item: GoldenCase) throws(AtomicFileError) -> [UInt8] {
        try folder.read(item.tracksPath, limit: FilmTracks.fileBytes)
    }

    /// Writes the tracks, then the APNG, each atomically: an interrupted recording leaves
    /// the old pair or a new tracks file beside the old film (which then fails as changed
    /// and says so), never a truncated file.
    public func writeFilm(_ apng: [UInt8], tracks: [UInt8], for item: GoldenCase) throws {
        try folder.write(tracks, to: item.tracksPath)
        try folder.write(apng, to: item.path)
    }

    /// Tracks files no motion golden names (their film was renamed or removed): stale, as
    /// the `.png` goldens `stale(cases:scenes:)` lists.
    public func staleTracks(cases: [GoldenCase], scenes: [String]?) -> [String] {
        let named = Set(cases.filter { $0.filmFPS != nil }.map(\.tracksPath))
        let files: [String]
        if let scenes {
            files = scenes.filter { ConfinedFolder.isSafeRelativePath($0) && !$0.contains("/") }
                .flatMap { folder.regularFiles(under: $0, suffix: GoldenCase.tracksSuffix) }.sorted()
        } else {
            files = folder.regularFiles(suffix: GoldenCase.tracksSuffix)
        }
        return files.filter { !named.contains($0) }
    }
}

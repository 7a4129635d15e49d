import KeylineCore

/// A motion golden's films in a report: where both films' frames are, so that the page can
/// show them side by side under one scrubber (`ReportFilmHTML`). Paths are relative to the
/// report folder; frame i of a film is `<folder>/frame-<iiii>.png`.
public struct ReportFilm: Codable, Hashable, Sendable {
    public var fps: Double
    /// The golden's frames (absent when the golden is missing or unreadable) and the film's now.
    public var expectedFolder: String?
    public var expectedFrames: Int
    public var actualFolder: String?
    public var actualFrames: Int
    /// The two animated PNGs as they are (the golden's bytes, the film just rendered).
    public var expectedAPNG: String?
    public var actualAPNG: String?
    /// Frames that differ, from 0 (marked on the scrubber).
    public var differingFrames: [Int]
    /// What changed in time, one sentence each (`MotionChanges`).
    public var changes: [String]

    public static func framePath(_ folder: String, _ index: Int) -> String {
        let digits = String(index)
        return folder + "/frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Whether both frame counts are ones Keyline writes (0 … `SceneLimits.framesPerMotionGolden`):
    /// a report may come from elsewhere, and its counts say how many files to read or copy.
    public var hasBoundedFrameCounts: Bool {
        let counts = 0...SceneLimits.framesPerMotionGolden
        return counts.contains(expectedFrames) && counts.contains(actualFrames)
    }

    /// Every file the film names: both APNGs, then each frame of each film (call only when
    /// `hasBoundedFrameCounts`).
    public var files: [String] {
        var paths = [expectedAPNG, actualAPNG].compactMap { $0 }
        for (folder, count) in [(expectedFolder, expectedFrames), (actualFolder, actualFrames)] {
            guard let folder else { continue }
            paths += (0..<max(0, count)).map { Self.framePath(folder, $0) }
        }
        return paths
    }

    /// The same film with its files under `stem` (`keyline report merge`): the APNGs at
    /// `<stem>.film/expected.png` and `…/actual.png`, the frames in `<stem>.film/expected/`
    /// and `…/actual/`. `move(from, to)` is called for each file, so the caller copies it.
    /// No card's images are named so (theirs are `<stem>.<role>.<ext>`, one component).
    public func relocated(to stem: String, _ move: (_ from: String, _ to: String) throws -> Void) rethrows -> ReportFilm {
        var film = self
        let base = stem + ".film/"
        func apng(_ path: String?, _ role: String) throws -> String? {
            guard let path else { return nil }
            try move(path, base + role + ".png")
            return base + role + ".png"
        }
        func frames(_ folder: String?, _ count: Int, _ role: String) throws -> String? {
            guard let folder else { return nil }
            for i in 0..<max(0, count) { try move(Self.framePath(folder, i), Self.framePath(base + role, i)) }
            return base + role
        }
        film.expectedAPNG = try apng(expectedAPNG, "expected")
        film.actualAPNG = try apng(actualAPNG, "actual")
        film.expectedFolder = try frames(expectedFolder, expectedFrames, "expected")
        film.actualFolder = try frames(actualFolder, actualFrames, "actual")
        return film
    }
}

/// Writes a failing motion golden's films into the report folder: both APNGs, and each
/// frame of each as a PNG (a scrubber shows any frame at once; decoding an APNG in the page
/// would need a script library or network). At most `SceneLimits.framesPerMotionGolden`
/// frames a film, as the golden itself.
enum FilmReportFrames {
    static func write(_ check: FilmCheck, changes: MotionChanges?, into folder: String) -> ReportFilm {
        let base = "images/" + check.item.name
        let fps = check.item.filmFPS ?? SnapshotDefinition.defaultFilmFPS
        func save(_ bytes: [UInt8], _ relative: String) -> String? {
            (try? AtomicFile.write(bytes, to: relative, inside: folder)) == nil ? nil : relative
        }
        func frames(_ apng: [UInt8]?, _ role: String) -> (folder: String?, count: Int) {
            guard let apng, var decoder = try? APNGDecoder(apng, limits: .init(maximumFrames: SceneLimits.framesPerMotionGolden)) else { return (nil, 0) }
            let target = base + "." + role
            var count = 0
            while count < SceneLimits.framesPerMotionGolden, let frame = try? decoder.nextFrame() {
                guard let png = try? frame.image.encodedPNG(compressionLevel: 1) else { break }
                for _ in 0..<FilmVerifier.holds(frame, fps) where count < SceneLimits.framesPerMotionGolden {
                    guard save(png, ReportFilm.framePath(target, count)) != nil else { return (nil, 0) }
                    count += 1
                }
            }
            return (target, count)
        }
        let expected = frames(check.expectedAPNG, "expected")
        let actual = frames(check.actual?.apng, "actual")
        var differing: [Int] = []
        for change in changes?.changes ?? [] { if case let .frames(first, last, _) = change { differing += Array(first...last) } }
        return ReportFilm(fps: fps, expectedFolder: expected.folder, expectedFrames: expected.count, actualFolder: actual.folder,
                          actualFrames: actual.count,
                          expectedAPNG: check.expectedAPNG.flatMap { save($0, base + ".expected.png") },
                          actualAPNG: check.actual.flatMap { save($0.apng, base + ".actual.png") },
                          differingFrames: differing, changes: changes.map { c in c.changes.map(c.text) } ?? [])
    }
}

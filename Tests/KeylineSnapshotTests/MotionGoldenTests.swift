import Foundation
import KeylineCore
import KeylineRender
import KeylineSnapshot
import Testing

/// Motion goldens (`film: true`): a whole appear sequence as one APNG verified frame by
/// frame, with the timeline's tracks beside it, and failures worded in time.
@Suite struct MotionGoldenTests {
    /// Two named views: `title` fades and rises after a delay (0.2 … 0.5 s), `cta` fades in
    /// (0 … 0.6 s). At 30 fps everything settles at 0.6 s: frames 0…18, 19 frames.
    static func scene(titleDelay: String = "0.2", ctaDuration: String = "0.6", motion: String = "full",
                      device: String = "iphone14") -> String {
        """
        device: \(device)
        tokens:
          colors:
            a: "#0D7377"
            b: "#FF6F61"
        screens:
          one:
            body:
              vstack:
                - rect: {}
                  fill: a
                  frame: { width: 120, height: 40 }
                  id: title
                  appear:
                    from: { opacity: 0, offset: [0, 20] }
                    animation: "easeOut(duration: 0.3).delay(\(titleDelay))"
                - rect: {}
                  fill: b
                  frame: { width: 80, height: 30 }
                  id: cta
                  appear:
                    from: { opacity: 0 }
                    animation: "easeOut(duration: \(ctaDuration))"
        snapshots:
          - { sequence: one, film: true, scale: 1, motion: \(motion) }
        """
    }

    static func run(_ text: String, goldens: String, record: RecordMode = .none, report: String? = nil) throws -> SnapshotRunResult {
        try SnapshotRunTests.run(text, goldens: goldens, record: record, asked: record != .none, report: report)
    }

    static let film = "s/one-appear/film/light@1x"

    static func recorded() throws -> String {
        let goldens = SnapshotRunTests.folder()
        let first = try run(scene(), goldens: goldens, record: .missing)
        #expect(first.results.count == 1 && first.results[0].recorded, "\(first.results.map { $0.message ?? "passed" })")
        return goldens
    }

    // MARK: - Passing, and what is stored

    @Test func aRecordedFilmPassesAndIsAnAPNGOfEveryFrameWithItsTracksBeside() throws {
        let goldens = try Self.recorded()
        let again = try Self.run(Self.scene(), goldens: goldens)
        #expect(again.failedCount == 0, "\(again.results.compactMap(\.message))")
        #expect(again.results.map(\.item.path) == [Self.film + ".png"])

        var decoder = try APNGDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: goldens + "/" + Self.film + ".png"))),
                                      limits: .init(maximumFrames: 600))
        var frames = 0
        while let frame = try decoder.nextFrame() { frames += Int((frame.seconds * 30).rounded()) }
        #expect(frames == 19)  // 0 … 0.6 s at 30 fps
        let tracks = try FilmTracks.decoded(Array(try Data(contentsOf: URL(fileURLWithPath: goldens + "/" + Self.film + ".tracks.json"))))
        #expect(tracks.frames == 19 && tracks.fps == 30 && tracks.settles == 0.6)
        let title = try #require(tracks.views.first { $0.view == "title" }?.animations.first)
        #expect(title.property == "appear" && title.start == 0.2 && title.end == 0.5)
        #expect(title.atStart?.opacity == 0 && title.atEnd?.opacity == 1)
        #expect(title.atStart.map { $0.y - 20 } == title.atEnd?.y)  // 20 pt below its place at the start
        #expect(tracks.views.map(\.view) == ["cta", "title"])  // in the order they start
    }

    // MARK: - Failures worded in time

    @Test func aDelayChangeSaysTheViewStartsLater() throws {
        let goldens = try Self.recorded()
        let result = try Self.run(Self.scene(titleDelay: "0.233"), goldens: goldens)
        let failure = try #require(result.results.first?.failure)
        let changes = try #require(failure.motion).changes
        #expect(changes.contains { if case .starts("title", nil, let s) = $0 { abs(s - 0.033) < 1e-9 } else { false } }, "\(changes)")
        #expect(failure.message.contains("title starts 33 ms later"), "\(failure.message)")
        // The pixels differ only while the title moves (0.2 … 0.533 s: frames 6 … 16), where
        // it is drawn: its own box, and the cta's below, which its 20-pt offset overlaps.
        let ranges = changes.compactMap { if case let .frames(first, last, views) = $0 { (first, last, views) } else { nil } }
        #expect(!ranges.isEmpty && ranges.allSatisfy { $0.2.contains("title") && $0.0 >= 6 && $0.1 <= 16 }, "\(failure.message)")
        #expect(!changes.contains { if case .frameCount = $0 { true } else { false } }, "\(failure.message)")
    }

    @Test func aDurationChangeSaysTheFrameCountAndWhenTheViewSettles() throws {
        let goldens = try Self.recorded()
        let result = try Self.run(Self.scene(ctaDuration: "0.7"), goldens: goldens)
        let failure = try #require(result.results.first?.failure)
        #expect(failure.message.contains("19 frames → 22"), "\(failure.message)")
        #expect(failure.message.contains("cta settles 3 frames later"), "\(failure.message)")
        #expect(try #require(failure.motion).changes.first == .frameCount(expected: 19, actual: 22))
    }

    @Test func aOneFrameChangeNamesTheFrameAndTheView() throws {
        let goldens = try Self.recorded()
        // Redraw frame 12 of the golden with one pixel of the title changed: the tracks
        // stay as they were, so only the pixels can tell.
        let path = goldens + "/" + Self.film + ".png"
        var decoder = try APNGDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: path))), limits: .init(maximumFrames: 600))
        let tracks = try FilmTracks.decoded(Array(try Data(contentsOf: URL(fileURLWithPath: goldens + "/" + Self.film + ".tracks.json"))))
        let title = try #require(tracks.views.first { $0.view == "title" }?.animations.first?.atEnd)
        let encoder = try APNGEncoder(width: decoder.width, height: decoder.height, hasAlpha: false, delay: .init(numerator: 1, denominator: 30))
        var index = 0
        while let frame = try decoder.nextFrame() {
            for _ in 0..<Int((frame.seconds * 30).rounded()) {
                var pixels = frame.image.pixels
                if index == 12 { pixels[Int(title.y + 5) * frame.image.width + Int(title.x + 5)] = 0xFF00_0000 }
                try encoder.add(PixelImage(width: frame.image.width, height: frame.image.height, pixels: pixels))
                index += 1
            }
        }
        try Data(try encoder.finish()).write(to: URL(fileURLWithPath: path))
        let result = try Self.run(Self.scene(), goldens: goldens)
        let failure = try #require(result.results.first?.failure)
        #expect(failure.motion?.changes == [.frames(first: 12, last: 12, views: ["title"])])
        #expect(failure.message.contains("frame 12 differs in title"), "\(failure.message)")
    }

    @Test func aGoldenOfAnotherFrameSizeSaysSoInsteadOfEveryFrameDiffering() throws {
        let goldens = try Self.recorded()
        // Another device, same variant key (light@1x): 390x844 pt → 393x852 pt.
        let result = try Self.run(Self.scene(device: "iphone15pro"), goldens: goldens)
        let failure = try #require(result.results.first?.failure)
        let changes = try #require(failure.motion).changes
        #expect(changes.first == .frameSize(expectedWidth: 390, expectedHeight: 844, actualWidth: 393, actualHeight: 852), "\(changes)")
        #expect(failure.message.contains("frame size 390x844 → 393x852"), "\(failure.message)")
        // Its frames are not compared: no run of differing frames, and the frame count,
        // which has not changed, is not said to have.
        #expect(!changes.contains { if case .frames = $0 { true } else { false } }, "\(failure.message)")
        #expect(!changes.contains { if case .frameCount = $0 { true } else { false } }, "\(failure.message)")
        // The same device again passes: the size check compares, it does not always fire.
        #expect(try Self.run(Self.scene(), goldens: goldens).failedCount == 0)
    }

    // MARK: - Variants and record modes

    @Test func reducedMotionIsAVariantOfItsOwnThatPlaysNoAppearEffects() throws {
        let goldens = SnapshotRunTests.folder()
        _ = try Self.run(Self.scene(motion: "all"), goldens: goldens, record: .missing)
        let reduced = goldens + "/s/one-appear/film/light-reduced@1x"
        let tracks = try FilmTracks.decoded(Array(try Data(contentsOf: URL(fileURLWithPath: reduced + ".tracks.json"))))
        #expect(tracks.frames == 1 && tracks.views.isEmpty)  // Apple: staged fade-ins appear at once
        // A later title fails the full-motion film only.
        let result = try Self.run(Self.scene(titleDelay: "0.3", motion: "all"), goldens: goldens)
        #expect(result.results.filter(\.passed).map(\.item.key) == ["light-reduced@1x"])
        #expect(result.failures.map(\.item.key) == ["light@1x"])
        #expect(result.failures.first?.message?.contains("title starts 3 frames later") == true, "\(result.failures.first?.message ?? "")")
    }

    @Test func goldensAreOnlyWrittenByARecordModeThatAsksForThem() throws {
        let goldens = SnapshotRunTests.folder()
        let missing = try Self.run(Self.scene(), goldens: goldens, record: .none)
        #expect(missing.failures.first?.failure?.cause == .missing && !FileManager.default.fileExists(atPath: goldens + "/" + Self.film + ".png"))
        _ = try Self.run(Self.scene(), goldens: goldens, record: .missing)
        let path = goldens + "/" + Self.film + ".png"
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for mode in [RecordMode.none, .missing] {
            let result = try Self.run(Self.scene(titleDelay: "0.3"), goldens: goldens, record: mode)
            #expect(result.failedCount == 1 && !result.results[0].recorded)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
        let rerecorded = try Self.run(Self.scene(titleDelay: "0.3"), goldens: goldens, record: .failed)
        #expect(rerecorded.results[0].recorded && rerecorded.results[0].message?.contains("(re-recorded)") == true)
        #expect(try Self.run(Self.scene(titleDelay: "0.3"), goldens: goldens).failedCount == 0)
        // --group: a group that is not this failure's records nothing.
        let other = try SnapshotRunTests.run(Self.scene(), goldens: goldens, record: .failed, asked: true, group: "00000000")
        #expect(other.failedCount == 1 && !other.results[0].recorded)
    }

    @Test func aDamagedAPNGGoldenIsAClearErrorAndIsNotOverwrittenUnlessAsked() throws {
        let goldens = try Self.recorded()
        let path = goldens + "/" + Self.film + ".png"
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        // Inside the third frame's data: its chunk's CRC no longer matches.
        let fdAT = try #require(APNGDecoderTests.chunkOffsets(bytes, "fdAT").dropFirst().first)
        bytes[fdAT + 8 + 6] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try Self.run(Self.scene(), goldens: goldens, record: .missing)
        let failure = try #require(result.results.first?.failure)
        guard case .unreadable(let reason) = failure.cause else { Issue.record("\(failure.cause)"); return }
        #expect(reason.contains(path) && reason.contains("damaged animated PNG") && reason.contains("CRC"), "\(reason)")
        #expect(failure.message.contains("re-record"), "\(failure.message)")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
        #expect(try Self.run(Self.scene(), goldens: goldens, record: .failed).results[0].recorded)
        #expect(try Self.run(Self.scene(), goldens: goldens).failedCount == 0)
    }

    @Test func aFilmNoSnapshotNamesIsStaleWithItsTracks() throws {
        let goldens = try Self.recorded()
        let stillsOnly = Self.scene().replacingOccurrences(of: "film: true", with: "at: [0.1]")
        let run = SnapshotRun.Scene(try SnapshotRunTests.load(stillsOnly))
        let stale = GoldenStore(root: goldens).stale(cases: run.cases, scenes: ["s"])
        #expect(stale == [Self.film + ".png", Self.film + ".tracks.json"])
    }

    // MARK: - The report: both films, one scrubber

    @Test func aFailingFilmPutsBothFilmsFrameByFrameIntoTheReport() throws {
        let goldens = try Self.recorded()
        let report = SnapshotRunTests.folder()
        let result = try Self.run(Self.scene(ctaDuration: "0.7"), goldens: goldens, report: report)
        let film = try #require(result.results.first?.failure?.film)
        #expect(film.expectedFrames == 19 && film.actualFrames == 22)
        for (folder, count) in [(film.expectedFolder, 19), (film.actualFolder, 22)] {
            let folder = try #require(folder)
            #expect(FileManager.default.fileExists(atPath: report + "/" + ReportFilm.framePath(folder, count - 1)))
            #expect(!FileManager.default.fileExists(atPath: report + "/" + ReportFilm.framePath(folder, count)))
        }
        #expect(film.changes.contains("19 frames → 22"))
    }

    // MARK: - A storyboard

    /// A box that moves 100 pt down when the state changes at 0.1 s.
    static func storyboard(duration: String = "0.2") -> String {
        """
        tokens:
          colors:
            a: "#0D7377"
        screens:
          main:
            state: { y: 0 }
            body:
              rect: {}
              fill: a
              frame: { width: 60, height: 60 }
              offset: [0, $y]
              id: box
        storyboards:
          move:
            screen: main
            events:
              - at: 0.1
                set: { y: 100 }
                animation: "easeInOut(duration: \(duration))"
        snapshots:
          - { storyboard: move, film: true, scale: 1 }
        """
    }

    @Test func aStoryboardFilmSaysWhenAChangeOfStateSettles() throws {
        let goldens = SnapshotRunTests.folder()
        _ = try Self.run(Self.storyboard(), goldens: goldens, record: .missing)
        #expect(try Self.run(Self.storyboard(), goldens: goldens).failedCount == 0)
        let tracks = try FilmTracks.decoded(Array(try Data(contentsOf: URL(fileURLWithPath: goldens + "/s/move/film/light@1x.tracks.json"))))
        let move = try #require(tracks.views.first { $0.view == "box" }?.animations.first)
        #expect(move.property.contains("offset") && move.start == 0.1 && move.end == 0.3, "\(move)")
        #expect(move.atEnd.map { $0.y - 100 } == move.atStart?.y)
        let failure = try #require(try Self.run(Self.storyboard(duration: "0.3"), goldens: goldens).results.first?.failure)
        #expect(failure.message.contains("box settles 3 frames later"), "\(failure.message)")
        #expect(failure.message.contains("10 frames → 13"), "\(failure.message)")  // settled at 0.3 s, then 0.4 s
    }

    // MARK: - The scene syntax

    @Test func filmIsRefusedWhereItMeansNothing() throws {
        let base = Self.scene()
        for (snapshot, words) in [("{ screen: one, film: true }", "screens are snapshotted at rest"),
                                  ("{ sequence: one, film: true, at: [0.1] }", "a film has every frame"),
                                  ("{ sequence: one, fps: 30 }", "'fps' is the frame rate of a film"),
                                  ("{ sequence: one, film: true, fps: 1000 }", "from 1 to 120")] {
            let text = base.replacingOccurrences(of: "{ sequence: one, film: true, scale: 1, motion: full }", with: snapshot)
            #expect(throws: SceneErrors.self) { try SnapshotRunTests.load(text) }
            do { _ = try SnapshotRunTests.load(text) } catch { #expect("\(error)".contains(words), "\(error)") }
        }
    }
}

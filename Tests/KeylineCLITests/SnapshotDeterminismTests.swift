import Foundation
import Testing

/// Issue 8, "Determinism": the same snapshots rendered by two runs, one on one thread and
/// one on four, are the same bytes. Two processes catch what differs from run to run
/// (hash seeds, addresses, clocks) as well as what differs with the thread count; a third
/// run on one thread added nothing but a minute of CI. Each run records into a directory of
/// its own (so no run sees another's goldens, and "untouched when unchanged" cannot hide a
/// difference), then the written files are compared byte for byte.
@Suite struct SnapshotDeterminismTests {
    /// UrbanNest's slide 1 at rest, its redline, three instants of its appear sequence and
    /// its motion golden (the whole sequence), light @2x: text, a photo, shadows, the measurement overlay and animation mid-flight,
    /// cheap enough for a debug build.
    static let filter = "urbannest-onboarding/slide1*light@2x"

    /// Records the filtered snapshots into a fresh directory with `jobs` threads; returns
    /// each written golden's bytes by its path under `Goldens/`.
    static func record(jobs: Int) throws -> [String: Data] {
        let dir = try TemporaryDirectory()
        let scenes = KeylineProcess.packageRoot.appendingPathComponent("Scenes")
        try FileManager.default.copyItem(at: scenes.appendingPathComponent("assets"), to: dir.url.appendingPathComponent("assets"))
        try FileManager.default.copyItem(at: scenes.appendingPathComponent("urbannest-onboarding.yaml"),
                                         to: dir.url.appendingPathComponent("urbannest-onboarding.yaml"))
        let run = try KeylineProcess.run(
            ["test", "urbannest-onboarding.yaml", "--filter", filter, "--record", "--jobs", String(jobs)], in: dir.url)
        // A run that records missing goldens fails (1) by design; anything else is trouble.
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let written = dir.files(under: "Goldens").filter { $0.hasSuffix(".png") }
        return try Dictionary(uniqueKeysWithValues: written.map {
            ($0, try Data(contentsOf: dir.url.appendingPathComponent("Goldens/" + $0)))
        })
    }

    @Test("the same snapshots, rendered by a run on one thread and a run on four, are the same bytes")
    func sameBytesAcrossRunsAndThreadCounts() throws {
        let first = try Self.record(jobs: 1)
        #expect(first.keys.sorted() == [
            "urbannest-onboarding/slide1-appear/film/light@2x.png",  // the motion golden: every frame, one APNG
            "urbannest-onboarding/slide1-appear/t=00.150/light@2x.png",
            "urbannest-onboarding/slide1-appear/t=00.350/light@2x.png",
            "urbannest-onboarding/slide1-appear/t=00.550/light@2x.png",
            "urbannest-onboarding/slide1-redline/light@2x.png",
            "urbannest-onboarding/slide1/light@2x.png",
        ])
        let parallel = try Self.record(jobs: 4)
        #expect(parallel.keys.sorted() == first.keys.sorted())
        for (path, bytes) in first {
            #expect(parallel[path] == bytes, "\(path) differs between a run on one thread and a run on four")
        }
        // The instants differ from each other: the comparison above compared real frames.
        #expect(Set(first.values).count == first.count)
    }
}

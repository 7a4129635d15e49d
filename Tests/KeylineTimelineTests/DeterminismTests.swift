import KeylineCore
import KeylineRender
import KeylineTimeline
import Synchronization
import Testing

/// The same scene, variant and instant give the same PNG bytes on every run and with any
/// number of threads, although threads reuse work between the frames they happen to get.
@Suite struct DeterminismTests {
    func encodeAll(_ pipeline: TimelinePipeline, threads: Int, order: [Int]) throws -> [Int: [UInt8]] {
        let times = try pipeline.frameTimes(fps: 10)
        let results = Mutex<[Int: [UInt8]]>([:])
        try ParallelJobs.run(order, threads: threads) { index, renderer in
            let bytes = try pipeline.encodedFrame(at: times[index], scale: 1, renderer: renderer)
            results.withLock { $0[index] = bytes }
        }
        return results.withLock { $0 }
    }

    /// UrbanNest has a shadowed button; HowTo a full-screen gradient and several shadows,
    /// which renderers cache: cached or not, the bytes must be the same.
    @Test(arguments: ["urbannest-onboarding", "howto-onboarding"])
    func framesAreTheSameBytesOnOneOrTwoThreadsInAnyOrder(scene: String) throws {
        let doc = try SceneLoader.load(contentsOf: scenesDirectory + "/\(scene).yaml")
        let pipeline = try timeline(doc, storyboard: "flow")
        let count = try pipeline.frameTimes(fps: 10).count
        let serial = try encodeAll(pipeline, threads: 1, order: Array(0..<count))
        let parallel = try encodeAll(pipeline, threads: 2, order: Array(0..<count))
        let shuffled = try encodeAll(pipeline, threads: 2, order: (0..<count).map { ($0 * 37) % count })
        #expect(serial.count == count)
        for i in 0..<count {
            #expect(serial[i] == parallel[i], "frame \(i)")
            #expect(serial[i] == shuffled[i], "frame \(i) in another order")
        }
    }

    @Test func anInstantRendersTheSameAloneOrInASequence() throws {
        let pipeline = try timeline(try urbanNest(), storyboard: "flow")
        let warm = Renderer()
        for t in stride(from: 0.0, to: 2, by: 1.0 / 30) { _ = try pipeline.encodedFrame(at: t, scale: 1, renderer: warm) }
        let inSequence = try pipeline.encodedFrame(at: 2, scale: 1, renderer: warm)
        let alone = try pipeline.encodedFrame(at: 2, scale: 1, renderer: Renderer())
        #expect(inSequence == alone)
    }
}

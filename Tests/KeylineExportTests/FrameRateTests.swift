import Testing
@testable import KeylineExport

struct FrameRateTests {
    @Test func ratesAreExactFractions() {
        #expect(FrameRate(60) == FrameRate(frames: 60, seconds: 1))
        #expect(FrameRate(29.97002997002997) == FrameRate(frames: 30000, seconds: 1001))
        #expect(FrameRate(12.5) == FrameRate(frames: 25, seconds: 2))
        #expect(FrameRate(30000.0 / 1001).description == "30000/1001")
    }

    /// Rounding each frame's start, not each delay: the delays add up to the whole duration.
    @Test func startsRoundWithoutDrift() {
        let rate = FrameRate(60)
        let delays: [Int] = (0..<600).map { (frame: Int) -> Int in
            rate.start(ofFrame: frame + 1, unitsPerSecond: 1000) - rate.start(ofFrame: frame, unitsPerSecond: 1000)
        }
        #expect(Set(delays) == [16, 17])
        #expect(delays.reduce(0, +) == 10_000, "600 frames at 60 fps are 10 s to the millisecond")
        let gif = FrameRate(30)
        let gifDelays: [Int] = (0..<30).map { (frame: Int) -> Int in
            gif.start(ofFrame: frame + 1, unitsPerSecond: 100) - gif.start(ofFrame: frame, unitsPerSecond: 100)
        }
        #expect(gifDelays.reduce(0, +) == 100, "30 frames at 30 fps are 1 s to the hundredth")
    }

    @Test func apngDelaysFitSixteenBits() {
        #expect(APNGFileEncoder.delay(FrameRate(60)) == .init(numerator: 1, denominator: 60))
        #expect(APNGFileEncoder.delay(FrameRate(30000.0 / 1001)) == .init(numerator: 1001, denominator: 30000))
        // 240000/1001 does not fit: the nearest 1/60000 s.
        #expect(APNGFileEncoder.delay(FrameRate(240000.0 / 1001)) == .init(numerator: 250, denominator: 60000))
    }
}

import Testing
@testable import KeylineMotion

@Suite("Sampling an animation over time")
struct AnimationSamplingTests {
    @Test("evenly spaced from 0 to the duration, ends included")
    func evenSpacing() throws {
        let samples = try Animation.linear(duration: 1).samples(count: 5)
        #expect(samples.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
        #expect(samples.map(\.value) == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test("61 samples by default, over the whole animation")
    func defaults() throws {
        let animation = try Animation.spring(response: 0.6, dampingFraction: 0.7).delay(0.2)
        let samples = try animation.samples()
        #expect(samples.count == 61)
        #expect(samples.first == AnimationSample(time: 0, value: 0))
        #expect(samples.last == AnimationSample(time: animation.duration!, value: 1))
        for sample in samples {
            #expect(sample.value == animation.progress(at: sample.time))
        }
    }

    @Test("a given duration overrides the animation's")
    func explicitDuration() throws {
        let samples = try Animation.easeIn.samples(count: 3, duration: 0.7)
        #expect(samples.map(\.time) == [0, 0.35, 0.7])
        #expect(samples[2].value == 1)
    }

    @Test("repeatForever samples its first full cycle")
    func foreverCycle() throws {
        let linear = try Animation.linear(duration: 1)
        #expect(try linear.repeatForever().samplingDuration == 2)
        #expect(try linear.repeatForever(autoreverses: false).samplingDuration == 1)
        #expect(try linear.repeatForever().delay(0.5).samplingDuration == 2.5)
        #expect(try linear.repeatForever().speed(2).samplingDuration == 1)
        #expect(try linear.delay(1).repeatForever(autoreverses: false).samplingDuration == 2)
        let samples = try linear.repeatForever().samples(count: 5)
        #expect(samples.map(\.value) == [0, 0.5, 1, 0.5, 0])
    }

    @Test("refuses fewer than 2 samples and non-positive durations")
    func validation() {
        #expect(throws: AnimationParameterError.self) { try Animation.easeIn.samples(count: 1) }
        #expect(throws: AnimationParameterError.self) { try Animation.easeIn.samples(count: 10, duration: 0) }
        #expect(throws: AnimationParameterError.self) { try Animation.easeIn.samples(count: 10, duration: .nan) }
    }
}

import KeylineCore
import KeylineRender
import Testing

/// A sequence's length × fps is counted before any frame is made: past
/// `SceneLimits.framesPerSequence` it is a resource limit (`output.limit-exceeded`).
@Suite struct SequenceLimitsTests {
    static let longest = """
    screens:
      main:
        state: { n: 0 }
        body: { text: "${n}" }
    storyboards:
      flow:
        screen: main
        duration: 600
        events:
          - { at: 1, set: { n: 1 } }
    """

    @Test func theLongestStoryboardAt60FpsFitsAndAt240FpsIsRefused() throws {
        let pipeline = try timeline(try document(Self.longest), storyboard: "flow")
        // Frames 0 … 600 × 60.
        #expect(try pipeline.frameTimes(fps: 60).count == 36_001)
        do {
            _ = try pipeline.frameTimes(fps: 240)
            Issue.record("144,001 frames should be refused")
        } catch {
            #expect(error.code == .outputLimitExceeded)
            #expect(error.message == "'flow' lasts 600 s: 144001 frames at 240 fps; a sequence is limited to 40000 frames")
        }
    }
}

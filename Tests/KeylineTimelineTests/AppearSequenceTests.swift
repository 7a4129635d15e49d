import KeylineCore
import KeylineMotion
import KeylineRender
import KeylineTimeline
import Testing

/// UrbanNest's "Slide Appearance Animation", from the spec:
/// 1. illustration: fade in + scale 0.9 → 1.0, 400 ms, ease out
/// 2. title: slide up 20 pt + fade in, 300 ms, ease out, delay 200 ms
/// 3. description: the same, delay 300 ms
/// 4. page indicator: fade in, 200 ms, delay 500 ms
/// 5. button: slide up 20 pt + fade in, 300 ms, ease out, delay 600 ms
@Suite struct AppearSequenceTests {
    /// CSS/SwiftUI ease out, (0, 0, 0.58, 1), solved here by plain bisection.
    func easeOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let mid = (lo + hi) / 2; if bezier(mid, 0, 0.58) < x { lo = mid } else { hi = mid } }
        return bezier((lo + hi) / 2, 0, 1)
    }

    @Test func theSequenceEndsAfter900msIn55Frames() throws {
        let pipeline = try timeline(try urbanNest(), screen: "slide1")
        #expect(abs(pipeline.timeline.settleTime! - 0.9) < 1e-9)
        #expect(try pipeline.frameTimes(fps: 60).count == 55)
    }

    @Test func everythingStartsHidden() throws {
        let tree = try timeline(try urbanNest(), screen: "slide1").timeline.frame(at: 0).tree
        for id in ["illustration", "title", "description", "pageIndicator", "cta"] {
            #expect(opacity(of: node(id, in: tree)!) == 0, "\(id)")
        }
        #expect(scaleX(of: node("illustration", in: tree)!) == 0.9)
        #expect(offsetY(of: node("title", in: tree)!) == 20)
    }

    @Test func eachElementFollowsItsDelayAndCurve() throws {
        let t = try timeline(try urbanNest(), screen: "slide1").timeline
        // 0.1 s: only the illustration has started: a quarter of its 400 ms.
        let early = try t.frame(at: 0.1).tree
        #expect(abs(opacity(of: node("illustration", in: early)!) - easeOut(0.25)) < 1e-6)
        #expect(opacity(of: node("title", in: early)!) == 0)
        // 0.35 s: the title is half-way through its 300 ms (after 200 ms), the description
        // a sixth of the way (after 300 ms), the indicator not yet started.
        let mid = try t.frame(at: 0.35).tree
        let title = node("title", in: mid)!
        #expect(abs(opacity(of: title) - easeOut(0.5)) < 1e-6)
        #expect(abs(offsetY(of: title) - 20 * (1 - easeOut(0.5))) < 1e-6)
        #expect(abs(opacity(of: node("description", in: mid)!) - easeOut(0.05 / 0.3)) < 1e-6)
        #expect(opacity(of: node("pageIndicator", in: mid)!) == 0)
        // 0.75 s: the button is half-way (after 600 ms).
        let late = try t.frame(at: 0.75).tree
        #expect(abs(offsetY(of: node("cta", in: late)!) - 20 * (1 - easeOut(0.5))) < 1e-6)
    }

    /// The last frame of a sequence is the screen at rest, pixel for pixel.
    @Test func lastFrameEqualsTheStill() throws {
        let doc = try urbanNest()
        let pipeline = try timeline(doc, screen: "slide2")
        let renderer = Renderer()
        let last = try pipeline.render(at: try pipeline.frameTimes(fps: 60).last!, scale: 1, renderer: renderer)
        let still = try ScenePipeline(document: doc).render(doc.screen("slide2")!, Variant(), scale: 1, renderer: renderer)
        #expect(last.withPixels { Array($0) } == still.withPixels { Array($0) })
    }

    @Test func reducedMotionShowsEverythingAtOnce() throws {
        let pipeline = try timeline(try urbanNest(), screen: "slide1", motion: .reduced)
        #expect(try pipeline.frameTimes(fps: 60).count == 1)
        let tree = try pipeline.timeline.frame(at: 0).tree
        #expect(opacity(of: node("title", in: tree)!) == 1)
    }
}

import KeylineCore
import KeylineLayout
import KeylineRender
import KeylineTimeline
import Testing

/// `contentOffset` animates like any other value: a storyboard scrolling a list by 200 pt
/// with a linear animation is halfway there halfway through.
@Suite struct ScrollAnimationTests {
    @Test func contentOffsetAnimatesThroughTheTimeline() throws {
        let doc = try document("""
        screens:
          main:
            state: { y: 0 }
            body:
              scroll:
                - rect:
                  frame: { width: 100, height: 1000 }
                  id: content
              contentOffset: $y
              frame: { height: 400 }
              id: list
        storyboards:
          run:
            screen: main
            events:
              - at: 0.5
                set: { y: 200 }
                animation: "linear(duration: 1)"
        """)
        let t = try timeline(doc, storyboard: "run").timeline
        func contentTop(_ time: Double) throws -> Double {
            let tree = try t.frame(at: time).tree
            let layout = SolvedLayout.solve(tree, device: .iphone14, measurer: Renderer())
            return try #require(layout.frame(of: "content")).minY - (try #require(layout.frame(of: "list")).minY)
        }
        #expect(try contentTop(0.4) == 0)
        #expect(abs(try contentTop(1.0) + 100) < 1e-9)
        #expect(abs(try contentTop(1.5) + 200) < 1e-9)
        #expect(abs(try contentTop(3.0) + 200) < 1e-9)
    }
}

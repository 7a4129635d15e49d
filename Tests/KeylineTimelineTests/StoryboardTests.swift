import KeylineCore
import KeylineLayout
import KeylineRender
import KeylineTimeline
import Testing

/// A box whose offset and opacity follow state, on a screen with a storyboard.
func boxScene(_ events: String, box: String = "") -> String {
    """
    screens:
      main:
        state: { x: 0, shown: true, level: 0 }
        body:
          zstack:
            - rect:
              fill: "#FF0000"
              frame: { width: 40, height: 40 }
              offset: { x: $x, y: 0 }
              opacity: "${shown ? 1 : 0}"
              id: box
    \(box)
    storyboards:
      run:
        screen: main
        events:
    \(events)
    """
}

func offsetX(of node: ViewNode) -> Double {
    node.modifiers.reduce(0) { if case .offset(let x, _) = $1 { return $0 + x } else { return $0 } }
}

@Suite struct RetargetingTests {
    func xAndVelocity(_ t: SceneTimeline, at time: Double) throws -> (Double, Double) {
        let h = 1e-5
        let a = offsetX(of: node("box", in: try t.frame(at: time - h).tree)!)
        let b = offsetX(of: node("box", in: try t.frame(at: time + h).tree)!)
        return ((a + b) / 2, (b - a) / (2 * h))
    }

    /// A spring interrupted mid-flight keeps its value and its velocity: no jump in either.
    @Test func springRetargetIsContinuousInValueAndVelocity() throws {
        let doc = try document(boxScene("""
              - at: 0.1
                set: { x: 100 }
                animation: "spring(response: 0.5, dampingFraction: 0.6)"
              - at: 0.3
                set: { x: -50 }
                animation: "spring(response: 0.4, dampingFraction: 0.8)"
        """))
        let t = try timeline(doc, storyboard: "run").timeline
        func x(_ time: Double) throws -> Double { offsetX(of: node("box", in: try t.frame(at: time).tree)!) }
        // One-sided limits at the switch: the value just before, and at, 0.3 s.
        let before = try x(0.3 - 1e-9), at = try x(0.3)
        #expect(abs(at - before) < 1e-5, "value continuous: \(before) → \(at)")
        let h = 1e-5
        let vBefore = (before - (try x(0.3 - h))) / h, vAfter = ((try x(0.3 + h)) - at) / h
        // Both sides' accelerations are about 4·10⁴ pt/s²: over 10 µs that is 0.4 pt/s.
        #expect(abs(vAfter - vBefore) < 1, "velocity continuous: \(vBefore) → \(vAfter)")
        #expect(abs(vBefore) > 100, "it was moving fast when interrupted")
        // It ends at the new target, exactly, once settled.
        let end = t.settleTime!
        #expect(offsetX(of: node("box", in: try t.frame(at: end).tree)!) == -50)
    }

    /// A timing curve interrupted mid-flight starts from where the value was.
    @Test func curveRetargetStartsFromTheCurrentValue() throws {
        let doc = try document(boxScene("""
              - at: 0
                set: { x: 100 }
                animation: "linear(duration: 1)"
              - at: 0.5
                set: { x: 0 }
                animation: "linear(duration: 1)"
        """))
        let t = try timeline(doc, storyboard: "run").timeline
        #expect(abs(offsetX(of: node("box", in: try t.frame(at: 0.5).tree)!) - 50) < 1e-9)
        #expect(abs(offsetX(of: node("box", in: try t.frame(at: 1.0).tree)!) - 25) < 1e-9)
        #expect(offsetX(of: node("box", in: try t.frame(at: 1.5).tree)!) == 0)
        #expect(t.settleTime == 1.5)
    }

    @Test func changesWithoutAnimationHappenAtOnce() throws {
        let doc = try document(boxScene("""
              - at: 0.2
                set: { x: 80 }
        """))
        let t = try timeline(doc, storyboard: "run").timeline
        #expect(offsetX(of: node("box", in: try t.frame(at: 0.19).tree)!) == 0)
        #expect(offsetX(of: node("box", in: try t.frame(at: 0.2).tree)!) == 80)
    }

    @Test func scopedAnimationWinsOverTheChangesAnimation() throws {
        let doc = try document(boxScene("""
              - at: 0
                set: { x: 100 }
                animation: "linear(duration: 1)"
        """).replacingOccurrences(of: "          id: box", with: "          id: box\n          animation: \"linear(duration: 0.5)\""))
        let t = try timeline(doc, storyboard: "run").timeline
        #expect(abs(offsetX(of: node("box", in: try t.frame(at: 0.25).tree)!) - 50) < 1e-9)
        #expect(t.settleTime == 0.5)
    }

    @Test func repeatingEventsTickTheState() throws {
        let doc = try document("""
        screens:
          otp:
            state: { seconds: 3 }
            body: { text: "Resend code in 0:${pad(seconds, 2)}", id: label }
        storyboards:
          countdown:
            screen: otp
            events:
              - at: 1
                every: 1
                times: 3
                set: { seconds: "${seconds - 1}" }
        """)
        let t = try timeline(doc, storyboard: "countdown").timeline
        func label(_ time: Double) throws -> String {
            guard case .text(let text) = node("label", in: try t.frame(at: time).tree)!.kind else { return "" }
            return text.content
        }
        #expect(try label(0.5) == "Resend code in 0:03")
        #expect(try label(1.5) == "Resend code in 0:02")
        #expect(try label(3.0) == "Resend code in 0:00")
    }
}

@Suite struct TransitionTests {
    @Test func removedViewsFadeOutWhereTheyWere() throws {
        let doc = try document("""
        screens:
          main:
            state: { on: true }
            body:
              vstack:
                - text: Going
                  if: $on
                  id: going
                - text: Staying
        storyboards:
          hide:
            screen: main
            events:
              - at: 0
                set: { on: false }
                animation: "linear(duration: 0.4)"
        """)
        let pipeline = try timeline(doc, storyboard: "hide")
        let mid = try pipeline.timeline.frame(at: 0.1)
        #expect(node("going", in: mid.tree) == nil)
        #expect(mid.departures.count == 1)
        guard case .opacity(let o)? = mid.departures.first?.effect.last else { Issue.record("a fade"); return }
        #expect(abs(o - 0.75) < 1e-9)
        #expect(try pipeline.timeline.frame(at: 0.4).departures.isEmpty)
    }

    @Test func insertedViewsPlayTheirTransition() throws {
        let doc = try document("""
        screens:
          main:
            state: { on: false }
            body:
              zstack:
                - text: Sheet
                  if: $on
                  transition: { move: bottom }
                  id: sheet
        storyboards:
          show:
            screen: main
            events:
              - at: 0
                set: { on: true }
                animation: "linear(duration: 1)"
        """)
        let t = try timeline(doc, storyboard: "show").timeline
        let sheet = node("sheet", in: try t.frame(at: 0.25).tree)!
        let moved = sheet.modifiers.compactMap { m -> Double? in if case .relativeOffset(_, let y) = m { return y } else { return nil } }
        #expect(moved == [0.75], "a quarter of the way up from one full height below")
    }

    @Test func changedTextCrossfades() throws {
        let doc = try urbanNest()
        let t = try timeline(doc, storyboard: "flow").timeline
        // At 3.25 s slide 3 is arriving: the CTA's "Next" fades into "Get Started".
        let cta = node("cta", in: try t.frame(at: 3.3).tree)!
        guard case .zstack(_, let layers) = cta.kind, layers.count == 2,
              case .text(let old) = layers[0].kind, case .text(let new) = layers[1].kind else {
            Issue.record("expected a crossfade of two texts"); return
        }
        #expect(old.content == "Next" && new.content == "Get Started")
        #expect(opacity(of: layers[0]) + opacity(of: layers[1]) == 1)
    }
}

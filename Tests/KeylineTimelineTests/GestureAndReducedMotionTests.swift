import KeylineCore
import KeylineLayout
import KeylineRender
import KeylineTimeline
import Testing

func pagerScene(_ swipe: String, page: Int = 0) -> String {
    """
    screens:
      main:
        state: { page: \(page), drag: 0 }
        body:
          pager:
            - text: One
            - text: Two
            - text: Three
          selection: $page
          drag: $drag
          id: pager
    storyboards:
      run:
        screen: main
        events:
          - at: 0.5
            swipe: { drag: drag, page: page, pages: 3, \(swipe) }
            animation: "easeInOut(duration: 0.3)"
    """
}

func pagerSpec(_ t: SceneTimeline, at time: Double) throws -> PagerSpec {
    guard case .pager(let spec, _) = node("pager", in: try t.frame(at: time).tree)!.kind else { fatalError("pager expected") }
    return spec
}

@Suite struct SwipeTests {
    @Test func aSwipePastTheThresholdTurnsThePage() throws {
        let t = try timeline(try document(pagerScene("by: -80, duration: 0.3")), storyboard: "run").timeline
        let during = try pagerSpec(t, at: 0.65)
        #expect(abs(during.drag - -40) < 1e-9, "the pages follow the finger")
        #expect(during.pageIndices.contains(1), "the next page comes into view")
        let end = try pagerSpec(t, at: t.settleTime!)
        #expect(end.position == 1 && end.drag == 0)
    }

    @Test func aShortSlowSwipeSpringsBack() throws {
        let t = try timeline(try document(pagerScene("by: -30, duration: 0.3")), storyboard: "run").timeline
        let end = try pagerSpec(t, at: t.settleTime!)
        #expect(end.position == 0 && end.drag == 0)
        // Just after release it is still near where the finger left it.
        #expect(try pagerSpec(t, at: 0.81).drag < -20)
    }

    @Test func aShortFastFlickTurnsThePage() throws {
        // 30 pt in 50 ms is 600 pt/s, faster than the 500 pt/s flick velocity.
        let t = try timeline(try document(pagerScene("by: -30, duration: 0.05")), storyboard: "run").timeline
        #expect(try pagerSpec(t, at: t.settleTime!).position == 1)
    }

    @Test func theLastPageRubberBands() throws {
        let doc = try document(pagerScene("by: -200, duration: 0.3", page: 2))
        let t = try timeline(doc, storyboard: "run").timeline
        #expect(try pagerSpec(t, at: t.settleTime!).position == 2, "there is no fourth page")
        // The layout moves the page by less than the finger: 200 pt of drag on a 390 pt
        // pager gives (1 − 1/(200·0.55/390 + 1))·390 ≈ 86 pt.
        let renderer = Renderer()
        let frame = try t.frame(at: 0.8)
        let layout = SolvedLayout.solve(frame.tree, device: .iphone14, measurer: renderer)
        // Typed in two steps: as one untyped expression of literals it took the type checker 11 s.
        let stretch: Double = 200 * 0.55 / 390
        let expected: Double = (1 - 1 / (stretch + 1)) * 390
        let pageX = layout.nodes.first { $0.text?.string == "Three" }?.frame.midX
        #expect(abs((pageX ?? 0) - (195 - expected)) < 0.5)
    }
}

@Suite struct ReducedMotionTests {
    /// Every transform in a display list (offsets, scales, rotations).
    func transforms(_ items: [DisplayItem]) -> [AffineTransform] {
        items.flatMap { item -> [AffineTransform] in
            guard case .group(let g) = item else { return [] }
            return (g.transform.isIdentity ? [] : [g.transform]) + transforms(g.items)
        }
    }

    /// Under reduced motion nothing moves: outside a finger's drag, every frame's views
    /// are laid out and transformed exactly as the still of the state at that instant
    /// (a pressed button is scaled at rest too); only opacity changes in between.
    @Test func urbanNestFlowHasNoMovement() throws {
        let doc = try urbanNest()
        let pipeline = try timeline(doc, storyboard: "flow", motion: .reduced)
        let renderer = Renderer()
        let states = pipeline.timeline.states
        var checked = 0
        for t in try pipeline.frameTimes(fps: 20) where !states.isDriving(at: t) {
            let list = try pipeline.displayList(at: t, renderer: renderer)
            let scene = ScenePipeline(document: doc)
            let still = try scene.viewTree(doc.screen("slide1")!, Variant(motion: .reduced), state: states.state(at: t))
            let stillList = scene.displayList(scene.layout(still, Variant(motion: .reduced), renderer: renderer), Variant(motion: .reduced))
            #expect(transforms(list.items) == transforms(stillList.items), "a transform at \(t) s")
            let rest = SolvedLayout.solve(still, device: .iphone14, measurer: renderer).namedFrames
            let shown = SolvedLayout.solve(try pipeline.timeline.frame(at: t).tree, device: .iphone14, measurer: renderer).namedFrames
            #expect(rest.map(\.frame) == shown.map(\.frame), "layout at \(t) s")
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test func pagesCrossfadeInsteadOfSliding() throws {
        let t = try timeline(try urbanNest(), storyboard: "flow", motion: .reduced).timeline
        // Next is released at 1.62 s: half-way through the 200 ms crossfade, slide 1
        // leaves as a fading departure while slide 2 is already in place.
        let frame = try t.frame(at: 1.72)
        guard case .pager(let spec, _)? = frame.tree.firstPager?.kind else { Issue.record("pager"); return }
        #expect(spec.position == 1)
        #expect(!frame.departures.isEmpty)
    }

    @Test func fullMotionSlides() throws {
        let t = try timeline(try urbanNest(), storyboard: "flow").timeline
        guard case .pager(let spec, _)? = try t.frame(at: 1.72).tree.firstPager?.kind else { Issue.record("pager"); return }
        #expect(spec.position > 0 && spec.position < 1)
        #expect(spec.pageIndices.sorted() == [0, 1])
    }

    @Test func theStoryboardStartsWithTheAppearSequence() throws {
        let tree = try timeline(try urbanNest(), storyboard: "flow").timeline.frame(at: 0).tree
        #expect(opacity(of: node("title", in: tree)!) == 0)
    }
}

extension ViewNode {
    var firstPager: ViewNode? {
        var found: ViewNode?
        forEachNode { if found == nil, case .pager = $0.kind { found = $0 } }
        return found
    }
}

import KeylineCore
import KeylineLayout
import KeylineRender
import KeylineTimeline
import Testing

/// Which of a leaving and an arriving view is on top while they cross. In SwiftUI a
/// removed view stays in its container until its transition ends, drawn in zIndex order
/// and below the views of its own zIndex; a higher zIndex keeps it on top.
@Suite struct TransitionDrawingOrderTests {
    /// A zstack with a full-screen backdrop; `first` leaves and `second` arrives at 0,
    /// fading over 0.4 s.
    func swap(firstZ: Double?, secondZ: Double?) -> String {
        func z(_ v: Double?) -> String { v.map { "\n          zIndex: \($0)" } ?? "" }
        return """
        screens:
          main:
            state: { page: 0 }
            body:
              zstack:
                - rect:
                  fill: white
                  ignoresSafeArea: true
                - text: First
                  if: "${page == 0}"\(z(firstZ))
                - text: Second
                  if: "${page == 1}"\(z(secondZ))
        storyboards:
          next:
            screen: main
            events:
              - at: 0
                set: { page: 1 }
                animation: "linear(duration: 0.4)"
        """
    }

    /// What the display list draws, in painting order: texts by their string, fills as
    /// "fill", each with the opacity it is drawn at.
    func painted(_ yaml: String, at t: Double) throws -> [String] {
        let pipeline = try timeline(try document(yaml), storyboard: "next")
        func walk(_ items: [DisplayItem], opacity: Double) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let text, _, _): ["\(text.content) \(opacity)"]
                case .fill: ["fill \(opacity)"]
                case .group(let g): walk(g.items, opacity: opacity * g.opacity)
                default: []
                }
            }
        }
        return walk(try pipeline.displayList(at: t, renderer: Renderer()).items, opacity: 1)
    }

    /// Equal zIndex: the leaving view goes below its siblings, the backdrop included (the
    /// well-known SwiftUI effect: a removal fade in a zstack is hidden by the background).
    @Test func withEqualZIndexTheLeavingViewIsDrawnBelow() throws {
        #expect(try painted(swap(firstZ: nil, secondZ: nil), at: 0.1) == ["First 0.75", "fill 1.0", "Second 0.25"])
    }

    /// The common fix: both texts above the backdrop; of the two, the arriving one on top.
    @Test func aZIndexAboveTheBackdropKeepsTheFadeVisible() throws {
        #expect(try painted(swap(firstZ: 1, secondZ: 1), at: 0.1) == ["fill 1.0", "First 0.75", "Second 0.25"])
    }

    @Test func aHigherZIndexKeepsTheLeavingViewOnTop() throws {
        #expect(try painted(swap(firstZ: 2, secondZ: 1), at: 0.1) == ["fill 1.0", "Second 0.25", "First 0.75"])
    }

    /// A leaving view that reached into the safe area (its last modifier) is drawn
    /// exactly where it was, not grown into it a second time.
    @Test func aLeavingFullScreenViewKeepsItsFrame() throws {
        let yaml = """
        screens:
          main:
            state: { shown: true }
            body:
              zstack:
                - text: Content
                - rect:
                  fill: black
                  zIndex: 1
                  ignoresSafeArea: true
                  if: $shown
        storyboards:
          next:
            screen: main
            events:
              - at: 0
                set: { shown: false }
                animation: "linear(duration: 0.4)"
        """
        let pipeline = try timeline(try document(yaml), storyboard: "next")
        var fills: [Rect] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                if case .fill(_, let r, _) = item { fills.append(r) }
                if case .group(let g) = item { walk(g.items) }
            }
        }
        walk(try pipeline.displayList(at: 0.1, renderer: Renderer()).items)
        #expect(fills == [Rect(x: 0, y: 0, width: 390, height: 844)])
    }
}

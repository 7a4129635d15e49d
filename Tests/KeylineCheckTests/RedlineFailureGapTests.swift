import KeylineCore
import KeylineLayout
import KeylineRender
import Testing
@testable import KeylineCheck

/// A failing distance or position expectation draws the gap it measures in red, as
/// measured, with its length beside it; sizes and colours draw none.
///
/// The fixture's `main` (CheckTestSupport, worked by hand): `box` 145…245 × 304…352,
/// `skip` 407…429 (centred, so its middle is x 195), `button` 95…295 × 441…491; iPhone 14's
/// safe area ends at 810.
@Suite struct RedlineFailureGapTests {
    static func tree() throws -> (SceneDocument, LayoutTree) {
        let document = try load(fixture(["{ expect: box.height == 48 }"]))
        let pipeline = ScenePipeline(document: document)
        let variant = Variant(device: .iphone14)
        return (document, pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: Renderer()))
    }

    static func gap(_ expectation: String) throws -> RedlineLine? {
        let document = try load(fixture(["{ expect: \(expectation) }"]))
        let (_, tree) = try Self.tree()
        return FailureGap.line(for: try #require(document.expectations.first), in: tree)
    }

    @Test func distancesAndPositionsHaveAGapSizesAndColoursNone() throws {
        // Between skip's bottom and button's top, through the middle of the span they share (skip's).
        #expect(try Self.gap("button.top - skip.bottom == 20") == RedlineLine(start: Point(x: 195, y: 429), end: Point(x: 195, y: 441)))
        // To the safe area's edge, through the button's middle.
        #expect(try Self.gap("button.bottom == safeArea.bottom - 300")
                == RedlineLine(start: Point(x: 195, y: 491), end: Point(x: 195, y: 810)))
        // Across: from the canvas's leading edge to box's, at box's middle height.
        #expect(try Self.gap("box.leading == canvas.leading + 100") == RedlineLine(start: Point(x: 0, y: 328), end: Point(x: 145, y: 328)))
        #expect(try Self.gap("box.height == 50") == nil)
        #expect(try Self.gap("\"box.fill == #FFFFFF\"") == nil)
        // Two positions on different axes measure no one gap.
        #expect(try Self.gap("box.top - box.leading == 0") == nil)
    }

    @Test func theFailingGapIsDrawnInRedWithItsLength() throws {
        // The spec says 20; the layout has 12. The same screen with the spec saying 12 is
        // the control: the gap is drawn in magenta there, with its "12" on it.
        func redline(_ expected: Int) throws -> RasterImage {
            let document = try load(fixture(["{ expect: button.top - skip.bottom == \(expected) on main }"]))
            return try Redline.render(document, screen: document.screens[0], variant: Variant(device: .iphone14), scale: 2,
                                      renderer: Renderer())
        }
        func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
            p.red > 200 && p.green < 110 && p.blue < 110  // #FF3B30; the magenta #FF2D87 has blue 135
        }
        // Along the line (x 195 pt, y 429…441 pt, at @2x), away from its end ticks.
        let failing = try redline(20), holding = try redline(12)
        let along = stride(from: 431.0, through: 439.0, by: 2).map { Int($0 * 2) }
        #expect(along.allSatisfy { isRed(failing.pixel(x: 390, y: $0)) }, "\(along.map { failing.pixel(x: 390, y: $0) })")
        #expect(!along.contains { isRed(holding.pixel(x: 390, y: $0)) })
        // The end ticks: 10 pt across the line at each end, red too.
        #expect(isRed(failing.pixel(x: 2 * 191, y: 2 * 441)) && isRed(failing.pixel(x: 2 * 199, y: 2 * 429)))

        // Its length, measured, is a red label of its own beside the line, clear of it.
        let line = RedlineLine(start: Point(x: 195, y: 429), end: Point(x: 195, y: 441))
        let failure = RedlineFailure(elements: [], text: "button.top - skip.bottom: expected 20, measured 12", gap: line)
        let requests = RedlineLabels.requests([], failures: [failure], size: RedlineLabelTests.size)
        #expect(RedlineLabels.failureLabelCount([failure]) == 2)
        #expect(requests.map(\.text) == [failure.text, "12"])
        let beside = try #require(requests[1].candidates.first)
        #expect(beside.x - requests[1].size.width / 2 > 195 + 1)
    }

    @Test func noLabelCoversARedGap() throws {
        // A distance measured along the same line (the magenta "12") is not drawn twice,
        // and every other label keeps off the red line.
        let line = RedlineLine(start: Point(x: 195, y: 429), end: Point(x: 195, y: 441))
        let failure = RedlineFailure(elements: [], text: "gap", gap: line)
        let width = RedlineLabels.request(.distance(from: "a", to: .element("b"), start: Point(x: 195, y: 400), end: Point(x: 195, y: 470)),
                                          size: Size(width: 20, height: 18))
        let requests = RedlineLabels.requests([.distance(from: "a", to: .element("b"), start: Point(x: 195, y: 400), end: Point(x: 195, y: 470))],
                                              failures: [failure], size: { _ in Size(width: 20, height: 18) })
        // The distance's own first candidate (on its line, at 435) would cover the red line; it is avoided.
        #expect(width.candidates.first == Point(x: 195, y: 435))
        let canvas = Rect(x: 0, y: 0, width: 390, height: 844)
        let placed = LabelPlacement.place(requests, canvas: canvas)
        let strip = RedlineLabels.lineStrip(line)
        #expect(placed.compactMap { $0 }.allSatisfy { !LabelPlacement.overlaps($0, strip) })
    }
}

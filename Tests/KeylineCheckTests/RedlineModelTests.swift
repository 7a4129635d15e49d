import KeylineCheck
import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// Which measurements a redline draws, for a layout worked by hand.
///
/// iPhone 14: canvas 390x844, safe area 47…810. A vstack of `a` (100x40) and `b` (200x60,
/// padded 10 all round: 220x80), 20 apart: 140 high, centred in the safe area from
/// 47 + (763 − 140) / 2 = 358.5. So `a` is 145…245 × 358.5…398.5 and `b` 85…305 ×
/// 418.5…498.5, its rectangle 95…295 × 428.5…488.5.
@Suite struct RedlineModelTests {
    static let scene = """
    device: iphone14
    screens:
      main:
        body:
          vstack:
            - rect:
              fill: "#0D7377"
              frame: { width: 100, height: 40 }
              id: a
            - rect:
              fill: "#0D7377"
              frame: { width: 200, height: 60 }
              padding: 10
              id: b
          spacing: 20
    """

    static func tree() throws -> LayoutTree {
        let document = try load(scene)
        let pipeline = ScenePipeline(document: document)
        let variant = Variant(device: .iphone14)
        return pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: Renderer())
    }

    static let a = Rect(x: 145, y: 358.5, width: 100, height: 40)
    static let b = Rect(x: 85, y: 418.5, width: 220, height: 80)

    @Test func everyElementGetsItsBoundsGapsEdgesAndPaddings() throws {
        let m = RedlineModel.measurements(try Self.tree())
        #expect(m == [
            .bounds(id: "a", frame: Self.a),
            .bounds(id: "b", frame: Self.b),
            // a: nothing above, so the safe area's top (47); b below, 20 away, once.
            .distance(from: "a", to: .safeArea(.top), start: Point(x: 195, y: 47), end: Point(x: 195, y: 358.5)),
            .distance(from: "a", to: .element("b"), start: Point(x: 195, y: 398.5), end: Point(x: 195, y: 418.5)),
            // The safe area has no side insets in portrait: the canvas edges.
            .distance(from: "a", to: .canvas(.leading), start: Point(x: 0, y: 378.5), end: Point(x: 145, y: 378.5)),
            .distance(from: "a", to: .canvas(.trailing), start: Point(x: 245, y: 378.5), end: Point(x: 390, y: 378.5)),
            .distance(from: "b", to: .safeArea(.bottom), start: Point(x: 195, y: 498.5), end: Point(x: 195, y: 810)),
            .distance(from: "b", to: .canvas(.leading), start: Point(x: 0, y: 458.5), end: Point(x: 85, y: 458.5)),
            .distance(from: "b", to: .canvas(.trailing), start: Point(x: 305, y: 458.5), end: Point(x: 390, y: 458.5)),
            .padding(id: "b", edge: .top, band: Rect(x: 85, y: 418.5, width: 220, height: 10)),
            .padding(id: "b", edge: .bottom, band: Rect(x: 85, y: 488.5, width: 220, height: 10)),
            .padding(id: "b", edge: .leading, band: Rect(x: 85, y: 428.5, width: 10, height: 60)),
            .padding(id: "b", edge: .trailing, band: Rect(x: 295, y: 428.5, width: 10, height: 60)),
        ])
        #expect(m.map(RedlineLabels.text) == ["100 × 40", "220 × 80", "311.5", "20", "145", "145", "311.5", "85", "85",
                                              "10", "10", "10", "10"])
    }

    @Test func oneElementIsMeasuredWithItsNeighboursOutlined() throws {
        let m = RedlineModel.measurements(try Self.tree(), focus: "a")
        #expect(m.count == 6)
        #expect(m.prefix(2) == [.bounds(id: "a", frame: Self.a), .bounds(id: "b", frame: Self.b)])
        #expect(!m.contains { if case .padding = $0 { true } else { false } })
        #expect(!m.contains { if case .distance(let from, _, _, _) = $0 { from == "b" } else { false } })
    }

    @Test func numbersAreWholeOrToOneDecimal() {
        #expect(redlineNumber(48) == "48")
        #expect(redlineNumber(311.5) == "311.5")
        #expect(redlineNumber(12.04) == "12")
        #expect(redlineNumber(0.333) == "0.3")
    }
}

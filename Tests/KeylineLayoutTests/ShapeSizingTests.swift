import KeylineCore
@testable import KeylineLayout
import Testing

/// How SwiftUI's shapes answer a size proposal (`ShapeElement.size(of:for:)` cites the source):
/// every shape takes the proposal with each nil side replaced by 10 pt; Circle then takes the
/// smaller of the two sides on both axes. The expected sizes below are that rule applied by
/// hand to each proposal.
@Suite struct ShapeSizingTests {
    static let inf = Double.infinity

    /// (proposal, what a filling shape answers, what Circle answers).
    static let cases: [(ProposedSize, Size, Size)] = [
        // Fixed: a filling shape takes it whole; a circle the smaller side, 20.
        (ProposedSize(width: 30, height: 20), Size(width: 30, height: 20), Size(width: 20, height: 20)),
        (ProposedSize(width: 18, height: 700), Size(width: 18, height: 700), Size(width: 18, height: 18)),
        // Width only: the nil height becomes 10; min(30, 10) = 10, min(6, 10) = 6.
        (ProposedSize(width: 30, height: nil), Size(width: 30, height: 10), Size(width: 10, height: 10)),
        (ProposedSize(width: 6, height: nil), Size(width: 6, height: 10), Size(width: 6, height: 6)),
        // Height only: the nil width becomes 10.
        (ProposedSize(width: nil, height: 40), Size(width: 10, height: 40), Size(width: 10, height: 10)),
        // Nil (the ideal size): 10 x 10 for all.
        (.unspecified, Size(width: 10, height: 10), Size(width: 10, height: 10)),
        // Infinite (the maximum): infinite, and min(∞, ∞) = ∞ for the circle too.
        (ProposedSize(width: inf, height: inf), Size(width: inf, height: inf), Size(width: inf, height: inf)),
        (ProposedSize(width: inf, height: 20), Size(width: inf, height: 20), Size(width: 20, height: 20)),
        (ProposedSize(width: inf, height: nil), Size(width: inf, height: 10), Size(width: 10, height: 10)),
        // Zero (the minimum): nothing.
        (ProposedSize(width: 0, height: 30), Size(width: 0, height: 30), Size(width: 0, height: 0)),
    ]

    static let fillingShapes: [ShapeKind] = [.rectangle, .roundedRectangle(cornerRadius: 8, style: .continuous), .capsule, .ellipse]

    @Test(arguments: cases)
    func eachShapeAnswersAProposal(_ proposal: ProposedSize, filling: Size, circle: Size) {
        let answers = Self.fillingShapes.map { ShapeElement.size(of: $0, for: proposal) }
        #expect(answers == Array(repeating: filling, count: Self.fillingShapes.count), "\(proposal)")
        #expect(ShapeElement.size(of: .circle, for: proposal) == circle, "\(proposal)")
    }

    /// In a scene: EnergyStats' step row (`HStack(alignment: .top) { Circle().frame(width: 18);
    /// Text }`) gets an 18-pt circle, where a capsule with the same frame takes the height the
    /// row offers; in a vertical scroll view (a nil height) the same circle is 10 pt tall, and a
    /// stroked circle is sized as a filled one. iPhone 14: safe area 390 x 763 at y 47; FixedMeasurer's
    /// body line is 22 pt.
    @Test func aCircleGivenOnlyAWidthInAScene() throws {
        let f = try solve(screen("""
        vstack:
          - hstack:
              - circle:
                frame: { width: 18 }
                id: dot
              - text: Step
            alignment: top
            id: row
          - capsule:
            frame: { width: 18 }
            id: pill
          - scroll:
              - circle:
                stroke: { color: red, width: 2 }
                frame: { width: 18 }
                id: scrolled
            frame: { height: 100 }
        spacing: 0
        """))
        #expect(f["dot"]!.size == Size(width: 18, height: 18))
        #expect(f["row"]!.height == 22, "as tall as the text's 22-pt body line, not the circle's offer")
        #expect(f["scrolled"]!.size == Size(width: 18, height: 10))
        // The capsule fills what the stack offers it: 763 − 22 (row) − 100 (scroll view).
        #expect(f["pill"]!.size == Size(width: 18, height: 763 - 22 - 100))
    }
}

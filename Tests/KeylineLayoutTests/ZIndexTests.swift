import KeylineCore
import KeylineLayout
import Testing

/// SwiftUI's `zIndex`: the order in which a container draws its children (higher later,
/// default 0, ties in source order), without moving them. Squares of distinct sizes
/// tell the drawings apart.
@Suite struct ZIndexTests {
    /// The width of every filled shape, in painting order.
    func paintedWidths(_ body: String) throws -> [Double] {
        let document = try SceneLoader.load(text: screen(body), file: "test.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(device: .iphone14)).instantiate(document.screens[0])
        let layout = SolvedLayout.solve(root, device: .iphone14, measurer: FixedMeasurer())
        func widths(_ items: [DisplayItem]) -> [Double] {
            items.flatMap { item -> [Double] in
                switch item {
                case .fill(_, let rect, _): [rect.width]
                case .group(let g): widths(g.items)
                default: []
                }
            }
        }
        return widths(DisplayListBuilder.build(layout, background: .white).items)
    }

    @Test func aHigherZIndexDrawsLater() throws {
        let order = try paintedWidths("""
        zstack:
          - rect:
            frame: { width: 100, height: 100 }
            zIndex: 1
          - rect:
            frame: { width: 50, height: 50 }
        """)
        #expect(order == [50, 100])
    }

    @Test func tiesKeepTheirSourceOrder() throws {
        let order = try paintedWidths("""
        zstack:
          - rect:
            frame: { width: 30, height: 30 }
            zIndex: 1
          - rect:
            frame: { width: 40, height: 40 }
            zIndex: 1
          - rect:
            frame: { width: 50, height: 50 }
          - rect:
            frame: { width: 60, height: 60 }
            zIndex: -1
        """)
        #expect(order == [60, 50, 30, 40])
    }

    /// In a stack zIndex changes what is drawn on top, not where views are.
    @Test func inAStackItReordersDrawingNotLayout() throws {
        let body = """
        hstack:
          - rect:
            frame: { width: 30, height: 30 }
            zIndex: 1
            id: a
          - rect:
            frame: { width: 40, height: 40 }
            id: b
        spacing: 0
        """
        #expect(try paintedWidths(body) == [40, 30])
        let f = try solve(screen(body))
        #expect(f["a"]!.maxX == f["b"]!.minX)
    }

    /// zIndex orders the children of one container only: a view inside a vstack is
    /// drawn with its vstack, whatever its own zIndex.
    @Test func itOrdersSiblingsOnly() throws {
        let order = try paintedWidths("""
        zstack:
          - vstack:
              - rect:
                frame: { width: 30, height: 30 }
                zIndex: 5
          - rect:
            frame: { width: 40, height: 40 }
        """)
        #expect(order == [30, 40])
    }

    /// Of two zIndex modifiers on one view the innermost counts (SwiftUI's trait
    /// closest to the view wins).
    @Test func theInnermostZIndexCounts() throws {
        let order = try paintedWidths("""
        zstack:
          - rect:
            modifiers: [{ frame: { width: 30, height: 30 } }, { zIndex: 2 }, { zIndex: -1 }]
          - rect:
            frame: { width: 40, height: 40 }
            zIndex: 1
        """)
        #expect(order == [40, 30])
    }
}

import KeylineCore
import Testing

/// SwiftUI's `position(x:y:)`, on cases worked out by hand (FixedMeasurer: 10 pt per
/// character, 22 pt per line; iPhone 14 safe area 390x763 at y 47). The modifier takes the
/// whole size proposed to it and centres its child on the point, measured from its own
/// top-leading corner (Apple's documentation of `position(x:y:)`; OpenSwiftUI's
/// `_PositionLayout`).
@Suite struct PositionLayoutTests {
    @Test func takesTheWholeProposalAndCentresTheChildOnThePoint() throws {
        let f = try solve(screen("""
        zstack:
          - text: Hi
            id: hi
        position: { x: 100, y: 200 }
        id: box
        """))
        // The screen proposes the safe area; the zstack alone would be 20x22.
        #expect(f["box"] == Rect(x: 0, y: 47, width: 390, height: 763))
        // Centre (100, 200) from the frame's corner: 100 - 10, 47 + 200 - 11.
        #expect(f["hi"] == Rect(x: 90, y: 236, width: 20, height: 22))
    }

    @Test func isFlexibleInAStackAndMeasuresFromItsOwnFrame() throws {
        let f = try solve(screen("""
        vstack:
          - text: Top
            id: top
          - zstack:
              - text: Hi
                id: hi
            position: [10, 10]
            id: box
        spacing: 0
        """))
        // The text keeps its 22 pt; the positioned view takes the other 741 and the full width.
        #expect(f["top"] == Rect(x: 180, y: 47, width: 30, height: 22))
        #expect(f["box"] == Rect(x: 0, y: 69, width: 390, height: 741))
        // Its child's centre sits 10 pt in from the box's corner, so it pokes out above it.
        #expect(f["hi"] == Rect(x: 0, y: 68, width: 20, height: 22))
    }

    @Test func anUnspecifiedProposalTakesTheChildsSize() throws {
        // fixedSize proposes nothing: the position takes its child's ideal size (20x22),
        // centred on the screen, and puts the child's centre on its own corner.
        let f = try solve(screen("""
        zstack:
          - text: Hi
            id: hi
        position: { x: 0, y: 0 }
        fixedSize: true
        id: box
        """))
        #expect(f["box"] == Rect(x: 185, y: 417.5, width: 20, height: 22))
        #expect(f["hi"] == Rect(x: 175, y: 406.5, width: 20, height: 22))
    }

    @Test func aLaterPaddingWrapsTheWholePositionedFrame() throws {
        // Modifier order matters as in SwiftUI: padding outside the position shrinks what
        // the position is offered, and the point is measured inside the padding.
        let f = try solve(screen("""
        zstack:
          - text: Hi
            id: hi
        position: { x: 50, y: 50 }
        padding: 20
        """))
        #expect(f["hi"] == Rect(x: 20 + 50 - 10, y: 47 + 20 + 50 - 11, width: 20, height: 22))
    }
}

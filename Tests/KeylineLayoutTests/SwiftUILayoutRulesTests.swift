import KeylineCore
import Testing

/// SwiftUI's rules for spacers, ideal sizes and flexible frames, on cases worked out by
/// hand (FixedMeasurer: 10 pt per character, 22 pt lines for `body`; iPhone 14 safe area
/// 390x763 at y 47). The rules as read from OpenSwiftUI's reconstruction of SwiftUICore
/// (`Spacer.swift`, `StackLayout.swift`, `Spacing.swift`, `FrameLayout.swift`).
@Suite struct SpacerSpacingTests {
    /// A spacer's spacing is zero along its stack's axis, and the distance between two
    /// views is the larger of their preferences: no 8 pt gap on either side of it.
    @Test func noGapOnEitherSideOfASpacer() throws {
        let f = try solve(screen("""
        hstack:
          - text: A
            id: a
          - spacer:
            id: gap
          - text: B
            id: b
        """))
        // 390 − 10 − 10 = 370 for the spacer, touching both texts.
        #expect(f["gap"]!.minX == 10)
        #expect(f["gap"]!.width == 370)
        #expect(f["b"]!.minX == 380)
    }

    /// Its ideal length is still its minimum, the standard spacing (8 pt).
    @Test func aSpacersIdealLengthIsItsMinimumWithNoGaps() throws {
        let f = try solve(screen("""
        hstack:
          - text: A
          - spacer
          - text: B
        fixedSize: true
        id: row
        """))
        #expect(f["row"]!.width == 10 + 8 + 10)
    }

    @Test func minLengthSetsTheSpacersOwnLength() throws {
        let f = try solve(screen("""
        vstack:
          - hstack:
              - text: A
              - spacer: 0
              - text: B
            fixedSize: true
            id: none
          - hstack:
              - text: A
              - spacer: 30
              - text: B
            fixedSize: true
            id: thirty
        """))
        #expect(f["none"]!.width == 20)
        #expect(f["thirty"]!.width == 50)
    }

    /// An explicit `spacing:` is the distance between every pair of neighbours, spacers
    /// included (StackLayout uses the uniform spacing instead of the views' preferences).
    @Test func explicitSpacingAppliesAroundSpacersToo() throws {
        let f = try solve(screen("""
        hstack:
          - text: A
          - spacer
          - text: B
        spacing: 20
        fixedSize: true
        id: row
        """))
        #expect(f["row"]!.width == 10 + 20 + 8 + 20 + 10)
    }

    /// A stack's spacing on its leading and trailing edges is its first and last child's:
    /// a stack that starts with a spacer asks for no gap before it.
    @Test func aStackStartingWithASpacerTakesNoGapBeforeIt() throws {
        let f = try solve(screen("""
        vstack:
          - text: Title
            id: t
          - vstack:
              - spacer
              - text: X
                id: x
            id: inner
        """))
        #expect(f["inner"]!.minY == f["t"]!.maxY)
        #expect(f["inner"]!.height == 763 - 22)
        #expect(f["x"]!.maxY == 47 + 763)
    }

    /// Padding replaces the spacing of the edges it pads (the standard gap is back on that
    /// side); a frame around a spacer keeps the spacer's.
    @Test func paddingBringsTheGapBackOnThePaddedSideOnly() throws {
        let f = try solve(screen("""
        vstack:
          - hstack:
              - text: A
              - spacer:
                padding: { leading: 4 }
              - text: B
            fixedSize: true
            id: padded
          - hstack:
              - text: A
              - spacer:
                frame: { width: 30 }
              - text: B
            fixedSize: true
            id: framed
        """))
        #expect(f["padded"]!.width == 10 + 8 + (4 + 8) + 0 + 10)
        #expect(f["framed"]!.width == 10 + 0 + 30 + 0 + 10)
    }
}

@Suite struct SpacerOrderTests {
    /// Spacers have the lowest layout priority: they are offered space after every other
    /// child, which may use all but the spacers' minimum lengths.
    @Test func aFlexibleViewBetweenTwoSpacersTakesAllTheRoom() throws {
        let f = try solve(screen("""
        hstack:
          - spacer:
            id: left
          - rect:
            frame: { maxWidth: infinity, height: 10 }
            id: bar
          - spacer:
            id: right
        """))
        #expect(f["bar"]!.width == 390 - 8 - 8)
        #expect(f["bar"]!.minX == 8)
        #expect(f["left"]!.width == 8)
        #expect(f["right"]!.width == 8)
        #expect(f["right"]!.minX == 382)
    }

    /// Offered 100 − 8 (the spacer's minimum) = 92, "one two three" (130) wraps after
    /// "one two" (70); offered half the row (46) it would break at every word.
    @Test func aTextBesideASpacerIsNotHalved() throws {
        let f = try solve(screen("""
        hstack:
          - text: one two three
            id: t
          - spacer
        frame: { width: 100 }
        """))
        #expect(f["t"]!.width == 70)
        #expect(f["t"]!.height == 44)
    }

    /// Among infinitely flexible children the one with the larger minimum goes first
    /// (SwiftUI's `FlexibilityEstimate`): b is offered 150 and takes its 200, a gets 100.
    @Test func theLargerMinimumGoesFirstAmongInfinitelyFlexibleChildren() throws {
        let f = try solve(screen("""
        hstack:
          - rect:
            frame: { maxWidth: infinity, height: 10 }
            id: a
          - rect:
            frame: { minWidth: 200, maxWidth: infinity, height: 10 }
            id: b
        spacing: 0
        frame: { width: 300 }
        """))
        #expect(f["a"]!.width == 100)
        #expect(f["b"]!.width == 200)
    }
}

@Suite struct IdealSizePlacementTests {
    /// A stack asked for its ideal size places its children with the size it ended up
    /// with across its axis: buttons with `maxWidth: infinity` in a fixed-size vstack are
    /// all as wide as the widest ("Cancel", 60).
    @Test func equalWidthButtonsInAFixedSizeVStack() throws {
        let f = try solve(screen("""
        vstack:
          - text: OK
            frame: { maxWidth: infinity }
            id: ok
          - text: Cancel
            frame: { maxWidth: infinity }
            id: cancel
        fixedSize: true
        id: buttons
        """))
        #expect(f["buttons"]!.width == 60)
        #expect(f["ok"]!.width == 60)
        #expect(f["cancel"]!.width == 60)
        #expect(f["ok"]!.minX == f["cancel"]!.minX)
    }

    /// The hstack's height is the text's (22); the bar, offered no height while the
    /// stack is measured (a shape's 10), is then offered 22.
    @Test func aBarIsAsTallAsTheTextInAFixedHeightHStack() throws {
        let f = try solve(screen("""
        hstack:
          - rect:
            frame: { width: 4 }
            id: bar
          - text: Hi there
        fixedSize: { vertical: true }
        """))
        #expect(f["bar"]!.size == Size(width: 4, height: 22))
    }

    /// A zstack offers every child its own size when it places them.
    @Test func aZStackPlacesItsChildrenWithItsOwnSize() throws {
        let f = try solve(screen("""
        zstack:
          - rect:
            id: backdrop
          - text: Hello
            id: t
        fixedSize: true
        """))
        #expect(f["backdrop"] == f["t"])
        #expect(f["backdrop"]!.size == Size(width: 50, height: 22))
    }

    /// A flexible frame asked for its ideal size is its child's ideal size clamped to its
    /// bounds (10 → 120), and offers its child that size when it places it.
    @Test func aFlexibleFrameOffersItsChildTheSizeItResolvedTo() throws {
        let f = try solve(screen("""
        vstack:
          - rect:
            id: r
        frame: { minWidth: 120, maxWidth: 200, height: 10 }
        fixedSize: { horizontal: true }
        id: box
        """))
        #expect(f["box"]!.width == 120)
        #expect(f["r"]!.width == 120)
    }

    /// Where the frame's size is strictly between its bounds, and it has no ideal, its
    /// child keeps its own ideal size (SwiftUI's `FlexFrameIdealSizing`).
    @Test func aFrameBetweenItsBoundsLeavesItsChildAtItsIdealSize() throws {
        let f = try solve(screen("""
        vstack:
          - rect:
            id: r
        frame: { maxWidth: 200, height: 10 }
        fixedSize: { horizontal: true }
        id: box
        """))
        #expect(f["box"]!.width == 10)
        #expect(f["r"]!.width == 10)
    }

    @Test func anIdealWidthIsOfferedToTheChild() throws {
        let f = try solve(screen("""
        vstack:
          - rect:
            id: r
        frame: { idealWidth: 80, maxWidth: infinity, height: 10 }
        fixedSize: { horizontal: true }
        id: box
        """))
        #expect(f["box"]!.width == 80)
        #expect(f["r"]!.width == 80)
    }
}

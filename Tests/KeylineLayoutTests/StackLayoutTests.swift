import KeylineCore
import Testing

/// SwiftUI's stack algorithm, checked on cases worked out by hand (FixedMeasurer: 10 pt
/// per character; a line is the font's line height, 22 pt for the default `body` style;
/// iPhone 14 safe area 390x763 at y 47).
@Suite struct StackLayoutTests {
    @Test func spacerTakesWhatFixedChildrenLeave() throws {
        let f = try solve(screen("""
        vstack:
          - text: Top
            id: top
          - spacer
          - text: Bottom
            id: bottom
        spacing: 0
        id: stack
        """))
        #expect(f["stack"] == Rect(x: 165, y: 47, width: 60, height: 763))
        #expect(f["top"] == Rect(x: 180, y: 47, width: 30, height: 22))
        #expect(f["bottom"] == Rect(x: 165, y: 810 - 22, width: 60, height: 22))
    }

    @Test func defaultSpacingIsEightPoints() throws {
        let f = try solve(screen("""
        vstack:
          - text: A
            id: a
          - text: B
            id: b
        """))
        #expect(f["b"]!.minY - f["a"]!.maxY == 8)
    }

    @Test func leastFlexibleChildIsOfferedSpaceFirst() throws {
        // 300 wide: the text (flexible 10…90) is offered half of 292 and takes 90; the
        // rectangle (fully flexible) gets the other 202 — not an even split.
        let f = try solve(screen("""
        hstack:
          - rect:
            frame: { height: 10 }
            id: bar
          - text: Wide text
            id: label
        frame: { width: 300 }
        """))
        #expect(f["label"]!.width == 90)
        #expect(f["bar"]!.width == 202)
    }

    @Test func higherLayoutPriorityIsServedFirst() throws {
        // Both flexible rectangles; the one with priority 1 takes everything but the
        // other's minimum (0) — 292 of the 300 minus 8 spacing.
        let f = try solve(screen("""
        hstack:
          - rect:
            frame: { minWidth: 0, maxWidth: infinity, height: 10 }
            id: low
          - rect:
            frame: { minWidth: 0, maxWidth: infinity, height: 10 }
            layoutPriority: 1
            id: high
        frame: { width: 300 }
        """))
        #expect(f["high"]!.width == 292)
        #expect(f["low"]!.width == 0)
    }

    @Test func crossAxisAlignment() throws {
        let f = try solve(screen("""
        vstack:
          - text: Longer line
            id: long
          - text: Short
            id: short
        alignment: leading
        """))
        #expect(f["short"]!.minX == f["long"]!.minX)
    }

    @Test func baselinesLineUpInAnHStack() throws {
        let f = try solve(screen("""
        hstack:
          - text: Big
            lineHeight: 40
            id: big
          - text: small
            id: small
        alignment: firstTextBaseline
        """))
        // Baselines at 0.8 × line height from each top: 32 and 17.6.
        #expect(abs((f["big"]!.minY + 32) - (f["small"]!.minY + 17.6)) < 1e-9)
    }

    @Test func rootIsCentredInTheSafeArea() throws {
        let f = try solve(screen("text: Hi\nid: t"))
        #expect(f["t"] == Rect(x: 185, y: 47 + (763 - 22) / 2, width: 20, height: 22))
    }

    @Test func textWrapsAtTheOfferedWidth() throws {
        let f = try solve(screen("""
        text: one two three four
        frame: { width: 100 }
        id: t
        """))
        // "one two" (70) fits in 100, "one two three" (130) does not; "three four" is
        // exactly 100 and fits: two lines of 22.
        #expect(f["t"]!.height == 44)
        #expect(f["t"]!.width == 100)
    }
}

@Suite struct FrameLayoutTests {
    /// Apple: with both min and max, the frame takes the proposal clamped to them.
    @Test func minAndMaxClampTheProposal() throws {
        let f = try solve(screen("""
        text: Hi
        frame: { minWidth: 0, maxWidth: infinity }
        id: t
        """))
        #expect(f["t"]!.width == 390)
    }

    /// Apple: with only a max, a proposal larger than the child gives the proposal
    /// clamped to the max.
    @Test func maxAlonePullsTowardsTheProposal() throws {
        let f = try solve(screen("""
        text: Hi
        frame: { maxWidth: 326 }
        id: t
        """))
        #expect(f["t"]!.width == 326)
    }

    /// With only a min, a smaller child is held at the minimum.
    @Test func minAloneHoldsTheMinimum() throws {
        let f = try solve(screen("""
        text: Hi
        frame: { minWidth: 44, minHeight: 44 }
        id: t
        """))
        #expect(f["t"]!.size == Size(width: 44, height: 44))
    }

    /// A fixed frame is its size whatever the child: a larger child overflows it.
    @Test func fixedFrameIgnoresTheChildsSize() throws {
        let f = try solve(screen("""
        vstack:
          - text: A long label
            fixedSize: true
            id: label
        frame: { width: 50, height: 30 }
        id: box
        """))
        #expect(f["box"]!.size == Size(width: 50, height: 30))
        #expect(f["label"]!.width == 120)
        #expect(f["label"]!.midX == f["box"]!.midX)
    }

    @Test func alignmentPlacesTheChildInTheFrame() throws {
        let f = try solve(screen("""
        zstack:
          - text: Hi
            id: t
        frame: { width: 200, height: 100, alignment: bottomTrailing }
        id: box
        """))
        #expect(f["t"]!.maxX == f["box"]!.maxX)
        #expect(f["t"]!.maxY == f["box"]!.maxY)
    }

    @Test func idealSizeIsUsedWhenNothingIsProposed() throws {
        let f = try solve(screen("""
        rect:
        frame: { idealWidth: 120, maxWidth: infinity, height: 10 }
        fixedSize: { horizontal: true }
        id: r
        """))
        #expect(f["r"]!.width == 120)
    }

    @Test func paddingAddsInsets() throws {
        let f = try solve(screen("""
        text: Hi
        padding: { horizontal: 16, vertical: 12 }
        id: t
        """))
        #expect(f["t"]!.size == Size(width: 20 + 32, height: 22 + 24))
    }

    @Test func aspectRatioFitsInsideTheProposal() throws {
        let f = try solve(screen("""
        image: missing.png
        resizable: true
        contentMode: fit
        frame: { width: 200, height: 200 }
        id: img
        """))
        #expect(f["img"]!.size == Size(width: 200, height: 200))
    }
}

@Suite struct SafeAreaLayoutTests {
    @Test func ignoringViewReachesTheScreenEdges() throws {
        let f = try solve(screen("""
        zstack:
          - rect:
            ignoresSafeArea: true
            id: bg
          - text: Hi
            id: t
        """))
        #expect(f["bg"] == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(f["t"]!.minY > 47)
    }

    @Test func viewNotTouchingTheEdgeStaysPut() throws {
        let f = try solve(screen("""
        rect:
        frame: { width: 100, height: 100 }
        ignoresSafeArea: true
        id: r
        """))
        #expect(f["r"] == Rect(x: 145, y: 47 + (763 - 100) / 2, width: 100, height: 100))
    }

    @Test func otherDevicesUseTheirOwnSafeArea() throws {
        let f = try solve(screen("""
        vstack:
          - text: Top
            id: top
          - spacer
        """), device: .iphone15pro)
        #expect(f["top"]!.minY == 59)
    }
}

@Suite struct PagerLayoutTests {
    @Test func theSelectedPageFillsThePager() throws {
        let f = try solve("""
        screens:
          main:
            state: { page: 1 }
            body:
              pager:
                - text: First
                  id: first
                - text: Second
                  id: second
              selection: $page
              id: pager
        """)
        #expect(f["first"] == nil)
        #expect(f["pager"] == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(f["second"]!.midX == 195)
    }
}

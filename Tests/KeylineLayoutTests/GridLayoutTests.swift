import KeylineCore
import KeylineLayout
import Testing

/// SwiftUI's lazy grids and Grid on cases worked by hand from the rules in
/// GridLayout.swift (objc.io, "SwiftUI's Grid Views", 2020-11-23; Apple's documentation
/// of GridItem, Grid and GridRow). FixedMeasurer: 10 pt per character, body lines 22 pt.
/// Cells are rects 20 pt tall unless said, so a cell is as wide as its track.
@Suite struct LazyGridLayoutTests {
    /// A lazyVGrid `width` wide with `count` cells, at the top of the screen.
    func grid(_ columns: String, width: Int = 200, count: Int = 4, extra: String = "") throws -> [String: Rect] {
        try solve(screen("""
        vstack:
          - lazyVGrid:
              - foreach: \(count)
                content:
                  rect:
                  id: c${index}
                  frame: { height: 20 }
            columns: \(columns)
            id: grid
        \(extra)
            frame: { width: \(width) }
          - spacer:
        """))
    }

    /// Three flexible columns in 200 pt: 200 − 2 × 8 = 184 shared, 61.33 each.
    @Test func threeFlexibleColumnsShareTheWidth() throws {
        let f = try grid("3", count: 4)
        let x = f["grid"]!.minX, y = f["grid"]!.minY
        #expect(f["grid"]!.width == 200)
        #expect(abs(f["c0"]!.width - 184.0 / 3) < 1e-9)
        #expect(abs(f["c1"]!.minX - x - (184.0 / 3 + 8)) < 1e-9)
        #expect(abs(f["c2"]!.minX - x - 2 * (184.0 / 3 + 8)) < 1e-9)
        // The fourth cell starts the second row, 20 + 8 below.
        #expect(f["c3"]!.minX == x && f["c3"]!.minY - y == 28)
        #expect(f["grid"]!.height == 48)
        #expect(try grid("[flexible, flexible, flexible]", count: 4) == f)
    }

    /// objc.io's quiz 1: [fixed(70), adaptive(minimum: 40)] in 200 pt. 200 − 70 − 8 = 122
    /// for the adaptive column, which fits ⌊(122 + 8) / (40 + 8)⌋ = 2 tracks of
    /// (122 − 8) / 2 = 57.
    @Test func fixedThenAdaptive() throws {
        let f = try grid("[fixed(70), \"adaptive(minimum: 40)\"]", count: 4)
        let x = f["grid"]!.minX
        #expect(f["c0"]!.minX - x == 0 && f["c0"]!.width == 70)
        #expect(f["c1"]!.minX - x == 78 && f["c1"]!.width == 57)
        #expect(f["c2"]!.minX - x == 143 && f["c2"]!.width == 57)
        #expect(f["c3"]!.minX - x == 0 && f["c3"]!.minY - f["c0"]!.minY == 28)
    }

    /// Flexible columns are offered what is left over the columns left, in order, and
    /// clamped: 192 / 2 = 96 clamped to 50; the second takes the 142 left.
    @Test func flexibleColumnsClampToTheirMaximum() throws {
        let f = try grid("[\"flexible(maximum: 50)\", flexible]", count: 2)
        let x = f["grid"]!.minX
        #expect(f["c0"]!.width == 50 && f["c1"]!.minX - x == 58 && f["c1"]!.width == 142)
    }

    /// Fixed columns narrower than the grid sit in its middle (the grid's alignment,
    /// centre by default), 4 pt apart as their GridItem says: (200 − 104) / 2 = 48.
    @Test func itemSpacingAndGridAlignment() throws {
        let columns = "[{ size: fixed(50), spacing: 4 }, fixed(50)]"
        let centred = try grid(columns, count: 2)
        #expect(centred["c0"]!.minX - centred["grid"]!.minX == 48)
        #expect(centred["c1"]!.minX - centred["c0"]!.maxX == 4)
        let leading = try grid(columns, count: 2, extra: "    alignment: leading")
        #expect(leading["c0"]!.minX == leading["grid"]!.minX)
    }

    /// An adaptive column with a maximum: 200 fits ⌊208 / 58⌋ = 3 tracks of 61.33, cut to 55.
    @Test func adaptiveTracksStopAtTheirMaximum() throws {
        let f = try grid("[\"adaptive(minimum: 50, maximum: 55)\"]", count: 4)
        #expect(f["c0"]!.width == 55 && f["c2"]!.width == 55)
        #expect(f["c3"]!.minY > f["c0"]!.maxY)
    }

    /// A row is as tall as its tallest cell; the others are centred in it (GridItem's
    /// default alignment) or placed by their item's alignment. `spacing` sets the gap
    /// between rows.
    @Test func rowsTakeTheTallestCell() throws {
        let f = try solve(screen("""
        lazyVGrid:
          - rect:
            id: short
            frame: { height: 20 }
          - rect:
            id: tall
            frame: { height: 60 }
          - rect:
            id: next
            frame: { height: 10 }
        columns: [flexible, { size: flexible, alignment: top }]
        spacing: 12
        id: grid
        frame: { width: 200 }
        """))
        let y = f["grid"]!.minY
        #expect(f["short"]!.minY - y == 20)
        #expect(f["tall"]!.minY == y)
        #expect(f["next"]!.minY - y == 72)
        #expect(f["grid"]!.height == 82)
    }

    /// A lazyHGrid fills its rows top to bottom, then moves right; a column is as wide as
    /// its widest cell ("ab" 20 pt, "abcd" 40 pt).
    @Test func lazyHGridFillsColumnsDownwards() throws {
        let f = try solve(screen("""
        lazyHGrid:
          - text: ab
            id: a
          - text: abcd
            id: b
          - text: ab
            id: c
        rows: [fixed(30), fixed(30)]
        spacing: 6
        alignment: top
        id: grid
        frame: { height: 100 }
        """))
        let x = f["grid"]!.minX, y = f["grid"]!.minY
        // Rows of 30 at the top of the 100 pt grid, 8 apart; each text centred in its cell.
        #expect(f["a"]!.minY - y == 4 && f["b"]!.minY - y == 42)
        #expect(f["a"]!.minX - x == 10 && f["b"]!.minX - x == 0)
        #expect(f["c"]!.minX - x == 46 && f["c"]!.minY - y == 4)
        #expect(f["grid"]!.width == 66)
    }
}

/// SwiftUI's Grid: columns as wide as their widest cell, rows as tall as their tallest.
@Suite struct GridLayoutTests {
    /// Columns: max("a", "ccc") = 30 and max("bbbb", "d") = 40, 8 apart; rows 22 tall, 8
    /// apart. "eeeeeee" spans both columns (78 wide); the rect, outside any row, spans the
    /// grid.
    func grid(_ extra: String = "") throws -> [String: Rect] {
        try solve(screen("""
        grid:
          - gridRow:
              - text: a
                id: a
              - text: bbbb
                id: b
            id: row1
          - gridRow:
              - text: ccc
                id: c
              - text: d
                id: d
          - gridRow:
              - text: eeeeeee
                id: e
                gridCellColumns: 2
          - rect:
            id: line
            frame: { height: 1 }
        id: grid
        \(extra)
        """))
    }

    @Test func columnsAreAsWideAsTheirWidestCell() throws {
        let f = try grid()
        let x = f["grid"]!.minX, y = f["grid"]!.minY
        #expect(f["grid"]!.size == Size(width: 78, height: 22 * 3 + 1 + 3 * 8))
        // Centred in their cells by default.
        #expect(f["a"]!.minX - x == 10 && f["c"]!.minX - x == 0)
        #expect(f["b"]!.minX - x == 38 && f["d"]!.minX - x == 53)
        #expect(f["c"]!.minY - y == 30)
        #expect(f["row1"]! == Rect(x: x, y: y, width: 78, height: 22))
    }

    @Test func aCellSpansColumnsAndALoneViewSpansTheGrid() throws {
        let f = try grid()
        let x = f["grid"]!.minX
        #expect(f["e"]!.minX - x == 4 && f["e"]!.width == 70)
        #expect(f["line"]!.minX == x && f["line"]!.width == 78)
    }

    @Test func alignmentAndSpacing() throws {
        let f = try grid("alignment: leading\nhorizontalSpacing: 0\nverticalSpacing: 2")
        let x = f["grid"]!.minX, y = f["grid"]!.minY
        #expect(f["a"]!.minX == x && f["b"]!.minX - x == 30 && f["d"]!.minX - x == 30)
        #expect(f["c"]!.minY - y == 24)
        #expect(f["grid"]!.width == 70)
    }

    /// A column with a flexible cell takes what the others leave: 200 − 30 − 8 = 162.
    @Test func flexibleCellsShareTheRest() throws {
        let f = try solve(screen("""
        grid:
          - gridRow:
              - text: abc
                id: a
              - rect:
                id: fill
                frame: { height: 10 }
        id: grid
        frame: { width: 200 }
        """))
        #expect(f["fill"]!.width == 162 && f["fill"]!.minX - f["a"]!.maxX == 8)
    }

    /// Outside a grid, a gridRow is an hstack.
    @Test func aRowOutsideAGridIsAnHStack() throws {
        let f = try solve(screen("""
        gridRow:
          - text: ab
            id: a
          - text: cd
            id: b
        """))
        #expect(f["b"]!.minX - f["a"]!.maxX == 8 && f["a"]!.minY == f["b"]!.minY)
    }
}

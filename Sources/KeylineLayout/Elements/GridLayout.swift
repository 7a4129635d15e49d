import KeylineCore

/// SwiftUI's `Grid` (iOS 16), by its documented rules (Apple's documentation of Grid and
/// GridRow; swiftuifieldguide.com, "Grid"):
///
/// 1. The widest row sets the number of columns; a view that is not in a `gridRow` is a
///    row of its own spanning every column; `gridCellColumns(n)` makes a cell span n.
/// 2. A column is as wide as its widest single-column cell at its ideal size. Columns
///    holding a flexible cell (one that grows when offered more, a shape, a frame with
///    `maxWidth: infinity`) share what the others leave of the width offered, equally.
/// 3. A row is as tall as its tallest cell, each offered its column's width.
/// 4. Each cell sits in its column × row rect by the grid's `alignment` (the row's
///    vertical `alignment` if it has one). Between columns and rows go
///    `horizontalSpacing` and `verticalSpacing`, 8 pt unless given.
///
/// Not modelled: a spanning cell wider than its columns does not widen them, and rows do
/// not share a height proposal (they take their natural heights).
final class GridElement: LayoutElement {
    struct Row {
        /// The row as its parent sees it (the gridRow with its modifiers, or the lone view).
        let outer: LayoutElement
        /// The cells, each with the columns it spans; empty for a lone view.
        let cells: [(element: LayoutElement, span: Int)]
        let alignment: VerticalAlignment?
        var spansAll: Bool { cells.isEmpty }
    }

    let spec: GridSpec
    let rows: [Row]
    let columnCount: Int
    private var layouts: [ProposedSize: (columns: [Double], rows: [Double])] = [:]

    init(node: ViewNode, spec: GridSpec, rows: [Row], context: LayoutContext) {
        self.spec = spec; self.rows = rows
        columnCount = max(1, rows.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 1)
        super.init(node: node, role: .content, context: context)
    }

    override var children: [LayoutElement] { rows.map(\.outer) }

    private var hSpacing: Double { spec.horizontalSpacing ?? StackSpec.defaultSpacing }
    private var vSpacing: Double { spec.verticalSpacing ?? StackSpec.defaultSpacing }

    /// Where each column starts, from the grid's leading edge, and each cell's column.
    private func columnStarts(_ widths: [Double]) -> [Double] {
        var starts: [Double] = [], x = 0.0
        for w in widths { starts.append(x); x += w + hSpacing }
        return starts
    }

    private func spanWidth(_ widths: [Double], from column: Int, span: Int) -> Double {
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + Double(end - column - 1) * hSpacing
    }

    func layout(_ proposal: ProposedSize) -> (columns: [Double], rows: [Double]) {
        if let cached = layouts[proposal] { return cached }
        var ideal = [Double](repeating: 0, count: columnCount)
        var flexible = [Bool](repeating: false, count: columnCount)
        for row in rows {
            var column = 0
            for cell in row.cells {
                defer { column += cell.span }
                guard cell.span == 1, column < columnCount else { continue }
                ideal[column] = max(ideal[column], cell.element.sizeThatFits(.unspecified).width)
                if cell.element.sizeThatFits(ProposedSize(width: .infinity, height: nil)).width > ideal[column] { flexible[column] = true }
            }
        }
        var widths = ideal
        if let available = proposal.width, available.isFinite, flexible.contains(true) {
            let fixedTotal = zip(ideal, flexible).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
            let share = max(0, available - fixedTotal - Double(columnCount - 1) * hSpacing) / Double(flexible.filter { $0 }.count)
            for i in widths.indices where flexible[i] { widths[i] = max(share, 0) }
        }
        let gridWidth = widths.reduce(0, +) + Double(columnCount - 1) * hSpacing
        let heights = rows.map { row -> Double in
            if row.spansAll { return row.outer.sizeThatFits(ProposedSize(width: gridWidth, height: nil)).height }
            var column = 0, tallest = 0.0
            for cell in row.cells {
                tallest = max(tallest, cell.element.sizeThatFits(ProposedSize(width: spanWidth(widths, from: column, span: cell.span), height: nil)).height)
                column += cell.span
            }
            return tallest
        }
        layouts[proposal] = (widths, heights)
        return (widths, heights)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let (widths, heights) = layout(proposal)
        return Size(width: widths.reduce(0, +) + Double(columnCount - 1) * hSpacing,
                    height: heights.reduce(0, +) + Double(max(0, heights.count - 1)) * vSpacing)
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let (widths, heights) = layout(proposal)
        let starts = columnStarts(widths)
        let gridWidth = widths.reduce(0, +) + Double(columnCount - 1) * hSpacing
        var y = frame.minY
        for (row, height) in zip(rows, heights) {
            let rowRect = Rect(x: frame.minX, y: y, width: gridWidth, height: height)
            if row.spansAll {
                let p = ProposedSize(width: gridWidth, height: height)
                let size = row.outer.sizeThatFits(p)
                row.outer.place(Rect(origin: alignedOrigin(of: size, in: rowRect, spec.alignment), size: size), proposal: p)
            } else {
                row.outer.place(rowRect, proposal: ProposedSize(rowRect.size))
                let alignment = Alignment(horizontal: spec.alignment.horizontal, vertical: row.alignment ?? spec.alignment.vertical)
                var column = 0
                for cell in row.cells {
                    let start = column < starts.count ? starts[column] : gridWidth
                    let cellRect = Rect(x: frame.minX + start, y: y, width: spanWidth(widths, from: column, span: cell.span), height: height)
                    let p = ProposedSize(cellRect.size)
                    let size = cell.element.sizeThatFits(p)
                    cell.element.place(Rect(origin: alignedOrigin(of: size, in: cellRect, alignment), size: size), proposal: p)
                    column += cell.span
                }
            }
            y += height + vSpacing
        }
    }
}

/// A `gridRow` inside a grid: its frame is the row's; the grid places its cells.
final class GridRowElement: LayoutElement {
    let cells: [LayoutElement]
    init(node: ViewNode, cells: [LayoutElement], context: LayoutContext) {
        self.cells = cells
        super.init(node: node, role: .content, context: context)
    }
    override var children: [LayoutElement] { cells }
}

/// `gridCellColumns`: layout-neutral where it is written; the grid reads the span from
/// the cell's view.
final class GridCellElement: WrapperElement {
    override var isSpacer: Bool { child.isSpacer }
}

/// SwiftUI's `LazyVGrid` and `LazyHGrid`, by the rules objc.io worked out by
/// re-implementing them ("SwiftUI's Grid Views", objc.io blog, 2020-11-23) and
/// swiftuifieldguide.com ("LazyVGrid": "the widths of the grid columns are computed
/// without consulting the subviews, but are based purely on the column definitions").
/// For a LazyVGrid (a LazyHGrid is the same with the axes swapped):
///
/// 1. From the width offered, take the fixed columns' widths and the spacing after every
///    column but the last (each GridItem's `spacing`, 8 pt unless given).
/// 2. Share the rest among the other columns in the order written, each offered what is
///    left divided by the columns left: a flexible column takes that clamped to its
///    minimum and maximum; an adaptive column takes it (at least its minimum) and fits
///    as many tracks as it can, `max(1, ⌊(width + spacing) / (minimum + spacing)⌋)`,
///    each `(width − (n − 1) · spacing) / n` wide, at most its maximum.
/// 3. The cells fill the tracks row by row; a row is as tall as its tallest cell (each
///    offered its track's width), rows are `spacing` apart (8 pt unless given), and a
///    cell sits in its track by its GridItem's `alignment` (centred by default).
/// 4. The grid is as wide as offered (its tracks, aligned by the grid's `alignment`,
///    when they are narrower) and as tall as its rows.
final class LazyGridElement: LayoutElement {
    struct Track: Equatable {
        var length: Double
        var spacingAfter: Double
        var alignment: Alignment
    }

    let spec: LazyGridSpec
    let cells: [LayoutElement]
    private var layouts: [ProposedSize: (tracks: [Track], lines: [Double])] = [:]

    init(node: ViewNode, spec: LazyGridSpec, cells: [LayoutElement], context: LayoutContext) {
        self.spec = spec; self.cells = cells
        super.init(node: node, role: .content, context: context)
    }

    override var children: [LayoutElement] { cells }

    /// Across the grid: width for a lazyVGrid, height for a lazyHGrid.
    private var cross: Axis { spec.axis == .vertical ? .horizontal : .vertical }
    private var lineSpacing: Double { spec.spacing ?? StackSpec.defaultSpacing }

    /// The tracks (columns of a lazyVGrid) for the length offered across the grid.
    static func tracks(_ items: [GridItemSpec], available: Double?) -> [Track] {
        func spacing(_ item: GridItemSpec) -> Double { item.spacing ?? StackSpec.defaultSpacing }
        let between = items.dropLast().reduce(0) { $0 + spacing($1) }
        // Offered nothing (or infinity), every column takes its minimum.
        let available = available.flatMap { $0.isFinite ? $0 : nil }
        var remaining = (available ?? 0) - between
        var left = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= length } else { left += 1 }
        }
        var tracks: [Track] = []
        for item in items {
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: length, spacingAfter: spacing(item), alignment: alignment))
            case .flexible(let minimum, let maximum):
                let share = available == nil ? minimum : max(0, remaining) / Double(left)
                let length = min(max(share, minimum), maximum)
                remaining -= length; left -= 1
                tracks.append(Track(length: length, spacingAfter: spacing(item), alignment: alignment))
            case .adaptive(let minimum, let maximum):
                let share = available == nil ? minimum : max(minimum, max(0, remaining) / Double(left))
                remaining -= share; left -= 1
                let s = spacing(item)
                // At least 1 pt per track, and at most the grid's column limit.
                let count = min(SceneLimits.gridColumns, max(1, Int(((share + s) / (max(minimum, 1) + s)).rounded(.down))))
                let length = min((share - Double(count - 1) * s) / Double(count), maximum)
                for _ in 0..<count { tracks.append(Track(length: max(0, length), spacingAfter: s, alignment: alignment)) }
            }
        }
        return tracks
    }

    func layout(_ proposal: ProposedSize) -> (tracks: [Track], lines: [Double]) {
        if let cached = layouts[proposal] { return cached }
        let tracks = Self.tracks(spec.items, available: proposal[cross])
        var lines: [Double] = []
        for (i, cell) in cells.enumerated() {
            let line = i / tracks.count
            var offer = ProposedSize.unspecified
            offer[cross] = tracks[i % tracks.count].length
            let length = cell.sizeThatFits(offer)[spec.axis]
            if line == lines.count { lines.append(length) } else { lines[line] = max(lines[line], length) }
        }
        layouts[proposal] = (tracks, lines)
        return (tracks, lines)
    }

    private func tracksLength(_ tracks: [Track]) -> Double {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let (tracks, lines) = layout(proposal)
        var size = Size.zero
        size[cross] = proposal[cross].flatMap { $0.isFinite ? $0 : nil } ?? tracksLength(tracks)
        size[spec.axis] = lines.reduce(0, +) + Double(max(0, lines.count - 1)) * lineSpacing
        return size
    }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        var placing = proposal
        if placing[cross] == nil { placing[cross] = frame.size[cross] }
        let (tracks, lines) = layout(placing)
        let fraction = cross == .horizontal ? spec.alignment.horizontal.fraction : spec.alignment.vertical.fraction
        let crossStart = (cross == .horizontal ? frame.minX : frame.minY) + (frame.size[cross] - tracksLength(tracks)) * fraction
        var trackStarts: [Double] = [], position = crossStart
        for track in tracks { trackStarts.append(position); position += track.length + track.spacingAfter }
        var lineStarts: [Double] = [], along = spec.axis == .vertical ? frame.minY : frame.minX
        for line in lines { lineStarts.append(along); along += line + lineSpacing }
        for (i, cell) in cells.enumerated() {
            let t = i % tracks.count, line = i / tracks.count
            let rect = spec.axis == .vertical
                ? Rect(x: trackStarts[t], y: lineStarts[line], width: tracks[t].length, height: lines[line])
                : Rect(x: lineStarts[line], y: trackStarts[t], width: lines[line], height: tracks[t].length)
            var offer = ProposedSize.unspecified
            offer[cross] = tracks[t].length
            let size = cell.sizeThatFits(offer)
            cell.place(Rect(origin: alignedOrigin(of: size, in: rect, tracks[t].alignment), size: size), proposal: offer)
        }
    }
}

/// Masked regions (rectangles, clipped to the image) as the masked columns of each row,
/// disjoint and in order, for counting masked pixels exactly once, skipping them in the
/// comparison pass and hatching them on the diff image.
///
/// Linear whatever the masks: rows are visited top to bottom by a `Sweep`, which keeps
/// per column the number of masks that start minus those that end (a difference array,
/// O(1) per mask edge), and rebuilds a row's spans, in O(width), only on the rows where a
/// mask starts or ends. So a pass costs O(masks × log masks + width × min(2 × masks,
/// height)), at most a constant times the pixels. (It tested every mask at every pixel,
/// and rebuilt every row's spans by sorting the masks: thousands of masks on a large image
/// took minutes.)
struct MaskSpans {
    let width: Int
    let height: Int
    /// Clipped, non-empty masks, by top edge.
    fileprivate let byTop: [PixelRect]
    /// The same, by bottom edge (`maxY`).
    fileprivate let byBottom: [PixelRect]

    init(_ masks: [PixelRect], width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        let clipped = masks.map { $0.clipped(width: width, height: height) }.filter { !$0.isEmpty }
        byTop = clipped.sorted { $0.y < $1.y }
        byBottom = clipped.sorted { $0.maxY < $1.maxY }
    }

    var isEmpty: Bool { byTop.isEmpty }

    func sweep() -> Sweep { Sweep(self) }

    /// Pixels covered by at least one mask: each band of rows between mask edges costs one
    /// rebuild of its spans.
    func maskedPixelCount() -> Int {
        guard !isEmpty else { return 0 }
        var sweep = sweep()
        var total = 0
        var y = 0
        while y < height {
            let spans = sweep.spans(inRow: y)
            var columns = 0
            for i in stride(from: 0, to: spans.count, by: 2) { columns += spans[i + 1] - spans[i] }
            let next = sweep.nextEdge(after: y) ?? height
            total += columns * (min(next, height) - y)
            y = next
        }
        return total
    }

    /// The masked spans row by row, rows asked for in increasing order (asking for an
    /// earlier row starts the sweep over).
    struct Sweep {
        private let masks: MaskSpans
        /// +1 where a mask's columns start, -1 where they end, over the masks covering the row.
        private var delta: [Int32]
        private var nextTop = 0, nextBottom = 0
        private var row = -1
        /// Start and end columns, in pairs, of the current row's masked spans.
        private(set) var current: [Int] = []

        init(_ masks: MaskSpans) {
            self.masks = masks
            delta = masks.isEmpty ? [] : [Int32](repeating: 0, count: masks.width + 1)
        }

        /// The masked spans of row `y`: start and end columns in pairs (`[s0, e0, s1, e1…]`).
        mutating func spans(inRow y: Int) -> [Int] {
            guard !masks.isEmpty else { return [] }
            if y < row { self = Sweep(masks) }
            guard y != row else { return current }
            row = y
            var changed = false
            while nextTop < masks.byTop.count, masks.byTop[nextTop].y <= y {
                let r = masks.byTop[nextTop]
                delta[r.x] += 1
                delta[r.maxX] -= 1
                nextTop += 1
                changed = true
            }
            while nextBottom < masks.byBottom.count, masks.byBottom[nextBottom].maxY <= y {
                let r = masks.byBottom[nextBottom]
                delta[r.x] -= 1
                delta[r.maxX] += 1
                nextBottom += 1
                changed = true
            }
            if changed { rebuild() }
            return current
        }

        /// The first row after `y` where a mask starts or ends (nil for none): the spans
        /// are the same from `y` up to it.
        func nextEdge(after y: Int) -> Int? {
            var next: Int?
            if nextTop < masks.byTop.count { next = masks.byTop[nextTop].y }
            if nextBottom < masks.byBottom.count { next = min(next ?? .max, masks.byBottom[nextBottom].maxY) }
            return next.map { max($0, y + 1) }
        }

        private mutating func rebuild() {
            current.removeAll(keepingCapacity: true)
            var depth: Int32 = 0
            var start = 0
            for x in 0..<masks.width {
                let before = depth
                depth += delta[x]
                if before == 0, depth > 0 { start = x }
                if before > 0, depth == 0 { current.append(start); current.append(x) }
            }
            if depth > 0 { current.append(start); current.append(masks.width) }
        }
    }
}

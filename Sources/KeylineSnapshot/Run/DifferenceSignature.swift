/// What a failure's difference looks like, so that failures with one cause form one group:
/// 816 goldens that fail because one colour token changed are one change to look at, not
/// 816.
///
/// Two kinds of cause are told apart, from the pixels alone:
/// - the same elements moved by the same amount: the differing pixels of the actual image
///   are the expected image's pixels a fixed offset away (along one axis, up to
///   `largestMove` pixels), for at least `moveShare` of them;
/// - the same colours changed: the (expected colour → actual colour) pairs that dominate
///   the differing pixels, each counting for at least `dominantShare` of them (at most
///   `largestPairCount`; the most frequent pair when none does). Anti-aliased edges blend
///   old and new with whatever is behind them, so they make many rare pairs and drop out.
/// A different size is its own cause (`expected → actual` size).
///
/// The signature's `id` (8 hex digits of a hash of its canonical text) names its group in
/// `report.json` and in `keyline test --group ID`; it is the same on every machine and in
/// every run that finds the same change.
public struct DifferenceSignature: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case colours([ColourChange])
        case moved(dx: Int, dy: Int, [ColourChange])
        case size(expected: PixelSize, actual: PixelSize)
    }

    /// One colour replaced by another, straight (not premultiplied) RGBA.
    public struct ColourChange: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let expected: UInt32
        public let actual: UInt32
        public init(expected: UInt32, actual: UInt32) { (self.expected, self.actual) = (expected, actual) }
        public var description: String { Self.hex(expected) + " → " + Self.hex(actual) }
        public static func < (a: Self, b: Self) -> Bool { (a.expected, a.actual) < (b.expected, b.actual) }

        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
        static func hex(_ rgba: UInt32) -> String {
            let digits = String(rgba, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: 8 - digits.count) + digits
            return "#" + (padded.hasSuffix("FF") ? String(padded.dropLast(2)) : padded)
        }
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// Documented defaults, chosen on the seed scenes' goldens (docs/snapshots.md, "Groups").
    public static let dominantShare = 0.2
    public static let largestPairCount = 4
    public static let moveShare = 0.9
    public static let largestMove = 64
    /// Differing pixels looked at to find a move (evenly spread over all of them).
    static let moveSamples = 1024

    public var description: String {
        switch kind {
        case .colours(let changes): "colour " + changes.map(\.description).joined(separator: ", ")
        case let .moved(dx, dy, changes):
            "moved by " + Self.offset(dx, dy) + (changes.isEmpty ? "" : " (" + changes.map(\.description).joined(separator: ", ") + ")")
        case let .size(expected, actual): "size \(expected) → \(actual)"
        }
    }

    /// The group's name: 8 hex digits.
    public var id: String { Self.id(of: description) }

    /// FNV-1a, 64 bits, of the text's UTF-8, folded to 32 bits and written as 8 hex digits.
    static func id(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private static func offset(_ dx: Int, _ dy: Int) -> String {
        func signed(_ v: Int) -> String { v > 0 ? "+\(v)" : "\(v)" }
        return "(\(signed(dx)), \(signed(dy))) px"
    }

    // MARK: - Finding it

    /// The signature of the difference between `expected` and `actual`, looking only at
    /// `bounds` (where they differ, when known) outside `masks`; nil when nothing differs.
    public static func of(expected: some PixelSource, actual: some PixelSource, masks: [PixelRect] = [],
                          bounds: PixelRect? = nil) -> DifferenceSignature? {
        expected.withPixelRows { e in
            actual.withPixelRows { a in signature(e, a, masks: masks, bounds: bounds) }
        }
    }

    private static func signature(_ e: PixelRows, _ a: PixelRows, masks: [PixelRect], bounds: PixelRect?) -> DifferenceSignature? {
        guard e.width == a.width, e.height == a.height else {
            return DifferenceSignature(.size(expected: PixelSize(width: e.width, height: e.height),
                                             actual: PixelSize(width: a.width, height: a.height)))
        }
        let area = bounds ?? PixelRect(x: 0, y: 0, width: e.width, height: e.height)
        let x0 = max(0, area.x), y0 = max(0, area.y), x1 = min(e.width, area.maxX), y1 = min(e.height, area.maxY)
        guard x0 < x1, y0 < y1 else { return nil }

        // Pairs counted in runs (a recoloured area repeats one pair along its rows), so the
        // dictionary is touched once per run, not per pixel. Its size is bounded: pairs past
        // `pairLimit` distinct ones count only in the total.
        let pairLimit = 4096
        var pairs: [UInt64: Int] = [:]
        var differing = 0
        var runKey: UInt64 = 0, runLength = 0
        func flush() {
            guard runLength > 0 else { return }
            if pairs[runKey] != nil || pairs.count < pairLimit { pairs[runKey, default: 0] += runLength }
            runLength = 0
        }
        for y in y0..<y1 {
            let er = e.row(y), ar = a.row(y)
            let rowMasks = masks.isEmpty ? [] : masks.filter { y >= $0.y && y < $0.maxY && !$0.isEmpty }
            for x in x0..<x1 {
                let ep = er[x], ap = ar[x]
                guard ep != ap else { continue }
                if !rowMasks.isEmpty && rowMasks.contains(where: { x >= $0.x && x < $0.maxX }) { continue }
                differing += 1
                let key = UInt64(ep) << 32 | UInt64(ap)
                if key == runKey { runLength += 1 } else { flush(); runKey = key; runLength = 1 }
            }
        }
        flush()
        guard differing > 0 else { return nil }
        let changes = dominantChanges(pairs, differing: differing)

        // The move, from differing pixels spread evenly over all of them.
        let step = max(1, differing / moveSamples)
        var samples: [(x: Int, y: Int)] = []
        samples.reserveCapacity(min(differing, moveSamples) + 1)
        var seen = 0
        for y in y0..<y1 {
            let er = e.row(y), ar = a.row(y)
            let rowMasks = masks.isEmpty ? [] : masks.filter { y >= $0.y && y < $0.maxY && !$0.isEmpty }
            for x in x0..<x1 where er[x] != ar[x] {
                if !rowMasks.isEmpty && rowMasks.contains(where: { x >= $0.x && x < $0.maxX }) { continue }
                if seen % step == 0 { samples.append((x, y)) }
                seen += 1
            }
        }
        if let (dx, dy) = move(e, a, samples: samples) { return DifferenceSignature(.moved(dx: dx, dy: dy, changes)) }
        return DifferenceSignature(.colours(changes))
    }

    /// The pairs that count for `dominantShare` of the differing pixels each (at most
    /// `largestPairCount`, the most frequent first), else the most frequent one; sorted.
    static func dominantChanges(_ pairs: [UInt64: Int], differing: Int) -> [ColourChange] {
        let ranked = pairs.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        var kept = ranked.prefix(largestPairCount).filter { Double($0.value) >= dominantShare * Double(differing) }
        if kept.isEmpty, let top = ranked.first { kept = [top] }
        return kept.map { ColourChange(expected: straight(UInt32(truncatingIfNeeded: $0.key >> 32)),
                                       actual: straight(UInt32(truncatingIfNeeded: $0.key))) }.sorted()
    }

    /// The offset along one axis (up to `largestMove` pixels) that explains `moveShare` of
    /// the samples: the actual pixel equals the expected one that far back. The smallest
    /// such offset when several do (a stripe pattern repeats).
    static func move(_ e: PixelRows, _ a: PixelRows, samples: [(x: Int, y: Int)]) -> (Int, Int)? {
        guard !samples.isEmpty else { return nil }
        let needed = Int((moveShare * Double(samples.count)).rounded(.up))
        var best: (score: Int, dx: Int, dy: Int)?
        for distance in 1...largestMove {
            for (dx, dy) in [(0, distance), (0, -distance), (distance, 0), (-distance, 0)] {
                var score = 0, misses = 0
                for s in samples {
                    let ex = s.x - dx, ey = s.y - dy
                    if ex >= 0, ey >= 0, ex < e.width, ey < e.height, e[ex, ey] == a[s.x, s.y] { score += 1 } else {
                        misses += 1
                        if misses > samples.count - needed { break }
                    }
                }
                if score >= needed, best.map({ score > $0.score }) ?? true { best = (score, dx, dy) }
            }
            if best != nil { break }
        }
        return best.map { ($0.dx, $0.dy) }
    }

    /// Cairo's premultiplied ARGB word as straight RGBA (0xRRGGBBAA).
    static func straight(_ argb: UInt32) -> UInt32 {
        let alpha = argb >> 24
        func channel(_ shift: UInt32) -> UInt32 {
            let c = (argb >> shift) & 0xFF
            guard alpha > 0, alpha < 255 else { return alpha == 0 ? 0 : c }
            return min(255, (c * 255 + alpha / 2) / alpha)
        }
        return channel(16) << 24 | channel(8) << 16 | channel(0) << 8 | alpha
    }
}

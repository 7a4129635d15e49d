// Huffman codes for `FrameDeflater`'s dynamic blocks (RFC 1951 § 3.2.2, § 3.2.7).

/// The code lengths of a dynamic block's two alphabets, run-length coded with the code-length
/// alphabet (RFC 1951 § 3.2.7: 0-15 a length, 16 repeat the last 3-6 times, 17 and 18 zeros).
enum CodeLengthHeader {
    /// § 3.2.7: the order in which the code-length alphabet's own lengths are sent.
    static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static func write(literalLengths: [UInt8], distanceLengths: [UInt8], to writer: inout BitWriter) {
        var literalCount = 286, distanceCount = 30
        while literalCount > 257, literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        while distanceCount > 1, distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let lengths = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])
        // (symbol, extra bits value) pairs.
        var symbols: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count, lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 { let k = min(138, run); symbols.append((18, k - 11)); run -= k }
                if run >= 3 { symbols.append((17, run - 3)); run = 0 }
            } else {
                symbols.append((Int(value), 0))
                run -= 1
                while run >= 3 { let k = min(6, run); symbols.append((16, k - 3)); run -= k }
            }
            while run > 0 { symbols.append((Int(value), 0)); run -= 1 }
        }
        var counts = [UInt32](repeating: 0, count: 19)
        for s in symbols { counts[s.symbol] += 1 }
        HuffmanLengths.useAtLeastTwo(&counts)
        let codeLengths = HuffmanLengths.limited(counts, to: 7)
        let codes = HuffmanLengths.canonicalCodes(codeLengths)
        var sent = 19
        while sent > 4, codeLengths[order[sent - 1]] == 0 { sent -= 1 }
        writer.write(UInt64(literalCount - 257), 5)
        writer.write(UInt64(distanceCount - 1), 5)
        writer.write(UInt64(sent - 4), 4)
        for k in 0..<sent { writer.write(UInt64(codeLengths[order[k]]), 3) }
        for s in symbols {
            writer.write(UInt64(codes[s.symbol]), Int(codeLengths[s.symbol]))
            switch s.symbol {
            case 16: writer.write(UInt64(s.extra), 2)
            case 17: writer.write(UInt64(s.extra), 3)
            case 18: writer.write(UInt64(s.extra), 7)
            default: break
            }
        }
    }
}

/// Huffman code lengths from symbol counts, at most `limit` bits long, and their canonical codes.
enum HuffmanLengths {
    /// A code of one symbol is incomplete, which some inflaters refuse: give a second symbol
    /// (the first unused ones) a count, so every code built here is complete.
    static func useAtLeastTwo(_ counts: inout [UInt32]) {
        var used = counts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        var s = 0
        while used < 2, s < counts.count {
            if counts[s] == 0 { counts[s] = 1; used += 1 }
            s += 1
        }
    }

    /// Huffman's construction (two queues over the leaves sorted by count, then by symbol, so
    /// ties break the same way every time). A code longer than `limit` halves the counts (an
    /// unused symbol stays unused, a used one stays at least 1) and builds again: counts that
    /// all reach 1 give a balanced code, 9 bits for 286 symbols, so this ends.
    static func limited(_ counts: [UInt32], to limit: Int) -> [UInt8] {
        var weights = counts.map(UInt64.init)
        while true {
            let lengths = build(weights)
            if lengths.max()! <= limit { return lengths }
            weights = weights.map { $0 == 0 ? 0 : max(1, $0 >> 1) }
        }
    }

    private static func build(_ weights: [UInt64]) -> [UInt8] {
        let leaves = weights.indices.filter { weights[$0] > 0 }.sorted { (weights[$0], $0) < (weights[$1], $1) }
        var lengths = [UInt8](repeating: 0, count: weights.count)
        let m = leaves.count
        guard m > 1 else {
            for s in leaves { lengths[s] = 1 }
            return lengths
        }
        // Nodes 0..<m are the leaves in order, m..<2m-1 the merged ones, made in increasing weight.
        var weight = leaves.map { weights[$0] } + [UInt64](repeating: 0, count: m - 1)
        var parent = [Int](repeating: 0, count: 2 * m - 1)
        var nextLeaf = 0, nextMerged = m
        for node in m..<(2 * m - 1) {
            var pair = [0, 0]
            for k in 0..<2 {
                if nextLeaf < m, nextMerged >= node || weight[nextLeaf] <= weight[nextMerged] {
                    pair[k] = nextLeaf; nextLeaf += 1
                } else {
                    pair[k] = nextMerged; nextMerged += 1
                }
            }
            weight[node] = weight[pair[0]] + weight[pair[1]]
            parent[pair[0]] = node
            parent[pair[1]] = node
        }
        // Parents come after their children: depths from the root down.
        var depth = [Int](repeating: 0, count: 2 * m - 1)
        for node in stride(from: 2 * m - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        for (k, s) in leaves.enumerated() { lengths[s] = UInt8(min(depth[k], 255)) }
        return lengths
    }

    /// RFC 1951 § 3.2.2's canonical codes, bit-reversed for writing least significant first.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
        let maxLength = Int(lengths.max() ?? 0)
        var counts = [Int](repeating: 0, count: maxLength + 1)
        for l in lengths where l > 0 { counts[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: maxLength + 1)
        var code = 0
        if maxLength > 0 {
            for bits in 1...maxLength {
                code = (code + counts[bits - 1]) << 1
                next[bits] = code
            }
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let length = Int(l)
            var reversed: UInt32 = 0
            for i in 0..<length where next[length] & (1 << i) != 0 { reversed |= 1 << UInt32(length - 1 - i) }
            codes[symbol] = reversed
            next[length] += 1
        }
        return codes
    }
}

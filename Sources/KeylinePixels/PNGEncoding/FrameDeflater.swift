/// Keyline's own deflate (RFC 1951) for the frames of a sequence: a greedy matcher that is
/// fast on what Up-filtered UI is made of, and one dynamic Huffman block per call.
///
/// Why not libdeflate here: a flat UI frame, Up-filtered, is mostly rows of zeros, and
/// libdeflate's hash-chain match finder inserts every position of a long match into its
/// chains, at every level: two thirds of its time on a sequence went there (perf, see
/// docs/video-export.md, "Speed"). This matcher asks three questions at each position, in
/// order, and takes the longest answer (the first on a tie, so the shortest distance):
/// 1. does the byte repeat the one before (distance 1: the zero runs Up leaves)?
/// 2. do the bytes repeat the row above (distance `rowLength`: a filtered row like the one
///    before, as gradients make, and the filter-type byte that starts each row)?
/// 3. does a one-entry hash table of 4-byte strings remember an earlier match (text, icons)?
/// Only the position where a match starts enters the table, so a run of 258 bytes costs one
/// comparison loop, not 258 insertions. There is no lazy matching; bytes are a little larger
/// than libdeflate's level 5 on detailed frames (measured in docs/video-export.md).
///
/// The output is a raw deflate stream (no zlib header) of one final block (dynamic Huffman,
/// or stored blocks when those are smaller), ending on the bit `Shape.endBit` says, as
/// `BandedZlibCompressor` joins bands. It depends only on the input bytes and `rowLength`:
/// the same bytes on every run and thread. Goldens keep libdeflate (`GoldenStore`).
///
/// One instance per thread: it reuses its hash table and buffers.
final class FrameDeflater {
    static let windowSize = 32768
    static let minimumMatch = 3
    static let maximumMatch = 258
    private static let hashBits = 15

    /// The last position (plus `base`) where each hash of 4 bytes started a token. Positions
    /// from earlier calls fall below `base` and so are never taken, without clearing the table.
    private var head = [Int](repeating: Int.min / 2, count: 1 << FrameDeflater.hashBits)
    private var base = 0
    /// Literals (the byte) and matches (`matchFlag | length << 16 | distance - 1`), in order.
    private var tokens: [UInt32] = []
    private var output: [UInt8] = []
    private static let matchFlag: UInt32 = 1 << 31

    /// Deflates `input` on its own. `rowLength` is the distance to the byte above in the
    /// filtered image (1 + a row's samples); 0 or more than the window to not look there.
    func deflate(_ input: UnsafeRawBufferPointer, rowLength: Int) -> (bytes: [UInt8], shape: DeflateStreamWalker.Shape) {
        var literalCounts = [UInt32](repeating: 0, count: 286)
        var distanceCounts = [UInt32](repeating: 0, count: 30)
        tokenize(input, rowLength: rowLength, literalCounts: &literalCounts, distanceCounts: &distanceCounts)
        literalCounts[256] = 1  // end of block
        let storedSize = StoredBlocks.size(of: input.count)
        let capacity = 2 * input.count + 2048  // ≤ 16 bits a byte (a literal ≤ 15 bits), plus the header
        if output.count < capacity { output = [UInt8](repeating: 0, count: capacity) }
        let bits = output.withUnsafeMutableBufferPointer { out in
            writeDynamicBlock(literalCounts: &literalCounts, distanceCounts: &distanceCounts, into: out.baseAddress!)
        }
        if (bits + 7) / 8 > storedSize {
            // Noise: stored blocks are smaller (RFC 1951 § 3.2.4).
            return StoredBlocks.write(input)
        }
        return (Array(output[..<((bits + 7) / 8)]), DeflateStreamWalker.Shape(lastBlockHeaderBit: 0, endBit: bits))
    }

    // MARK: Matching

    private func tokenize(_ input: UnsafeRawBufferPointer, rowLength: Int, literalCounts: inout [UInt32], distanceCounts: inout [UInt32]) {
        let n = input.count
        // A local array while appending: no exclusivity check on the property at each token.
        var tokens = self.tokens
        self.tokens = []
        defer { self.tokens = tokens }
        tokens.removeAll(keepingCapacity: true)
        tokens.reserveCapacity(n / 4)
        guard n > 0 else { return }
        let p = input.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let base = self.base
        let lookAbove = rowLength > 1 && rowLength <= Self.windowSize
        head.withUnsafeMutableBufferPointer { head in
            literalCounts.withUnsafeMutableBufferPointer { literals in
                distanceCounts.withUnsafeMutableBufferPointer { distances in
                    var i = 0
                    while i < n {
                        let limit = min(Self.maximumMatch, n - i)
                        var length = 0, distance = 0
                        if limit >= Self.minimumMatch {
                            if i >= 1, p[i] == p[i - 1] {
                                length = Self.matchLength(p + i, p + i - 1, limit)
                                distance = 1
                            }
                            if lookAbove, length < limit, i >= rowLength {
                                let above = Self.matchLength(p + i, p + i - rowLength, limit)
                                if above > length { length = above; distance = rowLength }
                            }
                            if limit >= 4 {
                                let word = UnsafeRawPointer(p + i).loadUnaligned(as: UInt32.self)
                                let h = Int((word &* 2_654_435_761) >> (32 - UInt32(Self.hashBits)))
                                if length < limit {
                                    let candidate = head[h] - base
                                    if candidate >= 0, i - candidate <= Self.windowSize,
                                       UnsafeRawPointer(p + candidate).loadUnaligned(as: UInt32.self) == word {
                                        let found = Self.matchLength(p + i, p + candidate, limit)
                                        if found > length { length = found; distance = i - candidate }
                                    }
                                }
                                head[h] = i + base
                            }
                        }
                        if length >= Self.minimumMatch {
                            tokens.append(Self.matchFlag | UInt32(length) << 16 | UInt32(distance - 1))
                            literals[257 + Int(DeflateCodes.lengthCode[length])] += 1
                            distances[Int(DeflateCodes.distanceCode(distance))] += 1
                            i += length
                        } else {
                            tokens.append(UInt32(p[i]))
                            literals[Int(p[i])] += 1
                            i += 1
                        }
                    }
                }
            }
        }
        // Every position of this call lies below the next call's base minus the window.
        self.base += n + Self.windowSize + 1
    }

    /// How many bytes from `a` equal those from `b`, up to `limit` (`b` may overlap `a`).
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        var l = 0
        while l + 8 <= limit {
            let difference = UInt64(littleEndian: UnsafeRawPointer(a + l).loadUnaligned(as: UInt64.self))
                ^ UInt64(littleEndian: UnsafeRawPointer(b + l).loadUnaligned(as: UInt64.self))
            if difference != 0 { return l + difference.trailingZeroBitCount >> 3 }
            l += 8
        }
        while l < limit, a[l] == b[l] { l += 1 }
        return l
    }

    // MARK: The block

    /// Writes the tokens as one final dynamic-Huffman block (RFC 1951 § 3.2.7) from bit 0;
    /// returns its length in bits.
    private func writeDynamicBlock(literalCounts: inout [UInt32], distanceCounts: inout [UInt32], into out: UnsafeMutablePointer<UInt8>) -> Int {
        HuffmanLengths.useAtLeastTwo(&distanceCounts)
        HuffmanLengths.useAtLeastTwo(&literalCounts)
        let literalLengths = HuffmanLengths.limited(literalCounts, to: 15)
        let distanceLengths = HuffmanLengths.limited(distanceCounts, to: 15)
        let literalCodes = HuffmanLengths.canonicalCodes(literalLengths)
        let distanceCodes = HuffmanLengths.canonicalCodes(distanceLengths)
        var writer = BitWriter(out: out)
        writer.write(1, 1)  // BFINAL
        writer.write(2, 2)  // BTYPE 10: dynamic Huffman
        CodeLengthHeader.write(literalLengths: literalLengths, distanceLengths: distanceLengths, to: &writer)
        tokens.withUnsafeBufferPointer { tokens in
            literalLengths.withUnsafeBufferPointer { literalLengths in
                literalCodes.withUnsafeBufferPointer { literalCodes in
                    distanceLengths.withUnsafeBufferPointer { distanceLengths in
                        distanceCodes.withUnsafeBufferPointer { distanceCodes in
                            for token in tokens {
                                if token & Self.matchFlag == 0 {
                                    writer.write(UInt64(literalCodes[Int(token)]), Int(literalLengths[Int(token)]))
                                    continue
                                }
                                let length = Int((token >> 16) & 0x1FF), distance = Int(token & 0xFFFF) + 1
                                let lc = Int(DeflateCodes.lengthCode[length])
                                writer.write(UInt64(literalCodes[257 + lc]), Int(literalLengths[257 + lc]))
                                writer.write(UInt64(length - Int(DeflateCodes.lengthBase[lc])), Int(DeflateCodes.lengthExtra[lc]))
                                let dc = Int(DeflateCodes.distanceCode(distance))
                                writer.write(UInt64(distanceCodes[dc]), Int(distanceLengths[dc]))
                                writer.write(UInt64(distance - Int(DeflateCodes.distanceBase[dc])), Int(DeflateCodes.distanceExtra[dc]))
                            }
                        }
                    }
                }
            }
        }
        writer.write(UInt64(literalCodes[256]), Int(literalLengths[256]))
        return writer.finish()
    }
}

/// Bits into a buffer, least significant first (RFC 1951 § 3.1.1), 32 at a time.
struct BitWriter {
    let out: UnsafeMutablePointer<UInt8>
    private(set) var byteCount = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(out: UnsafeMutablePointer<UInt8>) { self.out = out }

    /// Appends the `count` (≤ 32) low bits of `bits`; the bits above them must be zero.
    @inline(__always)
    mutating func write(_ bits: UInt64, _ count: Int) {
        pending |= bits << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(out + byteCount).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            byteCount += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Writes what is pending (zero-padded to a byte); returns the length in bits.
    mutating func finish() -> Int {
        let bits = byteCount * 8 + pendingCount
        while pendingCount > 0 {
            out[byteCount] = UInt8(truncatingIfNeeded: pending)
            byteCount += 1
            pending >>= 8
            pendingCount -= 8
        }
        pendingCount = 0
        return bits
    }
}

/// Stored blocks (RFC 1951 § 3.2.4): the bytes as they are, 65,535 at most per block.
enum StoredBlocks {
    static let maximumLength = 65535

    static func size(of count: Int) -> Int { count + 5 * max(1, (count + maximumLength - 1) / maximumLength) }

    static func write(_ input: UnsafeRawBufferPointer) -> (bytes: [UInt8], shape: DeflateStreamWalker.Shape) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size(of: input.count))
        var start = 0, lastHeader = 0
        repeat {
            let end = min(input.count, start + maximumLength)
            let length = end - start
            lastHeader = bytes.count
            bytes.append(end == input.count ? 1 : 0)  // BFINAL, BTYPE 00, padding to the byte
            bytes += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            bytes += UnsafeRawBufferPointer(rebasing: input[start..<end])
            start = end
        } while start < input.count
        return (bytes, DeflateStreamWalker.Shape(lastBlockHeaderBit: lastHeader * 8, endBit: bytes.count * 8))
    }
}

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

/// RFC 1951 § 3.2.5: the length and distance codes, their bases and extra bits.
enum DeflateCodes {
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                         1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (0...28, symbol 257 + code) of each match length 0...258 (3...258 used).
    static let lengthCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for code in 0..<28 {
            let first = Int(lengthBase[code])
            for length in first..<min(258, first + (1 << Int(lengthExtra[code]))) { table[length] = UInt8(code) }
        }
        table[258] = 28  // 258 has its own code, 285, with no extra bits
        return table
    }()

    /// Distance codes of distances 1...256 by distance − 1, and of larger ones by (distance − 1) >> 7.
    private static let (smallDistanceCode, largeDistanceCode): ([UInt8], [UInt8]) = {
        var small = [UInt8](repeating: 0, count: 256), large = [UInt8](repeating: 0, count: 256)
        for code in 0..<30 {
            let first = Int(distanceBase[code]), count = 1 << Int(distanceExtra[code])
            for d in first..<(first + count) {
                if d <= 256 { small[d - 1] = UInt8(code) } else { large[(d - 1) >> 7] = UInt8(code) }
            }
        }
        return (small, large)
    }()

    @inline(__always)
    static func distanceCode(_ distance: Int) -> UInt8 {
        distance <= 256 ? smallDistanceCode[distance - 1] : largeDistanceCode[(distance - 1) >> 7]
    }
}

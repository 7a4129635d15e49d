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

// The pieces of RFC 1951 that `FrameDeflater` writes with: bits, stored blocks and the codes.

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

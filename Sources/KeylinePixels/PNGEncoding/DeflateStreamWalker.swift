/// Finds where a raw deflate stream (RFC 1951) ends and where its last block begins, by
/// reading block headers and walking the compressed symbols without producing output.
///
/// The banded encoder needs these two bit positions to join separately compressed bands
/// into one stream: the last block's BFINAL bit is cleared and an empty stored block
/// realigns the next band to a byte. UI frames compress about 80-fold, so the stream is
/// small and walking it costs a fraction of compressing it.
struct DeflateStreamWalker {
    struct Shape: Equatable {
        /// Bit offset of the final block's 3-bit header (BFINAL is its first bit).
        let lastBlockHeaderBit: Int
        /// Bit offset just past the final block's end-of-block code.
        let endBit: Int
    }

    struct Malformed: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var position = 0  // in bits

    static func shape(of stream: UnsafeRawBufferPointer) throws -> Shape {
        var walker = DeflateStreamWalker(bytes: stream)
        return try walker.walk()
    }

    private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    private mutating func walk() throws -> Shape {
        while true {
            let header = position
            let final = try bits(1)
            switch try bits(2) {
            case 0: try skipStored()
            case 1: try skipSymbols(HuffmanTable.fixedLiterals, HuffmanTable.fixedDistances)
            case 2:
                let (literals, distances) = try readDynamicTables()
                try skipSymbols(literals, distances)
            default: throw Malformed()
            }
            if final == 1 { return Shape(lastBlockHeaderBit: header, endBit: position) }
        }
    }

    /// Reads `count` bits, least significant first (deflate's bit order).
    private mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for i in 0..<count {
            let byte = (position + i) >> 3
            guard byte < bytes.count else { throw Malformed() }
            value |= Int((bytes[byte] >> UInt8((position + i) & 7)) & 1) << i
        }
        position += count
        return value
    }

    /// Up to 16 bits ahead without consuming them (zeros past the end).
    private func peek16() -> Int {
        var value = 0
        var byte = position >> 3, shift = -(position & 7)
        while shift < 16 {
            let b = byte < bytes.count ? Int(bytes[byte]) : 0
            value |= shift >= 0 ? b << shift : b >> -shift
            byte += 1
            shift += 8
        }
        return value & 0xFFFF
    }

    private mutating func decode(_ table: HuffmanTable) throws -> Int {
        let entry = table.entries[peek16() & table.mask]
        guard entry.length > 0 else { throw Malformed() }
        position += Int(entry.length)
        guard (position + 7) >> 3 <= bytes.count else { throw Malformed() }
        return Int(entry.symbol)
    }

    private mutating func skipStored() throws {
        position = (position + 7) & ~7
        let length = try bits(16)
        _ = try bits(16)
        position += length * 8
        guard position >> 3 <= bytes.count else { throw Malformed() }
    }

    /// RFC 1951 § 3.2.5: extra bits of length codes 257…285 and distance codes 0…29.
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func skipSymbols(_ literals: HuffmanTable, _ distances: HuffmanTable) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 { continue }
            if symbol == 256 { return }
            guard symbol <= 285 else { throw Malformed() }
            position += Self.lengthExtra[symbol - 257]
            let distance = try decode(distances)
            guard distance < 30 else { throw Malformed() }
            position += Self.distanceExtra[distance]
        }
    }

    /// RFC 1951 § 3.2.7: the code lengths of a dynamic block, themselves Huffman coded.
    private mutating func readDynamicTables() throws -> (HuffmanTable, HuffmanTable) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeLengthCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[order[i]] = UInt8(try bits(3)) }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengths)
            switch symbol {
            case 0...15: lengths.append(UInt8(symbol))
            case 16:
                guard let last = lengths.last else { throw Malformed() }
                lengths += [UInt8](repeating: last, count: 3 + (try bits(2)))
            case 17: lengths += [UInt8](repeating: 0, count: 3 + (try bits(3)))
            case 18: lengths += [UInt8](repeating: 0, count: 11 + (try bits(7)))
            default: throw Malformed()
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Malformed() }
        return (try HuffmanTable(lengths: Array(lengths[..<literalCount])),
                try HuffmanTable(lengths: Array(lengths[literalCount...])))
    }
}

/// A canonical Huffman code as a lookup table indexed by the next bits of the stream
/// (read least significant first, so codes are stored bit-reversed).
struct HuffmanTable {
    struct Entry { var symbol: UInt16; var length: UInt8 }
    let entries: [Entry]
    let mask: Int

    init(lengths: [UInt8]) throws {
        let maxLength = Int(lengths.max() ?? 0)
        let bitsUsed = max(1, maxLength)
        mask = (1 << bitsUsed) - 1
        var table = [Entry](repeating: Entry(symbol: 0, length: 0), count: 1 << bitsUsed)
        guard maxLength > 0 else { entries = table; return }
        // RFC 1951 § 3.2.2: codes of each length are consecutive, shorter codes first.
        var counts = [Int](repeating: 0, count: maxLength + 1)
        for l in lengths where l > 0 { counts[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: maxLength + 2)
        var code = 0
        for bits in 1...maxLength {
            code = (code + counts[bits - 1]) << 1
            next[bits] = code
        }
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let length = Int(l)
            let code = next[length]
            next[length] += 1
            guard code < (1 << length) else { throw DeflateStreamWalker.Malformed() }
            var reversed = 0
            for i in 0..<length where code & (1 << i) != 0 { reversed |= 1 << (length - 1 - i) }
            var fill = reversed
            while fill < table.count {
                table[fill] = Entry(symbol: UInt16(symbol), length: UInt8(length))
                fill += 1 << length
            }
        }
        entries = table
    }

    /// RFC 1951 § 3.2.6: the fixed codes.
    static let fixedLiterals = try! HuffmanTable(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistances = try! HuffmanTable(lengths: [UInt8](repeating: 5, count: 30))
}

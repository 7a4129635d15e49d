/// GIF's variable-length LZW (GIF89a specification, appendix F): codes from
/// `minimumCodeSize + 1` bits up to 12, least significant bit first, a clear code first and
/// whenever the table fills, the end code last; packed into sub-blocks of at most 255 bytes.
enum LZWEncoder {
    static func encode(_ indexes: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        // child[code << 8 | byte]: the code for the string `code` followed by `byte`; 0: none yet.
        var child = [UInt16](repeating: 0, count: 4096 * 256)
        var nextCode = end + 1
        var codeSize = minimumCodeSize + 1
        var packed: [UInt8] = []
        packed.reserveCapacity(indexes.count / 4 + 16)
        var bitBuffer = 0, bitCount = 0
        func emit(_ code: Int) {
            bitBuffer |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                packed.append(UInt8(bitBuffer & 0xFF))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        emit(clear)
        guard var prefix = indexes.first.map(Int.init) else {
            emit(end)
            return subBlocks(packed, bitBuffer: bitBuffer, bitCount: bitCount)
        }
        for byte in indexes.dropFirst() {
            let key = prefix << 8 | Int(byte)
            let found = child[key]
            if found != 0 { prefix = Int(found); continue }
            emit(prefix)
            if nextCode < 4096 {
                child[key] = UInt16(nextCode)
                // The decoder widens its codes when the next code it will add needs another bit.
                if nextCode == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                nextCode += 1
            } else {
                emit(clear)
                for i in child.indices where child[i] != 0 { child[i] = 0 }
                nextCode = end + 1
                codeSize = minimumCodeSize + 1
            }
            prefix = Int(byte)
        }
        emit(prefix)
        emit(end)
        return subBlocks(packed, bitBuffer: bitBuffer, bitCount: bitCount)
    }

    private static func subBlocks(_ data: [UInt8], bitBuffer: Int, bitCount: Int) -> [UInt8] {
        var bytes = data
        if bitCount > 0 { bytes.append(UInt8(bitBuffer & 0xFF)) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 255 + 2)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 255)
            out.append(UInt8(end - start))
            out += bytes[start..<end]
            start = end
        }
        out.append(0)  // block terminator
        return out
    }
}

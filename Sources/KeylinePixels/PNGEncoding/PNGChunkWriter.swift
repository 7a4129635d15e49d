import CDeflate

/// Writes the PNG signature and chunks into a buffer sized beforehand.
///
/// Chunk layout, PNG spec §5.3: a 4-byte big-endian data length (at most
/// 2^31 - 1), the 4-byte ASCII chunk type, the data, then a CRC-32 computed over
/// the type and the data (not the length), also big-endian. The CRC is ISO 3309 /
/// ITU-T V.42, the same one libdeflate_crc32 computes.
struct PNGChunkWriter {
    /// PNG spec §5.2: the eight bytes every PNG file starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// PNG spec §5.3: a chunk's length field must not exceed 2^31 - 1.
    static let maximumDataLength = Int(Int32.max)
    /// Length, type and CRC fields around a chunk's data.
    static let overheadPerChunk = 12

    private let buffer: UnsafeMutableRawBufferPointer
    private(set) var position = 0

    init(into buffer: UnsafeMutableRawBufferPointer) {
        self.buffer = buffer
    }

    mutating func writeSignature() {
        for byte in Self.signature { writeByte(byte) }
    }

    /// Writes one chunk; `type` is a four-letter ASCII chunk name such as "IHDR".
    mutating func writeChunk(_ type: StaticString, data: UnsafeRawBufferPointer) {
        precondition(type.utf8CodeUnitCount == 4, "PNG chunk types are four letters")
        precondition(data.count <= Self.maximumDataLength, "PNG chunk data is limited to 2^31 - 1 bytes")
        precondition(position + Self.overheadPerChunk + data.count <= buffer.count, "PNG output buffer too small")
        writeBigEndian(UInt32(data.count))
        let typeStart = position
        for i in 0..<4 { writeByte(type.utf8Start[i]) }
        if data.count > 0 {
            (buffer.baseAddress! + position).copyMemory(from: data.baseAddress!, byteCount: data.count)
            position += data.count
        }
        // CRC over type and data, which now sit next to each other in the buffer.
        let crc = libdeflate_crc32(0, buffer.baseAddress! + typeStart, position - typeStart)
        writeBigEndian(crc)
    }

    /// Writes `value` as four bytes, most significant first (PNG spec §7.1).
    private mutating func writeBigEndian(_ value: UInt32) {
        writeByte(UInt8(truncatingIfNeeded: value >> 24))
        writeByte(UInt8(truncatingIfNeeded: value >> 16))
        writeByte(UInt8(truncatingIfNeeded: value >> 8))
        writeByte(UInt8(truncatingIfNeeded: value))
    }

    private mutating func writeByte(_ byte: UInt8) {
        buffer[position] = byte
        position += 1
    }
}

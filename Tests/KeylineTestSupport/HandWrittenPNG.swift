/// PNG files written byte by byte (PNG specification, ISO/IEC 15948: signature, chunks of
/// length, type, data and CRC-32; zlib stream with stored deflate blocks and Adler-32), for
/// tests that need a PNG no encoder of Keyline's made: a decoder's input, or a header that
/// lies about the image. Shared by the diff, screenshot and compare tests.
public enum HandWrittenPNG {
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    public static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// CRC-32 as PNG computes it (polynomial 0xEDB88320), bit by bit: test inputs are small.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream holding `raw` in one stored deflate block (at most 65,535 bytes).
    public static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
        precondition(raw.count <= 0xFFFF, "one stored block holds at most 65,535 bytes")
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let n = UInt16(raw.count)
        return [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + raw + bigEndian(b << 16 | a)
    }

    /// A whole file: IHDR (`width`, `height`, then bit depth, colour type, compression,
    /// filter and interlace as given), one IDAT and IEND.
    public static func file(width: UInt32, height: UInt32, header rest: [UInt8], idat: [UInt8]) -> [UInt8] {
        signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + rest) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// An 8-bit greyscale image, each row filtered with None.
    public static func grey(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // the row's filter: None
            raw += pixels[(y * width)..<((y + 1) * width)]
        }
        return file(width: UInt32(width), height: UInt32(height), header: [8, 0, 0, 0, 0], idat: storedZlib(raw))
    }
}

import Foundation
import KeylineCore
import KeylinePixels
import Testing

@testable import KeylineCompare

/// A screenshot larger than any device is refused from its header, before anything is
/// inflated (ATTACKS.md B2): a 520 KB interlaced 16-bit PNG declaring 16384 x 4096 pixels
/// took 830 MB and two minutes in `keyline compare` before its size was found to fit no device.
@Suite struct ScreenshotBombTests {
    /// A PNG whose header declares `width` x `height` (16-bit RGBA, interlaced) and whose
    /// image data is a few bytes: only a decoder that stops at the header refuses it for its size.
    static func declaring(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc(body))
        }
        // A stored deflate block of 16 zero bytes, with its Adler-32 (1 + 16 zeros: a = 1, b = 16).
        let zlib: [UInt8] = [0x78, 0x01, 0x01, 16, 0, 0xEF, 0xFF] + [UInt8](repeating: 0, count: 16) + be(16 << 16 | 1)
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", be(width) + be(height) + [16, 6, 0, 0, 1])
            + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    @Test("a screenshot declaring 16384 x 4096 pixels is refused for its size, from the header, in memory and from a file")
    func oversizedHeaderIsRefusedBeforeDecoding() throws {
        let bomb = Self.declaring(width: 16384, height: 4096)
        let error = try #require(throws: Diagnostic.self) { _ = try Screenshot(bytes: bomb, name: "bomb.png", preferring: nil) }
        #expect(error.message.contains("16384x4096 pixels: no device Keyline knows has that size"), "\(error)")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bomb-\(UUID().uuidString).png").path
        try Data(bomb).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromFile = try #require(throws: Diagnostic.self) { _ = try Screenshot(contentsOf: path, device: nil, scale: nil) }
        #expect(fromFile.message.contains("\(path) is 16384x4096 pixels"), "\(fromFile)")
    }

    @Test("every device Keyline knows, at @3x, is within the screenshot limits")
    func everyDeviceFits() throws {
        let limits = ScreenshotGeometry.decoderLimits
        for device in Device.all {
            let (w, h) = (Int(device.size.width) * 3, Int(device.size.height) * 3)
            #expect(max(w, h) <= limits.maximumSide && w * h <= limits.maximumPixels, "\(device.name) @3x")
        }
        #expect(limits.maximumSide < 4096 && limits.maximumPixels < 5_000_000)
    }
}

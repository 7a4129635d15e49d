import Foundation
import KeylineCore
import KeylinePixels
import KeylineTestSupport
import Testing

@testable import KeylineCompare

/// A screenshot larger than any device is refused from its header, before anything is
/// inflated (ATTACKS.md B2): a 520 KB interlaced 16-bit PNG declaring 16384 x 4096 pixels
/// took 830 MB and two minutes in `keyline compare` before its size was found to fit no device.
@Suite struct ScreenshotBombTests {
    /// A PNG whose header declares `width` x `height` (16-bit RGBA, interlaced) and whose
    /// image data is a few bytes: only a decoder that stops at the header refuses it for its size.
    static func declaring(width: UInt32, height: UInt32) -> [UInt8] {
        // 16 zero bytes of image data: far fewer than the header declares.
        HandWrittenPNG.file(width: width, height: height, header: [16, 6, 0, 0, 1],
                            idat: HandWrittenPNG.storedZlib([UInt8](repeating: 0, count: 16)))
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

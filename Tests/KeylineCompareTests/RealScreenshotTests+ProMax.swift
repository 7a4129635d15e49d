import Foundation
import KeylineCompare
import KeylineCore
import KeylinePixels
import KeylineRender
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots/RSSReader")

/// A real screen of another device (issue 17): RSSReader's Explore view in its error state as
/// iOS drew it for an iPhone 15 Pro Max (430 x 932 pt at @3x; SOURCES.md: the app's own
/// snapshot-test image, no status bar), measured against the scene rebuilt from its source.
/// The boxes `keyline compare` finds are the ones a person measures (measure.py) within 1 pt,
/// and its findings are theirs: the navigation bar and the picker under it 4.67 pt lower than
/// Keyline draws them (the snapshot puts the bar at the safe area, a phone with its status bar
/// 4.67 pt higher, as Keyline does), and the error view lower as one block, at its size.
/// The same screenshot converted to 16-bit Display P3 (as a device writes it) measures the same.
extension RealScreenshotTests {
    static let proMaxMeasured: [String: Rect] = [
        "navigationBar.title": Rect(x: 166, y: 74, width: 98, height: 16),
        // The picker's titles' ink ("Not Added" to "Added"): its track (#EEEEEF on white) is
        // fainter than its titles, so the titles are what is measured, as in explore-added.
        "picker": Rect(x: 83, y: 130, width: 250, height: 9.67),
        "symbol": Rect(x: 190.33, y: 450.67, width: 49.33, height: 44.67),
        "title": Rect(x: 145.33, y: 518, width: 139.33, height: 17),
        "description": Rect(x: 76.33, y: 545.67, width: 277.33, height: 14.33),
        // The bordered button's title, as for the feeds screen's button (its fill is fainter).
        "tryAgain": Rect(x: 183.67, y: 588.67, width: 62.33, height: 14.33),
    ]

    static func compareProMax(_ shot: Screenshot) throws -> [String: ElementComparison] {
        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent("explore-error-promax.yaml").path)
        let result = try ScreenComparer().compare(shot, document: document, screen: document.screens[0],
                                                  variant: Variant(device: shot.device, scale: 3), masks: [], renderer: Renderer())
        return Dictionary(uniqueKeysWithValues: result.comparison.elements.map { ($0.id, $0) })
    }

    @Test func exploreErrorOnAnIPhone15ProMax() throws {
        let shot = try Screenshot(contentsOf: folder.appendingPathComponent("explore-error-promax.png").path, device: nil, scale: nil)
        #expect(shot.device.size == Size(width: 430, height: 932) && shot.scale == 3, "1290 x 2796 is a 430 x 932-pt Pro Max at @3x")
        let found = try Self.compareProMax(shot)
        Self.expectFoundAsMeasured(found, Self.proMaxMeasured)
        // The bar and the picker: where the snapshot has them, 4.67 pt below Keyline's (within 1 pt).
        for id in ["navigationBar.title", "picker"] {
            let e = try #require(found[id])
            #expect(abs(e.dy - 4.67) <= 1 && e.status == .drift, "\(id): \(e.json)")
        }
        // The error view, centred in what the picker leaves: found lower than Keyline draws it,
        // all of it by the same amount (the bar's 4.67 pt halved by the centring, and the rest of
        // the distance the stack's spacings, fitted on another phone, do not account for), at
        // the same size and across. Its texts are held by their centres (SF Pro's stand-in).
        let parts = try ["title", "description", "tryAgain"].map { try #require(found[$0]) }
        let dy = parts.map(\.dy)
        #expect(dy.max()! - dy.min()! <= 1, "the error view moves as one: \(dy)")
        for e in parts {
            #expect(abs(e.dx + e.dwidth / 2) <= 1 && abs(e.dheight) <= 1 && e.text?.same != false, "\(e.json)")
        }
    }

    @Test func theSameScreenshotIn16BitDisplayP3MeasuresTheSame() throws {
        let path = folder.appendingPathComponent("explore-error-promax.png").path
        let original = try Screenshot(contentsOf: path, device: nil, scale: nil)
        let bytes = SixteenBitP3PNG.encode(original.image)
        let p3 = try Screenshot(bytes: bytes, name: "explore-error-promax-p3-16.png", preferring: nil)
        #expect(p3.colorSpace == .displayP3 && p3.device.name == original.device.name && p3.scale == 3)
        // Converted back to sRGB, every pixel of the real-size image is its own within two steps.
        #expect(p3.image.width == original.image.width && p3.image.height == original.image.height)
        var worst = 0
        for (a, b) in zip(p3.image.pixels, original.image.pixels) where a != b {
            for shift: UInt32 in [0, 8, 16, 24] { worst = max(worst, abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))) }
        }
        // Two roundings (the 16-bit sample written, the decoder's 8-bit result) move a channel
        // by at most two steps.
        #expect(worst <= 2, "largest channel difference after the P3 round trip: \(worst)")
        let sRGB = try Self.compareProMax(original), displayP3 = try Self.compareProMax(p3)
        #expect(Set(sRGB.keys) == Set(displayP3.keys))
        for (id, e) in sRGB {
            let other = try #require(displayP3[id])
            #expect(e.found == other.found && e.status == other.status, "\(id): sRGB \(e.json), P3 \(other.json)")
        }
    }
}

/// A 16-bit RGB PNG tagged Display P3 (a cICP chunk: primaries 12, transfer 13, as a device
/// writes its screenshots), written here with stored (uncompressed) deflate blocks so that the
/// test needs no encoder of Keyline's: the conversion is CSS Color 4's (§18, "sample code for
/// color conversions": lin_sRGB_to_XYZ, then XYZ_to_lin_P3), the transfer curve sRGB's.
enum SixteenBitP3PNG {
    static func encode(_ image: PixelImage) -> [UInt8] {
        let toXYZ: [[Double]] = [[506752 / 1228815, 87881 / 245763, 12673 / 70218],
                                 [87098 / 409605, 175762 / 245763, 12673 / 175545],
                                 [7918 / 409605, 87881 / 737289, 1001167 / 1053270]]
        let toP3: [[Double]] = [[446124 / 178915, -333277 / 357830, -72051 / 178915],
                                [-14852 / 17905, 63121 / 35810, 423 / 17905],
                                [11844 / 330415, -50337 / 660830, 316169 / 330415]]
        let m = (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0.0) { $0 + toP3[i][$1] * toXYZ[$1][j] } } }
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func gamma(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        var cache: [UInt32: [UInt8]] = [:]
        var raw: [UInt8] = []
        raw.reserveCapacity(image.height * (1 + image.width * 6))
        for y in 0..<image.height {
            raw.append(0)  // filter: none
            for x in 0..<image.width {
                let word = image.pixels[y * image.width + x] | 0xFF00_0000  // screenshots are opaque
                if let samples = cache[word] { raw += samples; continue }
                let rgb = [word >> 16 & 0xFF, word >> 8 & 0xFF, word & 0xFF].map { linear(Double($0) / 255) }
                let samples = m.flatMap { row -> [UInt8] in
                    let v = UInt16((min(1, max(0, gamma(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))) * 65535).rounded())
                    return [UInt8(v >> 8), UInt8(v & 0xFF)]
                }
                cache[word] = samples
                raw += samples
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) {
            let body = Array(type.utf8) + data
            png += be32(data.count) + body + be32(Int(crc32(body)))
        }
        chunk("IHDR", be32(image.width) + be32(image.height) + [16, 2, 0, 0, 0])
        chunk("cICP", [12, 13, 0, 1])
        // zlib: a header, stored blocks of at most 65,535 bytes, the Adler-32 of the data.
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        while start < raw.count {
            let end = min(raw.count, start + 65535), n = end - start
            zlib += [end == raw.count ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            zlib += raw[start..<end]
            start = end
        }
        // Adler-32 (RFC 1950 §8.2), reduced every 5,552 bytes: the most that cannot overflow.
        var (a, b) = (UInt32(1), UInt32(0))
        var index = 0
        while index < raw.count {
            for byte in raw[index..<min(raw.count, index + 5552)] { a += UInt32(byte); b += a }
            (a, b) = (a % 65521, b % 65521)
            index += 5552
        }
        zlib += be32(Int(b << 16 | a))
        chunk("IDAT", zlib)
        chunk("IEND", [])
        return png
    }

    /// PNG's CRC-32 (ISO 3309, the PNG specification's Annex D sample code: a table of the
    /// 256 byte values' remainders, then one lookup per byte).
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }
}

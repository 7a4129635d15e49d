/// An animated PNG through KeylinePixels' `APNGEncoder`, written atomically when finished.
final class APNGFileEncoder: FrameEncoder {
    private let path: String
    private var encoder: APNGEncoder?
    private let maxBytes: Int?

    init(path: String, width: Int, height: Int, rate: FrameRate, hasAlpha: Bool, maxBytes: Int?) throws {
        self.path = path
        self.maxBytes = maxBytes
        encoder = try APNGEncoder(width: width, height: height, hasAlpha: hasAlpha, delay: Self.delay(rate))
    }

    /// One frame's time: exact when the rate's fraction fits fcTL's 16-bit fields (every
    /// rate up to 65 fps, and 240, 120, 29.97…), else the nearest 1/60000 s.
    static func delay(_ rate: FrameRate) -> APNGEncoder.FrameDelay {
        if rate.frames <= Int(UInt16.max), rate.seconds <= Int(UInt16.max) {
            return APNGEncoder.FrameDelay(numerator: UInt16(rate.seconds), denominator: UInt16(rate.frames))
        }
        let numerator = max(1, min(Int(UInt16.max), (60000 * rate.seconds + rate.frames / 2) / rate.frames))
        return APNGEncoder.FrameDelay(numerator: UInt16(numerator), denominator: 60000)
    }

    func add(_ frame: PixelImage) throws {
        try encoder!.add(frame)
    }

    func finish() throws -> Int {
        let bytes = try encoder!.finish()
        encoder = nil
        if let maxBytes, bytes.count > maxBytes { throw ExportTooLarge(bytes: bytes.count) }
        try AtomicFile.write(bytes, to: path)
        return bytes.count
    }

    func cancel() { encoder = nil }
}

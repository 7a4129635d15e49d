import KeylineCore
import KeylinePixels

/// The decoder's limits for a screenshot: no larger than the largest device Keyline knows
/// at @3x. A screenshot's size must be a device's anyway (`resolve`), and the decoder checks
/// these from the header, before it inflates anything: with the general limits (16,384 a
/// side, 64 Mi pixels) a 520 KB interlaced 16-bit PNG declaring 16384 x 4096 pixels took
/// 830 MB and two minutes to decode before its size was found to fit no device
/// (ATTACKS.md B2).
extension ScreenshotGeometry {
    static let decoderLimits: PNGDecoder.Limits = {
        let sides = Device.all.map { (width: Int($0.size.width) * 3, height: Int($0.size.height) * 3) }
        let side = sides.map { max($0.width, $0.height) }.max() ?? 16384
        let pixels = sides.map { $0.width * $0.height }.max() ?? 64 << 20
        return PNGDecoder.Limits(maximumSide: side, maximumPixels: pixels)
    }()

    /// A screenshot refused for its size as the error every other wrong size gets: its
    /// pixel size and the sizes Keyline knows. Other errors are returned as they are.
    static func sizeRefusal(_ failure: PNGFileError) -> any Error {
        guard case let .imageTooLarge(width, height, _) = failure.error else { return failure }
        do {
            // No device is this large: `resolve` throws its "no device has that size".
            _ = try resolve(width: width, height: height, device: nil, scale: nil, file: failure.path)
        } catch {
            return error
        }
        return failure
    }
}

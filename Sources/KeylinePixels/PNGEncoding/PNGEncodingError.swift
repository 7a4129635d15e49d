/// Why a PNG could not be encoded.
public enum PNGEncodingError: Error, Equatable, CustomStringConvertible {
    /// Width or height is outside 1 ... 2^31 - 1 (PNG spec §11.2.2), or the image is
    /// too large to address.
    case invalidSize(width: Int, height: Int)
    /// Rows would overlap: `stride` is smaller than `width * 4` bytes.
    case strideTooSmall(stride: Int, width: Int)
    /// The Cairo surface is in an error state, not an image surface, or not ARGB32.
    case unsupportedSurface(reason: String)
    /// libdeflate reported no output; cannot happen with a correctly sized buffer.
    case compressionFailed
    /// The system had no memory to map for the copy of the image the encoder keeps.
    case outOfMemory

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            "cannot encode a \(width)x\(height) image as PNG: width and height must be 1 to 2147483647 pixels"
        case let .strideTooSmall(stride, width):
            "cannot encode ARGB32 pixels with a stride of \(stride) bytes for width \(width): the stride must be at least \(width * 4)"
        case let .unsupportedSurface(reason):
            "cannot encode this Cairo surface as PNG: \(reason)"
        case .compressionFailed:
            "libdeflate could not compress the PNG image data"
        case .outOfMemory:
            "cannot encode the PNG image: out of memory"
        }
    }
}

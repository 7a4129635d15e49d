@_exported import KeylinePixels

/// Makes the encoder for a format.
public enum FrameEncoders {
    /// - Parameters:
    ///   - hasAlpha: frames may be translucent (`--transparent`); only for formats that keep alpha.
    ///   - samples: for a GIF with a global palette, the frames its colours come from.
    public static func make(_ settings: ExportSettings, path: String, width: Int, height: Int, rate: FrameRate,
                            hasAlpha: Bool, samples: [PixelImage] = []) throws -> any FrameEncoder {
        switch settings.format {
        case .png: preconditionFailure("PNG frames are written one file each, not by a FrameEncoder")
        case .apng: return try APNGFileEncoder(path: path, width: width, height: height, rate: rate, hasAlpha: hasAlpha, maxBytes: settings.maxBytes)
        case .webp: return try WebPAnimationEncoder(path: path, width: width, height: height, rate: rate, quality: settings.quality, maxBytes: settings.maxBytes)
        case .gif: return try GIFFileEncoder(path: path, width: width, height: height, rate: rate, settings: settings, samples: samples)
        case .mp4, .webm, .mov:
            return try VideoEncoder(path: path, width: width, height: height, rate: rate, settings: settings, hasAlpha: hasAlpha)
        }
    }
}

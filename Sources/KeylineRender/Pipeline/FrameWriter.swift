/// Writes rendered frames as PNG files: Keyline's encoder (several times faster than
/// Cairo's own), then an atomic write, so no reader ever sees a partial file.
public enum FrameWriter {
    /// One encoder per thread that is encoding at the moment.
    static let encoders = PNGEncoderPool()

    public static func encode(_ image: RasterImage) throws -> [UInt8] {
        try encoders.encode(surface: image.surface)
    }

    public static func write(_ image: RasterImage, to path: String) throws {
        try AtomicFile.write(try encode(image), to: path)
    }

    public static func write(encoded bytes: [UInt8], to path: String) throws {
        try AtomicFile.write(bytes, to: path)
    }

    /// Writes into an output folder, at `relative` inside it (`ConfinedFolder`: no path
    /// out of it, no link followed, nothing but a regular file replaced).
    public static func write(_ image: RasterImage, to relative: String, in folder: ConfinedFolder) throws {
        try folder.write(try encode(image), to: relative)
    }

    public static func write(encoded bytes: [UInt8], to relative: String, in folder: ConfinedFolder) throws {
        try folder.write(bytes, to: relative)
    }
}

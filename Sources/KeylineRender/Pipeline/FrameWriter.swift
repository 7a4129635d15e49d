import CCairo
import Foundation

/// Writes rendered frames as PNG files.
public enum FrameWriter {
    public static func write(_ image: RasterImage, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = path + ".partial"
        guard cairo_surface_write_to_png(image.surface, temporary) == CAIRO_STATUS_SUCCESS else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
        guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

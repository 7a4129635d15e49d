import KeylineCore

/// Which device and scale a screenshot's pixel size is: every device Keyline knows
/// (`Device.all`) at @1x, @2x and @3x, in portrait. A size that fits several (or none) is
/// settled by the command line (`--device`, `--scale`), else it is an error that says so.
public enum ScreenshotGeometry {
    public static let scales = [1, 2, 3]

    /// Every device and scale whose canvas is `width` x `height` pixels, narrowed to
    /// `device` and `scale` when given.
    public static func candidates(width: Int, height: Int, device: Device? = nil, scale: Int? = nil) -> [(device: Device, scale: Int)] {
        var found: [(device: Device, scale: Int)] = []
        for d in Device.all where device == nil || d.name == device?.name {
            for s in scales where scale == nil || s == scale {
                let w = Int((d.size.width * Double(s)).rounded()), h = Int((d.size.height * Double(s)).rounded())
                if w == width && h == height { found.append((d, s)) }
            }
        }
        return found
    }

    static func sameLayout(_ a: (device: Device, scale: Int), _ b: (device: Device, scale: Int)) -> Bool {
        a.scale == b.scale && a.device.size == b.device.size && a.device.safeArea == b.device.safeArea && a.device.cutout == b.device.cutout
    }

    /// The one device and scale (or the first of several that lay out alike, or `preferred`
    /// among several), or a diagnostic naming what would fit.
    public static func resolve(width: Int, height: Int, device: Device?, scale: Int?, preferring preferred: Device? = nil,
                               file: String) throws -> (device: Device, scale: Int) {
        let found = candidates(width: width, height: height, device: device, scale: scale)
        if found.count > 1, let preferred, let chosen = found.first(where: { $0.device.name == preferred.name }) { return chosen }
        // Models that share a canvas, safe area and cut-out at the same scale (an iPhone 14 and
        // a 16e; a 15 Pro, 14 Pro, 15 and 16) lay every scene out alike, so a screenshot of any
        // of them is measured the same way: the first in Device.all's order stands for them.
        if let first = found.first, found.allSatisfy({ sameLayout($0, first) }) { return first }
        let sizes = Device.all.flatMap { d in
            scales.map { "\(d.name)@\($0)x \(Int(d.size.width) * $0)x\(Int(d.size.height) * $0)" }
        }
        if found.isEmpty {
            let narrowed = device != nil || scale != nil ? " with the --device/--scale given" : ""
            throw Diagnostic(.inputInvalidValue, "\(file) is \(width)x\(height) pixels: no device Keyline knows has that size\(narrowed)", at: nil,
                             hint: "take the screenshot at the device's full screen size, portrait (known: \(sizes.joined(separator: ", ")))")
        }
        let names = found.map { "\($0.device.name) @\($0.scale)x" }.joined(separator: ", ")
        throw Diagnostic(.inputInvalidValue, "\(file) is \(width)x\(height) pixels, which fits \(names)", at: nil,
                         hint: "say which with --device and --scale")
    }
}

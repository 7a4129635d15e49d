/// A GIF89a (https://www.w3.org/Graphics/GIF/spec-gif89a.txt) by Keyline's own quantizer and
/// LZW writer, written atomically when finished.
///
/// Small: each frame after the first is only the rectangle that changed since the frame
/// before (drawn over it, disposal 1 "do not dispose"), a frame equal to the one before
/// lengthens it instead of being stored, and a palette is chosen for what the rectangle
/// holds (`--palette per-frame`) or once for the file (`--palette global`).
///
/// Timing: GIF delays are whole hundredths of a second, and browsers show delays under
/// 2/100 s as 1/10 s (Chromium's and Firefox's GIF decoders; WebKit's too), so a rate over
/// 50 fps is refused rather than played slowly. Frame i starts at i/fps rounded to 1/100 s,
/// so the whole lasts exactly as long as the PNG frames to within 1/200 s.
final class GIFFileEncoder: FrameEncoder {
    private let path: String
    private let width: Int, height: Int
    private let rate: FrameRate
    private let settings: ExportSettings
    private let mapper = PaletteMapper()
    private let globalPalette: [UInt32]
    private var previous: PixelImage?
    private var frameCount = 0
    private var out: [UInt8] = []
    /// The last frame, written when the next different one (or the end) fixes its delay.
    private var pending: (box: PixelRect, palette: [UInt32]?, codeSize: Int, data: [UInt8], firstFrame: Int)?

    static let fastestRate = 50.0

    init(path: String, width: Int, height: Int, rate: FrameRate, settings: ExportSettings, samples: [PixelImage]) throws {
        guard width <= 65535, height <= 65535 else { throw ExportError("a GIF is at most 65535 pixels a side") }
        guard rate.fps <= Self.fastestRate + 1e-9 else {
            throw ExportError("a GIF cannot play \(rate.fps.formatted2) frames a second: its delays are hundredths of a second and browsers show frames shorter than 2/100 s for 1/10 s",
                              hint: "give --fps 50 or lower (25 halves the size), or choose --format webp or apng")
        }
        self.path = path
        self.width = width
        self.height = height
        self.rate = rate
        self.settings = settings
        if settings.palette == .global {
            var histogram = MedianCut()
            for sample in samples { sample.pixels.withUnsafeBufferPointer { histogram.add($0) } }
            globalPalette = histogram.palette(colors: settings.colors)
        } else {
            globalPalette = []
        }
    }

    func add(_ frame: PixelImage) throws {
        guard frame.width == width, frame.height == height else { throw ExportError("a GIF's frames all have one size") }
        guard frame.isOpaque else { throw ExportError("a GIF has no translucency", hint: "choose --format apng, webp, webm or mov for --transparent") }
        defer { frameCount += 1 }
        let box: PixelRect
        if let previous {
            guard let changed = APNGEncoder.changedBox(previous, frame) else { return }  // a hold: the frame before lasts longer
            box = changed
        } else {
            box = PixelRect(x: 0, y: 0, width: width, height: height)
        }
        flush(upTo: frameCount)
        let palette: [UInt32]
        if settings.palette == .global, !globalPalette.isEmpty {
            palette = globalPalette
        } else {
            var histogram = MedianCut()
            frame.pixels.withUnsafeBufferPointer { pixels in
                for y in box.y..<box.maxY {
                    histogram.add(UnsafeBufferPointer(rebasing: pixels[(y * width + box.x)..<(y * width + box.maxX)]))
                }
            }
            palette = histogram.palette(colors: settings.colors)
        }
        mapper.use(palette)
        let indexes = mapper.map(frame, box, dithering: settings.dithering)
        let codeSize = Self.tableBits(palette.count)
        let data = LZWEncoder.encode(indexes, minimumCodeSize: codeSize)
        // The first frame's palette is the file's global table; later frames bring their own
        // unless the palette is global.
        let local: [UInt32]? = previous == nil || settings.palette == .global ? nil : palette
        if previous == nil { writeHeader(globalTable: palette) }
        pending = (box, local, codeSize, data, frameCount)
        previous = frame
    }

    func finish() throws -> Int {
        guard previous != nil else { throw ExportError("a GIF needs at least one frame") }
        flush(upTo: frameCount)
        out.append(0x3B)  // trailer
        if let maxBytes = settings.maxBytes, out.count > maxBytes { throw ExportTooLarge(bytes: out.count) }
        try AtomicFile.write(out, to: path)
        return out.count
    }

    func cancel() { out = [] }

    /// Writes the pending frame, shown until frame `end` starts.
    private func flush(upTo end: Int) {
        guard let frame = pending else { return }
        pending = nil
        let delay = rate.start(ofFrame: end, unitsPerSecond: 100) - rate.start(ofFrame: frame.firstFrame, unitsPerSecond: 100)
        // Graphic Control Extension: disposal 1 (leave the frame in place), no transparency.
        out += [0x21, 0xF9, 4, 1 << 2] + Self.little16(min(delay, 65535)) + [0, 0]
        // Image Descriptor, then the local colour table if any.
        out.append(0x2C)
        out += Self.little16(frame.box.x) + Self.little16(frame.box.y) + Self.little16(frame.box.width) + Self.little16(frame.box.height)
        if let local = frame.palette {
            out.append(0x80 | UInt8(Self.tableBits(local.count) - 1))
            out += Self.table(local)
        } else {
            out.append(0)
        }
        out.append(UInt8(frame.codeSize))
        out += frame.data
    }

    private func writeHeader(globalTable: [UInt32]) {
        out += Array("GIF89a".utf8) + Self.little16(width) + Self.little16(height)
        // Global colour table present, 8 bits of colour resolution, its size.
        out += [0x80 | 0x70 | UInt8(Self.tableBits(globalTable.count) - 1), 0, 0]
        out += Self.table(globalTable)
        // NETSCAPE2.0 application extension: loop forever.
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
    }

    /// Bits of a colour table's size (tables hold 2^n entries, n ≥ 1; LZW needs n ≥ 2).
    static func tableBits(_ count: Int) -> Int {
        var bits = 2
        while 1 << bits < count { bits += 1 }
        return bits
    }

    static func table(_ palette: [UInt32]) -> [UInt8] {
        var bytes: [UInt8] = []
        for c in palette { bytes += [UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF)] }
        bytes += [UInt8](repeating: 0, count: ((1 << tableBits(palette.count)) - palette.count) * 3)
        return bytes
    }

    static func little16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
}

extension Double {
    var formatted2: String {
        self == rounded() ? String(Int(self)) : String((self * 100).rounded() / 100)
    }
}

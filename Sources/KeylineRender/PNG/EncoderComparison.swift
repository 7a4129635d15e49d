import CCairo

/// Times Keyline's `PNGEncoder` against Cairo's own PNG writer on the same surfaces.
///
/// Both encoders write to memory (Cairo through `cairo_surface_write_to_png_stream`
/// into a reused buffer), so disk speed does not count. Each surface is encoded once
/// by each encoder untimed (to warm caches and take the sizes), then `iterations`
/// times by ours and `iterations` times by Cairo's, timed with a monotonic clock.
public struct EncoderComparison: Sendable {
    /// A Cairo image surface (`cairo_surface_t *`, `CAIRO_FORMAT_ARGB32`) and a name to report it by.
    public struct Subject {
        public var name: String
        public var surface: OpaquePointer

        public init(name: String, surface: OpaquePointer) {
            self.name = name
            self.surface = surface
        }
    }

    /// One encoder on one surface (or on all of them, for the total).
    public struct Measurement: Sendable, Equatable {
        /// Wall-clock seconds for all iterations together.
        public var seconds: Double
        /// Size of one encoding in bytes (summed over surfaces for the total).
        public var bytes: Int
    }

    public struct Entry: Sendable, Equatable {
        public var name: String
        public var keyline: Measurement
        public var cairo: Measurement
        /// Cairo's time divided by Keyline's: above 1 means Keyline is faster.
        public var speedUp: Double { cairo.seconds / keyline.seconds }
        /// Keyline's size divided by Cairo's: below 1 means Keyline's files are smaller.
        public var sizeRatio: Double { Double(keyline.bytes) / Double(cairo.bytes) }
    }

    /// How many timed encodings each encoder did of each surface.
    public var iterations: Int
    /// The libdeflate level Keyline's encoder used.
    public var compressionLevel: Int
    public var entries: [Entry]

    /// All surfaces together: times and sizes summed.
    public var total: Entry {
        Entry(
            name: "total",
            keyline: Measurement(
                seconds: entries.reduce(0) { $0 + $1.keyline.seconds },
                bytes: entries.reduce(0) { $0 + $1.keyline.bytes }),
            cairo: Measurement(
                seconds: entries.reduce(0) { $0 + $1.cairo.seconds },
                bytes: entries.reduce(0) { $0 + $1.cairo.bytes }))
    }

    /// Encodes every subject `iterations` times with each encoder.
    ///
    /// - Parameter encoder: the Keyline encoder to time (its level is reported).
    /// - Throws: `PNGEncodingError` from either encoder, e.g. for a surface that is
    ///   not an ARGB32 image surface.
    public static func run(
        _ subjects: [Subject], iterations: Int, encoder: PNGEncoder = PNGEncoder()
    ) throws -> EncoderComparison {
        precondition(iterations > 0, "iterations must be positive")
        let sink = CairoPNGSink()
        var entries: [Entry] = []
        for subject in subjects {
            let keylineBytes = try encoder.encode(surface: subject.surface).count
            // Cold encodes: without the bands the previous encode left, as Cairo has none.
            let keylineSeconds = try measure(iterations) {
                encoder.forgetPreviousFrame()
                _ = try encoder.encode(surface: subject.surface)
            }
            let cairoBytes = try sink.write(subject.surface)
            let cairoSeconds = try measure(iterations) { _ = try sink.write(subject.surface) }
            entries.append(Entry(
                name: subject.name,
                keyline: Measurement(seconds: keylineSeconds, bytes: keylineBytes),
                cairo: Measurement(seconds: cairoSeconds, bytes: cairoBytes)))
        }
        return EncoderComparison(iterations: iterations, compressionLevel: encoder.compressionLevel, entries: entries)
    }

    private static func measure(_ iterations: Int, _ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<iterations { try body() }
        let elapsed = start.duration(to: clock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}

/// Collects the bytes `cairo_surface_write_to_png_stream` produces, reusing one buffer.
private final class CairoPNGSink {
    var bytes: [UInt8] = []

    /// Encodes `surface` with Cairo's writer and returns the size of the PNG.
    func write(_ surface: OpaquePointer) throws -> Int {
        bytes.removeAll(keepingCapacity: true)
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            let sink = Unmanaged<CairoPNGSink>.fromOpaque(closure!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(self).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGEncodingError.unsupportedSurface(reason: "Cairo's PNG writer failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return bytes.count
    }
}

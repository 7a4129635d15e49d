import KeylinePixels

/// What Keyline does with PNG files, run in process on arbitrary bytes: the PNG decoder
/// (`KeylineFuzzPNG`) and the comparison of two PNGs with options (`KeylineFuzzCompare`),
/// for the fuzz targets (Scripts/fuzz) and the regression tests. Every input must end in
/// an image, a verdict or a `PNGDecodingError`; a crash, a hang, runaway memory or two
/// ways of doing one thing that disagree (a `preconditionFailure` here) is a bug.
public enum PixelFuzzPipeline {
    /// The decoder's limits while fuzzing: the standard ones but for the image's size
    /// (1 Mi pixels, 4 MiB decoded), so that libFuzzer's memory limit measures the decoder
    /// and not an honest 64-Mi-pixel image. Memory stays proportional to the image either way.
    public static let limits = PNGDecoder.Limits(maximumSide: 4096, maximumPixels: 1 << 20)

    /// How a PNG input ended.
    public enum PNGOutcome: Sendable, CustomStringConvertible {
        case decoded(PixelSize)
        case refused(PNGDecodingError)

        public var description: String {
            switch self {
            case .decoded(let size): "decoded: \(size)"
            case .refused(let error): "refused: \(error)"
            }
        }
    }

    /// Header → decode; a decoded image is encoded by Keyline's encoder and decoded again,
    /// which must give the same pixels (premultiplied words survive the round trip).
    public static func png(_ bytes: UnsafeRawBufferPointer) -> PNGOutcome {
        let decoder = PNGDecoder(limits: limits)
        let image: PixelImage
        do throws(PNGDecodingError) {
            image = try decoder.decode(bytes)
        } catch {
            if case .success = Result(catching: { () throws(PNGDecodingError) in try decoder.header(of: bytes) }), !error.needsImageData {
                preconditionFailure("the layout passed the header check but decoding refused it for its layout: \(error)")
            }
            return .refused(error)
        }
        // The colour space (cICP, iCCP's profile, sRGB) is read from the same bytes, and a
        // Display P3 image converts to sRGB at the same size (`keyline compare`'s reading).
        guard let tagged = try? decoder.decodeTagged(bytes), tagged.image == image else {
            preconditionFailure("decodeTagged disagreed with decode on the same bytes")
        }
        let converted = image.convertedToSRGB(from: tagged.colorSpace)
        precondition(converted.width == image.width && converted.height == image.height, "conversion to sRGB changed the size")
        guard let again = try? image.encodedPNG() else { preconditionFailure("a decoded image could not be encoded") }
        guard let back = try? decoder.decode(again), back == image else {
            preconditionFailure("a decoded \(image.width)x\(image.height) image changed through Keyline's encoder and decoder")
        }
        return .decoded(PixelSize(width: image.width, height: image.height))
    }

    /// How a comparison input ended.
    public enum CompareOutcome: Sendable, CustomStringConvertible {
        case compared(ImageComparison.Verdict, differing: Int)
        case refused(PNGFileError)

        public var description: String {
            switch self {
            case .compared(let verdict, let differing): "compared: \(verdict.rawValue), \(differing) differing"
            case .refused(let error): "refused: \(error)"
            }
        }
    }

    /// The input: one byte of flags (bit 0 a threshold, 1 anti-aliased pixels counted, 2-3
    /// the allowance: none, pixels, ratio; 4 a diff image; 5-7 how many masks, 0 ... 7),
    /// a threshold byte (÷ 255), an allowance byte, 4 bytes per mask (x, y, width, height),
    /// the expected PNG's length (2 bytes, big-endian), the expected PNG, the actual PNG.
    ///
    /// Compared as `keyline diff` compares files (row by row as inflated unless a diff image
    /// is wanted), and again as whole decoded images: both must agree, figure for figure.
    public static func compare(_ bytes: UnsafeRawBufferPointer) -> CompareOutcome {
        let input = Array(bytes)
        guard input.count >= 5 else { return .refused(PNGFileError(path: "input", error: .truncated(detail: "fewer than 5 bytes"))) }
        let flags = input[0]
        var options = ComparisonOptions.exact
        if flags & 1 != 0 { options.threshold = Double(input[1]) / 255 }
        options.countsAntiAliasedPixels = flags & 2 != 0
        switch flags >> 2 & 3 {
        case 1: options.allowance = .pixels(Int(input[2]))
        case 2: options.allowance = .ratio(Double(input[2]) / 255)
        default: break
        }
        let drawingDiff = flags & 16 != 0
        var at = 3
        for _ in 0..<Int(flags >> 5) where at + 4 <= input.count {
            options.masks.append(PixelRect(x: Int(input[at]), y: Int(input[at + 1]), width: Int(input[at + 2]), height: Int(input[at + 3])))
            at += 4
        }
        guard at + 2 <= input.count else { return .refused(PNGFileError(path: "input", error: .truncated(detail: "no PNG length"))) }
        let length = min(Int(input[at]) << 8 | Int(input[at + 1]), input.count - at - 2)
        let expected = Array(input[(at + 2)..<(at + 2 + length)])
        let actual = Array(input[(at + 2 + length)...])

        let decoder = PNGDecoder(limits: limits)
        let asFiles: ImageComparison
        do throws(PNGFileError) {
            asFiles = try PNGFileComparison.compare(expectedPNG: expected, actualPNG: actual, options: options, drawingDiff: drawingDiff, decoder: decoder)
        } catch {
            return .refused(error)
        }
        guard let a = try? decoder.decode(expected), let b = try? decoder.decode(actual) else {
            preconditionFailure("two files compared, but one of them does not decode")
        }
        let whole = ImageComparison.compare(a, b, options: options, drawingDiff: drawingDiff)
        let figures = { (c: ImageComparison) in
            [c.comparedPixels, c.maskedPixels, c.unequalPixels, c.differingPixels, c.antiAliasedPixels, c.largestChannelDelta,
             c.allowedDifferingPixels, c.differenceBounds?.x ?? -1, c.differenceBounds?.y ?? -1,
             c.differenceBounds?.width ?? -1, c.differenceBounds?.height ?? -1]
        }
        guard asFiles.verdict == whole.verdict, figures(asFiles) == figures(whole), asFiles.diffImage == whole.diffImage else {
            preconditionFailure("the comparison of files and of decoded images disagree: \(asFiles.summary) / \(whole.summary)")
        }
        if options.masks.isEmpty == false, asFiles.verdict != .sizeMismatch {
            // The masked count, against a count pixel by pixel.
            var masked = 0
            for y in 0..<a.height {
                for x in 0..<a.width where options.masks.contains(where: { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }) {
                    masked += 1
                }
            }
            precondition(masked == asFiles.maskedPixels, "masked pixels: \(asFiles.maskedPixels), counted one by one: \(masked)")
        }
        return .compared(asFiles.verdict, differing: asFiles.differingPixels)
    }
}

extension PNGDecodingError {
    /// Whether finding this error takes the image data (inflating, unfiltering), so that a
    /// file whose layout passed may still fail with it.
    var needsImageData: Bool {
        switch self {
        case .imageDataCorrupt, .imageDataTooShort, .imageDataTooLong, .invalidFilter, .paletteIndexOutOfRange, .unreadable: true
        default: false
        }
    }
}

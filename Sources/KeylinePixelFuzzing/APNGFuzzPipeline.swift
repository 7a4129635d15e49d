import KeylinePixels

extension PixelFuzzPipeline {
    /// How an animated PNG input ended.
    public enum APNGOutcome: Sendable, CustomStringConvertible {
        case decoded(frames: Int)
        case refused(APNGDecodingError)

        public var description: String {
            switch self {
            case .decoded(let frames): "decoded: \(frames) frames"
            case .refused(let error): "refused: \(error)"
            }
        }
    }

    /// At most this many frames while fuzzing (a motion golden's limit is 600): the bound
    /// is what is tested, not its size.
    public static let apngFrames = 64

    /// The motion golden decoder (`KeylineFuzzAPNG`): every frame decoded, or an error.
    /// Frames decoded must be the canvas's size; the decoder holds one frame at a time.
    public static func apng(_ bytes: UnsafeRawBufferPointer) -> APNGOutcome {
        do throws(APNGDecodingError) {
            var decoder = try APNGDecoder(Array(bytes), limits: .init(maximumFrames: apngFrames, png: limits))
            var frames = 0
            while let frame = try decoder.nextFrame() {
                guard frame.image.width == decoder.width, frame.image.height == decoder.height else {
                    preconditionFailure("a decoded frame is not the canvas's size")
                }
                frames += 1
            }
            guard frames == decoder.frameCount else { preconditionFailure("acTL's count and the frames decoded disagree") }
            return .decoded(frames: frames)
        } catch {
            return .refused(error)
        }
    }
}

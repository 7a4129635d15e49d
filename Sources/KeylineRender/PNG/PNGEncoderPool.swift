import Foundation

/// Lends `PNGEncoder`s to threads that encode at the same time, so each concurrent
/// encoding gets an encoder of its own and encoders (with their compressor and
/// buffers) are reused from frame to frame.
///
/// The pool creates an encoder when none is idle, so it holds as many as were ever
/// in use at once (at 1170x2532 each keeps about 25 MB of buffers) and frees them
/// when the pool goes away.
public final class PNGEncoderPool: @unchecked Sendable {
    // @unchecked: `idle` is only touched while holding `lock`, and an encoder taken
    // out of it is used by exactly one caller until it is put back.
    private let lock = NSLock()
    private var idle: [PNGEncoder] = []
    public let compressionLevel: Int

    public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel) {
        self.compressionLevel = compressionLevel
    }

    /// Runs `body` with an encoder no other thread is using. The encoder must not be
    /// kept or used after `body` returns.
    public func withEncoder<Result>(_ body: (PNGEncoder) throws -> Result) rethrows -> Result {
        let encoder = lock.withLock { idle.popLast() } ?? PNGEncoder(compressionLevel: compressionLevel)
        defer { lock.withLock { idle.append(encoder) } }
        return try body(encoder)
    }

    /// `PNGEncoder.encode(surface:)` with a pooled encoder; safe to call from any thread.
    public func encode(surface: OpaquePointer) throws -> [UInt8] {
        try withEncoder { try $0.encode(surface: surface) }
    }
}

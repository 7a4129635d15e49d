import Foundation
import KeylineRender
import KeylineSnapshot

/// What the `.keyline(…)` strategy snapshots, stores and compares: a frame's pixels, or why
/// there are none. A reference that cannot be decoded and a scene that cannot be rendered are
/// values too, because swift-snapshot-testing's `fromData` and `snapshot` cannot throw; the
/// diffing turns either into a failure (it fails closed, never passes what it cannot read).
public struct KeylineFrame: Sendable {
    public enum Content: Sendable {
        /// Premultiplied ARGB32 words, as Keyline renders and its PNG decoder produces.
        case pixels(PixelImage)
        /// The reference file is not a sound PNG: what is wrong with it.
        case undecodable(String)
        /// The scene could not be rendered: the error.
        case renderFailed(String)
    }

    public let content: Content
    /// `<scene>/<snapshot>/<variant-key>`, as goldens are named: where a failure's images go.
    /// nil for a reference read from disk.
    public let name: String?

    public init(_ content: Content, name: String? = nil) {
        self.content = content
        self.name = name
    }

    /// A reference as swift-snapshot-testing reads it from disk, decoded by Keyline's
    /// fail-closed decoder (every CRC, the sizes, the zlib stream).
    public init(pngData data: Data) {
        guard !data.isEmpty else {
            self.init(.undecodable("the file is empty (0 bytes); one is written when a missing reference is recorded from a scene that could not render"))
            return
        }
        do {
            self.init(.pixels(try PNGDecoder().decode([UInt8](data))))
        } catch {
            self.init(.undecodable(error.description))
        }
    }

    /// The bytes stored as a reference: Keyline's PNG encoding at the goldens' level
    /// (`GoldenStore.compressionLevel`), the bytes `keyline test` writes as a golden. Empty when there are no pixels to store; `init(pngData:)` refuses that.
    public var pngData: Data {
        guard case .pixels(let image) = content,
              let bytes = try? image.encodedPNG(compressionLevel: GoldenStore.compressionLevel) else { return Data() }
        return Data(bytes)
    }
}

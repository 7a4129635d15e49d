import KeylineCore
import KeylineRender
import Synchronization

/// Renderers for the requests being answered: a `Renderer` (its Pango context, its caches)
/// is used by one thread at a time, as in `ParallelJobs`, so each request takes one out of
/// the pool and puts it back. At most `limit` are kept.
final class RendererPool: Sendable {
    /// A renderer in the pool: only ever in the hands of one request at a time.
    private struct Held: @unchecked Sendable { let renderer: Renderer }

    private let idle = Mutex<[Held]>([])
    let diagnostics: DiagnosticLog
    private let limit = 4

    init(diagnostics: DiagnosticLog) { self.diagnostics = diagnostics }

    func with<T>(_ body: (Renderer) throws -> T) rethrows -> T {
        let held = idle.withLock { $0.popLast() } ?? Held(renderer: Renderer(diagnostics: diagnostics))
        defer { idle.withLock { if $0.count < limit { $0.append(held) } } }
        return try body(held.renderer)
    }
}

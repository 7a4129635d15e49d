import Synchronization

/// The diagnostics of one run, owned by whoever starts the run (the command line, a test)
/// and handed down to the stages that find things to say: the loader, each renderer.
/// Each diagnostic is kept once however often it is reported, so a font stand-in found by
/// every frame on every thread is said once. Safe to report into from several threads;
/// what it hands back is in `Diagnostic.precedes` order, the same whatever the threads did.
public final class DiagnosticLog: Sendable {
    private let state = Mutex(State())

    private struct State {
        var seen: Set<Diagnostic> = []
        /// In the order reported; sorted when handed out.
        var all: [Diagnostic] = []
        /// How many of `all` `takeNew()` has handed out.
        var taken = 0
    }

    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        state.withLock { s in
            if s.seen.insert(diagnostic).inserted { s.all.append(diagnostic) }
        }
    }

    public func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for d in diagnostics { report(d) }
    }

    /// Runs `body`; a thrown error is reported and nil returned, so the caller can go on
    /// with the next sibling and find more errors in one run.
    public func attempt<T>(_ body: () throws(SceneError) -> T) -> T? {
        do { return try body() } catch { report(error); return nil }
    }

    /// Every diagnostic reported so far, each once.
    public var diagnostics: [Diagnostic] {
        state.withLock { $0.all }.sorted(by: Diagnostic.precedes)
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    public var hasErrors: Bool { state.withLock { s in s.all.contains { $0.severity == .error } } }

    /// The diagnostics reported since the last call: for saying them as a run goes (a
    /// scene's warnings before its frames render, font notes at the end).
    public func takeNew() -> [Diagnostic] {
        state.withLock { s in
            defer { s.taken = s.all.count }
            return Array(s.all[s.taken...])
        }.sorted(by: Diagnostic.precedes)
    }
}

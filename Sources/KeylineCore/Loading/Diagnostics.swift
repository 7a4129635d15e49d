/// Collects errors and warnings while a scene loads, so that one run reports every
/// independent mistake instead of the first one only.
final class Diagnostics {
    private(set) var errors: [SceneError] = []
    private(set) var warnings: [SceneError] = []

    func error(_ e: SceneError) { if !errors.contains(e) { errors.append(e) } }
    func warning(_ w: SceneError) { if !warnings.contains(w) { warnings.append(w) } }

    /// Runs `body`; a thrown error is recorded and nil returned, so the caller can go on
    /// with the next sibling.
    func attempt<T>(_ body: () throws(SceneError) -> T) -> T? {
        do { return try body() } catch { self.error(error); return nil }
    }
}

import KeylineCore
import Testing

/// Loads scene text as if it were the file "test.yaml" in the repository's Scenes folder.
func loadScene(_ text: String, file: String = "test.yaml") throws -> SceneDocument {
    try SceneLoader.load(text: text, file: file, directory: scenesDirectory)
}

/// The errors loading `text` produces (fails the test if it loads).
func sceneErrors(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [SceneError] {
    do {
        _ = try loadScene(text)
        Issue.record("expected the scene to be rejected", sourceLocation: sourceLocation)
        return []
    } catch let errors as SceneErrors {
        return errors.errors
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return []
    }
}

let scenesDirectory: String = {
    var url = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    url = "/" + url + "/Scenes"
    return url
}()

/// A minimal valid scene wrapped around one screen body.
func scene(body: String, extra: String = "") -> String {
    (extra.isEmpty ? "" : extra + "\n") + """
    screens:
      main:
        body:
    \(body.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n"))
    """
}

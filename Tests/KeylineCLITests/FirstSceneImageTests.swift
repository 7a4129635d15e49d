import Foundation
import Testing

/// The README shows the first scene's render as two PNGs under docs/images/. They are what
/// the README's command writes, byte for byte (renders are deterministic to the byte), so a
/// change to the scene, the renderer or the fonts that moves a pixel fails here: look at the
/// new render, then copy it over the image.
@Suite struct FirstSceneImageTests {
    @Test func theReadmeImagesAreTheFirstScenesRender() throws {
        let root = KeylineProcess.packageRoot
        let dir = try TemporaryDirectory()
        // The README's command: `keyline render first.yaml --appearance all --scale 2 --out out`.
        let scene = root.appendingPathComponent("Examples/FirstScene/first.yaml").path
        let run = try KeylineProcess.run(["render", scene, "--appearance", "all", "--scale", "2", "--out", "out"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        for appearance in ["light", "dark"] {
            let rendered = try Data(contentsOf: dir.url.appendingPathComponent("out/hello/\(appearance)@2x.png"))
            let shown = try Data(contentsOf: root.appendingPathComponent("docs/images/first-scene-\(appearance)@2x.png"))
            #expect(rendered == shown, "docs/images/first-scene-\(appearance)@2x.png is not what the README's command renders")
        }
        // The README names the files and their size.
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("keyline render first.yaml --appearance all --scale 2 --out out"))
        #expect(readme.contains("`out/hello/light@2x.png`"))
    }

    /// The README's second example, a Settings screen of SwiftUI's views: its images are the
    /// command's output and its YAML is the example file, word for word.
    @Test func theReadmeSettingsImagesAreTheSettingsScenesRender() throws {
        let root = KeylineProcess.packageRoot
        let dir = try TemporaryDirectory()
        let file = root.appendingPathComponent("Examples/FirstScene/settings.yaml")
        let run = try KeylineProcess.run(["render", file.path, "--appearance", "all", "--scale", "2", "--out", "out"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        for appearance in ["light", "dark"] {
            let rendered = try Data(contentsOf: dir.url.appendingPathComponent("out/settings/\(appearance)@2x.png"))
            let shown = try Data(contentsOf: root.appendingPathComponent("docs/images/settings-\(appearance)@2x.png"))
            #expect(rendered == shown, "docs/images/settings-\(appearance)@2x.png is not what the README's command renders")
        }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```yaml\n" + (try String(contentsOf: file, encoding: .utf8)) + "```"))
        #expect(readme.contains("keyline render settings.yaml --appearance all --scale 2 --out out"))
    }
}

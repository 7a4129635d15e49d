import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// Renders the first screen of an inline scene at a scale.
func render(_ yaml: String, scale: Double = 1, appearance: Appearance = .light, renderer: Renderer = Renderer()) throws -> RasterImage {
    let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: scenesDirectory)
    return try ScenePipeline(document: document).render(document.screens[0], Variant(appearance: appearance), scale: scale, renderer: renderer)
}

func screen(_ body: String, extra: String = "") -> String {
    (extra.isEmpty ? "" : extra + "\n") + "screens:\n  main:\n    body:\n"
        + body.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
}

/// Every pixel's bytes, for comparing two renders.
func pixels(_ image: RasterImage) -> [UInt8] { image.withPixels { Array($0) } }

let scenesDirectory: String = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Scenes"

import Foundation
import KeylineCore
import Testing

/// The README's complete example scene must load, so the documentation cannot drift from
/// the format.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleSceneLoads() throws {
        let readme = try String(contentsOfFile: scenesDirectory + "/../README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let document = try loadScene(String(readme[start.upperBound..<end.lowerBound]))
        #expect(document.screens.map(\.id) == ["welcome"])
        #expect(document.components["PrimaryButton"] != nil)
    }
}

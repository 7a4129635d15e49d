import Foundation
import KeylineCore
import Testing

/// Every YAML example in the README and in `docs/` is read by the scene loader, so the
/// documentation cannot drift from the format.
///
/// - A block that begins with `name:` is a complete scene: it must load without an error.
/// - Any other block is a fragment (views, tokens, components, a storyboard…) that may name
///   tokens, components, state or screens declared elsewhere. It is loaded inside a minimal
///   scene (a list of views as a vstack's children, a mapping as top-level sections), and
///   must give no error but the ones that say something is not declared here: a misspelt
///   key, a wrong type, a bad value, broken YAML or a bad animation fails.
@Suite struct DocumentationExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The pages: README.md and every `docs/*.md`.
    static func pages() throws -> [(name: String, text: String)] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try [("README.md", String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))]
            + names.map { ("docs/" + $0, try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The ```yaml blocks of one page, with the line each starts on.
    static func yamlBlocks(of text: String) -> [(line: Int, text: String)] {
        var blocks: [(Int, String)] = []
        var current: [Substring]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line == "```yaml" {
                current = []
                start = index + 2
            } else if current != nil, line.hasPrefix("```") {
                blocks.append((start, current!.joined(separator: "\n")))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Errors a fragment may give: what it names is declared elsewhere on the page.
    static let notDeclaredHere: Set<Diagnostic.Code> = [.unknownToken, .unknownComponent, .unknownName, .expressionUnknownName]

    /// Two lines that show one key's alternatives, not a scene.
    static func isAlternatives(_ block: String) -> Bool {
        let keys = block.split(separator: "\n").map { $0.split(separator: ":").first.map(String.init) ?? "" }
        return keys.count > 1 && Set(keys).count == 1
    }

    /// `block` as a scene the loader can read.
    static func wrapped(_ block: String) -> String {
        if block.hasPrefix("- ") {
            return scene(body: "vstack:\n" + block.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"))
        }
        let hasScreens = block.split(separator: "\n").contains { $0.hasPrefix("screens:") }
        return hasScreens ? block : block + "\n" + scene(body: "text: x")
    }

    @Test func everyExampleSceneLoads() throws {
        var complete = 0, fragments = 0
        for page in try Self.pages() {
            for block in Self.yamlBlocks(of: page.text) {
                let place = "\(page.name):\(block.line)"
                if block.text.hasPrefix("name:") {
                    complete += 1
                    do { _ = try loadScene(block.text, file: "example.yaml") } catch {
                        Issue.record("\(place): the example scene does not load:\n\(error)")
                    }
                    continue
                }
                if Self.isAlternatives(block.text) { continue }
                fragments += 1
                do { _ = try loadScene(Self.wrapped(block.text), file: "example.yaml") } catch let errors as SceneErrors {
                    for error in errors.errors where !Self.notDeclaredHere.contains(error.code) {
                        Issue.record("\(place): \(error)")
                    }
                } catch {
                    Issue.record("\(place): \(error)")
                }
            }
        }
        // The README's first scene and the scene-language page's complete example, at least.
        #expect(complete >= 2)
        #expect(fragments >= 10)
    }

    /// The scene-language page's complete example is the one it describes.
    @Test func theSceneLanguageExampleLoads() throws {
        let page = try #require(try Self.pages().first { $0.name == "docs/scene-language.md" })
        let block = try #require(Self.yamlBlocks(of: page.text).first { $0.text.hasPrefix("name: Hello") })
        let document = try loadScene(block.text)
        #expect(document.screens.map(\.id) == ["welcome"])
        #expect(document.components["PrimaryButton"] != nil)
    }

    /// The README's first scene is `Examples/FirstScene/first.yaml`, word for word.
    @Test func theReadmeFirstSceneIsTheExample() throws {
        let readme = try #require(try Self.pages().first { $0.name == "README.md" })
        let first = try #require(Self.yamlBlocks(of: readme.text).first)
        let example = try String(contentsOf: Self.root.appendingPathComponent("Examples/FirstScene/first.yaml"), encoding: .utf8)
        #expect(first.text + "\n" == example)
        let document = try loadScene(first.text)
        #expect(document.screens.map(\.id) == ["hello"])
    }
}

import Foundation
import Testing

/// Every relative link in the README, CONTRIBUTING, CHANGELOG, Examples/README and `docs/`
/// leads somewhere: the file exists, and a `#fragment` into a Markdown page names one of
/// its headings (as GitHub makes anchors of them). Pages move between topics; links must
/// follow.
@Suite struct DocumentationLinkTests {
    static let root = DocumentationExampleTests.root

    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Examples/README.md"] + docs.sorted()
    }

    /// GitHub's anchor for a heading: lowercased, spaces to hyphens, punctuation but `-`
    /// and `_` dropped.
    static func anchor(_ heading: Substring) -> String {
        String(heading.lowercased().compactMap { c -> Character? in
            if c == " " { return "-" }
            return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
        })
    }

    static func anchors(of text: String) -> Set<String> {
        Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }
            .map { anchor($0.drop { $0 == "#" }.drop { $0 == " " }) })
    }

    /// The text outside fenced code blocks.
    static func prose(_ text: String) -> String {
        text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
    }

    @Test func everyRelativeLinkLeadsSomewhere() throws {
        var checked = 0
        for page in try Self.pages() {
            let url = Self.root.appendingPathComponent(page)
            let text = Self.prose(try String(contentsOf: url, encoding: .utf8))
            let links = text.matches(of: /\]\(([^)\s]+)\)|src="([^"]+)"/).map { String($0.output.1 ?? $0.output.2 ?? "") }
            for link in links where !link.hasPrefix("http") && !link.isEmpty {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(String(parts[0])).standardizedFileURL
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(page): \(link) leads to no file")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md" {
                    let anchors = Self.anchors(of: try String(contentsOf: target, encoding: .utf8))
                    #expect(anchors.contains(String(parts[1])), "\(page): \(link): no heading makes #\(parts[1])")
                }
            }
        }
        #expect(checked > 50)
    }
}

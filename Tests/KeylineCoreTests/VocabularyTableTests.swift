import Foundation
import KeylineCore
import Testing

/// The reference in docs/scene-language.md and the fuzz dictionary are derived from the
/// typed vocabulary; these tests fail when either drifts from it. Regenerate the page with
/// `KEYLINE_WRITE_DOCS=1 swift test --filter VocabularyTableTests`, the dictionary with
/// `Scripts/fuzz dictionary`.
@Suite struct VocabularyTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func committedReferenceTableIsTheGeneratedOne() throws {
        let url = Self.root.appendingPathComponent("docs/scene-language.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let updated = try #require(VocabularyReference.updating(page), "docs/scene-language.md has no vocabulary markers")
        if ProcessInfo.processInfo.environment["KEYLINE_WRITE_DOCS"] == "1", updated != page {
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(updated == page, "docs/scene-language.md is out of date: run KEYLINE_WRITE_DOCS=1 swift test --filter VocabularyTableTests")
    }

    @Test func tableNamesEveryWordOfBothVocabularies() {
        let table = VocabularyReference.markdown
        for word in ModifierWord.allCases { #expect(table.contains("| `\(word.rawValue)` |"), "\(word)") }
        for kind in ViewKindWord.allCases {
            let swiftUI = kind.hasSwiftUICounterpart ? "`\(kind.swiftUIName)`"
                : kind == .pager ? "`TabView` with `tabViewStyle: page`"
                : kind == .progress ? "– (Keyline's bar; `ProgressView` is `progressView`)" : "– (system chrome)"
            #expect(table.contains("| `\(kind.rawValue)` | \(swiftUI) |"), "\(kind)")
        }
        for alias in SwiftUIVocabulary.modifierAliases.keys { #expect(table.contains("`\(alias)`"), "\(alias)") }
    }

    @Test func fuzzDictionaryHoldsEveryWord() throws {
        let dictionary = try String(contentsOf: Self.root.appendingPathComponent("Fuzz/scene.dict"), encoding: .utf8)
        let entries = Set(dictionary.split(separator: "\n").map(String.init))
        let missing = VocabularyReference.words.filter { !entries.contains("\"\($0)\"") }
        #expect(missing.isEmpty, "not in Fuzz/scene.dict (run Scripts/fuzz dictionary): \(missing)")
    }

    @Test func swiftUIWordsNeverShadowKeylinesOwn() {
        // An alias or a "not implemented" word that is also a Keyline word would make one
        // of the two unreachable.
        let keyline = Set(Vocabulary.modifiers + ViewKindWord.allCases.flatMap(\.properties) + Vocabulary.viewKeys)
        for word in SwiftUIVocabulary.modifierWords { #expect(!keyline.contains(word), "\(word)") }
        for word in SwiftUIVocabulary.modifiersNotImplemented { #expect(!keyline.contains(word), "\(word)") }
        for word in SwiftUIVocabulary.modifierWords { #expect(!SwiftUIVocabulary.modifiersNotImplemented.contains(word), "\(word)") }
    }
}

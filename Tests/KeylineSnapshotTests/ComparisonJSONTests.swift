@testable import KeylinePixels
import KeylineLayout
import Testing

/// `keyline diff --json` quotes strings with KeylinePixels' own escaper (so that the diff
/// front needs no layout code); it must escape exactly as every other JSON Keyline prints.
@Suite struct ComparisonJSONTests {
    @Test("paths are quoted as LayoutJSON quotes them")
    func sameEscapingAsLayoutJSON() {
        let strings = ["plain.png", "a \"quoted\" name", "back\\slash", "new\nline", "tab\there", "bell\u{07}",
                       "\u{1F}unit", "ü and 🎨", ""]
        for s in strings {
            #expect(ImageComparisonJSON.string(s) == LayoutJSON.string(s), "\(s.debugDescription)")
        }
        #expect(ImageComparisonJSON.string("a\u{01}b") == "\"a\\u0001b\"")
    }
}

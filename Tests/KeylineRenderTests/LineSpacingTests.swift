import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// SwiftUI's `lineSpacing(_:)` and `truncationMode(_:)` as Pango lays them out.
@Suite struct LineSpacingTests {
    let renderer = Renderer()

    func text(_ content: String, lineSpacing: Double = 0, lineLimit: Int? = nil, truncation: TruncationMode = .tail) -> TextSpec {
        TextSpec(content: content, font: FontSpec(family: "Inter", size: 16, lineHeight: 24), color: .color(.black),
                 lineLimit: lineLimit, lineSpacing: lineSpacing, truncation: truncation)
    }

    /// "The distance in points between the bottom of one line fragment and the top of the
    /// next" (NSParagraphStyle.lineSpacing, which SwiftUI's modifier sets): three lines of
    /// 24 pt with 6 pt between them are 3 × 24 + 2 × 6 = 84 pt; one line stays 24 pt.
    @Test func lineSpacingIsAddedBetweenLinesOnly() {
        let three = renderer.measure(text("one\ntwo\nthree", lineSpacing: 6), width: nil)
        #expect(three.lineCount == 3)
        #expect(three.size.height == 84)
        #expect(renderer.measure(text("one", lineSpacing: 6), width: nil).size.height == 24)
        #expect(renderer.measure(text("one\ntwo\nthree"), width: nil).size.height == 72)
    }

    @Test func everyTruncationModeCutsToTheLineLimit() {
        let long = "The quick brown fox jumps over the lazy dog and keeps running far away"
        for mode in TruncationMode.allCases {
            let m = renderer.measure(text(long, lineLimit: 1, truncation: mode), width: 120)
            #expect(m.lineCount == 1, "\(mode)")
            #expect(m.isTruncated, "\(mode)")
            #expect(m.size.width <= 120, "\(mode)")
        }
    }
}

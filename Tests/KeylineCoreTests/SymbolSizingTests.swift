import Foundation
import KeylineCore
import Testing

/// A symbol is sized by its font as SF Symbols are (docs/symbols.md, "Sizing"); every
/// expected number here comes from the source cited in `SymbolMetrics`, not from Keyline.
@Suite struct SymbolSizingTests {
    private func image(_ yaml: String, dynamicTypeSize: DynamicTypeSize = .large) throws -> ImageSpec {
        let document = try SceneLoader.load(text: scene(body: yaml), file: "elsewhere.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(dynamicTypeSize: dynamicTypeSize)).instantiate(document.screens[0])
        guard case .image(let spec) = root.kind else { throw SceneError(.typeMismatch, "not an image", at: root.location) }
        return spec
    }

    /// Issue 14's measurement on an iOS screenshot: `chevron.right` at
    /// `.font(.system(size: 20))` shows about 10 × 17 pt of ink, not a 24-pt square.
    @Test func chevronRightAtTwentyPointsIsTenBySeventeen() throws {
        let size = try #require(try image("image: { systemName: chevron.right }\nfont: { size: 20 }").symbolSize)
        #expect(abs(size.height - 17) < 0.5, "\(size)")
        #expect(abs(size.width - 10) < 0.75, "\(size)")
    }

    /// SwiftUI's default font is body, 17 pt at Large: a symbol with no font is sized so.
    @Test func aSymbolWithoutAFontFollowsBody() throws {
        let plain = try #require(try image("image: { systemName: chevron.right }").symbolSize)
        let body = try #require(try image("image: { systemName: chevron.right }\nfont: body").symbolSize)
        #expect(plain == body)
        #expect(abs(plain.height - 17 * 17.0 / 20) < 0.5)   // the 20-pt measurement, at 17 pt
    }

    /// Apple's documentation of the symbol scales: small is about 20 % smaller than medium,
    /// large about 30 % larger, at the same point size.
    @Test func imageScaleMakesASymbolSmallerOrLarger() throws {
        let medium = try #require(try image("image: { systemName: star.fill }\nfont: { size: 20 }").symbolSize)
        let small = try #require(try image("image: { systemName: star.fill }\nfont: { size: 20 }\nimageScale: small").symbolSize)
        let large = try #require(try image("image: { systemName: star.fill }\nfont: { size: 20 }\nimageScale: large").symbolSize)
        #expect(abs(small.height / medium.height - 0.8) < 0.01)
        #expect(abs(large.height / medium.height - 1.3) < 0.01)
        #expect(abs(small.width / medium.width - 0.8) < 0.01)
    }

    /// A text style follows Dynamic Type, as text in that style does: title at
    /// accessibility 1 is 38 pt, not 28 (Apple's HIG, "iOS, iPadOS Dynamic Type sizes").
    @Test func aTextStyleFontFollowsDynamicType() throws {
        let large = try image("image: { systemName: plus }\nfont: title")
        let bigger = try image("image: { systemName: plus }\nfont: title", dynamicTypeSize: .accessibility1)
        #expect(large.symbol?.pointSize == 28)
        #expect(bigger.symbol?.pointSize == 38)
        let fixed = try image("image: { systemName: plus }\nfont: { size: 20 }", dynamicTypeSize: .accessibility1)
        #expect(fixed.symbol?.pointSize == 20)   // .system(size:) does not scale
    }

    /// SwiftUI's names: `fontWeight` is the weight; a heavier weight thickens the strokes,
    /// so the ink, and the frame, grow on every side by half the change in stroke width.
    @Test func weightChangesTheStrokeAndTheFrame() throws {
        let regular = try image("image: { systemName: xmark }\nfont: { size: 20 }")
        let bold = try image("image: { systemName: xmark }\nfont: { size: 20 }\nfontWeight: bold")
        let fromFont = try image("image: { systemName: xmark }\nfont: { size: 20, weight: bold }")
        #expect(bold.symbol?.weight == .bold)
        #expect(fromFont.symbol == bold.symbol)
        let grown = (SymbolMetrics.strokeFactor(for: .bold) - 1) * 2 * SymbolMetrics.pointsPerUnit(bold.symbol!)
        #expect(abs(bold.symbolSize!.width - regular.symbolSize!.width - grown) < 1e-9)
        #expect(grown > 0.5)
        // The drawing's strokes: Inter's Bold stem is 426 units to Regular's 236.
        let svg = try #require(SystemSymbols.svg(named: "xmark", weight: .bold))
        let width = try #require(svg.firstMatch(of: /stroke-width="([0-9.]+)"/).flatMap { Double($0.output.1) })
        #expect(abs(width - 2.2 * 426 / 236) < 0.001)
        #expect(SystemSymbols.svg(named: "xmark", weight: .regular) == SystemSymbols.svg(named: "xmark"))
    }

    /// A stand-in glyph is a filled outline: heavier strokes it, lighter masks a band inside it.
    @Test func aStandInIsReweightedByItsOutline() throws {
        let heavy = try #require(SystemSymbols.svg(named: "gear", weight: .heavy))
        #expect(heavy.contains("stroke=\"#000000\""))
        let light = try #require(SystemSymbols.svg(named: "gear", weight: .light))
        #expect(light.contains("mask=\"url(#keyline-weight)\""))
        #expect(SystemSymbols.source(of: "gear") == .materialDesign(glyph: "settings"))
    }

    /// Symbols are centred on the cap height of the text beside them (WWDC 2019): the
    /// frame's middle is half of SF Pro's cap height (1443/2048 em) above the baseline.
    @Test func theBaselineIsHalfACapHeightBelowTheMiddle() {
        let style = SymbolStyle(pointSize: 20)
        #expect(abs(SymbolMetrics.baseline(inHeight: 17, style: style) - (8.5 + 20 * 1443 / 2048 / 2)) < 1e-9)
    }

    /// The first error loading or building the scene reports.
    private func firstError(_ yaml: String) -> Diagnostic? {
        do {
            _ = try image(yaml)
        } catch let errors as SceneErrors {
            return errors.errors.first
        } catch let error as Diagnostic {
            return error
        } catch {}
        return nil
    }

    @Test func aFontOnAFileImageIsAnError() throws {
        let error = try #require(firstError("image: photo.png\nfont: title"))
        #expect(error.message == "'font' sizes a symbol, and this image is a file")
        #expect(error.location?.line == 5)
    }

    @Test func anUnknownImageScaleSuggestsTheNearest() throws {
        let error = try #require(firstError("image: { systemName: plus }\nimageScale: lage"))
        #expect(error.hint == "did you mean 'large'?")
    }
}

import KeylineSnapshot
import Testing

/// Grouping failures by cause: the signature of a difference, worked by hand on small
/// images (premultiplied ARGB words, as Cairo's).
@Suite struct DifferenceSignatureTests {
    static let white = opaque(0xFFFFFF), teal = opaque(0x0D7377), newTeal = opaque(0x0E7C80), coral = opaque(0xFF6F61)

    /// `width × height` of `background` with `rects` (x, y, w, h, colour) painted in order.
    static func image(_ width: Int, _ height: Int, _ background: UInt32, _ rects: [(Int, Int, Int, Int, UInt32)]) -> PixelImage {
        var pixels = [UInt32](repeating: background, count: width * height)
        for (x, y, w, h, colour) in rects {
            for row in y..<(y + h) { for column in x..<(x + w) { pixels[row * width + column] = colour } }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    static func signature(_ expected: PixelImage, _ actual: PixelImage) throws -> DifferenceSignature {
        try #require(DifferenceSignature.of(expected: expected, actual: actual))
    }

    @Test func theSameTokenChangeInTwoLayoutsIsOneGroup() throws {
        // Two screens that use the token in different places and sizes, plus a blended edge
        // (anti-aliasing) that differs between them: the pair that dominates is the same.
        let blendOld = opaque(0x86B9BB), blendNew = opaque(0x86BDBF)
        let a = try Self.signature(Self.image(40, 40, Self.white, [(5, 5, 20, 10, Self.teal), (5, 15, 20, 1, blendOld)]),
                                   Self.image(40, 40, Self.white, [(5, 5, 20, 10, Self.newTeal), (5, 15, 20, 1, blendNew)]))
        let b = try Self.signature(Self.image(60, 30, Self.white, [(30, 2, 25, 25, Self.teal), (29, 2, 1, 25, opaque(0x3C8F92))]),
                                   Self.image(60, 30, Self.white, [(30, 2, 25, 25, Self.newTeal), (29, 2, 1, 25, opaque(0x3C9498))]))
        #expect(a.kind == .colours([.init(expected: 0x0D73_77FF, actual: 0x0E7C_80FF)]))
        #expect(a == b)
        #expect(a.id == b.id)
        #expect(a.id.count == 8 && a.id.allSatisfy(\.isHexDigit))
        #expect(a.description == "colour #0D7377 → #0E7C80")
    }

    @Test func aDifferentColourChangeIsAnotherGroup() throws {
        let token = try Self.signature(Self.image(20, 20, Self.white, [(2, 2, 10, 10, Self.teal)]),
                                       Self.image(20, 20, Self.white, [(2, 2, 10, 10, Self.newTeal)]))
        let other = try Self.signature(Self.image(20, 20, Self.white, [(2, 2, 10, 10, Self.teal)]),
                                       Self.image(20, 20, Self.white, [(2, 2, 10, 10, Self.coral)]))
        #expect(token.id != other.id)
    }

    @Test func aMoveByTheSameOffsetGroupsAndAnotherOffsetDoesNot() throws {
        // A coral box 8 px down in two images of different sizes and positions.
        let down8 = try Self.signature(Self.image(50, 80, Self.white, [(10, 10, 20, 20, Self.coral)]),
                                       Self.image(50, 80, Self.white, [(10, 18, 20, 20, Self.coral)]))
        let down8Elsewhere = try Self.signature(Self.image(70, 90, Self.white, [(30, 40, 12, 30, Self.coral)]),
                                                Self.image(70, 90, Self.white, [(30, 48, 12, 30, Self.coral)]))
        let down6 = try Self.signature(Self.image(50, 80, Self.white, [(10, 10, 20, 20, Self.coral)]),
                                       Self.image(50, 80, Self.white, [(10, 16, 20, 20, Self.coral)]))
        let right8 = try Self.signature(Self.image(50, 80, Self.white, [(10, 10, 20, 20, Self.coral)]),
                                        Self.image(50, 80, Self.white, [(18, 10, 20, 20, Self.coral)]))
        guard case let .moved(dx, dy, _) = down8.kind else { Issue.record("not a move: \(down8)"); return }
        #expect((dx, dy) == (0, 8))
        #expect(down8.id == down8Elsewhere.id)
        #expect(down8.id != down6.id)
        #expect(down8.id != right8.id)
        #expect(down8.description.hasPrefix("moved by (0, +8) px"))
    }

    @Test func aRecolourIsNotTakenForAMove() throws {
        // Stripes: a recolour of every other row could match a shifted copy of the image if
        // the move search ignored colours; it must not.
        let rows = (0..<10).map { (0, $0 * 4, 30, 2, Self.teal) }
        let recoloured = (0..<10).map { (0, $0 * 4, 30, 2, Self.newTeal) }
        let signature = try Self.signature(Self.image(30, 40, Self.white, rows), Self.image(30, 40, Self.white, recoloured))
        #expect(signature.kind == .colours([.init(expected: 0x0D73_77FF, actual: 0x0E7C_80FF)]))
    }

    @Test func maskedPixelsDoNotCount() throws {
        let expected = Self.image(20, 20, Self.white, [(0, 0, 20, 5, Self.teal), (0, 10, 20, 5, Self.teal)])
        let actual = Self.image(20, 20, Self.white, [(0, 0, 20, 5, Self.coral), (0, 10, 20, 5, Self.newTeal)])
        let masked = try #require(DifferenceSignature.of(expected: expected, actual: actual, masks: [PixelRect(x: 0, y: 0, width: 20, height: 5)]))
        #expect(masked.kind == .colours([.init(expected: 0x0D73_77FF, actual: 0x0E7C_80FF)]))
        #expect(DifferenceSignature.of(expected: expected, actual: expected) == nil)
    }

    @Test func translucentColoursAreNamedStraight() throws {
        // 50 % black, premultiplied 0x80000000 → straight #00000080.
        let signature = try Self.signature(PixelImage(width: 2, height: 2, filledWith: 0x8000_0000),
                                           PixelImage(width: 2, height: 2, filledWith: 0x8080_0000))
        #expect(signature.description == "colour #00000080 → #FF000080")
    }
}

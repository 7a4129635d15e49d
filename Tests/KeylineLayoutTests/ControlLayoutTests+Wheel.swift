import Foundation
import KeylineCore
import KeylineLayout
import Testing

/// `pickerStyle: wheel` and `inline` laid out with the fixed measurer on the iPhone 14
/// (390 pt wide). The 216-pt height is UIKit's (`WheelPickerMetrics`); the drum's rows are
/// placed by the cylinder the metrics describe, worked out here by hand: a 108-pt radius,
/// each row 32/108 rad further round.
@Suite struct WheelPickerLayoutTests: ControlLayoutSupport {
    static let sizes = "options: [XS, S, M, L, XL, XXL, 3XL]"

    @Test func aWheelIsUIPickerViews216PointsAcrossItsWidth() throws {
        let t = try tree("""
        vstack:
          - picker: Size
            \(Self.sizes)
            selection: L
            pickerStyle: wheel
            id: size
          - spacer
        """)
        let control = try #require(t.frame(of: "size"))
        #expect(control.height == 216 && control.width == 390)
        // The band: 32 pt tall, 8 pt in from each side, in the middle of the drum.
        let band = try #require(part("selection", of: "size", in: t)).contentFrame
        #expect(band.height == 32 && band.width == 390 - 16 && band.minX == control.minX + 8)
        #expect(abs(band.midY - control.midY) < 0.001)
        // The selected option sits in the band, unturned.
        let selected = try #require(part("option3", of: "size", in: t))
        #expect(abs(selected.frame.midY - control.midY) < 0.001 && selected.frame.height == 32)
        // Seven options with L in the middle: three above and three below, all facing us.
        for i in 0..<7 { #expect(part("option\(i)", of: "size", in: t) != nil) }
    }

    /// The drum turns each row by 32/108 rad: the first neighbour is drawn 108·sin(0.296)
    /// = 31.53 pt away at cos(0.296) = 0.956 of its height, the third 83.85 pt away at 0.630.
    @Test func theRowsCurveAwayOnTheDrum() throws {
        let root = try instantiated("""
        picker: Size
        \(Self.sizes)
        selection: XS
        pickerStyle: wheel
        id: size
        """)
        func transform(_ i: Int) -> (offset: Double, scale: Double, opacity: Double)? {
            var found: (Double, Double, Double)?
            root.forEachNode { node in
                guard node.identity.hasSuffix("/option\(i)") else { return }
                var offset = 0.0, scale = 1.0, opacity = 1.0
                for m in node.modifiers {
                    switch m {
                    case .offset(_, let y): offset += y
                    case .scale(_, let y, _): scale *= y
                    case .opacity(let o): opacity *= o
                    default: break
                    }
                }
                found = (offset, scale, opacity)
            }
            return found
        }
        let first = try #require(transform(1)), third = try #require(transform(3))
        #expect(abs(first.offset - 31.534) < 0.001 && abs(first.scale - 0.956) < 0.001)
        #expect(abs(third.offset - 83.848) < 0.001 && abs(third.scale - 0.630) < 0.001)
        #expect(third.opacity < first.opacity && first.opacity < 1)
        // XS selected: nothing above it; 5 rows below (5 × 17° = 85°), the sixth faces away.
        #expect(transform(0)?.offset == 0)
        #expect(transform(5) != nil && transform(6) == nil)
    }

    /// SwiftUI draws an inline picker outside a list as the wheel on iOS.
    @Test func anInlinePickerOutsideAListIsTheWheel() throws {
        let t = try tree("""
        picker: Size
        \(Self.sizes)
        pickerStyle: inline
        id: size
        """)
        #expect(t.frame(of: "size")?.height == 216)
        #expect(part("selection", of: "size", in: t) != nil)
    }

    /// In a form an inline picker is its title's row and a row per option, each a list row
    /// (44 pt at least: 11 + the 22-pt line + 11), the checkmark only on the selected one.
    @Test func anInlinePickerInAFormListsItsOptionsAsRows() throws {
        let t = try tree("""
        form:
          - section:
              - picker: Flavor
                options: [Chocolate, Vanilla, Mint]
                selection: Vanilla
                pickerStyle: inline
                id: flavor
        """)
        let control = try #require(t.frame(of: "flavor"))
        let picker = try #require(t.node(id: "flavor"))
        let rows = try ["title", "option0", "option1", "option2"].map { try #require(part($0, of: "flavor", in: t)).frame }
        for (i, row) in rows.enumerated() {
            #expect(row.height == 44)
            if i > 0 { #expect(abs(row.minY - rows[i - 1].maxY) < 0.001) }
        }
        // The picker's own row has no insets of its own: its rows fill it.
        #expect(abs(control.height - 4 * 44) < 0.001)
        let checkmark = try #require(part("checkmark", of: "flavor", in: t))
        #expect(checkmark.frame.minY >= rows[2].minY && checkmark.frame.maxY <= rows[2].maxY)
        #expect(t.nodes.filter { $0.identity.hasPrefix(picker.identity) && $0.identity.hasSuffix("/checkmark") }.count == 1)
        // The option's text starts at the row's 20-pt margin (a list's, on every iPhone).
        let text = try #require(part("option1Text", of: "flavor", in: t)).frame
        #expect(abs(text.minX - (rows[2].minX + 20)) < 0.001)
    }

    private func instantiated(_ body: String) throws -> ViewNode {
        let document = try SceneLoader.load(text: screen(body), file: "test.yaml", directory: "/nonexistent")
        return try Instantiator(document: document, variant: Variant(device: .iphone14)).instantiate(document.screens[0])
    }
}

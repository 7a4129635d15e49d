import KeylineCore

/// The animatable values of one view (its own, not its children's), each a vector of
/// numbers under a stable name: `opacity#0` (its first opacity modifier), `frame#0`,
/// `fill`, `text.color`, `pager.position`, … Animating a view is interpolating these
/// vectors and writing them back.
///
/// Colours become linear-light sRGB components plus alpha, because SwiftUI animates
/// `Color.Resolved`, whose values "are stored in the Linear sRGB color space" (Apple's
/// documentation of Color.Resolved): a fade from red to green passes through a brighter
/// yellow than it would in gamma-encoded sRGB, as on iOS.
public typealias AnimatableValues = [String: [Double]]

extension ViewNode {
    public var animatableValues: AnimatableValues {
        var values = AnimatableValues()
        switch kind {
        case .stack(let s, _): if let spacing = s.spacing { values["spacing"] = [spacing] }
        case .scroll(let s, _): values["scroll.offset"] = [s.contentOffset]
        case .pager(let p, _): values["pager.position"] = [p.position]; values["pager.drag"] = [p.drag]
        case .text(let t):
            values["text.color"] = t.color.vector
            if let r = t.revealedCharacters { values["text.reveal"] = [r] }
        case .shape(let s):
            if let fill = s.fill { values["fill"] = fill.vector }
            if let stroke = s.stroke {
                values["stroke.color"] = stroke.paint.vector
                values["stroke.line"] = [stroke.width, stroke.dashPhase]
            }
            values["trim"] = [s.trimFrom, s.trimTo]
            if case .roundedRectangle(let r, _) = s.shape { values["cornerRadius"] = [r] }
        case .divider(let d): values["divider.color"] = d.color.linearVector
        case .progress(let p):
            values["progress.value"] = [p.value]
            values["progress.tint"] = p.tint.vector
            values["progress.track"] = p.track.vector
        case .image, .spacer, .zstack, .viewThatFits, .empty: break
        }
        for (key, modifier) in keyedModifiers {
            switch modifier {
            case .padding(let e): values[key] = [e.top, e.leading, e.bottom, e.trailing]
            case .frame(let f): values[key] = [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight].map { $0 ?? .nan }
            case .offset(let x, let y): values[key] = [x, y]
            case .opacity(let o): values[key] = [o]
            case .scale(let x, let y, _): values[key] = [x, y]
            case .rotation(let d, _): values[key] = [d]
            case .shadow(let s): values[key] = s.color.linearVector + [s.radius, s.x, s.y]
            case .clip(.roundedRectangle(let r, _)): values[key] = [r]
            case .parallax(let f): values[key] = [f]
            default: break
            }
        }
        return values
    }

    /// A copy with the given values written back; names it does not have are ignored.
    public func replacing(_ values: AnimatableValues) -> ViewNode {
        guard !values.isEmpty else { return self }
        var node = self
        switch node.kind {
        case .stack(var s, let c): if let v = values["spacing"] { s.spacing = v[0] }; node.kind = .stack(s, c)
        case .scroll(var s, let c): if let v = values["scroll.offset"] { s.contentOffset = v[0] }; node.kind = .scroll(s, c)
        case .pager(var p, let c):
            if let v = values["pager.position"] { p.position = v[0] }
            if let v = values["pager.drag"] { p.drag = v[0] }
            node.kind = .pager(p, c)
        case .text(var t):
            if let v = values["text.color"] { t.color = t.color.replacing(v) }
            if let v = values["text.reveal"] { t.revealedCharacters = max(0, v[0]) }
            node.kind = .text(t)
        case .shape(var s):
            if let v = values["fill"], let fill = s.fill { s.fill = fill.replacing(v) }
            if var stroke = s.stroke {
                if let v = values["stroke.color"] { stroke.paint = stroke.paint.replacing(v) }
                if let v = values["stroke.line"] { stroke.width = max(0, v[0]); stroke.dashPhase = v[1] }
                s.stroke = stroke
            }
            if let v = values["trim"] { s.trimFrom = v[0].clamped(0, 1); s.trimTo = v[1].clamped(0, 1) }
            if let v = values["cornerRadius"], case .roundedRectangle(_, let style) = s.shape {
                s.shape = .roundedRectangle(cornerRadius: max(0, v[0]), style: style)
            }
            node.kind = .shape(s)
        case .divider(var d): if let v = values["divider.color"] { d.color = Color(linearVector: v) }; node.kind = .divider(d)
        case .progress(var p):
            if let v = values["progress.value"] { p.value = v[0].clamped(0, 1) }
            if let v = values["progress.tint"] { p.tint = p.tint.replacing(v) }
            if let v = values["progress.track"] { p.track = p.track.replacing(v) }
            node.kind = .progress(p)
        case .image, .spacer, .zstack, .viewThatFits, .empty: break
        }
        for (index, (key, modifier)) in keyedModifiers.enumerated() {
            guard let v = values[key] else { continue }
            switch modifier {
            case .padding: node.modifiers[index] = .padding(EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]))
            case .frame(let f):
                func d(_ i: Int) -> Double? { v[i].isNaN ? nil : max(0, v[i]) }
                node.modifiers[index] = .frame(FrameSpec(minWidth: d(0), idealWidth: d(1), maxWidth: d(2),
                                                         minHeight: d(3), idealHeight: d(4), maxHeight: d(5), alignment: f.alignment))
            case .offset: node.modifiers[index] = .offset(x: v[0], y: v[1])
            case .opacity: node.modifiers[index] = .opacity(v[0].clamped(0, 1))
            case .scale(_, _, let anchor): node.modifiers[index] = .scale(x: v[0], y: v[1], anchor: anchor)
            case .rotation(_, let anchor): node.modifiers[index] = .rotation(degrees: v[0], anchor: anchor)
            case .shadow: node.modifiers[index] = .shadow(ShadowSpec(color: Color(linearVector: Array(v[0..<4])), radius: max(0, v[4]), x: v[5], y: v[6]))
            case .clip(.roundedRectangle(_, let style)): node.modifiers[index] = .clip(.roundedRectangle(cornerRadius: max(0, v[0]), style: style))
            case .parallax: node.modifiers[index] = .parallax(v[0])
            default: break
            }
        }
        return node
    }

    /// Modifiers named by kind and occurrence ("opacity#0", "opacity#1"), so that a name
    /// keeps meaning the same modifier when another one comes or goes.
    var keyedModifiers: [(String, ViewModifier)] {
        var counts: [String: Int] = [:]
        return modifiers.map { m in
            let n = counts[m.name, default: 0]
            counts[m.name] = n + 1
            return ("\(m.name)#\(n)", m)
        }
    }
}

extension Color {
    /// sRGB's transfer function (IEC 61966-2-1), component by component.
    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : Double.pow((c + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ c: Double) -> Double {
        let c = c.clamped(0, 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * Double.pow(c, 1 / 2.4) - 0.055
    }

    var linearVector: [Double] { [Self.linear(red), Self.linear(green), Self.linear(blue), alpha] }

    init(linearVector v: [Double]) {
        self.init(red: Self.encoded(v[0]), green: Self.encoded(v[1]), blue: Self.encoded(v[2]), alpha: v[3].clamped(0, 1))
    }
}

extension Paint {
    /// Colour stops and geometry as one vector; two paints interpolate when their vectors
    /// have the same length (same kind and number of stops).
    var vector: [Double] {
        switch self {
        case .color(let c): return c.linearVector
        case .linearGradient(let g, let s, let e): return g.vector + [s.x, s.y, e.x, e.y]
        case .radialGradient(let g, let c, let r0, let r1): return g.vector + [c.x, c.y, r0, r1]
        }
    }

    func replacing(_ v: [Double]) -> Paint {
        guard v.count == vector.count else { return self }
        switch self {
        case .color: return .color(Color(linearVector: v))
        case .linearGradient(let g, _, _):
            let n = g.stops.count * 5
            return .linearGradient(Gradient(vector: Array(v[..<n])), start: UnitPoint(x: v[n], y: v[n + 1]), end: UnitPoint(x: v[n + 2], y: v[n + 3]))
        case .radialGradient(let g, _, _, _):
            let n = g.stops.count * 5
            return .radialGradient(Gradient(vector: Array(v[..<n])), center: UnitPoint(x: v[n], y: v[n + 1]), startRadius: v[n + 2], endRadius: v[n + 3])
        }
    }
}

extension Gradient {
    var vector: [Double] { stops.flatMap { $0.color.linearVector + [$0.location] } }
    init(vector v: [Double]) {
        self.init(stops: stride(from: 0, to: v.count, by: 5).map {
            Stop(color: Color(linearVector: Array(v[$0..<($0 + 4)])), location: v[$0 + 4].clamped(0, 1))
        })
    }
}

extension Double {
    func clamped(_ lower: Double, _ upper: Double) -> Double { Swift.min(Swift.max(self, lower), upper) }
    static func pow(_ x: Double, _ y: Double) -> Double { Foundation.pow(x, y) }
}

import Foundation

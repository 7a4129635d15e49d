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

/// The animatable values a view's kind owns, one case each, with its key, whether
/// animating it moves something (reduced motion), and its read and write.
enum AnimatableProperty: String, CaseIterable, Sendable {
    case spacing
    case scrollOffset = "scroll.offset"
    case pagerPosition = "pager.position", pagerDrag = "pager.drag"
    case textColor = "text.color", textReveal = "text.reveal"
    case fill, strokeColor = "stroke.color", strokeLine = "stroke.line", trim, cornerRadius
    case dividerColor = "divider.color"
    case progressValue = "progress.value", progressTint = "progress.tint", progressTrack = "progress.track"

    /// Moves, resizes or reveals (happens at once under reduced motion); colours fade.
    var isMovement: Bool {
        switch self {
        case .spacing, .scrollOffset, .pagerPosition, .pagerDrag, .textReveal, .strokeLine, .trim, .cornerRadius, .progressValue: true
        case .textColor, .fill, .strokeColor, .dividerColor, .progressTint, .progressTrack: false
        }
    }

    /// The value in `kind`, or nil where the kind has none.
    func read(_ kind: ViewKind) -> [Double]? {
        switch (self, kind) {
        case (.spacing, .stack(let s, _)): s.spacing.map { [$0] }
        case (.scrollOffset, .scroll(let s, _)): [s.contentOffset]
        case (.pagerPosition, .pager(let p, _)): [p.position]
        case (.pagerDrag, .pager(let p, _)): [p.drag]
        case (.textColor, .text(let t)): t.color.vector
        case (.textReveal, .text(let t)): t.revealedCharacters.map { [$0] }
        case (.fill, .shape(let s)): s.fill?.vector
        case (.strokeColor, .shape(let s)): s.stroke?.paint.vector
        case (.strokeLine, .shape(let s)): s.stroke.map { [$0.width, $0.dashPhase] }
        case (.trim, .shape(let s)): [s.trimFrom, s.trimTo]
        case (.cornerRadius, .shape(let s)):
            if case .roundedRectangle(let r, _) = s.shape { [r] } else { nil }
        case (.dividerColor, .divider(let d)): d.color.linearVector
        case (.progressValue, .progress(let p)): [p.value]
        case (.progressTint, .progress(let p)): p.tint.vector
        case (.progressTrack, .progress(let p)): p.track.vector
        default: nil
        }
    }

    /// `kind` with this value written back; a kind without it is returned unchanged.
    func write(_ v: [Double], into kind: ViewKind) -> ViewKind {
        switch (self, kind) {
        case (.spacing, .stack(var s, let c)): s.spacing = v[0]; return .stack(s, c)
        case (.scrollOffset, .scroll(var s, let c)): s.contentOffset = v[0]; return .scroll(s, c)
        case (.pagerPosition, .pager(var p, let c)): p.position = v[0]; return .pager(p, c)
        case (.pagerDrag, .pager(var p, let c)): p.drag = v[0]; return .pager(p, c)
        case (.textColor, .text(var t)): t.color = t.color.replacing(v); return .text(t)
        case (.textReveal, .text(var t)): t.revealedCharacters = max(0, v[0]); return .text(t)
        case (.fill, .shape(var s)):
            if let fill = s.fill { s.fill = fill.replacing(v) }
            return .shape(s)
        case (.strokeColor, .shape(var s)):
            if var stroke = s.stroke { stroke.paint = stroke.paint.replacing(v); s.stroke = stroke }
            return .shape(s)
        case (.strokeLine, .shape(var s)):
            if var stroke = s.stroke { stroke.width = max(0, v[0]); stroke.dashPhase = v[1]; s.stroke = stroke }
            return .shape(s)
        case (.trim, .shape(var s)): s.trimFrom = v[0].clamped(0, 1); s.trimTo = v[1].clamped(0, 1); return .shape(s)
        case (.cornerRadius, .shape(var s)):
            if case .roundedRectangle(_, let style) = s.shape { s.shape = .roundedRectangle(cornerRadius: max(0, v[0]), style: style) }
            return .shape(s)
        case (.dividerColor, .divider(var d)): d.color = Color(linearVector: v); return .divider(d)
        case (.progressValue, .progress(var p)): p.value = v[0].clamped(0, 1); return .progress(p)
        case (.progressTint, .progress(var p)): p.tint = p.tint.replacing(v); return .progress(p)
        case (.progressTrack, .progress(var p)): p.track = p.track.replacing(v); return .progress(p)
        default: return kind
        }
    }

    /// The values of a modifier (keyed `name#n` by `keyedModifiers`), or nil if it has none.
    static func read(_ modifier: ViewModifier) -> [Double]? {
        switch modifier {
        case .padding(let e): [e.top, e.leading, e.bottom, e.trailing]
        case .frame(let f): [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight].map { $0 ?? .nan }
        case .position(let x, let y): [x, y]
        case .offset(let x, let y): [x, y]
        case .opacity(let o): [o]
        case .scale(let x, let y, _): [x, y]
        case .rotation(let d, _): [d]
        case .shadow(let s): s.color.linearVector + [s.radius, s.x, s.y]
        case .clip(.roundedRectangle(let r, _)): [r]
        case .parallax(let f): [f]
        default: nil
        }
    }

    /// `modifier` with values `v` written back.
    static func write(_ v: [Double], into modifier: ViewModifier) -> ViewModifier {
        switch modifier {
        case .padding: return .padding(EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]))
        case .frame(let f):
            func d(_ i: Int) -> Double? { v[i].isNaN ? nil : max(0, v[i]) }
            return .frame(FrameSpec(minWidth: d(0), idealWidth: d(1), maxWidth: d(2),
                                    minHeight: d(3), idealHeight: d(4), maxHeight: d(5), alignment: f.alignment))
        case .position: return .position(x: v[0], y: v[1])
        case .offset: return .offset(x: v[0], y: v[1])
        case .opacity: return .opacity(v[0].clamped(0, 1))
        case .scale(_, _, let anchor): return .scale(x: v[0], y: v[1], anchor: anchor)
        case .rotation(_, let anchor): return .rotation(degrees: v[0], anchor: anchor)
        case .shadow: return .shadow(ShadowSpec(color: Color(linearVector: Array(v[0..<4])), radius: max(0, v[4]), x: v[5], y: v[6]))
        case .clip(.roundedRectangle(_, let style)): return .clip(.roundedRectangle(cornerRadius: max(0, v[0]), style: style))
        case .parallax: return .parallax(v[0])
        default: return modifier
        }
    }
}

extension ViewNode {
    public var animatableValues: AnimatableValues {
        var values = AnimatableValues()
        for property in AnimatableProperty.allCases {
            if let v = property.read(kind) { values[property.rawValue] = v }
        }
        for (key, modifier) in keyedModifiers {
            if let v = AnimatableProperty.read(modifier) { values[key] = v }
        }
        return values
    }

    /// A copy with the given values written back; names it does not have are ignored.
    public func replacing(_ values: AnimatableValues) -> ViewNode {
        guard !values.isEmpty else { return self }
        var node = self
        for property in AnimatableProperty.allCases {
            if let v = values[property.rawValue] { node.kind = property.write(v, into: node.kind) }
        }
        for (index, (key, modifier)) in keyedModifiers.enumerated() {
            guard let v = values[key] else { continue }
            node.modifiers[index] = AnimatableProperty.write(v, into: modifier)
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

import Foundation
import KeylineCore
import Testing

/// UIKit's continuous corner as printed from `UIBezierPath(roundedRect:cornerRadius:)`
/// (PaintCode, "Code for iOS 7 rounded rectangles", 2013; the same coefficients recur
/// in reverse-engineered ports). Top-right corner of a rectangle whose top-right corner
/// is at the origin, in units of the radius: x measured back along the top edge, y down
/// the right edge. Independent data the tests compare against.
private enum UIKitCorner {
    static let extent = 1.528665
    static let cubics: [[Point]] = [
        [Point(x: 1.528665, y: 0), Point(x: 1.088492957618529, y: 0), Point(x: 0.868406944063002, y: 0),
         Point(x: 0.631493792830993, y: 0.074911387847016)],
        [Point(x: 0.631493792830993, y: 0.074911387847016), Point(x: 0.372823826625747, y: 0.16905955604437),
         Point(x: 0.16905955604437, y: 0.372823826625747), Point(x: 0.074911387847016, y: 0.631493792830993)],
        [Point(x: 0.074911387847016, y: 0.631493792830993), Point(x: 0, y: 0.868406944063002),
         Point(x: 0, y: 1.088492957618529), Point(x: 0, y: 1.528665)],
    ]

    /// The outline placed at the top-right corner of `rect` with radius `r`.
    static func outline(topRightOf rect: Rect, radius r: Double, samplesPerCubic: Int) -> [Point] {
        cubics.flatMap { cubic in
            DrawnSegment(points: cubic.map { Point(x: rect.maxX - $0.x * r, y: rect.minY + $0.y * r) })
                .samples(count: samplesPerCubic)
        }
    }
}

/// Rectangles covering the regimes: roomy corners, corners squeezed by one side
/// (smoothing reduced), radius at or beyond half the shorter side (capsule, circle).
private let regimeCases: [(rect: Rect, radius: Double)] = [
    (Rect(x: 10, y: 20, width: 300, height: 200), 24),
    (Rect(x: -40, y: 5, width: 60, height: 240), 9.5),
    (Rect(x: 0, y: 0, width: 200, height: 44), 18),     // 44/2 < 1.528665·18: squeezed
    (Rect(x: 3, y: 7, width: 36, height: 90), 12.5),    // 18 < 1.528665·12.5: squeezed
    (Rect(x: 0, y: 0, width: 50, height: 50), 20),      // squeezed square
    (Rect(x: 0, y: 0, width: 180, height: 40), 20),     // radius = half the height: capsule
    (Rect(x: 5, y: 5, width: 80, height: 80), 1000),    // circle
    (Rect(x: 0, y: 0, width: 120, height: 30), .infinity),
]

@Suite("Continuous corners")
struct ContinuousCornersTests {
    @Test("the corner curve leaves each edge 1.528665·r from the corner")
    func extentMatchesUIKit() {
        let rect = Rect(x: 10, y: 20, width: 300, height: 200), r = 24.0
        let path = Path.continuousRoundedRect(rect, radius: r)
        let lines = path.drawnSegments.filter { !$0.isCubic }
        #expect(lines.count == 4)
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        for line in lines {
            for end in [line.start, line.end] {
                let nearest = corners.map { distance($0, end) }.min()!
                #expect(abs(nearest - UIKitCorner.extent * r) <= 1e-4 * r, "\(end)")
            }
        }
        // The path starts where the top edge's straight part begins.
        guard case .move(let start) = path.elements.first else { Issue.record("no move first"); return }
        #expect(abs(start.x - (rect.minX + UIKitCorner.extent * r)) <= 1e-4 * r && start.y == rect.minY)
    }

    @Test("straight parts lie exactly on the rectangle's sides")
    func straightPartsOnSides() {
        for (rect, r) in regimeCases {
            for line in Path.continuousRoundedRect(rect, radius: r).drawnSegments where !line.isCubic {
                let horizontal = line.start.y == line.end.y && (line.start.y == rect.minY || line.start.y == rect.maxY)
                let vertical = line.start.x == line.end.x && (line.start.x == rect.minX || line.start.x == rect.maxX)
                #expect(horizontal || vertical, "\(line.points) in \(rect)")
            }
        }
    }

    @Test("runs clockwise on screen from the top edge, closed", arguments: 0..<regimeCases.count)
    func clockwiseAndClosed(index: Int) {
        let (rect, r) = regimeCases[index]
        let path = Path.continuousRoundedRect(rect, radius: r)
        #expect(path.isClosed)
        #expect(path.firstPoint == path.lastPoint)
        #expect(path.firstPoint?.y == rect.minY)
        // Shoelace area is positive for clockwise-on-screen outlines (y down).
        let points = path.sampled(perSegment: 16)
        let twiceArea = zip(points, points.dropFirst()).reduce(0) { $0 + cross($1.0, $1.1) }
        #expect(twiceArea > 0)
    }

    @Test("symmetric under the rectangle's mirror symmetries", arguments: 0..<regimeCases.count)
    func mirrorSymmetric(index: Int) {
        let (rect, r) = regimeCases[index]
        let path = Path.continuousRoundedRect(rect, radius: r)
        let outline = path.drawnSegments, probes = path.sampled(perSegment: 12)
        var mirrors: [(Point) -> Point] = [
            { Point(x: rect.minX + rect.maxX - $0.x, y: $0.y) },
            { Point(x: $0.x, y: rect.minY + rect.maxY - $0.y) },
        ]
        if rect.width == rect.height {
            mirrors.append { Point(x: rect.minX + ($0.y - rect.minY), y: rect.minY + ($0.x - rect.minX)) }
        }
        let size = max(rect.width, rect.height)
        for mirror in mirrors {
            let worst = probes.map { distance(from: mirror($0), toOutline: outline) }.max()!
            #expect(worst < 1e-9 * size)
        }
    }

    @Test("every point lies inside the rectangle", arguments: 0..<regimeCases.count)
    func staysInside(index: Int) {
        let (rect, r) = regimeCases[index]
        for p in Path.continuousRoundedRect(rect, radius: r).sampled(perSegment: 64) {
            #expect(p.x >= rect.minX - 1e-12 && p.x <= rect.maxX + 1e-12 && p.y >= rect.minY - 1e-12 && p.y <= rect.maxY + 1e-12,
                    "\(p)")
        }
    }

    @Test("tangent continuous (G1) at every joint, including the closing one", arguments: 0..<regimeCases.count)
    func tangentContinuity(index: Int) {
        let (rect, r) = regimeCases[index]
        let segments = Path.continuousRoundedRect(rect, radius: r).drawnSegments
        for (a, b) in zip(segments, segments.dropFirst() + [segments[0]]) {
            #expect(distance(a.end, b.start) < 1e-9 * rect.width)
            #expect(abs(cross(a.endTangent, b.startTangent)) < 1e-9, "joint at \(a.end)")
            #expect(dot(a.endTangent, b.startTangent) > 0)
        }
    }

    @Test("curvature continuous at every joint, unlike the quarter circle's jump")
    func curvatureContinuity() {
        for (rect, r) in regimeCases.prefix(5) {
            let segments = Path.continuousRoundedRect(rect, radius: r).drawnSegments
            let jumps = zip(segments, segments.dropFirst() + [segments[0]]).map { a, b in
                abs(a.curvature(at: 1) - b.curvature(at: 0))
            }
            #expect(jumps.max()! < 1e-6 / r, "\(rect) radius \(r)")
        }
        // The same measurement sees the circular corner's jump from 0 to 1/r.
        let circular = Path.circularRoundedRect(regimeCases[0].rect, radius: 24).drawnSegments
        let jump = abs(circular[0].curvature(at: 1) - circular[1].curvature(at: 0))
        #expect(abs(jump - 1.0 / 24) < 0.03 / 24)
    }

    @Test("the corner follows UIKit's published outline to within 0.003·r")
    func matchesUIKitOutline() {
        let rect = Rect(x: 0, y: 0, width: 400, height: 300), r = 40.0
        let uikit = UIKitCorner.outline(topRightOf: rect, radius: r, samplesPerCubic: 400)
        let corner = Path.continuousRoundedRect(rect, radius: r).drawnSegments
            .filter { $0.isCubic && $0.start.x > rect.midX && $0.end.y < rect.midY }
        #expect(corner.count == 3)
        let ours = corner.flatMap { $0.samples(count: 400) }
        let ourDistance = ours.map { distance(from: $0, toPolyline: uikit) }.max()!
        let theirDistance = UIKitCorner.outline(topRightOf: rect, radius: r, samplesPerCubic: 40)
            .map { distance(from: $0, toPolyline: ours) }.max()!
        #expect(ourDistance < 0.003 * r)
        #expect(theirDistance < 0.003 * r)
    }

    /// Where is the continuous corner relative to the circular one? Measured along the
    /// corner's diagonal and along the edge, against UIKit's numbers and the circle.
    /// Result: it cuts in earlier along the edges, but at the diagonal it is not deeper —
    /// its apex is 0.002·r closer to the corner than the quarter circle's.
    @Test("cuts in earlier along the edges; the apex is a hair shallower than the circle's")
    func comparedWithCircularCorner() {
        let rect = Rect(x: 0, y: 0, width: 400, height: 300), r = 40.0
        let corner = Point(x: rect.maxX, y: rect.minY)
        let samples = Path.continuousRoundedRect(rect, radius: r).sampled(perSegment: 4000)

        // Apex: the outline point on the 45° line from the corner.
        let apex = samples.filter { $0.x > rect.midX && $0.y < rect.midY }
            .min { abs((corner.x - $0.x) - ($0.y - corner.y)) < abs((corner.x - $1.x) - ($1.y - corner.y)) }!
        let apexDepth = distance(apex, corner)
        let circularDepth = r * (2.0.squareRoot() - 1)      // a quarter circle's apex
        let middle = UIKitCorner.cubics[1]                    // UIKit's middle cubic at t = 1/2
        let uikitApex = Point(x: (middle[0].x + 3 * middle[1].x + 3 * middle[2].x + middle[3].x) / 8,
                              y: (middle[0].y + 3 * middle[1].y + 3 * middle[2].y + middle[3].y) / 8)
        let uikitDepth = r * norm(uikitApex)
        #expect(abs(apexDepth - uikitDepth) < 1e-3 * r)
        #expect(apexDepth < circularDepth)
        #expect(circularDepth - apexDepth < 0.005 * r)

        // Where the quarter circle leaves the top edge (r from the corner), the
        // continuous outline is already below the edge, as UIKit's first cubic is.
        let atTangentPoint = samples.filter { $0.y < rect.midY && abs($0.x - (corner.x - r)) < 0.02 }
        let depthThere = atTangentPoint.map(\.y).max()! - rect.minY
        let uikitFirst = DrawnSegment(points: UIKitCorner.cubics[0])
        let uikitThere = uikitFirst.samples(count: 20000).min { abs($0.x - 1) < abs($1.x - 1) }!.y * r
        #expect(depthThere > 0.004 * r)
        #expect(abs(depthThere - uikitThere) < 0.003 * r)
    }

    @Test("radius 0, negative or NaN gives the plain rectangle")
    func zeroRadius() {
        let rect = Rect(x: 1, y: 2, width: 30, height: 40)
        for r in [0, -5, Double.nan] {
            #expect(Path.continuousRoundedRect(rect, radius: r) == Path.rectangle(rect))
        }
    }

    @Test("an empty rectangle gives a valid closed path at its origin")
    func emptyRect() {
        for rect in [Rect(x: 5, y: 6, width: 0, height: 0), Rect(x: 5, y: 6, width: 0, height: 30), Rect(x: 5, y: 6, width: 30, height: 0)] {
            let path = Path.continuousRoundedRect(rect, radius: 10)
            #expect(path.isClosed)
            if case .move = path.elements.first {} else { Issue.record("no move first") }
            for p in path.allPoints {
                #expect(p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY)
                #expect(!p.x.isNaN && !p.y.isNaN)
            }
        }
    }

    @Test("a radius of half the shorter side or more gives the capsule")
    func capsule() {
        for (rect, r) in [(Rect(x: 0, y: 0, width: 180, height: 40), 20.0), (Rect(x: 0, y: 0, width: 120, height: 30), 400),
                          (Rect(x: 10, y: 0, width: 30, height: 100), .infinity)] {
            let half = min(rect.width, rect.height) / 2
            // The capsule is the set of points at `half` from its spine.
            let spine = rect.width > rect.height
                ? [Point(x: rect.minX + half, y: rect.midY), Point(x: rect.maxX - half, y: rect.midY)]
                : [Point(x: rect.midX, y: rect.minY + half), Point(x: rect.midX, y: rect.maxY - half)]
            for p in Path.continuousRoundedRect(rect, radius: r).sampled(perSegment: 32) {
                // 2.8e-4: the radial error of the standard four-cubic circle.
                #expect(abs(distance(from: p, toPolyline: spine) - half) < 2.8e-4 * half)
            }
        }
        let circle = Rect(x: 5, y: 5, width: 80, height: 80)
        for p in Path.continuousRoundedRect(circle, radius: 1000).sampled(perSegment: 32) {
            #expect(abs(distance(p, Point(x: 45, y: 45)) - 40) < 2.8e-4 * 40)
        }
    }

    @Test("squeezed corners stay convex and simple, and fill the short side exactly")
    func squeezedCornersAreValid() {
        for width in [10.0, 24, 30, 31, 40, 61, 100] {
            for height in [10.0, 24, 45, 200] {
                for r in [3.0, 5, 9.99, 12, 13.08, 19.9, 20, 30] {
                    let rect = Rect(x: 0, y: 0, width: width, height: height)
                    let path = Path.continuousRoundedRect(rect, radius: r)
                    let points = path.sampled(perSegment: 48)
                    // Convex: every turn is clockwise (or straight); simple: the turns add
                    // up to exactly one revolution.
                    var totalTurn = 0.0
                    let closedPoints = points + [points[1]]
                    for i in 1..<(closedPoints.count - 1) {
                        let a = vector(closedPoints[i - 1], closedPoints[i]), b = vector(closedPoints[i], closedPoints[i + 1])
                        guard norm(a) > 0, norm(b) > 0 else { continue }
                        #expect(cross(a, b) > -1e-9 * norm(a) * norm(b), "\(width)x\(height) r \(r)")
                        totalTurn += atan2(cross(a, b), dot(a, b))
                    }
                    #expect(abs(totalTurn - 2 * .pi) < 1e-9, "\(width)x\(height) r \(r)")
                    // The short side keeps a straight part only when the full corner fits.
                    let half = min(width, height) / 2
                    let shortSideLines = path.drawnSegments.filter {
                        !$0.isCubic && (width <= height ? $0.start.y == $0.end.y : $0.start.x == $0.end.x)
                    }
                    #expect(shortSideLines.isEmpty == (UIKitCorner.extent * r >= half - 1e-9 * half), "\(width)x\(height) r \(r)")
                }
            }
        }
    }

    @Test("the shape changes continuously as the radius grows (no regime jumps)")
    func continuousInRadius() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        func area(_ r: Double) -> Double {
            let p = Path.continuousRoundedRect(rect, radius: r).sampled(perSegment: 64)
            return zip(p, p.dropFirst()).reduce(0) { $0 + cross($1.0, $1.1) } / 2
        }
        var previous = area(0.05)
        for step in 2...500 {
            let a = area(Double(step) * 0.05)
            #expect(a <= previous + 1e-9)
            // d(area)/dr is at most about 2·r here (< 50 pt² per point of radius).
            #expect(previous - a < 50 * 0.05, "radius \(Double(step) * 0.05)")
            previous = a
        }
        // Beyond half the height nothing changes: the capsule.
        #expect(abs(area(20) - area(25)) < 1e-9)
        #expect(abs(area(20) - (60 * 40 + .pi * 400)) < 1e-3 * area(20))
    }
}

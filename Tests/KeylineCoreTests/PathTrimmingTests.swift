import Foundation
import KeylineCore
import Testing

private let circleCenter = Point(x: 100, y: 80)
private let circleRadius = 50.0
private let circle = Path.ellipse(in: Rect(x: 50, y: 30, width: 100, height: 100))
private let rectangle = Rect(x: 10, y: 20, width: 300, height: 100)

/// Shapes of every kind the renderer trims: lines only, curves only, mixed.
private let shapes: [(name: String, path: Path)] = [
    ("circle", circle),
    ("ellipse", .ellipse(in: Rect(x: 0, y: 0, width: 240, height: 60))),
    ("rectangle", .rectangle(rectangle)),
    ("circular rounded rect", .circularRoundedRect(Rect(x: 0, y: 0, width: 200, height: 120), radius: 30)),
    ("continuous rounded rect", .continuousRoundedRect(Rect(x: 5, y: 5, width: 200, height: 120), radius: 30)),
    ("open wave", Path([.move(Point(x: 0, y: 0)),
                        .curve(control1: Point(x: 10, y: 80), control2: Point(x: 11, y: -60), to: Point(x: 100, y: 5)),
                        .line(Point(x: 100, y: 40)),
                        .curve(control1: Point(x: 99, y: 40), control2: Point(x: 1, y: 41), to: Point(x: 0, y: 40))])),
]

/// The angle of `p` about the circle's centre, clockwise on screen from 3 o'clock, in 0..<2π.
private func angleOnCircle(_ p: Point) -> Double {
    let a = atan2(p.y - circleCenter.y, p.x - circleCenter.x)
    return a < 0 ? a + 2 * .pi : a
}

@Suite("Path trimming")
struct PathTrimmingTests {
    @Test("path length agrees with an independent polyline measurement")
    func pathLength() {
        #expect(abs(Path.rectangle(rectangle).length - 800) < 1e-12)
        for (name, path) in shapes {
            #expect(abs(path.length - path.polylineMeasuredLength) < 1e-7 * path.length, "\(name)")
        }
    }

    @Test("a circle trimmed 0…0.25 is the quarter arc from 3 to 6 o'clock")
    func quarterCircle() throws {
        let quarter = circle.trimmed(from: 0, to: 0.25)
        #expect(quarter.firstPoint == Point(x: 150, y: 80))             // (maxX, midY)
        let last = try #require(quarter.lastPoint)
        #expect(distance(last, Point(x: 100, y: 130)) < 1e-9)            // (midX, maxY)
        #expect(!quarter.isClosed)
        #expect(quarter.drawnSegments.count == 1 && quarter.drawnSegments[0].isCubic)
        let length = quarter.polylineMeasuredLength
        // Exactly a quarter of the drawn circle…
        #expect(abs(length - circle.polylineMeasuredLength / 4) < 1e-7 * length)
        // …which is π·r/2 up to the four-cubic circle's own excess length: the standard
        // handle 0.5523·r makes each quarter 1.403e-4 longer than the true arc, so 1e-4
        // against π·r/2 could not hold for this path; 1.5e-4 does.
        #expect(abs(length - .pi * circleRadius / 2) / (.pi * circleRadius / 2) < 1.5e-4)
        for p in quarter.sampled(perSegment: 64) {
            #expect(abs(distance(p, circleCenter) - circleRadius) < 2.8e-4 * circleRadius)
            #expect(p.x >= 100 - 1e-9 && p.y >= 80 - 1e-9)               // the lower-right quadrant
        }
    }

    @Test("a trim inside a curve is an exact sub-curve at the right lengths")
    func cutInsideCurves() throws {
        let piece = circle.trimmed(from: 0.1, to: 0.2)
        #expect(piece.drawnSegments.allSatisfy { $0.isCubic })
        #expect(piece.drawnSegments.count == 1)                         // 36°…72° lies in the first quarter
        let first = try #require(piece.firstPoint), last = try #require(piece.lastPoint)
        // The cubic quarter is not parametrised by angle, but by length it tracks the
        // circle to within its 2.8e-4 radial error: 0.05° is far below a wrong cut.
        #expect(abs(angleOnCircle(first) - 0.2 * .pi) < 0.05 * .pi / 180)
        #expect(abs(angleOnCircle(last) - 0.4 * .pi) < 0.05 * .pi / 180)
        #expect(abs(piece.polylineMeasuredLength - 0.1 * circle.polylineMeasuredLength) < 1e-7 * piece.polylineMeasuredLength)
    }

    @Test("a rectangle trimmed 0…0.5 ends at the diagonally opposite corner")
    func halfRectangle() throws {
        let half = Path.rectangle(rectangle).trimmed(from: 0, to: 0.5)
        #expect(half.firstPoint == Point(x: rectangle.minX, y: rectangle.minY))
        let last = try #require(half.lastPoint)
        #expect(distance(last, Point(x: rectangle.maxX, y: rectangle.maxY)) < 1e-9)
        #expect(half.drawnSegments.count == 2)
    }

    @Test("a closed path's length includes its closing segment")
    func closingSegmentCounts() throws {
        // The last quarter of the rectangle's perimeter is the left side, drawn by `.close`.
        let lastQuarter = Path.rectangle(rectangle).trimmed(from: 0.875, to: 1)
        #expect(!lastQuarter.isClosed)
        let first = try #require(lastQuarter.firstPoint), last = try #require(lastQuarter.lastPoint)
        #expect(distance(first, Point(x: rectangle.minX, y: rectangle.maxY)) < 1e-9)
        #expect(last == Point(x: rectangle.minX, y: rectangle.minY))
    }

    @Test("pieces add up to the whole and meet end to end", arguments: 0..<shapes.count)
    func piecesAddUp(index: Int) throws {
        let (name, path) = shapes[index]
        let whole = path.polylineMeasuredLength
        for a in [0.013, 0.25, 0.5, 0.777, 0.999] {
            let head = path.trimmed(from: 0, to: a), tail = path.trimmed(from: a, to: 1)
            let headLength = head.polylineMeasuredLength, tailLength = tail.polylineMeasuredLength
            #expect(abs(headLength + tailLength - whole) < 1e-7 * whole, "\(name) at \(a)")
            #expect(abs(headLength - a * whole) < 1e-7 * whole, "\(name) at \(a)")
            let headEnd = try #require(head.lastPoint), tailStart = try #require(tail.firstPoint)
            #expect(distance(headEnd, tailStart) < 1e-9 * whole, "\(name) at \(a)")
            #expect(!head.isClosed && !tail.isClosed)
        }
    }

    @Test("trimmed curves lie on the original curve", arguments: 0..<shapes.count)
    func piecesLieOnTheOriginal(index: Int) {
        let (name, path) = shapes[index]
        let original = path.drawnSegments
        for (from, to) in [(0.05, 0.6), (0.31, 0.94), (0.4, 0.41)] {
            let piece = path.trimmed(from: from, to: to)
            // Sub-curves, not polylines: never more pieces than the original had, plus one.
            #expect(piece.drawnSegments.count <= path.drawnSegments.count + 1, "\(name)")
            for p in piece.sampled(perSegment: 24) {
                #expect(distance(from: p, toOutline: original) < 1e-9, "\(name) \(from)…\(to) at \(p)")
            }
        }
    }

    @Test("from ≥ to, or NaN, gives an empty path")
    func emptyRanges() {
        for (from, to) in [(0.5, 0.5), (0.7, 0.2), (1, 0), (0, 0), (1, 1), (.nan, 0.5), (0.2, .nan)] {
            #expect(circle.trimmed(from: from, to: to).elements.isEmpty, "\(from)…\(to)")
        }
    }

    @Test("out-of-range fractions are clamped to 0…1")
    func clamping() {
        let path = Path.continuousRoundedRect(Rect(x: 0, y: 0, width: 120, height: 80), radius: 16)
        #expect(path.trimmed(from: -0.3, to: 0.4) == path.trimmed(from: 0, to: 0.4))
        #expect(path.trimmed(from: 0.4, to: 1.7) == path.trimmed(from: 0.4, to: 1))
        #expect(path.trimmed(from: -1, to: 2) == path)
        #expect(path.trimmed(from: -2, to: -1).elements.isEmpty)
        #expect(path.trimmed(from: 1.5, to: 3).elements.isEmpty)
    }

    @Test("0…1 gives the whole outline, closed, with the same elements")
    func wholeOutline() {
        for (_, path) in shapes { #expect(path.trimmed(from: 0, to: 1) == path) }
        #expect(circle.trimmed(from: 0, to: 1).isClosed)
    }

    @Test("each subpath of a multi-part path starts with a move")
    func multipleSubpaths() {
        let two = Path(Path.rectangle(Rect(x: 0, y: 0, width: 10, height: 10)).elements
                       + Path.rectangle(Rect(x: 100, y: 0, width: 10, height: 10)).elements)
        let middle = two.trimmed(from: 0.25, to: 0.75)
        let moves = middle.elements.compactMap { element -> Point? in
            if case .move(let p) = element { return p } else { return nil }
        }
        #expect(moves == [Point(x: 10, y: 10), Point(x: 100, y: 0)])
        #expect(abs(middle.polylineMeasuredLength - 40) < 1e-9)
    }

    @Test("an empty or zero-length path trims to nothing without crashing")
    func degeneratePaths() {
        #expect(Path().trimmed(from: 0.2, to: 0.8).elements.isEmpty)
        let dot = Path.continuousRoundedRect(Rect(x: 3, y: 3, width: 0, height: 0), radius: 4)
        #expect(dot.trimmed(from: 0.2, to: 0.8).elements.isEmpty)
    }
}

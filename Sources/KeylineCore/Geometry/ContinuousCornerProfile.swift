import Foundation

/// The shape of one continuous ("squircle") corner, in a frame attached to the corner:
/// `x` is the distance back from the corner along the incoming edge, `y` the distance
/// from the corner along the outgoing edge. The outline leaves the incoming edge at
/// (extent, 0) and meets the outgoing edge at (0, extent), through three cubics:
///
/// 1. a transition from the straight edge (curvature 0) into
/// 2. a circular arc of radius R about a centre (c, c), symmetric about the diagonal,
/// 3. the mirror image of the transition back onto the outgoing edge.
///
/// Where the numbers come from. iOS 7 changed `UIBezierPath(roundedRect:cornerRadius:)`
/// to these corners (SwiftUI's `RoundedRectangle` defaults to `style: .continuous`, the
/// same corner). PaintCode reverse engineered UIKit's path ("Code for iOS 7 rounded
/// rectangles", paintcodeapp.com/news, 2013, with open-source drawing categories), as
/// did Manfred Schwind by introspecting its elements ("Exploring iOS 7 rounded
/// corners", mani.de/backstage, 2013). Per corner, with r the radius: the curve leaves
/// the edge 1.528665·r from the corner; a first cubic through (1.08849, 0),
/// (0.86841, 0) to (0.63149, 0.07491); a middle cubic through (0.37282, 0.16906),
/// (0.16906, 0.37282) to (0.07491, 0.63149); then the mirror of the first (all times
/// r; the same coefficients, to 15 digits, recur in later ports on GitHub, e.g. Kael
/// Yang's ContinuousPath, and the tests compare against them).
///
/// Reading those numbers geometrically (our own analysis, checked in the tests): the
/// middle cubic is exactly the standard cubic for a 50° circular arc of radius
/// 0.93125·r whose centre is 0.95·r from both edges: its end points and handle
/// lengths, 4/3·tan(50°/4)·R, agree to 1e-6·r. So each transition turns the remaining
/// 20°, and the arc sits 0.01875·r further from the edges than a quarter circle of
/// that radius would: the shift a clothoid-like transition needs (≈ R·φ²/6 for a turn
/// φ). Figma's "Desperately seeking squircles" (Daniel Furse, 2018) builds its corner
/// smoothing the same way, an arc plus two Bézier transitions; its 60% smoothing, the
/// setting meant to look like iOS, leaves the edge at 1.6·r with a 36° arc of radius
/// r, close to but not UIKit's numbers, which we follow instead. Apple's curve itself
/// is slightly rough: UIKit's first cubic ends 2.45° off the arc's tangent, a kink
/// where it joins the arc (PaintCode's port has a short straight piece there). We
/// keep UIKit's extent, arc and turn angles and rebuild each transition to be G2:
/// both of its first control points on the edge (zero curvature where it leaves the
/// edge) and its middle handle sized so its end curvature equals the arc's. The
/// result stays within 0.003·r of UIKit's outline.
///
/// Smaller smoothing. `smoothing` s ∈ 0…1 scales the transitions' turn (20°·s), shrinks
/// their handles in proportion, and moves the arc radius linearly from r (s = 0, a
/// plain quarter circle, extent r) to 0.93125·r (s = 1, the UIKit corner, extent
/// 1.528665·r). The extent grows monotonically with s, which `fitting` relies on.
struct ContinuousCornerProfile: Sendable {
    /// UIKit's published extent, in units of the corner radius (PaintCode 2013).
    static let uikitExtent = 1.528665
    /// The middle arc read from UIKit's middle cubic (see above), in units of the radius:
    /// fitting the printed digits gives the centre 0.950000 from each edge and the
    /// radius 0.93124985.
    static let uikitArcCenterOffset = 0.95
    static let uikitArcRadius = 0.931_249_85
    /// Turn of each transition in UIKit's corner: (90° − the arc's 50°) / 2.
    static let uikitTransitionTurn = 20.0 * .pi / 180

    /// Distance from the corner at which the outline leaves each straight edge.
    let extent: Double
    /// The cubics from (extent, 0) to (0, extent), as (control1, control2, end): three,
    /// or at smoothing 0, where the transitions vanish, the quarter-circle arc alone.
    let segments: [(control1: Point, control2: Point, end: Point)]

    /// The corner for `radius` at the given smoothing (1 = UIKit's continuous corner,
    /// 0 = a quarter circle).
    init(radius: Double, smoothing: Double) {
        let s = min(max(smoothing, 0), 1)
        let turn = s * Self.uikitTransitionTurn
        let arcRadius = radius * (1 - s * (1 - Self.uikitArcRadius))
        let handles = Self.transitionHandles(turn: turn, arcRadius: arcRadius)
        let tangent = Point(x: -cos(turn), y: sin(turn)) // direction of travel where the arc begins
        // The arc's centre is (c, c), with c chosen so that the transition's last handle,
        // laid back from the arc's first point along the tangent, ends on the edge line.
        let center = arcRadius * cos(turn) + handles.last * sin(turn)
        let arcStart = Point(x: center - arcRadius * sin(turn), y: center - arcRadius * cos(turn))
        let arcHandle = Self.arcHandleLength(sweep: .pi / 2 - 2 * turn, radius: arcRadius)
        let arcControl1 = arcStart + arcHandle * tangent

        let secondControl = Point(x: arcStart.x + handles.last * cos(turn), y: 0)
        let firstControl = Point(x: secondControl.x + handles.middle, y: 0)
        extent = firstControl.x + handles.first

        func mirrored(_ p: Point) -> Point { Point(x: p.y, y: p.x) }
        let arc = (control1: arcControl1, control2: mirrored(arcControl1), end: mirrored(arcStart))
        if turn > 0 {
            segments = [(firstControl, secondControl, arcStart), arc,
                        (mirrored(secondControl), mirrored(firstControl), Point(x: 0, y: extent))]
        } else {
            segments = [arc]
        }
    }

    /// The largest-smoothing corner for `radius` whose extent fits in `available`
    /// (half the rectangle's shorter side), so that neighbouring corners never overlap.
    /// A radius of `available` or more gives quarter circles of radius `available`: the
    /// capsule, as Apple documents a capsule to be a rounded rectangle whose radius is
    /// half its shorter side.
    static func fitting(radius: Double, available: Double) -> ContinuousCornerProfile {
        if radius >= available { return ContinuousCornerProfile(radius: available, smoothing: 0) }
        let full = ContinuousCornerProfile(radius: radius, smoothing: 1)
        if full.extent <= available { return full }
        // Bisection on the smoothing, keeping the low end, whose extent never exceeds
        // `available` (extent(0) = radius < available < extent(1)).
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if ContinuousCornerProfile(radius: radius, smoothing: mid).extent <= available { low = mid } else { high = mid }
        }
        return ContinuousCornerProfile(radius: radius, smoothing: low)
    }

    /// The transition's three handle lengths along the edge and the arc tangent, first
    /// (at the edge) to last (at the arc), for a transition turning by `turn` into an
    /// arc of `arcRadius`. At full smoothing they reproduce UIKit's extent and arc
    /// position; at smaller turns the first and last shrink in proportion to the
    /// transition's natural length, R·turn, and the middle one follows from G2.
    private static func transitionHandles(turn: Double, arcRadius: Double) -> (first: Double, middle: Double, last: Double) {
        guard turn > 0 else { return (0, 0, 0) }
        let last = uikitLastHandleRatio * arcRadius * turn
        let first = uikitFirstHandleRatio * arcRadius * turn
        return (first, g2MiddleHandle(lastHandle: last, turn: turn, arcRadius: arcRadius), last)
    }

    /// The middle handle that gives the transition, at its end, the curvature of the arc
    /// cubic it joins. For a cubic whose last handle (P2→P3) has length γ and whose
    /// middle span (P1→P2) has length β, meeting at an angle φ, the end curvature is
    /// 2·β·sin φ / (3·γ²).
    private static func g2MiddleHandle(lastHandle: Double, turn: Double, arcRadius: Double) -> Double {
        let curvature = arcStartCurvature(sweep: .pi / 2 - 2 * turn, radius: arcRadius)
        return 3 * lastHandle * lastHandle * curvature / (2 * sin(turn))
    }

    /// Handle length of the standard cubic approximating a circular arc (exact at its
    /// end points and midpoint): 4/3 · tan(sweep/4) · radius.
    private static func arcHandleLength(sweep: Double, radius: Double) -> Double {
        4.0 / 3.0 * tan(sweep / 4) * radius
    }

    /// Curvature of that arc cubic at its end points: 2·|h₁ × h₂| / (3·|h₁|³), with h₁
    /// the end handle and h₂ the span between the two control points. Slightly off
    /// 1/radius (0.2% at 50°), which is why the transition matches this and not 1/radius.
    private static func arcStartCurvature(sweep: Double, radius: Double) -> Double {
        let handle = arcHandleLength(sweep: sweep, radius: radius)
        // In a frame where the arc is symmetric about the y axis and starts at angle −sweep/2.
        let a = -sweep / 2
        let start = Point(x: radius * sin(a), y: radius * cos(a))
        let control1 = start + handle * Point(x: cos(a), y: -sin(a))
        let control2 = Point(x: -control1.x, y: control1.y)
        let h1 = control1 - start, h2 = control2 - control1
        return 2 * abs(h1.cross(h2)) / (3 * pow(h1.magnitude, 3))
    }

    /// The first and last handles of UIKit's corner divided by R·turn (see
    /// `transitionHandles`), solved from the four UIKit numbers: the last handle runs
    /// from the arc's first point back along the tangent to the edge; the middle one is
    /// the G2 length; the first one takes up the rest of the 1.528665 extent.
    private static let uikitLastHandleRatio: Double = {
        let turn = uikitTransitionTurn, r = uikitArcRadius
        let last = (uikitArcCenterOffset - r * cos(turn)) / sin(turn)
        return last / (r * turn)
    }()

    private static let uikitFirstHandleRatio: Double = {
        let turn = uikitTransitionTurn, r = uikitArcRadius, c = uikitArcCenterOffset
        let last = uikitLastHandleRatio * r * turn
        let middle = g2MiddleHandle(lastHandle: last, turn: turn, arcRadius: r)
        let arcStartX = c - r * sin(turn)
        let first = uikitExtent - (arcStartX + last * cos(turn)) - middle
        return first / (r * turn)
    }()
}

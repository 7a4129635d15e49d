/// A 3x3 matrix of doubles, row-major: enough linear algebra for colour-space conversion.
public struct Matrix3: Hashable, Sendable {
    public var m: [Double]  // 9 entries

    public init(rows: [[Double]]) { m = rows.flatMap { $0 } }

    public subscript(row: Int, column: Int) -> Double { m[3 * row + column] }

    public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        Matrix3(rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i, $1] * b[$1, j] } } })
    }

    public func applied(to v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m[0] * v.0 + m[1] * v.1 + m[2] * v.2, m[3] * v.0 + m[4] * v.1 + m[5] * v.2, m[6] * v.0 + m[7] * v.1 + m[8] * v.2)
    }

    public var inverse: Matrix3 {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return Matrix3(rows: [
            [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
        ])
    }

    func isClose(to other: Matrix3, within tolerance: Double = 0.003) -> Bool {
        zip(m, other.m).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// The matrices between sRGB, Display P3 and XYZ, derived from the primaries and white
/// points as their standards state them, not copied as literals:
/// - sRGB: IEC 61966-2-1:1999, BT.709 primaries R (0.64, 0.33), G (0.30, 0.60), B (0.15, 0.06), D65 white;
/// - Display P3: Apple's, SMPTE EG 432-1 (DCI-P3) primaries R (0.680, 0.320), G (0.265, 0.690),
///   B (0.150, 0.060) with a D65 white and sRGB's transfer curve (CSS Color 4, §10.5
///   "display-p3", https://www.w3.org/TR/css-color-4/#predefined-display-p3);
/// - D65 (0.3127, 0.3290) and D50 (0.3457, 0.3585), adapted by Bradford (ICC.1:2010 Annex E),
///   as CSS Color 4's sample code does (§18, https://www.w3.org/TR/css-color-4/#color-conversion-code).
/// The RGB → XYZ construction is the usual one (Lindbloom, "RGB/XYZ Matrices",
/// http://www.brucelindbloom.com/Eqn_RGB_XYZ_Matrix.html). ColorSpaceTests checks the result
/// against CSS Color 4's published P3 → sRGB numbers.
public enum ColorMatrices {
    typealias Chromaticity = (x: Double, y: Double)

    static let d65: Chromaticity = (0.3127, 0.3290)
    static let d50: Chromaticity = (0.3457, 0.3585)
    static let sRGBPrimaries: [Chromaticity] = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
    static let displayP3Primaries: [Chromaticity] = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]

    /// Linear RGB → XYZ for primaries and a white point (Y of white = 1).
    static func rgbToXYZ(_ primaries: [Chromaticity], white: Chromaticity) -> Matrix3 {
        func xyz(_ c: Chromaticity) -> [Double] { [c.x / c.y, 1, (1 - c.x - c.y) / c.y] }
        let columns = primaries.map(xyz)
        let p = Matrix3(rows: (0..<3).map { i in columns.map { $0[i] } })
        let w = xyz(white)
        let s = p.inverse.applied(to: (w[0], w[1], w[2]))
        let scales = [s.0, s.1, s.2]
        return Matrix3(rows: (0..<3).map { i in (0..<3).map { j in p[i, j] * scales[j] } })
    }

    /// Bradford chromatic adaptation from `source` white to `target` white.
    static func bradford(from source: Chromaticity, to target: Chromaticity) -> Matrix3 {
        let cone = Matrix3(rows: [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]])
        func xyz(_ c: Chromaticity) -> (Double, Double, Double) { (c.x / c.y, 1, (1 - c.x - c.y) / c.y) }
        let s = cone.applied(to: xyz(source)), t = cone.applied(to: xyz(target))
        let scale = Matrix3(rows: [[t.0 / s.0, 0, 0], [0, t.1 / s.1, 0], [0, 0, t.2 / s.2]])
        return cone.inverse * scale * cone
    }

    /// Linear Display P3 → linear sRGB (both D65, so no adaptation).
    public static let displayP3ToSRGB: Matrix3 = rgbToXYZ(sRGBPrimaries, white: d65).inverse * rgbToXYZ(displayP3Primaries, white: d65)

    /// An ICC profile's colorants (RGB → XYZ, D50 connection space) for each space.
    static let displayP3ColorantsD50: Matrix3 = bradford(from: d65, to: d50) * rgbToXYZ(displayP3Primaries, white: d65)
    static let sRGBColorantsD50: Matrix3 = bradford(from: d65, to: d50) * rgbToXYZ(sRGBPrimaries, white: d65)
}

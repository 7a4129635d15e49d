import Foundation
import KeylineCore

/// CIEDE2000 colour difference between two sRGB colours: the CIE's 2000 formula as
/// Sharma, Wu and Dalal state it ("The CIEDE2000 Color-Difference Formula: Implementation
/// Notes, Supplementary Test Data, and Mathematical Observations", Color Research &
/// Application 30(1), 2005, equations 1-22; kL = kC = kH = 1), on CIELAB computed from
/// sRGB (IEC 61966-2-1) through XYZ with a D65 white (CIE 15:2004). ColorDifferenceTests
/// checks it against that paper's test pairs.
public enum ColorDifference {
    /// ΔE00 between two opaque sRGB colours.
    public static func ciede2000(_ a: Color, _ b: Color) -> Double {
        ciede2000(lab(a), lab(b))
    }

    /// CIELAB (D65) of an sRGB colour, its alpha ignored.
    public static func lab(_ c: Color) -> (l: Double, a: Double, b: Double) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(c.red), linear(c.green), linear(c.blue))
        // sRGB → XYZ (D65), IEC 61966-2-1 §5.2 (the matrix as CSS Color 4 §18 gives it).
        let x: Double = 0.41239079926595934 * r + 0.357584339383878 * g + 0.1804807884018343 * b
        let y: Double = 0.21263900587151027 * r + 0.715168678767756 * g + 0.07219231536073371 * b
        let z: Double = 0.01933081871559182 * r + 0.11919477979462598 * g + 0.9505321522496607 * b
        // CIE 15:2004 §8.2.1, white D65 (0.3127, 0.3290) with Y = 1.
        let (xn, yn, zn) = (0.3127 / 0.3290, 1.0, (1 - 0.3127 - 0.3290) / 0.3290)
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x / xn), f(y / yn), f(z / zn))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    public static func ciede2000(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        let rad = Double.pi / 180
        let c1 = hypot(p.a, p.b), c2 = hypot(q.a, q.b)
        let cBar = (c1 + c2) / 2
        let cBar7: Double = pow(cBar, 7)
        let g: Double = 0.5 * (1 - sqrt(cBar7 / (cBar7 + pow(25.0, 7))))                   // (3)
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a                                        // (4)
        let c1p = hypot(a1, p.b), c2p = hypot(a2, q.b)                                    // (5)
        func hue(_ b: Double, _ a: Double) -> Double {                                    // (6)
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) / rad
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l                                                                // (8)
        let dC = c2p - c1p                                                                // (9)
        var dh = 0.0                                                                      // (10)
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * sqrt(c1p * c2p) * sin(dh / 2 * rad)                                  // (11)
        let lBar = (p.l + q.l) / 2                                                        // (12)
        let cBarP = (c1p + c2p) / 2                                                       // (13)
        var hBar = h1 + h2                                                                // (14)
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 { hBar = (h1 + h2) / 2 } else if h1 + h2 < 360 { hBar = (h1 + h2 + 360) / 2 } else { hBar = (h1 + h2 - 360) / 2 }
        }
        // (15), one term at a time (one long expression takes the type checker minutes).
        let t1: Double = 0.17 * cos((hBar - 30) * rad)
        let t2: Double = 0.24 * cos(2 * hBar * rad)
        let t3: Double = 0.32 * cos((3 * hBar + 6) * rad)
        let t4: Double = 0.20 * cos((4 * hBar - 63) * rad)
        let t: Double = 1 - t1 + t2 + t3 - t4
        let hueOffset: Double = (hBar - 275) / 25
        let dTheta: Double = 30 * exp(-hueOffset * hueOffset)                             // (16)
        let c7: Double = pow(cBarP, 7)
        let rc: Double = 2 * sqrt(c7 / (c7 + pow(25.0, 7)))                                // (17)
        let l50: Double = (lBar - 50) * (lBar - 50)
        let sl: Double = 1 + 0.015 * l50 / sqrt(20 + l50)                                 // (18)
        let sc = 1 + 0.045 * cBarP                                                        // (19)
        let sh = 1 + 0.015 * cBarP * t                                                    // (20)
        let rt = -sin(2 * dTheta * rad) * rc                                              // (21)
        let l: Double = dL / sl, c: Double = dC / sc, h: Double = dH / sh
        let sum: Double = l * l + c * c + h * h + rt * c * h
        return sqrt(sum)                                                                  // (22)
    }
}

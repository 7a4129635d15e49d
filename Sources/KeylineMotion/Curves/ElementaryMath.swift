// The Swift standard library has no exp, sin or log; they live in the platform's
// C math library. Importing it here, once, keeps KeylineMotion free of Foundation
// and keeps every other file independent of the platform.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The elementary functions KeylineMotion needs, forwarded to the platform's libm.
enum ElementaryMath {
    static func exp(_ x: Double) -> Double { libm_exp(x) }
    /// e^x − 1, accurate for tiny x where exp(x) − 1 would cancel.
    static func expm1(_ x: Double) -> Double { libm_expm1(x) }
    static func log(_ x: Double) -> Double { libm_log(x) }
    static func sin(_ x: Double) -> Double { libm_sin(x) }
    static func cos(_ x: Double) -> Double { libm_cos(x) }
    static func atanh(_ x: Double) -> Double { libm_atanh(x) }
}

// Module-level shims: inside `ElementaryMath` the bare names would refer to the
// static functions themselves, so the C functions are reached through these.
@inline(__always) private func libm_exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libm_expm1(_ x: Double) -> Double { expm1(x) }
@inline(__always) private func libm_log(_ x: Double) -> Double { log(x) }
@inline(__always) private func libm_sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libm_cos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libm_atanh(_ x: Double) -> Double { atanh(x) }

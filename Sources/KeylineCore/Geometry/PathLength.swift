import Foundation

extension Path {
    /// Total arc length of the drawn outline in points, the closing segments of closed
    /// subpaths included (the length `trimmed(from:to:)` takes fractions of).
    public var length: Double {
        measuredSegments.reduce(0) { $0 + $1.length }
    }
}

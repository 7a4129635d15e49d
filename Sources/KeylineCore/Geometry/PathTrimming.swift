extension Path {
    /// The part of the outline between two fractions of its length (SwiftUI's `trim`).
    /// Placeholder until trimming lands: returns the whole path.
    public func trimmed(from start: Double, to end: Double) -> Path { self }
}

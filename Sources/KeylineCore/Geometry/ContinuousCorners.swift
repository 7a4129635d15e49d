extension Path {
    /// Apple's continuous ("squircle") corners. Placeholder until the continuous-corner
    /// geometry lands: draws quarter circles.
    public static func continuousRoundedRect(_ r: Rect, radius: Double) -> Path {
        circularRoundedRect(r, radius: radius)
    }
}

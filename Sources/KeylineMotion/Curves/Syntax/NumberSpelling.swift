/// How numbers are written in the textual animation syntax.
enum NumberSpelling {
    /// The canonical spelling: whole numbers without a fraction ("1", "170"),
    /// everything else in Swift's shortest round-tripping form ("0.6", "1e-07"),
    /// so that parsing the text gives back exactly the same Double.
    static func canonical(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))  // also folds -0 into "0"
        }
        return "\(value)"
    }
}

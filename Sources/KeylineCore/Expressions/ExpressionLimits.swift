/// The budgets an expression works within. A real scene nests a handful of levels,
/// builds lists of a few dozen items and texts of a few hundred characters; a hostile
/// one reaches these limits quickly and gets an error at the column where it does,
/// instead of exhausting the stack or memory.
public enum ExpressionLimits {
    /// Levels of nesting in an expression's text: each `(`, `[`, call, `?:` branch,
    /// prefix `!` or `-` and postfix `.name` or `[index]` opens one (the whole expression
    /// is the first). A real scene nests three or four. The parser recurses once per
    /// level, and the tree it builds is at most `treeLevelsPerNesting` times as deep: the
    /// deepest tree 32 levels allow evaluates within 2 MiB of stack in a debug build (a
    /// test checks it), a quarter of what Linux gives the main thread and Dispatch's
    /// workers. A long chain of one precedence (`a + b + …`) does not nest: it is kept flat.
    public static let nesting = 32

    /// A conditional, the six binary precedence levels and a call or list node can sit
    /// between one level of nesting and the next: `a || b && c == d ..< e + f * g(…) ? … : …`.
    static let treeLevelsPerNesting = 8

    /// The depth the evaluator descends before refusing: never reached by a parsed
    /// expression (32 × 8 + 1 = 257 levels at most), only by a tree built in code.
    static let evaluationDepth = nesting * treeLevelsPerNesting + 1

    /// The longest text `+` or `pad` may build, in UTF-8 bytes (characters, for Latin
    /// text). Ten times the longest paragraph a phone screen shows.
    public static let textLength = 10_000

    /// The most items one range (`0..<n`) may have.
    public static let rangeItems = 10_000

    /// The most list items one evaluation may build in all (ranges and list literals),
    /// so that a sum of ten thousand ranges cannot allocate a hundred million values.
    public static let listItems = 100_000

    /// Where an expression needs a whole number (an index, a range bound, `pad`'s
    /// arguments) it must lie within ±2^53: beyond that, not every whole number is a
    /// Double, and the conversion to an integer is checked against this, never trapped.
    public static let largestWholeNumber = 9_007_199_254_740_992.0
}

extension Double {
    /// The whole number this is, if it is one within ±2^53; nil otherwise (fractions,
    /// NaN, infinities, huge numbers), so that converting user values never traps.
    var exactWholeNumber: Int? {
        guard self == rounded(), abs(self) <= ExpressionLimits.largestWholeNumber else { return nil }
        return Int(exactly: self)
    }
}

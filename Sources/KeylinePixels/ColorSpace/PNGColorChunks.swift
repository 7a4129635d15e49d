/// Where a PNG's colour-space chunks' data lie in the file (the first of each kind).
struct PNGColorChunks: Sendable, Equatable {
    /// cICP: colour primaries, transfer function, matrix, full range (ITU-T H.273 code points).
    var codingPoints: Range<Int>?
    /// iCCP: a profile name, a compression method byte and a zlib-compressed ICC profile.
    var profile: Range<Int>?
    /// sRGB: one rendering-intent byte.
    var standardRGB: Range<Int>?
}

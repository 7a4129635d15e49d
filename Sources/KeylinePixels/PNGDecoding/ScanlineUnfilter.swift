/// Undoes PNG's five row filters (PNG spec §9.2), in place.
///
/// Keyline's encoder writes every row with Up; Cairo's writer (libpng) picks a filter per
/// row, any of the five, so all are read. Arithmetic is modulo 256 as §9.2 specifies; the
/// row above the first is taken to be zeros, and so are bytes left of a row's first pixel.
enum ScanlineUnfilter {
    /// Reconstructs every row of `scanlines` (`rows` rows of a filter-type byte and
    /// `rowBytes` samples) where it lies: afterwards row y's samples are at
    /// `y * (1 + rowBytes) + 1`. `bpp` is bytes per complete pixel.
    static func unfilter(
        _ scanlines: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, bpp: Int
    ) throws(PNGDecodingError) {
        try unfilter(scanlines, rows: 0..<rows, rowBytes: rowBytes, bpp: bpp)
    }

    /// Reconstructs `rows`, whose rows above are reconstructed already.
    static func unfilter(
        _ scanlines: UnsafeMutablePointer<UInt8>, rows: Range<Int>, rowBytes: Int, bpp: Int
    ) throws(PNGDecodingError) {
        let pitch = 1 + rowBytes
        for y in rows {
            let row = scanlines + y * pitch
            let current = row + 1
            let type = row[0]
            if y == 0 {
                try unfilterFirstRow(current, count: rowBytes, bpp: bpp, type: type)
                continue
            }
            let above = UnsafePointer(current - pitch)
            switch type {
            case 0: break
            case 1: sub(current, count: rowBytes, bpp: bpp)
            case 2: up(current, above, count: rowBytes)
            case 3: average(current, above, count: rowBytes, bpp: bpp)
            case 4: paeth(current, above, count: rowBytes, bpp: bpp)
            default: throw .invalidFilter(row: y, type: type)
            }
        }
    }

    /// Throws for the first row whose filter type is not one of the five, as `unfilter`
    /// would, without reconstructing anything.
    static func checkFilterTypes(_ scanlines: UnsafePointer<UInt8>, rows: Int, rowBytes: Int) throws(PNGDecodingError) {
        let pitch = 1 + rowBytes
        for y in 0..<rows where scanlines[y * pitch] > 4 {
            throw .invalidFilter(row: y, type: scanlines[y * pitch])
        }
    }

    /// The first row, whose row above is zeros: Up changes nothing, Average halves the left
    /// byte, and Paeth predicts the left byte (with b = c = 0 its predictor picks a).
    private static func unfilterFirstRow(
        _ current: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int, type: UInt8
    ) throws(PNGDecodingError) {
        switch type {
        case 0, 2: break
        case 1, 4: sub(current, count: count, bpp: bpp)
        case 3:
            for i in bpp..<max(bpp, count) { current[i] &+= current[i - bpp] >> 1 }
        default: throw .invalidFilter(row: 0, type: type)
        }
    }

    /// Sub: each byte plus the byte one pixel to the left.
    @inline(__always)
    private static func sub(_ current: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        var i = bpp
        while i < count {
            current[i] &+= current[i &- bpp]
            i &+= 1
        }
    }

    /// Up: each byte plus the byte above (a plain vectorizable loop).
    @inline(__always)
    private static func up(_ current: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count { current[i] &+= above[i] }
    }

    /// Average: each byte plus the floor of the mean of left and above, computed without
    /// overflow (§9.2 says the sum must not wrap).
    @inline(__always)
    private static func average(_ current: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        for i in 0..<min(bpp, count) { current[i] &+= above[i] >> 1 }
        var i = bpp
        while i < count {
            current[i] &+= UInt8(truncatingIfNeeded: (UInt16(current[i &- bpp]) &+ UInt16(above[i])) >> 1)
            i &+= 1
        }
    }

    /// Paeth (§9.4): of left (a), above (b) and upper left (c), the one nearest to
    /// a + b - c, ties going to a, then b.
    @inline(__always)
    private static func paeth(_ current: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        for i in 0..<min(bpp, count) { current[i] &+= above[i] }  // a = c = 0: the predictor is b
        var i = bpp
        while i < count {
            let a = Int(current[i &- bpp]), b = Int(above[i]), c = Int(above[i &- bpp])
            let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
            let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            current[i] &+= UInt8(truncatingIfNeeded: predictor)
            i &+= 1
        }
    }
}

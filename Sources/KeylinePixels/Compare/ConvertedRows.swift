/// The rows of inflated PNG data (`DecodedSamples`) as pixel words, converted one row at a
/// time when first asked for and kept in a window of five, the most that comparing one row
/// reads at once: the row itself, and for anti-aliasing detection two rows above and below
/// it (`AntiAliasing` looks at a pixel's neighbours and at their neighbours). Asking for a
/// row reconstructs (unfilters) the data down to it first.
///
/// A class: reading a row may convert it. One thread at a time.
final class ConvertedRows: RowReadable {
    static let window = 5

    let samples: DecodedSamples
    let width: Int
    let height: Int
    private let words: UnsafeMutablePointer<UInt32>
    /// The row each slot holds (row y lives in slot y % window), -1 for none. A pointer,
    /// not an array: anti-aliasing detection asks for rows a dozen times per pixel, and an
    /// array property of a class costs a bounds check and an exclusivity check each time.
    private let held: UnsafeMutablePointer<Int>
    private let table: UnsafePointer<UInt8>

    /// `table`: `SampleConversion.premultiplyTable`'s storage when the colour type needs it,
    /// and it must outlive this window.
    init(_ samples: DecodedSamples, table: UnsafePointer<UInt8>) {
        self.samples = samples
        (width, height) = (samples.header.width, samples.header.height)
        words = .allocate(capacity: Self.window * width)
        held = .allocate(capacity: Self.window)
        held.initialize(repeating: -1, count: Self.window)
        self.table = table
    }

    deinit {
        words.deallocate()
        held.deallocate()
    }

    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt32> {
        let slot = y % Self.window
        if held[slot] == y { return UnsafePointer(words + slot &* width) }
        return convert(y, slot: slot)
    }

    private func convert(_ y: Int, slot: Int) -> UnsafePointer<UInt32> {
        let out = words + slot * width
        if held[slot] != y {
            samples.unfilter(through: y)
            let pitch = samples.pitch
            samples.withScanlines { scanlines in
                // Not a palette image (SampleRowComparison.applies(to:)): conversion cannot fail.
                try? SampleConversion.convertRow(y, samples: scanlines + (y &* pitch &+ 1), into: out, context: samples.context, table: table)
            }
            held[slot] = y
        }
        return UnsafePointer(out)
    }
}

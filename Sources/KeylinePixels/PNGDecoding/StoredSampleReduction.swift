/// Turns the stored samples of a 16-bit or interlaced PNG into the layout the sample
/// conversion reads (8 bits per sample, rows top to bottom, each behind a filter-type byte
/// of 0), once, so that the conversion's hot loops and the row-by-row comparison stay as
/// they are for the common 8-bit, non-interlaced file.
///
/// The stored data is inflated into a scratch buffer of exactly `storedImageDataBytes`, and
/// each pass is unfiltered with the stored bytes per pixel (§9.2: filters work on bytes, a
/// 16-bit sample's two bytes included), then scattered to its pixels (§8.2). A 16-bit
/// sample v becomes round(v × 255 / 65535) (§13.12's scaling, rounded to nearest); a
/// transparent colour (tRNS) is matched on the 16-bit samples, before they are reduced, and
/// becomes an alpha channel (`PNGImageHeader.reduced(keyedTransparency:)`).
enum StoredSampleReduction {
    /// Fills `out` (room for `reduced.scanlineBytes`) from the file's image data.
    static func reduce(
        _ layout: PNGLayout, in file: UnsafeRawBufferPointer, reduced: PNGImageHeader, into out: UnsafeMutablePointer<UInt8>
    ) throws(PNGDecodingError) {
        let header = layout.header
        let storedCount = header.storedImageDataBytes
        guard let scratch = PageBuffer.Pool.shared.take(count: storedCount) else {
            throw .unreadable(reason: "out of memory (no room for the \(storedCount) bytes of its image data)")
        }
        defer { PageBuffer.Pool.shared.give(back: scratch) }
        try PNGDecoder.inflate(layout, in: file, into: scratch.base)
        let stored = scratch.base.assumingMemoryBound(to: UInt8.self)

        let key = transparentKey(layout, in: file)
        let inChannels = header.colorType.channels
        let outChannels = reduced.colorType.channels
        let sampleBytes = Int(header.bitDepth) / 8
        let bpp = header.storedBytesPerPixel
        let outPitch = 1 + reduced.rowBytes
        for y in 0..<reduced.height { out[y * outPitch] = 0 }  // filter type None: nothing to undo

        var at = 0
        var firstRow = 0  // rows before this pass, for the error's row number
        for pass in header.passes where !pass.isEmpty {
            let rowBytes = pass.width * bpp
            let rows = stored + at
            do throws(PNGDecodingError) {
                try ScanlineUnfilter.checkFilterTypes(rows, rows: pass.height, rowBytes: rowBytes)
            } catch .invalidFilter(let row, let type) {
                throw .invalidFilter(row: firstRow + row, type: type)
            } catch { throw error }
            try ScanlineUnfilter.unfilter(rows, rows: pass.height, rowBytes: rowBytes, bpp: bpp)
            for py in 0..<pass.height {
                let source = rows + py * (1 + rowBytes) + 1
                let outRow = out + (pass.y0 + py * pass.dy) * outPitch + 1
                for px in 0..<pass.width {
                    let pixel = source + px * bpp
                    let target = outRow + (pass.x0 + px * pass.dx) * outChannels
                    var keyed = key != nil
                    for c in 0..<inChannels {
                        let sample: Int
                        if sampleBytes == 2 {
                            sample = Int(pixel[2 * c]) << 8 | Int(pixel[2 * c + 1])
                            target[c] = UInt8((sample * 255 + 32767) / 65535)
                        } else {
                            sample = Int(pixel[c])
                            target[c] = pixel[c]
                        }
                        if let key, sample != key[min(c, key.count - 1)] { keyed = false }
                    }
                    if outChannels > inChannels { target[inChannels] = keyed ? 0 : 255 }
                }
            }
            at += pass.height * (1 + rowBytes)
            firstRow += pass.height
        }
    }

    /// tRNS's transparent grey or RGB, for a 16-bit image (the 8-bit conversion matches an
    /// 8-bit image's key itself).
    private static func transparentKey(_ layout: PNGLayout, in file: UnsafeRawBufferPointer) -> [Int]? {
        guard layout.header.bitDepth == 16, let t = layout.transparency,
              layout.header.colorType == .greyscale || layout.header.colorType == .truecolor else { return nil }
        return stride(from: t.lowerBound, to: t.upperBound, by: 2).map { Int(file[$0]) << 8 | Int(file[$0 + 1]) }
    }
}

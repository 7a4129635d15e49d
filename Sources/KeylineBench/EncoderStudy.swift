import CDeflate
import Foundation
import Synchronization
import KeylineCore
import KeylineRender

/// Which libdeflate level and PNG row filter goldens are written with (`KeylineBench ROOT
/// KEYLINE encoders`, run by Scripts/bench): the first three screens of every seed scene
/// rendered as goldens are (light and dark, the scene's device, large type) at @1x, @2x and
/// @3x, encoded by Keyline's encoder at every libdeflate level (level 12 takes about a
/// second per golden, hence the sample), and the @2x rows filtered each way at a few levels. Times are the encoding thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), so other
/// work on a busy machine counts less; sizes are against level 12, today's goldens.
enum EncoderStudy {
    struct Image {
        var name: String
        var scale: Int
        var image: RasterImage
    }

    static func run(scenes: [String]) throws {
        let images = try render(scenes)
        let scales = [1, 2, 3]
        print("Golden encoding: \(images.count) seed renders (3 screens a scene, light and dark) at @1x, @2x, @3x")
        print("  Keyline's encoder (Up filter, 64-row bands) at each libdeflate level: CPU ms per golden, bytes vs level 12")
        print("  level " + scales.map { "  @\($0)x ms  bytes " }.joined() + "   all ms   bytes")
        var level12: [Int: Int] = [:]
        var rows: [(level: Int, ms: [Int: Double], bytes: [Int: Int])] = []
        for level in (1...12).reversed() {
            let encoder = PNGEncoder(compressionLevel: level)
            var ms: [Int: Double] = [:], bytes: [Int: Int] = [:]
            for item in images {
                encoder.forgetPreviousFrame()
                let start = threadSeconds()
                let encoded = try encoder.encode(surface: item.image.cairoSurface)
                ms[item.scale, default: 0] += (threadSeconds() - start) * 1000
                bytes[item.scale, default: 0] += encoded.count
            }
            if level == 12 { level12 = bytes }
            rows.append((level, ms, bytes))
        }
        let counts = Dictionary(grouping: images, by: \.scale).mapValues(\.count)
        let total12 = level12.values.reduce(0, +)
        for row in rows.reversed() {
            defer { fflush(nil) }
            var line = String(format: "  %5d ", row.level)
            for scale in scales {
                line += String(format: "  %7.1f  %6.3f", row.ms[scale]! / Double(counts[scale]!), Double(row.bytes[scale]!) / Double(level12[scale]!))
            }
            let ms = row.ms.values.reduce(0, +) / Double(images.count)
            line += String(format: "  %7.1f  %6.3f", ms, Double(row.bytes.values.reduce(0, +)) / Double(total12))
            print(line)
        }

        // Filters: the rows converted as Keyline's encoder does (opaque renders, RGB) and
        // filtered by each of PNG's filters (§9.2), or per row by libpng's heuristic (the
        // filter whose bytes, read as signed, have the smallest sum of magnitudes), then
        // deflated in the same 64-row bands. Sizes are of the zlib stream, against Up at 12.
        let opaque = images.filter { $0.scale == 2 && isOpaque($0.image) }
        print("\n  Row filters on the \(opaque.count) opaque @2x renders: deflate CPU ms per golden (filtering not included), bytes vs Up at level 12 (today's goldens)")
        let levels = [1, 4, 6, 9]
        fflush(nil)
        print("  filter   " + levels.map { String(format: "   L%-2d ms  bytes ", $0) }.joined())
        var results: [RowFilter: [Int: (ms: Double, bytes: Int)]] = [:]
        for filter in RowFilter.allCases {
            let rows = opaque.map { filtered($0.image, filter) }  // one filter at a time: 4 MB per render
            for level in levels {
                guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { fatalError("libdeflate: out of memory") }
                defer { libdeflate_free_compressor(compressor) }
                var ms = 0.0, bytes = 0
                for (item, scanlines) in zip(opaque, rows) {
                    let start = threadSeconds()
                    bytes += bandedDeflate(scanlines, rowBytes: 1 + item.image.width * 3, compressor: compressor)
                    ms += (threadSeconds() - start) * 1000
                }
                results[filter, default: [:]][level] = (ms / Double(opaque.count), bytes)
            }
        }
        let reference = Double(opaque.reduce(0) { total, item in
            guard let compressor = libdeflate_alloc_compressor(12) else { fatalError("libdeflate: out of memory") }
            defer { libdeflate_free_compressor(compressor) }
            return total + bandedDeflate(filtered(item.image, .up), rowBytes: 1 + item.image.width * 3, compressor: compressor)
        })
        for filter in RowFilter.allCases {
            print("  " + "\(filter)".padding(toLength: 9, withPad: " ", startingAt: 0)
                  + levels.map { String(format: "  %6.1f  %6.3f", results[filter]![$0]!.ms, Double(results[filter]![$0]!.bytes) / reference) }.joined())
        }
    }

    /// Every screen of every scene, light and dark, at @1x, @2x and @3x on the scene's device.
    static func render(_ scenes: [String]) throws -> [Image] {
        let renderer = Renderer()
        var images: [Image] = []
        for path in scenes {
            let document = try SceneLoader.load(contentsOf: path)
            let pipeline = ScenePipeline(document: document)
            let scene = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for screen in document.screens.prefix(3) {
                for appearance in Appearance.allCases {
                    for scale in [1, 2, 3] {
                        let variant = Variant(appearance: appearance, device: document.device, scale: Double(scale))
                        let image = try pipeline.render(screen, variant, scale: Double(scale), renderer: renderer)
                        images.append(Image(name: "\(scene)/\(screen.id)/\(appearance)@\(scale)x", scale: scale, image: image))
                    }
                }
            }
        }
        return images
    }

    static func threadSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    static func isOpaque(_ image: RasterImage) -> Bool {
        image.withPixels { pixels in
            for y in 0..<image.height {
                let row = (pixels.baseAddress! + y * image.stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width where row[x] >> 24 != 0xFF { return false }
            }
            return true
        }
    }

    enum RowFilter: CaseIterable, Hashable { case none, sub, up, average, paeth, adaptive }

    /// The image's rows as RGB samples, each filtered and preceded by its filter-type byte.
    static func filtered(_ image: RasterImage, _ filter: RowFilter) -> [UInt8] {
        let width = image.width, rowSize = width * 3
        var out = [UInt8](repeating: 0, count: image.height * (rowSize + 1))
        var previous = [UInt8](repeating: 0, count: rowSize)
        var current = [UInt8](repeating: 0, count: rowSize)
        var candidates = (0..<5).map { _ in [UInt8](repeating: 0, count: rowSize) }
        image.withPixels { pixels in
            for y in 0..<image.height {
                let row = (pixels.baseAddress! + y * image.stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    current[3 * x] = UInt8((p >> 16) & 0xFF); current[3 * x + 1] = UInt8((p >> 8) & 0xFF); current[3 * x + 2] = UInt8(p & 0xFF)
                }
                let types: [Int]
                switch filter {
                case .none: types = [0]
                case .sub: types = [1]
                case .up: types = [2]
                case .average: types = [3]
                case .paeth: types = [4]
                case .adaptive: types = [0, 1, 2, 3, 4]
                }
                var best = types[0], bestCost = Int.max
                for type in types {
                    var cost = 0
                    for i in 0..<rowSize {
                        let a = i >= 3 ? Int(current[i - 3]) : 0, b = Int(previous[i]), c = i >= 3 ? Int(previous[i - 3]) : 0
                        let predictor: Int
                        switch type {
                        case 0: predictor = 0
                        case 1: predictor = a
                        case 2: predictor = b
                        case 3: predictor = (a + b) / 2
                        default:
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                        }
                        let value = UInt8(truncatingIfNeeded: Int(current[i]) - predictor)
                        candidates[type][i] = value
                        cost += abs(Int(Int8(bitPattern: value)))
                    }
                    if cost < bestCost { bestCost = cost; best = type }
                }
                out[y * (rowSize + 1)] = UInt8(best)
                out.withUnsafeMutableBufferPointer { buffer in
                    candidates[best].withUnsafeBufferPointer { source in
                        (buffer.baseAddress! + y * (rowSize + 1) + 1).update(from: source.baseAddress!, count: rowSize)
                    }
                }
                swap(&previous, &current)
            }
        }
        return out
    }

    /// Bytes of the zlib stream `BandedZlibCompressor` makes: each 64-row band deflated on
    /// its own, plus the 5 bytes of the empty stored block that joins bands, plus 6.
    static func bandedDeflate(_ scanlines: [UInt8], rowBytes: Int, compressor: OpaquePointer) -> Int {
        let bandBytes = 64 * rowBytes
        var total = 6
        var scratch = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, bandBytes))
        scanlines.withUnsafeBytes { input in
            var start = 0
            while start < input.count {
                let end = min(input.count, start + bandBytes)
                total += scratch.withUnsafeMutableBytes { out in
                    libdeflate_deflate_compress(compressor, input.baseAddress! + start, end - start, out.baseAddress, out.count)
                } + 5
                start = end
            }
        }
        return total
    }
}

/// The goldens of a folder against the same pixels at level 12, today's goldens' level
/// (`KeylineBench ROOT KEYLINE golden-bytes DIR EVERY`): every EVERY-th golden (sorted by
/// path) is decoded and encoded again at level 12, on every core.
enum GoldenBytes {
    static func run(folder: String, every: Int) throws {
        var paths: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder)
        while let relative = walker?.nextObject() as? String { if relative.hasSuffix(".png") { paths.append(relative) } }
        let sample = paths.sorted().enumerated().filter { $0.offset % every == 0 }.map { folder + "/" + $0.element }
        let sizes = Mutex<(written: Int, level12: Int)>((0, 0))
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { worker in
            for path in sample.indices.filter({ $0 % ProcessInfo.processInfo.activeProcessorCount == worker }).map({ sample[$0] }) {
                guard let written = FileManager.default.contents(atPath: path),
                      let image = try? PNGDecoder().decode([UInt8](written)),
                      let again = try? image.encodedPNG(compressionLevel: PNGEncoder.strongestCompressionLevel)
                else { fatalError("cannot read or encode \(path)") }
                sizes.withLock { $0.written += written.count; $0.level12 += again.count }
            }
        }
        let (written, level12) = sizes.withLock { $0 }
        print(String(format: "golden-bytes %d %d %d %.3f", sample.count, written, level12, Double(written) / Double(level12)))
    }
}

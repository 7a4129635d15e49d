import CCairo
import CDeflate
import Foundation
@testable import KeylinePixels
@testable import KeylineRender
import Testing

/// Keyline's own deflate for sequence frames (`FrameDeflater`) must be a correct deflate:
/// decoded by two independent inflaters (libdeflate in-process, zlib through Python and
/// through libpng in Cairo's PNG reader) back to the same bytes, on random and UI-like input,
/// with the shape (`lastBlockHeaderBit`, `endBit`) the banded encoder joins bands by.
@Suite struct FrameDeflaterTests {
    /// Deflates and checks with libdeflate: the stream inflates to `input` and ends where
    /// the shape says (libdeflate reports the bytes it consumed), and the walker agrees.
    @discardableResult
    func roundTrip(_ input: [UInt8], rowLength: Int, deflater: FrameDeflater = FrameDeflater(),
                   sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
        let (compressed, shape) = input.withUnsafeBytes { deflater.deflate($0, rowLength: rowLength) }
        let decompressor = try #require(libdeflate_alloc_decompressor())
        defer { libdeflate_free_decompressor(decompressor) }
        var restored = [UInt8](repeating: 0, count: input.count + 1)
        var consumed = 0, produced = 0
        let result = libdeflate_deflate_decompress_ex(decompressor, compressed, compressed.count, &restored, restored.count, &consumed, &produced)
        #expect(result == LIBDEFLATE_SUCCESS, sourceLocation: sourceLocation)
        #expect(produced == input.count && Array(restored[..<produced]) == input, "inflates to other bytes", sourceLocation: sourceLocation)
        #expect(consumed == compressed.count && (shape.endBit + 7) / 8 == compressed.count, sourceLocation: sourceLocation)
        #expect(try compressed.withUnsafeBytes { try DeflateStreamWalker.shape(of: $0) } == shape, sourceLocation: sourceLocation)
        return compressed
    }

    /// Bytes made of the pieces Up-filtered frames are made of: rows of zeros, rows like the
    /// one above, short runs, repeats from far back, and noise, in random order and lengths.
    static func uiLikeBytes(seed: UInt64, rowLength: Int, rows: Int) -> [UInt8] {
        var random = SeededRandom(state: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rowLength * rows)
        for _ in 0..<rows {
            var row = [UInt8](repeating: 0, count: rowLength)
            row[0] = 2
            switch random.next() % 5 {
            case 0: break  // a flat row: all zeros after the filter byte
            case 1 where bytes.count >= rowLength:  // the row above again (a gradient)
                row = Array(bytes[(bytes.count - rowLength)...])
            case 2:  // a few spots of detail (text, an edge)
                for _ in 0..<(random.next() % 6) {
                    let start = 1 + Int(random.next() % UInt64(rowLength - 1))
                    for i in start..<min(rowLength, start + Int(random.next() % 40)) { row[i] = UInt8(truncatingIfNeeded: random.next()) }
                }
            case 3 where bytes.count > 1000:  // a piece of something drawn before, far back
                let from = Int(random.next() % UInt64(bytes.count - 300))
                let length = min(rowLength - 1, 1 + Int(random.next() % 300))
                row.replaceSubrange(1..<(1 + length), with: bytes[from..<(from + length)])
            default:  // noise from a small or the whole alphabet (a photo)
                let alphabet = random.next() % 2 == 0 ? 4 : 256
                for i in 1..<rowLength { row[i] = UInt8(random.next() % UInt64(alphabet)) }
            }
            bytes += row
        }
        return bytes
    }

    @Test("edge inputs: no byte, one byte, under a match, a long run, a window apart")
    func edgeCases() throws {
        try roundTrip([], rowLength: 0)
        try roundTrip([7], rowLength: 0)
        try roundTrip([1, 1], rowLength: 0)
        try roundTrip([1, 1, 1], rowLength: 0)
        try roundTrip([UInt8](repeating: 0, count: 300_000), rowLength: 3511)
        // The same 1,000 bytes 32,768 and 32,769 bytes apart: the farthest distance deflate allows, and one more.
        var random = SeededRandom(state: 3)
        let block = (0..<1000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for gap in [31_768, 31_769] {
            try roundTrip(block + [UInt8](repeating: 9, count: gap) + block, rowLength: 0)
        }
        // A row length beyond the window is not looked at (and must not break anything).
        try roundTrip(Self.uiLikeBytes(seed: 1, rowLength: 40_000, rows: 3), rowLength: 40_000)
    }

    @Test("noise falls back to stored blocks, no larger than the bytes plus 5 per 65,535")
    func noiseIsStored() throws {
        var random = SeededRandom(state: 11)
        let noise = (0..<150_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let compressed = try roundTrip(noise, rowLength: 1001)
        #expect(compressed.count == noise.count + 5 * 3)
    }

    @Test("flat UI compresses about as libdeflate's level 5 does (within 10 %)")
    func flatRowsCompressWell() throws {
        let flat = [UInt8]((0..<64).flatMap { _ in [2] + [UInt8](repeating: 0, count: 3510) })
        let ours = try roundTrip(flat, rowLength: 3511)
        let compressor = try #require(libdeflate_alloc_compressor(5))
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, flat.count))
        let theirs = libdeflate_deflate_compress(compressor, flat, flat.count, &out, out.count)
        #expect(ours.count < flat.count / 200, "\(ours.count) bytes for 64 flat rows")
        #expect(Double(ours.count) <= Double(theirs) * 1.1 + 16, "\(ours.count) bytes against libdeflate's \(theirs)")
    }

    /// Counts that grow like Fibonacci numbers make Huffman's code 29 bits deep: the lengths
    /// must be cut to deflate's 15 (7 for the code-length alphabet) and stay a complete code.
    @Test("code lengths are limited and complete", arguments: [15, 7])
    func lengthLimit(limit: Int) {
        var counts: [UInt32] = [1, 1]
        while counts.count < 30 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        let lengths = HuffmanLengths.limited(counts, to: limit)
        #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
        let kraft = lengths.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
        #expect(kraft == 1)
        // Without the limit the same counts need more than 15 bits: the test exercises the cut.
        #expect(HuffmanLengths.limited(counts, to: 64).max()! > 15)
    }

    @Test("random UI-like inputs round-trip through libdeflate, one deflater reused (200 inputs)")
    func randomInputsRoundTrip() throws {
        let deflater = FrameDeflater()
        var random = SeededRandom(state: 2026)
        for seed in 0..<200 {
            let rowLength = 2 + Int(random.next() % 5000)
            let rows = 1 + Int(random.next() % UInt64(max(1, 200_000 / rowLength)))
            let bytes = Self.uiLikeBytes(seed: UInt64(seed), rowLength: rowLength, rows: rows)
            // Half the time a shorter row length than the data's (matches above then miss).
            let told = random.next() % 2 == 0 ? rowLength : 1 + Int(random.next() % 300)
            try roundTrip(bytes, rowLength: told, deflater: deflater)
        }
    }

    @Test("the same input gives the same bytes from a fresh deflater and from one that saw other input")
    func deterministic() throws {
        let bytes = Self.uiLikeBytes(seed: 5, rowLength: 1171, rows: 64)
        let used = FrameDeflater()
        _ = try roundTrip(Self.uiLikeBytes(seed: 6, rowLength: 1171, rows: 64), rowLength: 1171, deflater: used)
        #expect(try roundTrip(bytes, rowLength: 1171, deflater: used) == roundTrip(bytes, rowLength: 1171))
    }

    @Test("zlib (Python's) inflates the same streams back to the same bytes")
    func zlibInflates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frame-deflater-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let deflater = FrameDeflater()
        let count = 40
        for seed in 0..<count {
            let bytes = Self.uiLikeBytes(seed: UInt64(1000 + seed), rowLength: 100 + seed * 97, rows: 64)
            let compressed = try roundTrip(bytes, rowLength: 100 + seed * 97, deflater: deflater)
            try Data(bytes).write(to: folder.appendingPathComponent("\(seed).raw"))
            try Data(compressed).write(to: folder.appendingPathComponent("\(seed).deflate"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import sys, zlib, pathlib
            folder = pathlib.Path(sys.argv[1]); same = 0
            for raw in folder.glob("*.raw"):
                same += zlib.decompress(raw.with_suffix(".deflate").read_bytes(), -15) == raw.read_bytes()
            print(same)
            """, folder.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "\(count)")
    }

    // MARK: Through the PNG encoder

    @Test("frames deflated by Keyline decode (libpng, zlib) to the pixels libdeflate's PNG holds", arguments: SyntheticUIFrame.allCases)
    func pngFramesDecodeToTheSamePixels(kind: SyntheticUIFrame) throws {
        let frame = kind.render(scale: 1)
        defer { cairo_surface_destroy(frame) }
        let ours = try PNGEncoder(compression: .frames).encode(surface: frame)
        let reference = try PNGEncoder().encode(surface: frame)
        let decoded = try #require(CairoPNG.read(ours))
        #expect(decoded.pixels == CairoPNG.read(reference)?.pixels)
        #expect(decoded.format == CairoPNG.read(reference)?.format)
    }

    @Test("frames after frames: reused bands give what a fresh frame encoder gives")
    func reusedBandsMatchAFreshEncoder() throws {
        let encoder = PNGEncoder(compression: .frames)
        var random = SeededRandom(state: 8)
        var image = TestPixels(width: 301, height: 700) { x, y in (y / 37) % 5 == 0 ? random.opaquePixel() : (x < 150 ? 0xFFF2_F2F7 : 0xFF0D_7377) }
        for step in 0..<6 {
            // Change a few rows (and once make a pixel translucent: every band turns RGBA).
            for y in (step * 90)..<(step * 90 + 20) { image.words[y * image.strideWords + step] = random.opaquePixel() }
            if step == 3 { image.words[400 * image.strideWords + 7] = 0 }
            let reused = try image.encoded(with: encoder)
            #expect(reused == (try image.encoded(with: PNGEncoder(compression: .frames))))
            #expect(CairoPNG.read(reused)?.pixels == image.tight)
        }
    }
}

import CDeflate

/// A minimal PNG reader written for the tests, independently of the encoder: it
/// checks the signature and every chunk's CRC (with its own bitwise CRC-32), reads
/// IHDR, inflates the IDAT stream and undoes all five row filters of PNG spec §9.2.
/// Only 8-bit, non-interlaced truecolour (types 2 and 6), which is what both
/// Keyline's and Cairo's writers produce for ARGB32 surfaces.
struct DecodedPNG {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    var chunks: [Chunk] = []
    var width = 0
    var height = 0
    var bitDepth = 0
    var colorType = 0
    var compressionMethod = 0
    var filterMethod = 0
    var interlaceMethod = 0
    /// The filter type byte of each row.
    var rowFilters: [UInt8] = []
    /// Unfiltered samples, rows back to back: R, G, B[, A] per pixel.
    var samples: [UInt8] = []

    var chunkTypes: [String] { chunks.map(\.type) }
    var bytesPerPixel: Int { colorType == 6 ? 4 : 3 }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(_ png: [UInt8]) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.starts(with: signature) else { throw Failure(description: "bad signature") }
        var offset = signature.count
        func uint32(at i: Int) -> Int {
            Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
        }
        while offset < png.count {
            guard offset + 12 <= png.count else { throw Failure(description: "truncated chunk at \(offset)") }
            let length = uint32(at: offset)
            guard offset + 12 + length <= png.count else { throw Failure(description: "chunk overruns file") }
            let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
            let storedCRC = UInt32(uint32(at: offset + 8 + length))
            guard Self.crc32(typeAndData) == storedCRC else {
                throw Failure(description: "CRC mismatch in chunk at \(offset)")
            }
            let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(typeAndData[4...])))
            offset += 12 + length
        }
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw Failure(description: "first chunk is not a 13-byte IHDR")
        }
        let h = header.data
        width = Int(h[0]) << 24 | Int(h[1]) << 16 | Int(h[2]) << 8 | Int(h[3])
        height = Int(h[4]) << 24 | Int(h[5]) << 16 | Int(h[6]) << 8 | Int(h[7])
        (bitDepth, colorType) = (Int(h[8]), Int(h[9]))
        (compressionMethod, filterMethod, interlaceMethod) = (Int(h[10]), Int(h[11]), Int(h[12]))
        guard bitDepth == 8, colorType == 2 || colorType == 6, interlaceMethod == 0 else {
            throw Failure(description: "unsupported IHDR for this test decoder")
        }
        try inflateAndUnfilter(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
    }

    private mutating func inflateAndUnfilter(_ zlibStream: [UInt8]) throws {
        let rowSize = width * bytesPerPixel
        var filtered = [UInt8](repeating: 0, count: height * (1 + rowSize))
        var actual = 0
        let decompressor = libdeflate_alloc_decompressor()
        defer { libdeflate_free_decompressor(decompressor) }
        let result = zlibStream.withUnsafeBytes { input in
            filtered.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &actual)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, actual == filtered.count else {
            throw Failure(description: "IDAT did not inflate to \(filtered.count) bytes")
        }
        let bpp = bytesPerPixel
        samples = [UInt8](repeating: 0, count: height * rowSize)
        for y in 0..<height {
            let filter = filtered[y * (1 + rowSize)]
            rowFilters.append(filter)
            for i in 0..<rowSize {
                let x = filtered[y * (1 + rowSize) + 1 + i]
                let a = i >= bpp ? Int(samples[y * rowSize + i - bpp]) : 0
                let b = y > 0 ? Int(samples[(y - 1) * rowSize + i]) : 0
                let c = i >= bpp && y > 0 ? Int(samples[(y - 1) * rowSize + i - bpp]) : 0
                let prediction: Int
                switch filter {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "row \(y) has filter type \(filter)")
                }
                samples[y * rowSize + i] = UInt8((Int(x) + prediction) & 0xFF)
            }
        }
    }

    /// CRC-32 as PNG spec Annex D defines it, one bit at a time.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

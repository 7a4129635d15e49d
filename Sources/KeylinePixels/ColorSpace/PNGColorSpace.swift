import CDeflate

/// The colour space a PNG says its samples are in, as far as measuring a screenshot needs:
/// sRGB (also what an untagged file is taken to be, as browsers do), Display P3 (what the
/// iOS simulator and devices tag wide-colour screenshots with), or another profile, which is
/// read as sRGB and named so that a tool can say so.
public enum PNGColorSpace: Hashable, Sendable, CustomStringConvertible {
    case sRGB
    case displayP3
    /// A profile or code points this reader does not convert from; its name or a description.
    case other(String)

    public var description: String {
        switch self {
        case .sRGB: "sRGB"
        case .displayP3: "Display P3"
        case .other(let name): name
        }
    }

    /// Reads the chunks in the order PNG's third edition ranks them (§4.3, "colour space
    /// information"): cICP over iCCP over sRGB; no chunk means sRGB.
    static func read(_ chunks: PNGColorChunks, in file: UnsafeRawBufferPointer) -> PNGColorSpace {
        if let points = chunks.codingPoints, points.count == 4 {
            // ITU-T H.273 table 2 (colour primaries): 1 = BT.709 (sRGB's), 12 = SMPTE EG 432-1
            // (P3 with a D65 white, Display P3's); table 3 (transfer): 13 = IEC 61966-2-1 (sRGB's curve).
            let (primaries, transfer) = (file[points.lowerBound], file[points.lowerBound + 1])
            switch (primaries, transfer) {
            case (1, 13): return .sRGB
            case (12, 13): return .displayP3
            default: return .other("cICP primaries \(primaries), transfer \(transfer)")
            }
        }
        if let profile = chunks.profile {
            return ICCProfileReader.colorSpace(ofChunk: UnsafeRawBufferPointer(rebasing: file[profile]))
        }
        return .sRGB
    }
}

extension PNGDecoder {
    /// Decodes a PNG held in memory, with the colour space it declares.
    public func decodeTagged(_ png: UnsafeRawBufferPointer) throws(PNGDecodingError) -> (image: PixelImage, colorSpace: PNGColorSpace) {
        let layout = try PNGLayout(png, limits: limits)
        let image = try Self.decode(layout, in: png)
        return (image, PNGColorSpace.read(layout.colorChunks, in: png))
    }

    public func decodeTagged(_ png: [UInt8]) throws(PNGDecodingError) -> (image: PixelImage, colorSpace: PNGColorSpace) {
        try png.withBytes { (bytes) throws(PNGDecodingError) in try decodeTagged(bytes) }
    }

    /// Reads and decodes the file at `path`, with the colour space it declares; the error
    /// names the file.
    public func decodeTagged(contentsOf path: String) throws(PNGFileError) -> (image: PixelImage, colorSpace: PNGColorSpace) {
        do throws(PNGDecodingError) {
            return try decodeTagged(try Self.read(path, limits: limits))
        } catch {
            throw PNGFileError(path: path, error: error)
        }
    }
}

/// Just enough of an ICC profile (ICC.1:2010, §7) to tell sRGB from Display P3: its red,
/// green and blue colorants (the rXYZ, gXYZ and bXYZ tags, §9.2.44, .31, .6), which are the
/// primaries adapted to the D50 profile connection space. Bounded: the profile is inflated
/// into at most `maximumProfileBytes`, and a profile that is larger, damaged or without
/// colorants is `.other`.
enum ICCProfileReader {
    static let maximumProfileBytes = 4 << 20

    static func colorSpace(ofChunk chunk: UnsafeRawBufferPointer) -> PNGColorSpace {
        // §11.3.2.3: a Latin-1 name of 1-79 bytes, a zero, the compression method (0), zlib data.
        guard let zero = chunk.prefix(80).firstIndex(of: 0), zero > 0, zero + 2 <= chunk.count, chunk[zero + 1] == 0 else {
            return .other("a damaged iCCP chunk")
        }
        let name = String(decoding: chunk[..<zero], as: UTF8.self)
        guard let profile = inflate(UnsafeRawBufferPointer(rebasing: chunk[(zero + 2)...])),
              let colorants = colorants(profile) else { return .other("the ICC profile '\(name)'") }
        if colorants.isClose(to: ColorMatrices.displayP3ColorantsD50) { return .displayP3 }
        if colorants.isClose(to: ColorMatrices.sRGBColorantsD50) { return .sRGB }
        return .other("the ICC profile '\(name)'")
    }

    private static func inflate(_ data: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: maximumProfileBytes)
        var produced = 0
        let result = out.withUnsafeMutableBytes {
            libdeflate_zlib_decompress(decompressor, data.baseAddress, data.count, $0.baseAddress, $0.count, &produced)
        }
        guard result == LIBDEFLATE_SUCCESS else { return nil }
        return Array(out.prefix(produced))
    }

    /// The colorants as the columns of a matrix (RGB → XYZ D50), or nil.
    static func colorants(_ profile: [UInt8]) -> Matrix3? {
        func u32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= profile.count else { return nil }
            return Int(profile[at]) << 24 | Int(profile[at + 1]) << 16 | Int(profile[at + 2]) << 8 | Int(profile[at + 3])
        }
        // §7.2: a 128-byte header, then the tag count and 12-byte entries (signature, offset, size).
        guard let count = u32(128), count <= 1000 else { return nil }
        var found: [String: [Double]] = [:]
        for i in 0..<count {
            let entry = 132 + 12 * i
            guard let signature = u32(entry), let offset = u32(entry + 4), let size = u32(entry + 8) else { return nil }
            let tag = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: signature >> $0) }, as: UTF8.self)
            guard ["rXYZ", "gXYZ", "bXYZ"].contains(tag), size >= 20, offset + 20 <= profile.count else { continue }
            // §10.31 XYZType: 'XYZ ', 4 reserved bytes, then s15Fixed16Number X, Y, Z.
            found[tag] = (0..<3).compactMap { u32(offset + 8 + 4 * $0).map { Double(Int32(truncatingIfNeeded: $0)) / 65536 } }
        }
        guard let r = found["rXYZ"], let g = found["gXYZ"], let b = found["bXYZ"], r.count == 3, g.count == 3, b.count == 3 else { return nil }
        return Matrix3(rows: [[r[0], g[0], b[0]], [r[1], g[1], b[1]], [r[2], g[2], b[2]]])
    }
}

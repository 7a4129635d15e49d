import CCairo
import CDeflate
import CRSVG
import Foundation

/// The versions of what decides Keyline's pixels on this machine: the C libraries that draw,
/// shape, rasterise and encode, and the font files fontconfig resolves Keyline's families to.
///
/// Keyline pins everything else (font options, language, direction, DPI; see TextEngine), so
/// when two machines draw a golden differently, the cause is in here. Goldens record it
/// (`Goldens/ENVIRONMENT.json`) so that a failure on a machine with other versions says so.
public struct RenderEnvironment: Hashable, Sendable {
    /// Component name → version, e.g. "Cairo" → "1.16.0", "font Inter" →
    /// "Inter-Regular.otf, 310252 bytes, CRC-32 1a2b3c4d". Names are what notes show.
    public var components: [String: String]

    public init(components: [String: String]) { self.components = components }

    /// This process's environment, worked out once (the fonts' checksums read a few MB).
    public static let current = RenderEnvironment(components: libraries().merging(fonts()) { a, _ in a })

    /// The families Keyline draws with: the stand-ins for SF Pro, SF Mono and New York
    /// (FontResolver) and DejaVu Sans, fontconfig's fallback for glyphs Inter lacks.
    static let fontFamilies = ["Inter", "Inter Display", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"]

    static func libraries() -> [String: String] {
        var freetype = "unknown"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
            freetype = "\(major).\(minor).\(patch)"
        }
        // FcGetVersion: major * 10000 + minor * 100 + revision (fontconfig.h, FC_VERSION).
        let fc = Int(FcGetVersion())
        return [
            "Cairo": String(cString: cairo_version_string()),
            "Pango": String(cString: pango_version_string()),
            "HarfBuzz": String(cString: hb_version_string()),
            "FreeType": freetype,
            "fontconfig": "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            // libdeflate has no run-time version call; the header Keyline was built with is
            // the one of the shared library Debian installs alongside it (libdeflate-dev).
            "libdeflate": LIBDEFLATE_VERSION_STRING,
            "librsvg": "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
        ]
    }

    /// "font <family>" → the file fontconfig picks for its regular style: its name, size and
    /// CRC-32 (an identity that ignores where the file is and when it was installed).
    static func fonts() -> [String: String] {
        var found: [String: String] = [:]
        for family in fontFamilies {
            found["font " + family] = fontFile(family).map(identity) ?? "none"
        }
        return found
    }

    private static func fontFile(_ family: String) -> String? {
        FontconfigMatch.property(FC_FILE, forFamily: family)
    }

    private static func identity(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else { return "\(name), unreadable" }
        let crc = data.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return "\(name), \(data.count) bytes, CRC-32 " + String(format: "%08x", crc)
    }
}

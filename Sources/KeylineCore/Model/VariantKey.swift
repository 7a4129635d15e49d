import Foundation

/// The variant key: one path component that names every file Keyline writes for a variant
/// (stills `<screen>/<key>.png`, sequences `<name>/<key>/frame-0000.png`, contact sheets,
/// goldens), so that two different renders never share a name.
///
///     <appearance>[-reduced][-<device>][-<size>][-<name>=<value>]…@<scale>x
///
/// Components come in that fixed order, joined by `-`; a component at its default is left
/// out, so the plain names stay short and stable: `light@3x`, `dark-reduced@3x`,
/// `light-iphoneSE@3x` (a device other than the scene's own), `dark-AX5@3x` (Dynamic Type
/// other than Large, in its `DynamicTypeSize.fileName` form), `light-page=2@3x` (state
/// assignments, ordered by name). Scale is always written. State values are written in a
/// canonical form (`2`, not `2.0`; a string that would read as another type is quoted) and
/// made file-name safe: every byte but ASCII letters, digits and `. _ , +` is written `%XX`,
/// so `-`, `=`, `@` and `/` inside a value cannot be mistaken for the key's own.
extension Variant {
    public func key(sceneDevice: Device) -> String {
        var parts = [appearance.rawValue]
        if motion == .reduced { parts.append("reduced") }
        if device != sceneDevice { parts.append(Self.fileSafe(device.name)) }
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.fileName) }
        for name in state.keys.sorted() {
            parts.append(Self.fileSafe(name) + "=" + Self.fileSafe(Self.canonical(state[name]!)))
        }
        return parts.joined(separator: "-") + "@" + scale.pointString + "x"
    }

    /// Bytes the state part of a key may take: a file name is at most 255 bytes, and the
    /// longest Keyline makes from a key is a report image's
    /// `.<key>.expected.png.<pid>-<n>.partial`, about 60 bytes more than the rest of the key.
    public static let stateKeyBytes = 160

    /// nil when `state` fits in a key; else how long its part would be ("300 bytes; …").
    public static func stateKeyProblem(_ state: [String: Value]) -> String? {
        var bytes = 0
        for (name, value) in state {
            bytes += 2 + fileSafe(name).utf8.count + fileSafe(canonical(value)).utf8.count
            // Stops early: a 10,000-character value is not encoded to the end.
            if bytes > stateKeyBytes { break }
        }
        guard bytes > stateKeyBytes else { return nil }
        return "more than \(stateKeyBytes) bytes for its state alone; a variant key's state is limited to \(stateKeyBytes) bytes (after %-encoding)"
    }

    /// A value as a scene would write it, reading back as the same value: numbers without
    /// a needless ".0", strings quoted only when they would read as something else.
    static func canonical(_ value: Value, inList: Bool = false) -> String {
        switch value {
        case .string(let s):
            let plain = Value.parse(s) == .string(s) && !s.contains("'") && !(inList && s.contains(where: { ",[]".contains($0) }))
            return plain ? s : "'" + s.replacingOccurrences(of: "'", with: "''") + "'"
        case .list(let items): return "[" + items.map { canonical($0, inList: true) }.joined(separator: ",") + "]"
        default: return value.description
        }
    }

    /// ASCII letters, digits and `. _ , +` as they are; any other byte as `%XX`.
    static func fileSafe(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "+"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }
}

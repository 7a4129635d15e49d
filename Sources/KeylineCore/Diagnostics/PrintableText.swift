/// Text for a message that may quote untrusted strings (scene values, file names, command
/// lines): every diagnostic message, note and lint finding passes through `message(_:)`
/// when it is made, so no string a scene holds can start a line of Keyline's output. On
/// GitHub Actions a line starting `::` is a workflow command (`::error`, `::add-mask::`,
/// `::stop-commands::`), and an ESC sequence rewrites a terminal; so control characters
/// (C0, DEL, C1, and the Unicode line and paragraph separators) are written as `\u{…}`,
/// a quoted span ('…') longer than `quotedLength` characters is cut with '…', and a whole
/// message is cut at `messageLength`.
public enum PrintableText {
    /// Characters of one quoted string in a message.
    public static let quotedLength = 200
    /// Characters of one message (Keyline's own messages are under 400).
    public static let messageLength = 2_000

    public static func message(_ text: String) -> String {
        // Fast path: what is already printable and short is kept as it is.
        if text.unicodeScalars.count <= quotedLength, !text.unicodeScalars.contains(where: isControl) { return text }
        var out = String.UnicodeScalarView()
        var quoted = false, inQuote = 0, total = 0
        for s in text.unicodeScalars {
            if total >= messageLength { out.append("…"); break }
            if s == "'" {
                quoted.toggle(); inQuote = 0
                out.append(s); total += 1
                continue
            }
            if quoted {
                inQuote += 1
                if inQuote == quotedLength + 1 { out.append("…"); total += 1 }
                if inQuote > quotedLength { continue }
            }
            if isControl(s) {
                out.append(contentsOf: "\\u{\(String(s.value, radix: 16))}".unicodeScalars)
            } else {
                out.append(s)
            }
            total += 1
        }
        return String(out)
    }

    /// A line of a scene file shown under a diagnostic: control characters escaped, tabs
    /// kept (the caret line below copies them to line up).
    public static func sourceLine(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { $0 != "\t" && isControl($0) }) else { return line }
        var out = String.UnicodeScalarView()
        for s in line.unicodeScalars {
            if s != "\t" && isControl(s) { out.append(contentsOf: "\\u{\(String(s.value, radix: 16))}".unicodeScalars) } else { out.append(s) }
        }
        return String(out)
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || s.value == 0x7F || (0x80..<0xA0).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
    }
}

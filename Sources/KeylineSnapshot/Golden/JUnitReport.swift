/// JUnit XML for CI dashboards: one testsuite per scene, one testcase per golden.
public enum JUnitReport {
    public static func xml(_ results: [GoldenResult]) -> String {
        var scenes: [String] = []
        for r in results where !scenes.contains(r.item.scene) { scenes.append(r.item.scene) }
        let failed = results.filter { !$0.passed }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"keyline test\" tests=\"\(results.count)\" failures=\"\(failed)\">\n"
        for scene in scenes {
            let mine = results.filter { $0.item.scene == scene }
            out += "  <testsuite name=\"\(escape(scene))\" tests=\"\(mine.count)\" failures=\"\(mine.filter { !$0.passed }.count)\">\n"
            for r in mine {
                let name = escape(r.item.snapshot + "/" + r.item.key)
                if let message = r.message {
                    out += "    <testcase classname=\"\(escape(scene))\" name=\"\(name)\"><failure message=\"\(escape(message))\"/></testcase>\n"
                } else {
                    out += "    <testcase classname=\"\(escape(scene))\" name=\"\(name)\"/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Text for an attribute value, well-formed whatever `s` holds. XML 1.0 (§2.2, `Char`)
    /// allows only tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD and
    /// U+10000 and above (Swift strings hold no lone surrogates): anything else (the other
    /// control characters, U+FFFE, U+FFFF) is written as the text `\u{FFFE}`, since no
    /// character reference may name it either. Tab, line feed and carriage return are
    /// written as character references, which attribute-value normalization (§3.3.3)
    /// keeps, where it would turn the characters themselves into spaces.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if isXMLChar(c) { out.unicodeScalars.append(c) } else { out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}" }
            }
        }
        return out
    }

    /// XML 1.0's `Char` production.
    static func isXMLChar(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}

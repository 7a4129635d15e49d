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

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default: if c.value < 0x20 && c != "\t" { out += " " } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}

/// Names that become file and folder names: screen ids (`Goldens/<scene>/<screen>/…`,
/// `render --out DIR/<screen>/…`), storyboard names, and scene names (a scene file's name
/// without its extension, the golden folder of its snapshots). They arrive in scene files
/// and file names, which are untrusted input, so each is checked where it is read: ASCII
/// letters, digits, `-`, `_` and `.`, not starting with `.` (no `..`, no hidden file, never
/// empty), at most `SceneLimits.nameLength` characters. ASCII only: two spellings of one
/// accented letter (NFC and NFD) would be one file on macOS and two names here, and case
/// aside every name is then its own file on every system (`PathName.collisions` checks
/// case). The seed scenes' ids (`01-welcome`, `4-theme-picker`, `s01`, `slide1`) are such names.
public enum PathName {
    /// What a name may hold, for messages.
    public static let rule = "letters a-z and A-Z, digits, '-', '_' and '.', not starting with '.', at most \(SceneLimits.nameLength) characters"

    /// nil when `name` is a valid path name; else what is wrong with it.
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.utf8.count > SceneLimits.nameLength { return "it is \(name.utf8.count) bytes long" }
        if name.hasPrefix(".") { return "it starts with '.'" }
        for scalar in name.unicodeScalars where !isAllowed(scalar) {
            return "it holds \(describe(scalar))"
        }
        return nil
    }

    /// `name` with what is not allowed replaced by `-`, for a suggestion.
    public static func suggestion(for name: String) -> String {
        var out = String(String.UnicodeScalarView(name.unicodeScalars.map { isAllowed($0) ? $0 : "-" }))
        while out.hasPrefix(".") || out.hasPrefix("-") { out.removeFirst() }
        return out.isEmpty ? "screen1" : String(out.prefix(SceneLimits.nameLength))
    }

    static func isAllowed(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
        default: false
        }
    }

    static func describe(_ s: Unicode.Scalar) -> String {
        switch s {
        case "/": "'/'"
        case "\\": "a backslash"
        case "\0": "a NUL character"
        case " ": "a space"
        default:
            s.value < 0x20 || s.value == 0x7F || !s.isASCII
                ? "the character U+" + hex4(s.value)
                : "'\(Character(s))'"
        }
    }

    static func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The error for a `what` (`screen id`, `storyboard name`) that is not a valid name.
    static func error(_ what: String, _ name: String, _ problem: String, at location: SourceLocation) -> SceneError {
        SceneError(.invalidValue, "\(what) '\(printable(name))' cannot name a file: \(problem)", at: location,
                   hint: "a \(what) becomes a file name, so it uses \(rule), e.g. '\(suggestion(for: name))'")
    }

    /// `name` with control characters escaped, so a message never carries them.
    public static func printable(_ name: String) -> String {
        var out = ""
        for s in name.unicodeScalars.prefix(SceneLimits.nameLength + 20) {
            if s.value < 0x20 || s.value == 0x7F || (0x80..<0xA0).contains(s.value) { out += "\\u{\(String(s.value, radix: 16))}" } else { out.unicodeScalars.append(s) }
        }
        return name.unicodeScalars.count > SceneLimits.nameLength + 20 ? out + "…" : out
    }

    /// Folder names the snapshots of a screen or storyboard are stored under, besides its
    /// own: `<screen>-appear` (its appear sequence) and `<screen>-redline`.
    public static let derivedSuffixes = ["-appear", "-redline"]

    /// Names a scene may not have, compared without case: the files Keyline keeps at the
    /// top of a goldens folder, beside the scenes' folders (`GoldenEnvironment.fileName`).
    /// A report folder keeps scenes under `images/`, so its own files (`report.json`,
    /// `index.html`, `images`) never meet a scene's name.
    public static let reservedSceneNames = ["ENVIRONMENT.json"]
}

/// No two names of one scene may map to one folder: goldens are stored under
/// `<screen>`, `<screen>-appear`, `<screen>-redline` and `<storyboard>`, and `render --out`
/// writes `<screen>` and `<storyboard>` folders, so a storyboard named like a screen, or a
/// screen named `<another screen>-redline`, would share files with it (one passing on the
/// other's render, or each listing the other's goldens as stale). Compared without case,
/// since macOS and Windows file systems ignore it.
struct PathNameCollisions {
    let diagnostics: DiagnosticLog

    func check(_ document: SceneDocument) {
        var taken: [String: String] = [:]  // folder, lowercased → what claims it, for messages
        func claim(_ folder: String, by owner: String, at location: SourceLocation) {
            let key = folder.lowercased()
            if let other = taken[key] {
                diagnostics.report(SceneError(.duplicateID, "\(owner) would store its files in the folder '\(folder)', as \(other) does",
                                             at: location, hint: "rename one of them: folder names are compared without case"))
            } else {
                taken[key] = owner
            }
        }
        for screen in document.screens {
            claim(screen.id, by: "screen '\(screen.id)'", at: screen.location)
        }
        for screen in document.screens {
            for suffix in PathName.derivedSuffixes {
                claim(screen.id + suffix, by: "screen '\(screen.id)' (its \(suffix.dropFirst()) snapshots)", at: screen.location)
            }
        }
        for storyboard in document.storyboards {
            claim(storyboard.name, by: "storyboard '\(storyboard.name)'", at: storyboard.location)
        }
    }
}

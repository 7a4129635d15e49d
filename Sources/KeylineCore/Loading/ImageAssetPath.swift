import Foundation

/// The rules for an `image:` path, checked where the scene names it, before any decoder
/// sees the file. A scene is untrusted input (it arrives in a pull request and CI renders
/// it), so its images live in the scene's own folder or below it (`assets/…` beside the
/// scene): no absolute path, no `..` climbing out, no link that leads out (the resolved
/// path must stay under the resolved folder), only a regular file. And the file is
/// bounded before Cairo or librsvg decodes it whole: its bytes, and for a PNG the pixel
/// size its header (IHDR) declares, since a 1 MB PNG may declare 16,000² pixels (1 GB).
public enum ImageAssetPath {
    /// Where images may live, for messages.
    public static let rule = "an image path is relative to the scene file and stays in its folder (e.g. 'assets/logo.png'): no absolute path, no '..', no link leading out"

    /// What is known about an image after its checks: `resolved` is its real path (links
    /// resolved, inside the scene's folder), nil when no such file exists (the view draws a
    /// placeholder).
    public struct Checked: Equatable, Sendable {
        public var resolved: String?
    }

    /// Checks `path` (as the scene wrote it) against the rules, relative to `directory`.
    /// Throws a located error for a path that leaves the folder, a file past a limit or a
    /// PNG declaring too many pixels; returns `resolved: nil` for a file that does not exist.
    public static func check(_ path: String, in directory: String, at location: SourceLocation) throws(SceneError) -> Checked {
        let shown = PathName.printable(path)
        func refuse(_ problem: String) -> SceneError {
            SceneError(.invalidValue, "image '\(shown)' \(problem)", at: location,
                       hint: rule + "; put the image in the scene's folder or an 'assets' folder beside the scene file")
        }
        if path.isEmpty { throw refuse("is empty") }
        if path.hasPrefix("/") || path.hasPrefix("~") { throw refuse("is an absolute path") }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) {
            throw refuse("holds a control character or a backslash")
        }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            throw refuse("climbs out of the scene's folder with '..'")
        }
        guard let root = realPath(directory) else { return Checked(resolved: nil) }
        let joined = (root as NSString).appendingPathComponent(path)
        var info = stat()
        guard lstat(joined, &info) == 0 || stat(joined, &info) == 0 else { return Checked(resolved: nil) }
        // A dangling link, or a link out of the folder: refused where it points out.
        guard let real = realPath(joined) else { return Checked(resolved: nil) }
        guard real.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw refuse("leads out of the scene's folder through a link")
        }
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw refuse("is not a regular file")
        }
        let isSVG = real.lowercased().hasSuffix(".svg")
        let limit = isSVG ? SceneLimits.svgFileBytes : SceneLimits.imageFileBytes
        if Int64(info.st_size) > Int64(limit) {
            throw SceneLimits.exceeded("image '\(shown)' is \(info.st_size) bytes; an image file is limited to \(limit) bytes\(isSVG ? " (SVG)" : "")",
                                       at: location, hint: "scale the image down or compress it")
        }
        if !isSVG, let (width, height) = pngSize(real) {
            if width > SceneLimits.imageSide || height > SceneLimits.imageSide || width * height > SceneLimits.imagePixels {
                throw SceneLimits.exceeded("image '\(shown)' declares \(width) × \(height) pixels; an image is limited to \(SceneLimits.imagePixels) pixels (4096 × 4096) and \(SceneLimits.imageSide) pixels a side",
                                           at: location, hint: "scale the image down: a screen's image at @3x is under 1,300 × 2,800 pixels")
            }
        }
        return Checked(resolved: real)
    }

    /// The width and height a PNG's IHDR declares (the 8-byte signature, then the IHDR
    /// chunk's length and type, then width and height as big-endian 32-bit numbers, PNG
    /// specification §11.2.2), or nil for a file that is not a PNG (Cairo refuses it).
    public static func pngSize(_ path: String) -> (Int, Int)? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 24)
        guard read(fd, &header, 24) == 24,
              header[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              header[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func be(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

import KeylinePixels
#if canImport(Glibc)
import Glibc
#endif

/// Where `keyline diff --out` may write: a new file, or a regular file that is not one of
/// the two images compared. Checked before anything is read, so that a mistake costs
/// nothing, and again just before writing (the atomic write itself also refuses to
/// replace anything but a regular file).
///
/// - `--out A.png` with A.png one of the inputs (the same path, a hard link, or the same
///   file through a symbolic link to its folder: the same device and inode) would replace
///   the golden with its diff image: a usage error, exit 64.
/// - A FIFO, device node, socket, directory or symbolic link at that path is never
///   replaced by a regular file: exit 2, as for any diff image that cannot be written.
enum DiffOutputCheck {
    enum Refusal: Equatable {
        /// The command line is wrong (exit 64).
        case usage(String)
        /// The path cannot take the image (exit 2).
        case unwritable(String)

        var message: String {
            switch self {
            case let .usage(text), let .unwritable(text): text
            }
        }

        var status: Int32 {
            switch self {
            case .usage: 64
            case .unwritable: 2
            }
        }
    }

    /// Why `out` cannot take the diff image of `inputs`, or nil when it can.
    static func refusal(out: String, inputs: [String]) -> Refusal? {
        guard !out.isEmpty else { return .usage("--out needs a file name (an empty one names no file)") }
        var target = stat()
        guard lstat(out, &target) == 0 else {
            return errno == ENOENT ? nil : .unwritable("cannot write the diff image to \(out): \(String(cString: strerror(errno)))")
        }
        if target.st_mode & S_IFMT != S_IFREG {
            return .unwritable("--out \(out) is \(RegularFileInput.kind(notRegular: target.st_mode) ?? "a regular file"); keyline diff writes its image only to a new or regular file, "
                + "and never replaces anything else: give another path")
        }
        for input in inputs {
            var info = stat()
            if stat(input, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino {
                let same = input == out ? "" : " (the same file as \(input))"
                return .usage("--out \(out) names one of the images compared\(same): writing the diff image there would replace it; "
                    + "give another path, for example --out diff.png")
            }
        }
        return nil
    }
}

// `KeylineBenchMasks A.png B.png COUNT [THRESHOLD]`: compares two PNGs in process, as
// `keyline diff` does, with COUNT masks (which the command line cannot give), and prints
// the verdict and the time taken. Scripts/bench-diff-adversarial runs it with thousands of
// masks on the largest image allowed: the comparison must stay linear in the pixels.
import KeylinePixels
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 4, let count = Int(arguments[3]) else {
    print("usage: KeylineBenchMasks A.png B.png COUNT [THRESHOLD]")
    exit(64)
}
let threshold = arguments.count > 4 ? Double(arguments[4]) ?? 0 : 0
// Width and height from IHDR (bytes 16 ..< 24).
var head = [UInt8](repeating: 0, count: 24)
let fd = open(arguments[1], O_RDONLY)
guard fd >= 0, read(fd, &head, 24) == 24 else { print("cannot read \(arguments[1])"); exit(2) }
close(fd)
let be32 = { (at: Int) in Int(head[at]) << 24 | Int(head[at + 1]) << 16 | Int(head[at + 2]) << 8 | Int(head[at + 3]) }
let size = PixelSize(width: be32(16), height: be32(20))
// Thin tall and wide strips over the whole image, overlapping: each starts or ends a band
// of rows, the worst case for the row sweep.
var masks: [PixelRect] = []
for i in 0..<count {
    let x = (i &* 7919) % size.width, y = (i &* 104_729) % size.height
    masks.append(i % 2 == 0 ? PixelRect(x: x, y: y, width: 3, height: size.height - y) : PixelRect(x: 0, y: y, width: size.width - x, height: 2))
}
let options = ComparisonOptions(threshold: threshold, countsAntiAliasedPixels: threshold == 0, masks: masks)
var start = timespec(), end = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
let result = try PNGFileComparison.compare(expected: arguments[1], actual: arguments[2], options: options)
clock_gettime(CLOCK_MONOTONIC, &end)
let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
print("\(count) masks: \(result.summary) (\((seconds * 100).rounded() / 100) s)")

import CCairo
import Foundation
import KeylineRender
import Testing

/// A temporary way to run `EncoderComparison` on the synthetic UI frames at @3x until
/// the KeylineBench executable prints it. Off unless asked for; time it in release:
///
///     KEYLINE_PNG_BENCHMARK=1 swift test -c release -Xswiftc -enable-testing \
///         --scratch-path .build-png --filter encoderBenchmark
///
/// KEYLINE_PNG_BENCHMARK_ITERATIONS sets the encodings per surface (default 10).
/// It asserts only what does not depend on timing.
@Test(.enabled(if: ProcessInfo.processInfo.environment["KEYLINE_PNG_BENCHMARK"] != nil))
func encoderBenchmark() throws {
    let environment = ProcessInfo.processInfo.environment
    let iterations = environment["KEYLINE_PNG_BENCHMARK_ITERATIONS"].flatMap(Int.init) ?? 10
    let frames = SyntheticUIFrame.allCases.map { (kind: $0, surface: $0.render(scale: 3)) }
    defer { frames.forEach { cairo_surface_destroy($0.surface) } }

    let result = try EncoderComparison.run(
        frames.map { .init(name: $0.kind.rawValue, surface: $0.surface) }, iterations: iterations)

    print("PNG encoding, 1170x2532, \(iterations) iterations, libdeflate level \(result.compressionLevel)")
    print("frame".padding(toLength: 18, withPad: " ", startingAt: 0)
          + "  keyline ms    cairo ms  speed-up   keyline B     cairo B  size")
    for entry in result.entries + [result.total] {
        let count = Double(iterations)
        print(entry.name.padding(toLength: 18, withPad: " ", startingAt: 0) + String(
            format: "  %10.1f  %10.1f  %7.2fx  %10d  %10d  %5.3f",
            entry.keyline.seconds / count * 1000, entry.cairo.seconds / count * 1000, entry.speedUp,
            entry.keyline.bytes, entry.cairo.bytes, entry.sizeRatio))
    }

    for frame in frames {
        let ours = try PNGEncoder().encode(surface: frame.surface)
        #expect(CairoPNG.read(ours)?.pixels == CairoPNG.read(CairoPNG.write(frame.surface))?.pixels,
                "\(frame.kind) decodes differently from Cairo's own PNG")
    }
}

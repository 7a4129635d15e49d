// The animation-syntax fuzz target: libFuzzer's entry point in a fuzzing build
// (Scripts/fuzz passes -DKEYLINE_FUZZ and -sanitize=fuzzer), else a `main` that replays
// the files it is given.
import Foundation
import KeylineFuzzing

#if KEYLINE_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnimation(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = FuzzPipeline.animation(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#else
@main
struct FuzzAnimation {
    static func main() {
        exit(Replay.run(Array(CommandLine.arguments.dropFirst())) { FuzzPipeline.animation($0).description })
    }
}
#endif

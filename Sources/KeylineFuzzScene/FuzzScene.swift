// The scene fuzz target: libFuzzer's entry point in a fuzzing build (Scripts/fuzz passes
// -DKEYLINE_FUZZ and -sanitize=fuzzer, and libFuzzer provides `main`), else a `main` that
// replays the files it is given.
import Foundation
import KeylineFuzzing

#if KEYLINE_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = FuzzPipeline.scene(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#else
@main
struct FuzzScene {
    static func main() {
        exit(Replay.run(Array(CommandLine.arguments.dropFirst())) { FuzzPipeline.scene($0).description })
    }
}
#endif

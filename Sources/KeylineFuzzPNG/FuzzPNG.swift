// The PNG decoder fuzz target: libFuzzer's entry point in a fuzzing build (Scripts/fuzz
// passes -DKEYLINE_FUZZ and -sanitize=fuzzer, and libFuzzer provides `main`), else a `main`
// that replays the files it is given.
import Foundation
import KeylinePixelFuzzing

#if KEYLINE_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = PixelFuzzPipeline.png(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#else
@main
struct FuzzPNG {
    static func main() {
        exit(BinaryReplay.run(Array(CommandLine.arguments.dropFirst())) { PixelFuzzPipeline.png($0).description })
    }
}
#endif

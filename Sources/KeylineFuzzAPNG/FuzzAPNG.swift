// The animated PNG decoder fuzz target (motion goldens): libFuzzer's entry point in a
// fuzzing build (Scripts/fuzz), else a `main` that replays the files it is given.
import Foundation
import KeylinePixelFuzzing

#if KEYLINE_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAPNG(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = PixelFuzzPipeline.apng(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#else
@main
struct FuzzAPNG {
    static func main() {
        exit(BinaryReplay.run(Array(CommandLine.arguments.dropFirst())) { PixelFuzzPipeline.apng($0).description })
    }
}
#endif

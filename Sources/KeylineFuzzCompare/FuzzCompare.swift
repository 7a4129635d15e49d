// The comparison fuzz target (two PNGs and options, see `PixelFuzzPipeline.compare`):
// libFuzzer's entry point in a fuzzing build, else a `main` that replays the files it is given.
import Foundation
import KeylinePixelFuzzing

#if KEYLINE_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompare(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = PixelFuzzPipeline.compare(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#else
@main
struct FuzzCompare {
    static func main() {
        exit(BinaryReplay.run(Array(CommandLine.arguments.dropFirst())) { PixelFuzzPipeline.compare($0).description })
    }
}
#endif

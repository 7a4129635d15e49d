import Foundation

/// The PNG fuzz targets' `main` outside a fuzzing build: runs each file named on the
/// command line (gzipped when its name ends in `.gz`) through `body` and prints how it
/// ended, so that a crashing input can be replayed in a debug build with a Swift backtrace.
public enum BinaryReplay {
    public static func run(_ arguments: [String], _ body: (UnsafeRawBufferPointer) -> String) -> Int32 {
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("usage: \(CommandLine.arguments.first ?? "fuzz") FILE...\n".utf8))
            return 64
        }
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
                return 1
            }
            guard let bytes = GzippedInput.unpack(Array(data), name: path) else {
                FileHandle.standardError.write(Data("\(path): not a sound gzip file\n".utf8))
                return 1
            }
            print("\(path): \(bytes.withUnsafeBytes { body($0) })")
        }
        return 0
    }
}

import Foundation
import KeylineCore
import KeylinePixels
import Synchronization
import Testing
@testable import KeylineRender

/// Frames rendered on several threads reach the encoder in order, with a bounded number held.
struct FrameStreamTests {
    struct Failure: Error, Equatable { let frame: Int }

    static func frame(_ index: Int) -> PixelImage { PixelImage(width: 1, height: 1, filledWith: UInt32(index)) }

    @Test func framesArriveInOrderAndFewAreHeld() throws {
        let rendered = Mutex(0)
        let consumed = Mutex(0)
        let mostAhead = Mutex(0)
        var order: [Int] = []
        try FrameStream.run(count: 60, threads: 4, window: 3, diagnostics: DiagnosticLog(), render: { index, _ in
            // Later frames finish first now and then, so the buffer has to reorder them.
            Thread.sleep(forTimeInterval: index % 5 == 0 ? 0.004 : 0.0005)
            let ahead = rendered.withLock { $0 += 1; return $0 } - consumed.withLock { $0 }
            mostAhead.withLock { $0 = max($0, ahead) }
            return Self.frame(index)
        }, consume: { index, frame in
            order.append(Int(frame[0, 0]))
            #expect(Int(frame[0, 0]) == index)
            consumed.withLock { $0 += 1 }
        })
        #expect(order == Array(0..<60))
        // Held: the window, plus one frame being rendered per thread.
        #expect(mostAhead.withLock { $0 } <= 3 + 4)
    }

    @Test func aRenderErrorStopsTheStream() {
        #expect(throws: Failure(frame: 7)) {
            try FrameStream.run(count: 200, threads: 3, window: 2, diagnostics: DiagnosticLog(), render: { index, _ in
                if index == 7 { throw Failure(frame: 7) }
                return Self.frame(index)
            }, consume: { _, _ in })
        }
    }

    @Test func anEncoderErrorStopsTheWorkers() {
        let rendered = Mutex(0)
        #expect(throws: Failure(frame: 3)) {
            try FrameStream.run(count: 500, threads: 3, window: 2, diagnostics: DiagnosticLog(), render: { index, _ in
                rendered.withLock { $0 += 1 }
                return Self.frame(index)
            }, consume: { index, _ in if index == 3 { throw Failure(frame: 3) } })
        }
        #expect(rendered.withLock { $0 } < 500, "the workers stopped taking frames")
    }
}

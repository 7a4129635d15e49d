import Foundation
import Testing

/// `keyline diff`: exit 0 identical (or within tolerance), 1 different, 2 unreadable,
/// 64 usage; one line per verdict, or JSON with its keys in a fixed order.
@Suite struct DiffCommandTests {
    /// A 100 × 50 pt rectangle in `fill`, centred in the iPhone 14's safe area (top 47,
    /// bottom 34 pt): x 145 ... 245, y 403.5 ... 453.5 pt, whole pixels at @2x.
    static func scene(fill: String) -> String {
        """
        device: iphone14
        screens:
          main:
            body:
              rect: {}
              fill: "\(fill)"
              frame: { width: 100, height: 50 }
        """
    }

    /// Renders the teal rectangle and the same one step bluer (#0D7377 → #0D7378) at @2x:
    /// returns the paths of the two PNGs, relative to `dir`.
    static func renderPair(in dir: TemporaryDirectory) throws -> (String, String) {
        for (name, fill) in [("teal", "#0D7377"), ("bluer", "#0D7378")] {
            let scene = try dir.write("\(name).yaml", Self.scene(fill: fill))
            let run = try KeylineProcess.run(["render", scene, "--scale", "2", "--out", name], in: dir.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        return ("teal/main/light@2x.png", "bluer/main/light@2x.png")
    }

    @Test func identicalFilesExit0() throws {
        let dir = try TemporaryDirectory()
        let (teal, _) = try Self.renderPair(in: dir)
        let run = try KeylineProcess.run(["diff", teal, teal], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        // 390 × 844 pt at @2x.
        #expect(run.stdout == "identical: 780x1688, 1316640 pixels compared\n")
    }

    @Test func oneStepOfOneChannelExits1() throws {
        let dir = try TemporaryDirectory()
        let (teal, bluer) = try Self.renderPair(in: dir)
        let run = try KeylineProcess.run(["diff", teal, bluer], in: dir.url)
        #expect(run.status == 1, "\(run.stderr)")
        // Every pixel of the rectangle, 200 × 100, at (290, 807) px.
        #expect(run.stdout.hasPrefix("different: 20000 of 1316640 pixels differ (1.52 %) in 200x100 at (290, 807)"), "\(run.stdout)")
        #expect(run.stdout.contains("largest channel delta 1"))
    }

    @Test func aThresholdLetsTheStepPassAndSaysSo() throws {
        let dir = try TemporaryDirectory()
        let (teal, bluer) = try Self.renderPair(in: dir)
        let run = try KeylineProcess.run(["diff", teal, bluer, "--threshold", "0.1"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("within tolerance: 0 differing pixels (0 allowed); 20000 unequal"), "\(run.stdout)")
        // An allowance alone, below the count: still different.
        let few = try KeylineProcess.run(["diff", teal, bluer, "--max-diff-pixels", "19999"], in: dir.url)
        #expect(few.status == 1)
        let enough = try KeylineProcess.run(["diff", teal, bluer, "--max-diff-ratio", "0.02"], in: dir.url)
        #expect(enough.status == 0, "\(enough.stdout)")
    }

    @Test func jsonHasEveryFigureInAFixedOrder() throws {
        let dir = try TemporaryDirectory()
        let (teal, bluer) = try Self.renderPair(in: dir)
        let run = try KeylineProcess.run(["diff", teal, bluer, "--json", "--out", "diff.png"], in: dir.url)
        #expect(run.status == 1, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["verdict"] as? String == "different")
        #expect(object["passed"] as? Bool == false)
        #expect(object["differingPixels"] as? Int == 20000)
        #expect(object["largestChannelDelta"] as? Int == 1)
        #expect(object["diffImage"] as? String == "diff.png")
        let bounds = try #require(object["differenceBounds"] as? [String: Int])
        #expect(bounds == ["x": 290, "y": 807, "width": 200, "height": 100])
        let keys = run.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  \"") else { return nil }
            return String(line.dropFirst(3).prefix { $0 != "\"" })
        }
        #expect(keys == ["expected", "actual", "verdict", "passed", "expectedSize", "actualSize", "comparedPixels",
                         "maskedPixels", "unequalPixels", "differingPixels", "antiAliasedPixels", "differingRatio",
                         "allowedDifferingPixels", "largestChannelDelta", "differenceBounds", "threshold",
                         "countsAntiAliasedPixels", "diffImage"])
        // The diff image is a PNG the size of the inputs.
        let diff = try Data(contentsOf: dir.url.appendingPathComponent("diff.png"))
        #expect(Array(diff.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(Array(diff[16..<24]) == [0, 0, 0x03, 0x0C, 0, 0, 0x06, 0x98])  // 780 × 1688
    }

    @Test func anUnreadableFileExits2AndIsNamed() throws {
        let dir = try TemporaryDirectory()
        let (teal, _) = try Self.renderPair(in: dir)
        let bytes = try Data(contentsOf: dir.url.appendingPathComponent(teal))
        try bytes.prefix(bytes.count / 2).write(to: dir.url.appendingPathComponent("half.png"))

        let truncated = try KeylineProcess.run(["diff", teal, "half.png"], in: dir.url)
        #expect(truncated.status == 2)
        #expect(truncated.stdout.isEmpty)
        #expect(truncated.stderr.hasPrefix("error: half.png: truncated: "), "\(truncated.stderr)")
        #expect(truncated.stderr.contains("re-record it"))

        let missing = try KeylineProcess.run(["diff", "nowhere.png", teal, "--json"], in: dir.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere.png: cannot read the file: No such file or directory"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any])
        #expect(object["verdict"] as? String == "unreadable")
        #expect(object["file"] as? String == "nowhere.png")
    }

    @Test func malformedOptionsAreUsageErrors() throws {
        let dir = try TemporaryDirectory()
        let both = try KeylineProcess.run(["diff", "a.png", "b.png", "--max-diff-pixels", "1", "--max-diff-ratio", "0.1"], in: dir.url)
        #expect(both.status == 64)
        #expect(both.stderr.contains("give --max-diff-pixels or --max-diff-ratio, not both"))
        #expect(try KeylineProcess.run(["diff", "a.png", "b.png", "--threshold", "2"], in: dir.url).status == 64)
        #expect(try KeylineProcess.run(["diff", "a.png"], in: dir.url).status == 64)
    }
}

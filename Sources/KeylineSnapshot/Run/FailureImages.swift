import KeylineRender

/// The report's image writer: a failure's expected, actual and diff images, written into
/// the report folder as soon as the failure is found, so that a run holds no failure's
/// pixels after its check (`images/<scene>/<snapshot>/<key>.<role>.png`).
enum FailureImages {
    /// `actualPNG`: the frame already encoded (the golden just recorded from it), used as it is.
    static func write(_ check: GoldenCheck, comparison: ImageComparison?, actualPNG: [UInt8]? = nil, into folder: String) -> ReportImages {
        let base = "images/" + check.item.name
        func save(_ bytes: () throws -> [UInt8], _ role: String) -> String? {
            let relative = base + "." + role + ".png"
            guard let data = try? bytes() else { return nil }
            return (try? AtomicFile.write(data, to: relative, inside: folder)) == nil ? nil : relative
        }
        var images = ReportImages()
        if let expected = check.expected { images.expected = save({ try expected.encodedPNG() }, "expected") }
        if let actualPNG { images.actual = save({ actualPNG }, "actual") }
        else if let frame = check.frame { images.actual = save({ try FrameWriter.encode(frame) }, "actual") }
        if let diff = comparison?.diffImage { images.diff = save({ try diff.encodedPNG() }, "diff") }
        return images
    }
}

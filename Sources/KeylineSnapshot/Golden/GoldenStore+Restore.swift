import KeylinePixels

extension GoldenStore {
    /// Puts back a golden's earlier bytes, or removes a golden that did not exist before,
    /// after an accept that a person takes back at once (`keyline studio`'s undo): the
    /// bytes are ones this store read from this file moments before, and go through the
    /// same confined, atomic write as a recording.
    public func restore(_ previous: [UInt8]?, for item: GoldenCase) throws(AtomicFileError) {
        if let previous {
            try folder.write(previous, to: item.path)
        } else {
            _ = try folder.removeFile(item.path)
        }
    }
}

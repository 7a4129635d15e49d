import CCairo

// The encoder itself lives in KeylinePixels, which needs no Cairo (so that `keyline diff`
// starts without loading it); reading a Cairo surface is Keyline's rendering side.
extension PNGEncoder {
    /// Encodes a Cairo image surface in `CAIRO_FORMAT_ARGB32`, flushing it first so
    /// that drawing still pending in Cairo is included.
    ///
    /// - Parameter surface: a `cairo_surface_t *`.
    public func encode(surface: OpaquePointer) throws -> [UInt8] {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGEncodingError.unsupportedSurface(reason: String(cString: cairo_status_to_string(status)))
        }
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else {
            throw PNGEncodingError.unsupportedSurface(reason: "it is not an image surface")
        }
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            throw PNGEncodingError.unsupportedSurface(reason: "its format is not CAIRO_FORMAT_ARGB32")
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw PNGEncodingError.unsupportedSurface(reason: "it has no pixel data (finished surface?)")
        }
        return try encode(
            argb32: UnsafeRawPointer(data),
            width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)),
            stride: Int(cairo_image_surface_get_stride(surface)))
    }
}

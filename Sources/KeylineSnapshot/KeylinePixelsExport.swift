// PNG decoding and the image comparison live in KeylinePixels (no Cairo, for `keyline
// diff`); code that imports KeylineSnapshot keeps seeing them.
@_exported import KeylinePixels

// The PNG encoder and atomic files moved to KeylinePixels (no Cairo, for `keyline diff`);
// code that imports KeylineRender keeps seeing them.
@_exported import KeylinePixels

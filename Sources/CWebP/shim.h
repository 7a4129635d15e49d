// libwebp: WebPAnimEncoder (libwebpmux) over libwebp's encoder, for animated WebP export.
#include <webp/encode.h>
#include <webp/mux.h>

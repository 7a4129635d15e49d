// Cairo for drawing, Pango/PangoCairo for text, fontconfig to resolve font families.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
// HarfBuzz (shaping, through Pango) and FreeType (glyph rasterising, through Cairo): only
// their version functions are called, to record what decides pixels (RenderEnvironment).
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
// glibc's mallopt, so that a sequence's frames reuse the memory of their scratch surfaces
// (FrameMemory, which calls it only where Glibc is imported).
#if defined(__GLIBC__) || (defined(__has_include) && __has_include(<malloc.h>) && defined(__linux__))
#include <malloc.h>
#endif

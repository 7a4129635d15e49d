// Cairo for drawing, Pango/PangoCairo for text, fontconfig to resolve font families.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

// librsvg renders SVG assets onto a Cairo context.
#include <librsvg/rsvg.h>

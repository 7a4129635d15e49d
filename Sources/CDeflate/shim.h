// libdeflate: whole-buffer DEFLATE/zlib compression and CRC-32 for Keyline's PNG encoder.
#include <libdeflate.h>

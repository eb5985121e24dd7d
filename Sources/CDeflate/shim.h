// libdeflate: whole-buffer DEFLATE (zlib wrapper), for the PNG writer's image data.
#include <libdeflate.h>

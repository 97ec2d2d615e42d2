// zlib (Debian: zlib1g-dev): raw deflate and CRC-32 for the EPUB's zip container.
#include <zlib.h>

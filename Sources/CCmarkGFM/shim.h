// The C library cmark-gfm and its core extensions (tables, strikethrough, autolink, tagfilter).
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

// cmark-gfm, GitHub's CommonMark parser, with its core extensions (tables, strikethrough,
// autolinks, task lists): what MarkupMarkdown reads Markdown with.
#ifndef MARKSCOPE_CCMARKGFM_SHIM_H
#define MARKSCOPE_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#endif

// The only C the project has: what Swift cannot import from curses.h directly.
#ifndef MARKSCOPE_CNCURSESW_SHIM_H
#define MARKSCOPE_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <curses.h>

// Globals Swift 6 rejects as shared mutable state.
static inline WINDOW *shim_stdscr(void) { return stdscr; }
static inline int shim_colors(void) { return COLORS; }
static inline int shim_color_pairs(void) { return COLOR_PAIRS; }

// Macros that do not import.
static inline void shim_getmaxyx(WINDOW *window, int *rows, int *columns) {
    int y, x;
    getmaxyx(window, y, x);
    *rows = y;
    *columns = x;
}
static inline attr_t shim_a_normal(void) { return A_NORMAL; }
static inline attr_t shim_a_bold(void) { return A_BOLD; }
static inline attr_t shim_a_dim(void) { return A_DIM; }
static inline attr_t shim_a_italic(void) { return A_ITALIC; }
static inline attr_t shim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t shim_a_reverse(void) { return A_REVERSE; }
static inline mmask_t shim_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t shim_button1_pressed(void) { return BUTTON1_PRESSED | BUTTON1_CLICKED; }
static inline mmask_t shim_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t shim_button5_pressed(void) { return BUTTON5_PRESSED; }

// Strikethrough exists only as A_ITALIC's neighbour in newer ncurses; keep it optional.
static inline attr_t shim_a_strikethrough(void) {
#ifdef A_STRIKETHROUGH
    return A_STRIKETHROUGH;
#else
    return 0;
#endif
}

// One cell: a spacing character with its combining characters (at most CCHARW_MAX - 1).
static inline int shim_put_cell(int row, int column, const wchar_t *characters, attr_t attributes, int pair) {
    cchar_t cell;
    if (setcchar(&cell, characters, attributes, 0, &pair) != OK) return ERR;
    return mvadd_wch(row, column, &cell);
}

static inline int shim_ccharw_max(void) { return CCHARW_MAX; }

#endif

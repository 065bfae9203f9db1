/// Every key, for the help overlay (and the README).
public enum KeyBindings {
    public static let help: [(keys: String, action: String)] = [
        ("q", "quit (also Ctrl-C)"),
        ("Tab / Shift-Tab", "focus the next / previous pane"),
        ("↑ ↓ ← → / h j k l", "move the cursor; the other panes follow"),
        ("PgUp PgDn / Ctrl-B Ctrl-F", "page up / down (Ctrl-D Ctrl-U: half a page)"),
        ("g / G / Home End", "first / last line"),
        ("0 / $   f / b", "start / end of the line; next / previous word"),
        ("1 2 3 4 5", "tokens, normalized, tree, styles, diagnostics"),
        ("Enter", "jump to what the row stands for (diagnostic, repair, style rule)"),
        (":LINE / Ctrl-O", "go to a source line / back to before the last Enter or : jump"),
        ("Space", "fold or unfold a tree node"),
        ("/ n N", "search the focused pane, next, previous match"),
        ("y / S", "copy the selection (OSC 52) / save the render to a file"),
        ("s", "step mode on/off: feed the pipeline one token at a time"),
        ("] [ . ,   t   } {", "step forward / back; step to the cursor; next / previous repair"),
        ("w", "render width: fit, 40, 60, 80"),
        ("T", "next theme"),
        ("c", "colour depth: truecolor, 256, 16, none"),
        ("D", "the render at every colour depth side by side; where they do not fit, D shows the next"),
        ("W", "wrap long source lines, or scroll them sideways (as less -S)"),
        ("L", "layout: auto, columns, rows, single pane"),
        ("r", "reload the document, theme and profile now"),
        ("e", "edit the document in $VISUAL or $EDITOR (else vi) at the cursor; back here, it reloads"),
        ("mouse (off with --no-mouse)", "click a pane to focus it and a row to put the cursor there; the wheel scrolls the pane under it"),
        ("?", "this help: j k PgUp PgDn g G scroll it, any other key closes it"),
    ]
}

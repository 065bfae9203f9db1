/// A key press or mouse event, independent of curses.
public enum Key: Hashable, Sendable {
    case character(Character)
    case control(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace
    case click(row: Int, column: Int)
    case scrollUp(row: Int, column: Int)
    case scrollDown(row: Int, column: Int)
}

/// What the update asks the runtime to do (the things that touch the outside world).
public enum PreviewEffect: Hashable, Sendable {
    case reloadDocument
    case loadTheme(String)
    /// Write the render to a file (`S`): ANSI when the path ends in `.ans` or `.ansi`, else text.
    case saveRender(String)
    /// Hand the terminal to the user's editor at this place (`e`), then reload.
    case openEditor(EditorPlace)
    case quit
}

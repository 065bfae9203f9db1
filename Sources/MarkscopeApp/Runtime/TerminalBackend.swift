import MarkupTerminal

/// What the previewer's event loop needs of a terminal: its size, frames drawn, keys read,
/// raw sequences written (OSC 52), and the terminal lent to another program (an editor) and
/// taken back. ``CursesBackend`` is the real terminal; ``MemoryBackend`` a scripted one for tests.
protocol TerminalBackend: AnyObject {
    /// The screen's size in cells, as it is now (it changes when the terminal is resized).
    var size: (width: Int, height: Int) { get }
    /// The most colour the terminal shows.
    var colorDepth: ColorDepth { get }
    /// Shows `buffer`, its colours resolved at `depth`.
    func draw(_ buffer: CellBuffer, depth: ColorDepth)
    /// Forgets the last frame, so the next ``draw(_:depth:)`` repaints every cell.
    func invalidate()
    /// Returns once a key may be waiting, one of `descriptors` can be read, or `milliseconds` pass.
    func wait(milliseconds: Int32, alsoWatching descriptors: [Int32])
    /// The next key, or nil when none is waiting (a resize also reads as nil; ``size`` tells).
    func readKey() -> Key?
    /// Writes an escape sequence the drawing does not know (OSC 52) straight to the terminal.
    func send(_ sequence: String)
    /// Gives the terminal back to its normal mode, for another program to use.
    func suspend()
    /// Takes the terminal again after ``suspend()``; the next frame repaints every cell.
    func resume()
    /// Restores the terminal for good (the previewer is quitting).
    func stop()
}

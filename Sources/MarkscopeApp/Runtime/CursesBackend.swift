// The only file that talks to ncurses.
import CNcursesw
#if canImport(Glibc)
import Glibc
#endif
import MarkupCore
import MarkupTerminal

/// Draws cell buffers with ncurses and reads keys; only changed cells are sent.
///
/// Colours use pairs allocated on demand over the terminal's default colours
/// (`use_default_colors`), never rewriting its palette; so true colour is only shown on
/// terminals whose terminfo says so (`COLORS` ≥ 2^24), otherwise colours are quantized to 256.
final class CursesBackend: TerminalBackend {
    private let screen: OpaquePointer
    private var previous: CellBuffer?
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1
    let colorDepth: ColorDepth
    private let mouse: Bool
    private let output: UnsafeMutablePointer<FILE>
    /// The descriptor keys are read from (waited on with poll).
    private let inputDescriptor: Int32
    private var stopped = false

    private struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// Starts curses on the terminal (or on `input`/`output` files, for tests).
    init?(terminalType: String? = nil, input: UnsafeMutablePointer<FILE>? = nil, output: UnsafeMutablePointer<FILE>? = nil,
          mouse: Bool = false) {
        setlocale(LC_ALL, "")
        let output = output ?? stdoutStream()
        let input = input ?? stdinStream()
        guard let screen = newterm(terminalType, output, input) else { return nil }
        self.screen = screen
        self.output = output
        inputDescriptor = fileno(input)
        self.mouse = mouse
        set_term(screen)
        cbreak()
        noecho()
        nonl()
        keypad(shim_stdscr(), true)
        nodelay(shim_stdscr(), true)
        curs_set(0)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        let colors = shim_colors()
        colorDepth = !has_colors() ? .none : colors >= 0x1000000 ? .trueColor : colors >= 256 ? .color256 : colors >= 8 ? .color16 : .none
        if mouse { mousemask(shim_all_mouse_events(), nil) }
        set_escdelay(25)
    }

    /// Writes an escape sequence curses does not know (OSC 52) straight to the terminal,
    /// after the frame curses has sent.
    func send(_ sequence: String) {
        fputs(sequence, output)
        fflush(output)
    }

    /// Restores the terminal (once: later calls do nothing).
    func stop() {
        guard !stopped else { return }
        stopped = true
        endwin()
        delscreen(screen)
    }

    /// Leaves curses mode (`endwin`): the terminal is as the shell had it, for an editor.
    func suspend() {
        endwin()
    }

    /// Enters curses mode again; the whole screen is sent on the next draw, since the other
    /// program drew over it.
    func resume() {
        set_term(screen)
        reset_prog_mode()
        invalidate()
        refresh()
        // The keypad's application mode now, not at the next read: arrows typed first stay arrows.
        keypad(shim_stdscr(), true)
    }

    func wait(milliseconds: Int32, alsoWatching descriptors: [Int32]) {
        var polled = ([inputDescriptor] + descriptors).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&polled, nfds_t(polled.count), milliseconds)
    }

    var size: (width: Int, height: Int) {
        var rows: Int32 = 0
        var columns: Int32 = 0
        shim_getmaxyx(shim_stdscr(), &rows, &columns)
        return (Int(columns), Int(rows))
    }

    /// Sends the cells that differ from the last frame.
    func draw(_ buffer: CellBuffer, depth: ColorDepth) {
        let full = previous == nil || previous!.width != buffer.width || previous!.height != buffer.height
        if full { erase() }
        for row in 0..<buffer.height {
            var column = 0
            while column < buffer.width {
                let cell = buffer[row, column]
                if !full, let previous, previous[row, column] == cell {
                    column += 1
                    continue
                }
                if cell.isContinuation {
                    column += 1
                    continue
                }
                put(cell, row: row, column: column, depth: depth)
                column += max(1, Int(cell.width))
            }
        }
        refresh()
        previous = buffer
    }

    /// Forgets the last frame (after a resize or a redraw request).
    func invalidate() {
        previous = nil
        clearok(shim_stdscr(), true)
    }

    private func put(_ cell: Cell, row: Int, column: Int, depth: ColorDepth) {
        var attributes = shim_a_normal()
        let look = cell.style
        let style = look.attributes
        if style.contains(.bold) { attributes |= shim_a_bold() }
        if style.contains(.dim) { attributes |= shim_a_dim() }
        if style.contains(.italic) { attributes |= shim_a_italic() }
        if style.contains(.underline) { attributes |= shim_a_underline() }
        if style.contains(.reverse) { attributes |= shim_a_reverse() }
        if style.contains(.strikethrough) { attributes |= shim_a_strikethrough() }
        let pair = pairNumber(foreground: look.foreground?.resolved(at: depth),
                              background: look.background?.resolved(at: depth))
        let (text, width) = CursesText.displayable(cell)
        if width == 2, text.unicodeScalars.count == 2, text.unicodeScalars.allSatisfy({ $0.isASCII }) {
            // A flag spelled as two letters: one cell each.
            for (offset, scalar) in text.unicodeScalars.enumerated() {
                var characters: [wchar_t] = [wchar_t(bitPattern: scalar.value), 0]
                _ = shim_put_cell(Int32(row), Int32(column + offset), &characters, attributes, pair)
            }
            return
        }
        var characters: [wchar_t] = text.unicodeScalars.prefix(Int(shim_ccharw_max()) - 1).map { wchar_t(bitPattern: $0.value) } + [0]
        _ = shim_put_cell(Int32(row), Int32(column), &characters, attributes, pair)
        if width < Int(cell.width) {
            var space: [wchar_t] = [32, 0]
            _ = shim_put_cell(Int32(row), Int32(column + 1), &space, attributes, pair)
        }
    }

    private func pairNumber(foreground: TerminalColor?, background: TerminalColor?) -> Int32 {
        guard colorDepth != .none, foreground != nil || background != nil else { return 0 }
        let key = PairKey(foreground: colorNumber(foreground), background: colorNumber(background))
        if let pair = pairs[key] { return pair }
        guard nextPair < shim_color_pairs() else { return 0 }
        let pair = nextPair
        nextPair += 1
        init_extended_pair(pair, key.foreground, key.background)
        pairs[key] = pair
        return pair
    }

    private func colorNumber(_ color: TerminalColor?) -> Int32 {
        switch color {
        case nil: return -1
        case .ansi(let index)?: return Int32(index)
        case .indexed(let index)?: return colorDepth == .color16 ? Int32(ColorQuantizer.nearest16(ColorQuantizer.color(of: index))) : Int32(index)
        case .rgb(let red, let green, let blue)?:
            if colorDepth == .trueColor { return Int32(red) << 16 | Int32(green) << 8 | Int32(blue) }
            let rgb = RGBAColor(red: red, green: green, blue: blue)
            return colorDepth == .color256 ? Int32(ColorQuantizer.nearest256(rgb)) : Int32(ColorQuantizer.nearest16(rgb))
        }
    }

    /// The next key, or nil when none is waiting.
    func readKey() -> Key? {
        var character: wint_t = 0
        let result = wget_wch(shim_stdscr(), &character)
        if result == ERR { return nil }
        if result == KEY_CODE_YES {
            switch Int32(character) {
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_PPAGE: return .pageUp
            case KEY_NPAGE: return .pageDown
            case KEY_HOME: return .home
            case KEY_END: return .end
            case KEY_ENTER: return .enter
            case KEY_BTAB: return .backTab
            case KEY_BACKSPACE: return .backspace
            case KEY_RESIZE: return nil
            case KEY_MOUSE: return mouseKey()
            default: return nil
            }
        }
        switch character {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 127, 8: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(character) + 96)))
        default:
            guard let scalar = Unicode.Scalar(UInt32(character)) else { return nil }
            return .character(Character(scalar))
        }
    }

    private func mouseKey() -> Key? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        if event.bstate & shim_button4_pressed() != 0 { return .scrollUp(row: Int(event.y), column: Int(event.x)) }
        if event.bstate & shim_button5_pressed() != 0 { return .scrollDown(row: Int(event.y), column: Int(event.x)) }
        if event.bstate & shim_button1_pressed() != 0 { return .click(row: Int(event.y), column: Int(event.x)) }
        return nil
    }

    /// The text curses holds for a row (for tests of the headless backend).
    func screenText(row: Int, width: Int) -> String {
        var text = ""
        var column = 0
        while column < width {
            var cell = cchar_t()
            guard mvin_wch(Int32(row), Int32(column), &cell) == OK else { break }
            var characters = [wchar_t](repeating: 0, count: Int(shim_ccharw_max()) + 1)
            var attributes: attr_t = 0
            var pair: Int16 = 0
            getcchar(&cell, &characters, &attributes, &pair, nil)
            let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
            let piece = String(String.UnicodeScalarView(scalars))
            text += piece
            column += max(1, DisplayWidth.of(piece))
        }
        return text
    }

    /// Whether curses holds a cell as bold (for tests).
    func isBold(row: Int, column: Int) -> Bool {
        var cell = cchar_t()
        guard mvin_wch(Int32(row), Int32(column), &cell) == OK else { return false }
        var characters = [wchar_t](repeating: 0, count: Int(shim_ccharw_max()) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&cell, &characters, &attributes, &pair, nil)
        return attributes & shim_a_bold() != 0
    }

}

/// Puts the terminal back on SIGINT, SIGTERM, SIGHUP and on crashes, before the process ends.
enum TerminalRestorer {
    static func install() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                endwin()
                _exit(128 + number)
            }
        }
        for signalNumber in [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP] {
            signal(signalNumber) { number in
                endwin()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}

private func stdoutStream() -> UnsafeMutablePointer<FILE> { fdopen(STDOUT_FILENO, "w") }
private func stdinStream() -> UnsafeMutablePointer<FILE> { fdopen(STDIN_FILENO, "r") }

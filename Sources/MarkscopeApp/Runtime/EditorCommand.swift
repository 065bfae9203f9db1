/// The command `e` runs: the user's editor (`$VISUAL`, else `$EDITOR`, else `vi`) with its
/// own arguments, then the file and the place in the form that editor takes.
enum EditorCommand {
    /// How an editor is told the line and column to open at.
    enum Form: Equatable {
        /// `+LINE FILE`: vi, and any editor not known here (as `less`'s `v` does it).
        case plusLine
        /// `+call cursor(LINE,BYTE) FILE`: vim and neovim (a build without `:call`, vim.tiny, gets `+LINE`).
        case vimCursor
        /// `+LINE:COLUMN FILE`, on screen columns: emacs and emacsclient.
        case emacs
        /// `+LINE,COLUMN FILE`, on screen columns: nano.
        case nano
        /// `+LINE:COLUMN FILE`, in bytes: kakoune.
        case kakoune
        /// `+LINE:COLUMN FILE`, in characters: micro.
        case micro
        /// `--goto FILE:LINE:COLUMN`: Visual Studio Code and its builds.
        case goto
        /// `FILE:LINE:COLUMN`: helix, Sublime Text, Zed.
        case fileLineColumn
    }

    /// The editor the environment names: the first of `VISUAL` and `EDITOR` that holds more than
    /// blanks, else `vi`.
    static func editor(environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], value.contains(where: { !$0.isWhitespace }) { return value }
        }
        return "vi"
    }

    /// The words to run (the program first), or why there are none.
    static func arguments(environment: [String: String], place: EditorPlace) -> Result<[String], EditorError> {
        let editor = editor(environment: environment)
        guard let words = ShellWords.split(editor) else {
            return .failure(EditorError("cannot run the editor: a quote in '\(editor)' never closes"))
        }
        guard let program = words.first, !program.isEmpty else {
            return .failure(EditorError("cannot run the editor: \(editor) names no program"))
        }
        return .success(words + placeArguments(form(ofProgram: program), place: place))
    }

    /// The form a program takes, known by its file name (`/usr/bin/nvim`, `vim.basic`, `emacs-nox`).
    static func form(ofProgram program: String) -> Form {
        let name = program.split(separator: "/").last.map(String.init) ?? program
        if name == "vim.tiny" { return .plusLine }
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        switch stem {
        case "vim", "nvim", "gvim", "mvim", "vimx", "rvim", "nvim-qt": return .vimCursor
        case "nano", "rnano": return .nano
        case "kak": return .kakoune
        case "micro": return .micro
        case "code", "code-insiders", "code-oss", "codium", "vscodium": return .goto
        case "hx", "helix", "subl", "sublime_text", "zed", "zeditor": return .fileLineColumn
        default: return stem.hasPrefix("emacs") ? .emacs : .plusLine
        }
    }

    /// The file and place, as `form` takes them.
    static func placeArguments(_ form: Form, place: EditorPlace) -> [String] {
        // A file name starting with `-` or `+` would read as an option or a command.
        let file = place.path.hasPrefix("-") || place.path.hasPrefix("+") ? "./" + place.path : place.path
        let line = place.line
        switch form {
        case .plusLine: return ["+\(line)", file]
        case .vimCursor: return ["+call cursor(\(line),\(place.byteColumn))", file]
        case .emacs: return ["+\(line):\(place.screenColumn)", file]
        case .nano: return ["+\(line),\(place.screenColumn)", file]
        case .kakoune: return ["+\(line):\(place.byteColumn)", file]
        case .micro: return ["+\(line):\(place.characterColumn)", file]
        case .goto: return ["--goto", "\(file):\(line):\(place.characterColumn)"]
        case .fileLineColumn: return ["\(file):\(line):\(place.characterColumn)"]
        }
    }
}

/// Why the editor could not be run, for the status line.
struct EditorError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

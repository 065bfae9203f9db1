/// Splits a command such as `$EDITOR` into words as a POSIX shell does with quotes and
/// backslashes, without expanding anything (`$VAR`, `~`, globs stay as written): the words
/// go to exec directly, never through a shell.
enum ShellWords {
    /// The words of `text`, or nil when a quote is never closed.
    static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let inner = characters.next() {
                    if inner == "'" { closed = true; break }
                    word.append(inner)
                }
                if !closed { return nil }
            case "\"":
                inWord = true
                var closed = false
                while let inner = characters.next() {
                    if inner == "\"" { closed = true; break }
                    if inner == "\\" {
                        // Inside double quotes a backslash escapes only these.
                        guard let escaped = characters.next() else { return nil }
                        if !["\"", "\\", "$", "`", "\n"].contains(escaped) { word.append("\\") }
                        if escaped != "\n" { word.append(escaped) }
                        continue
                    }
                    word.append(inner)
                }
                if !closed { return nil }
            case "\\":
                // A backslash before a newline joins the lines; before anything else it quotes it.
                guard let escaped = characters.next() else {
                    word.append("\\")
                    inWord = true
                    continue
                }
                if escaped != "\n" {
                    word.append(escaped)
                    inWord = true
                }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

import ArgumentParser

/// The help of options several commands declare themselves (each declares its own rather
/// than share an option group, which ArgumentParser reflects on every run).
enum OptionHelp {
    static let theme: ArgumentHelp = "A theme name (see 'markscope themes') or the path of a .toml file."
    static let colors: ArgumentHelp =
        "Colour depth: truecolor, 256, 16 or none (default: from COLORTERM, TERM and NO_COLOR)."
    static let renderColors: ArgumentHelp =
        "Colour depth: truecolor, 256, 16 or none (default: none when standard output is not a terminal, else from COLORTERM, TERM and NO_COLOR)."
    static let input: ArgumentHelp =
        "How to read the document: html or markdown (default: markdown for .md and .markdown files, else html; standard input is html)."
    static let policy: ArgumentHelp =
        "Who wins between the copy's inline styles and the profile's: inline-wins or code-wins (default: the profile's policy, else inline-wins)."
}

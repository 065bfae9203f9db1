import MarkupCore
import MarkupMarkdown
import MarkupTerminal

/// The command lines typed most (`render FILE`, `strip FILE`, `check FILE...`, with their
/// options), read without ArgumentParser.
///
/// ArgumentParser's first parse reflects on every command and looks up protocol conformances
/// at run time: 15M instructions, over a millisecond, before the file is opened. A line read
/// here makes the same job ArgumentParser's command would make, and runs it. Only fully valid
/// lines of the usual shapes are read: anything else (help, completion scripts, an unknown,
/// repeated or single-dash option, a value that would fail validation, `--`) goes to
/// ArgumentParser as it is, so every message and check stays its own.
enum FastCommandLine {
    /// The work `arguments` (without the program's name) ask for, or nil to let ArgumentParser
    /// read them.
    static func job(_ arguments: [String]) -> (any CommandJob)? {
        guard let name = arguments.first else { return nil }
        let rest = arguments.dropFirst()
        switch name {
        case "render": return render(rest)
        case "strip": return strip(rest)
        case "check": return check(rest)
        default: return nil
        }
    }

    private static func render(_ arguments: ArraySlice<String>) -> RenderJob? {
        guard let words = Words(arguments, options: ["width", "theme", "colors", "policy", "profile", "input"],
                                flags: ["hyperlinks", "clip-pre", "no-profile"]),
              words.positionals.count == 1, let profile = profileChoice(words), let input = input(words) else { return nil }
        var job = RenderJob(file: words.positionals[0], profile: profile, input: input)
        if let text = words.value("width") {
            guard let width = width(text) else { return nil }
            job.width = width
        }
        if let theme = words.value("theme") { job.theme = theme }
        if let text = words.value("colors") {
            guard let colors = ColorDepth(rawValue: text) else { return nil }
            job.colors = colors
        }
        job.hyperlinks = words.has("hyperlinks")
        job.clipPre = words.has("clip-pre")
        return job
    }

    private static func strip(_ arguments: ArraySlice<String>) -> StripJob? {
        guard let words = Words(arguments, options: ["policy", "profile", "input"], flags: ["no-profile"]),
              words.positionals.count == 1, let profile = profileChoice(words), let input = input(words) else { return nil }
        return StripJob(file: words.positionals[0], profile: profile, input: input)
    }

    private static func check(_ arguments: ArraySlice<String>) -> CheckJob? {
        guard let words = Words(arguments, options: ["policy", "profile", "input"], flags: ["strict", "notes", "no-profile"]),
              !words.positionals.isEmpty, let profile = profileChoice(words), let input = input(words) else { return nil }
        return CheckJob(files: words.positionals, strict: words.has("strict"),
                        notes: words.has("notes"), profile: profile, input: input)
    }

    /// `--policy`, `--profile` and `--no-profile`, when valid together.
    private static func profileChoice(_ words: Words) -> ProfileChoice? {
        var choice = ProfileChoice(profile: words.value("profile"), noProfile: words.has("no-profile"))
        if let text = words.value("policy") {
            guard let policy = StyleOptions.Policy(rawValue: text) else { return nil }
            choice.policy = policy
        }
        guard !(choice.profile != nil && choice.noProfile) else { return nil }
        return choice
    }

    /// `--input html|markdown`: .some(nil) when not given, nil when the value is not a format.
    private static func input(_ words: Words) -> DocumentFormat?? {
        guard let text = words.value("input") else { return .some(nil) }
        guard let format = DocumentFormat(rawValue: text) else { return nil }
        return .some(format)
    }

    /// A width written plainly (digits, no sign or leading zero) within ``WidthOption``'s bounds.
    private static func width(_ text: String) -> Int? {
        guard let first = text.utf8.first, first != UInt8(ascii: "0"), text.utf8.count <= 5,
              text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let width = Int(text), width <= WidthOption.maximum else { return nil }
        return width
    }
}

extension FastCommandLine {
    /// A command line split into `--name VALUE` (or `--name=VALUE`) options, `--name` flags and
    /// positionals. A handful of names, kept in arrays: a `Set` or `Dictionary` of strings
    /// would make the runtime look up `String: Hashable` (a scan of every conformance in the
    /// binary) before the file is opened.
    struct Words {
        // Names and values in two lists of strings: a list of (name, value) pairs would be the
        // process's first of its kind, whose tuple type and storage the runtime builds.
        private var optionNames: [String] = []
        private var optionValues: [String] = []
        private var flags: [String] = []
        var positionals: [String] = []

        /// The value given for the option `name`, if it was.
        func value(_ name: String) -> String? { optionNames.firstIndex(of: name).map { optionValues[$0] } }

        /// Whether the flag `name` was given.
        func has(_ name: String) -> Bool { flags.contains(name) }

        /// Reads `arguments`, or fails where ArgumentParser must read them: an option or flag
        /// not among `options` and `flags`, one given twice, a flag with a value, a missing or
        /// empty value or one starting with `-`, a single-dash word other than `-` (standard
        /// input), `--`, an empty positional, or `help`.
        init?(_ arguments: ArraySlice<String>, options known: [String], flags knownFlags: [String]) {
            var index = arguments.startIndex
            while index < arguments.endIndex {
                let word = arguments[index]
                index += 1
                if word.hasPrefix("--") {
                    let body = word.dropFirst(2)
                    let name: String
                    var value: String?
                    if let equals = body.firstIndex(of: "=") {
                        name = String(body[..<equals])
                        value = String(body[body.index(after: equals)...])
                    } else {
                        name = String(body)
                    }
                    if knownFlags.contains(name) {
                        guard value == nil, !has(name) else { return nil }
                        flags.append(name)
                    } else if known.contains(name), self.value(name) == nil {
                        if value == nil, index < arguments.endIndex {
                            value = arguments[index]
                            index += 1
                        }
                        guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
                        optionNames.append(name)
                        optionValues.append(value)
                    } else {
                        return nil
                    }
                } else if word.isEmpty || word == "help" || (word.hasPrefix("-") && word != "-") {
                    return nil
                } else {
                    positionals.append(word)
                }
            }
        }
    }
}

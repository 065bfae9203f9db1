import MarkupCore
import TOMLKit

/// Reads one theme file's TOML into a ``Theme`` laid over its parent, collecting every error.
struct ThemeParser {
    let path: String
    let text: String
    /// Positions of keys and values, found only when an error needs one (a theme that loads
    /// cleanly, the usual case at start-up, never pays for the scan).
    private lazy var locator = TOMLLocator(text)
    /// The TOML, parsed once for both the parent's name and the theme.
    private lazy var table = Result { try TOMLTable(string: text) }
    private(set) var errors: [ThemeError] = []

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    private static let topLevelKeys: Set<String> = ["name", "description", "inherits", "terminal", "palette", "rules",
                                                    "glyphs", "styles", "ui"]


    /// The parent theme's name or path, if the file names one (read before the rest).
    mutating func parentName() -> String? {
        (try? table.get())?["inherits"]?.string
    }

    /// Where the file names its parent, for errors about it.
    mutating func parentSite() -> ThemeError {
        let position = locator.value(["inherits"])
        return ThemeError(path: path, line: position.line, column: position.column, message: "")
    }

    /// Parses the file over `base` (the parent theme or the built-in defaults).
    mutating func parse(over base: Theme) -> Theme {
        let table: TOMLTable
        switch self.table {
        case .success(let parsed):
            table = parsed
        case .failure(let error as TOMLParseError):
            errors.append(ThemeError(path: path, line: error.source.begin.line, column: error.source.begin.column,
                                     message: error.description))
            return base
        case .failure(let error):
            errors.append(ThemeError(path: path, line: 1, column: 1, message: "\(error)"))
            return base
        }
        var theme = base
        theme.name = Self.stem(ofPath: path)
        for key in table.keys where !Self.topLevelKeys.contains(key) {
            fail(atKey: [key], "unknown key '\(key)' (expected one of: \(Self.topLevelKeys.sorted().joined(separator: ", ")))")
        }
        if let name = string(table, "name", []) { theme.name = name }
        if let summary = string(table, "description", []) { theme.summary = summary }
        _ = string(table, "inherits", [])
        if let terminal = subtable(table, "terminal") {
            for key in terminal.keys where !["background", "foreground"].contains(key) {
                fail(atKey: ["terminal", key], "unknown key '\(key)' in [terminal] (expected background, foreground)")
            }
            if let color = color(terminal["background"], ["terminal", "background"], palette: theme.palette) { theme.background = color.rgb }
            if let color = color(terminal["foreground"], ["terminal", "foreground"], palette: theme.palette) { theme.foreground = color.rgb }
        }
        if let palette = subtable(table, "palette") {
            for key in palette.keys {
                if let color = color(palette[key], ["palette", key], palette: theme.palette) { theme.palette[key] = color }
            }
        }
        if let rules = subtable(table, "rules") { parseRules(rules, into: &theme) }
        if let glyphs = subtable(table, "glyphs") { parseGlyphs(glyphs, into: &theme) }
        if let styles = subtable(table, "styles") {
            for key in styles.keys {
                guard let role = DocumentRole(rawValue: key) else {
                    fail(atKey: ["styles", key], "unknown style '\(key)' (expected one of: \(DocumentRole.allCases.map(\.rawValue).joined(separator: ", ")))")
                    continue
                }
                if let style = style(styles[key], ["styles", key], palette: theme.palette) {
                    theme.styles[role] = (theme.styles[role] ?? ThemeStyle()).overlaid(by: style)
                }
            }
        }
        if let ui = subtable(table, "ui") {
            for key in ui.keys {
                guard UIRoles.all.contains(key) else {
                    fail(atKey: ["ui", key], "unknown interface role '\(key)'")
                    continue
                }
                if let style = style(ui[key], ["ui", key], palette: theme.palette) {
                    theme.ui[key] = (theme.ui[key] ?? ThemeStyle()).overlaid(by: style)
                }
            }
        }
        return theme
    }

    // MARK: Sections

    private mutating func parseRules(_ rules: TOMLTable, into theme: inout Theme) {
        for key in rules.keys {
            let path = ["rules", key]
            let value = rules[key]
            switch key {
            case "bold-weight", "dim-weight":
                guard let number = value?.int, (1...1000).contains(number) else {
                    fail(atValue: path, "'\(key)' must be a weight from 1 to 1000")
                    continue
                }
                if key == "bold-weight" { theme.boldWeight = number } else { theme.dimWeight = number }
            case "heading-size", "title-size", "small-size", "minimum-contrast":
                guard let number = value?.double ?? value?.int.map(Double.init), number >= 0 else {
                    fail(atValue: path, "'\(key)' must be a number of at least 0")
                    continue
                }
                switch key {
                case "heading-size": theme.headingSize = number
                case "title-size": theme.titleSize = number
                case "small-size": theme.smallSize = number
                default: theme.minimumContrast = number
                }
            case "document-colors":
                guard let policy = value?.string.flatMap(Theme.DocumentColors.init(rawValue:)) else {
                    fail(atValue: path, "'document-colors' must be one of: as-is, palette, ignore")
                    continue
                }
                theme.documentColors = policy
            case "table-borders":
                guard let borders = value?.string.flatMap(Theme.TableBorders.init(rawValue:)) else {
                    fail(atValue: path, "'table-borders' must be one of: box, ascii, none")
                    continue
                }
                theme.tableBorders = borders
            default:
                fail(atKey: path, "unknown rule '\(key)' (expected bold-weight, dim-weight, heading-size, title-size, small-size, document-colors, minimum-contrast, table-borders)")
            }
        }
    }

    private mutating func parseGlyphs(_ glyphs: TOMLTable, into theme: inout Theme) {
        for key in glyphs.keys {
            let path = ["glyphs", key]
            switch key {
            case "bullets":
                let items = glyphs[key]?.array.map { $0.map { $0.string } } ?? []
                // Not `as? [String]`: a cast of an array costs the runtime a conformance search.
                let strings = items.compactMap { $0 }
                guard items.count == 3, strings.count == 3,
                      strings.allSatisfy({ DisplayWidth.of($0) >= 1 && DisplayWidth.of($0) <= 2 }) else {
                    fail(atValue: path, "'bullets' must be three strings one or two columns wide (disc, circle, square)")
                    continue
                }
                theme.bullets = strings
            case "blockquote-bar", "rule":
                guard let glyph = glyphs[key]?.string, DisplayWidth.of(glyph) == 1,
                      ControlCharacters.makeVisible(glyph, keepingLineBreaks: false) == glyph else {
                    fail(atValue: path, "'\(key)' must be one character one column wide")
                    continue
                }
                if key == "rule" { theme.rule = glyph } else { theme.blockquoteBar = glyph }
            case "underline", "insertion", "strikethrough":
                let items = glyphs[key]?.array.map { $0.map { $0.string } } ?? []
                let strings = items.compactMap { $0 }
                guard items.count == 2, strings.count == 2, strings.allSatisfy({
                    DisplayWidth.of($0) <= 4 && ControlCharacters.makeVisible($0, keepingLineBreaks: false) == $0
                }) else {
                    fail(atValue: path, "'\(key)' must be two strings (before and after) at most four columns wide each")
                    continue
                }
                let marks = TextMarks(open: strings[0], close: strings[1])
                switch key {
                case "underline": theme.underlineMarks = marks
                case "insertion": theme.insertionMarks = marks
                default: theme.strikethroughMarks = marks
                }
            default:
                fail(atKey: path, "unknown glyph '\(key)' (expected bullets, blockquote-bar, rule, underline, insertion, strikethrough)")
            }
        }
    }

    /// The file's name without its extension ("themes/sunset.toml" → "sunset"), as
    /// `URL.deletingPathExtension().lastPathComponent` names it; a URL cost every process
    /// that loads a theme half a million instructions.
    static func stem(ofPath path: String) -> String {
        var component = Substring(path)
        while component.count > 1, component.hasSuffix("/") { component.removeLast() }
        if component == "/" { return "/" }
        if let slash = component.lastIndex(of: "/") { component = component[component.index(after: slash)...] }
        // A leading dot names a hidden file, not an extension; so does nothing after the dot.
        if let dot = component.lastIndex(of: "."), dot > component.startIndex,
           component.index(after: dot) < component.endIndex {
            component = component[..<dot]
        }
        return String(component)
    }

    // MARK: Values

    private mutating func style(_ value: TOMLValueConvertible?, _ path: [String], palette: [String: ThemeColor]) -> ThemeStyle? {
        guard let table = value?.table else {
            fail(atValue: path, "a style must be an inline table such as { fg = \"blue\", bold = true }")
            return nil
        }
        var style = ThemeStyle()
        for key in table.keys {
            let keyPath = path + [key]
            switch key {
            case "fg", "bg":
                guard let color = color(table[key], keyPath, palette: palette) else { continue }
                if key == "fg" { style.foreground = color } else { style.background = color }
            default:
                guard let attribute = TerminalAttributes.named.first(where: { $0.0 == key })?.1 else {
                    fail(atKey: keyPath, "unknown modifier '\(key)' (expected fg, bg, \(TerminalAttributes.named.map(\.0).joined(separator: ", ")))")
                    continue
                }
                guard let flag = table[key]?.bool else {
                    fail(atValue: keyPath, "'\(key)' must be true or false")
                    continue
                }
                if flag { style.adds.insert(attribute) } else { style.removes.insert(attribute) }
            }
        }
        return style
    }

    /// A colour: a palette name, an ANSI name (`red`, `bright-blue`), any CSS colour, or
    /// `{ color = "#…", ansi256 = N, ansi16 = "name" }`.
    private mutating func color(_ value: TOMLValueConvertible?, _ path: [String], palette: [String: ThemeColor]) -> ThemeColor? {
        if let text = value?.string {
            guard let color = Self.namedColor(text, palette: palette) else {
                fail(atValue: path, "bad colour '\(text)' (expected #rrggbb, a CSS colour, an ANSI name such as bright-red, or a palette name)")
                return nil
            }
            return color
        }
        guard let table = value?.table else {
            fail(atValue: path, "a colour must be a string or { color = \"#rrggbb\", ansi256 = 0…255, ansi16 = \"name\" }")
            return nil
        }
        for key in table.keys where !["color", "ansi256", "ansi16"].contains(key) {
            fail(atKey: path + [key], "unknown key '\(key)' in a colour (expected color, ansi256, ansi16)")
        }
        guard let base = table["color"]?.string, var color = Self.namedColor(base, palette: palette) else {
            fail(atValue: path + ["color"], "a colour table needs 'color' with a colour")
            return nil
        }
        if table["ansi256"] != nil {
            if let index = table["ansi256"]?.int, (0...255).contains(index) { color.fallback256 = UInt8(index) } else {
                fail(atValue: path + ["ansi256"], "'ansi256' must be a number from 0 to 255")
            }
        }
        if let ansi16 = table["ansi16"] {
            if let index = ansi16.int, (0...15).contains(index) { color.fallback16 = UInt8(index) }
            else if let name = ansi16.string, let index = ColorQuantizer.ansiNames.firstIndex(of: name) { color.fallback16 = UInt8(index) }
            else { fail(atValue: path + ["ansi16"], "'ansi16' must be 0 to 15 or an ANSI colour name such as bright-red") }
        }
        return color
    }

    static func namedColor(_ text: String, palette: [String: ThemeColor]) -> ThemeColor? {
        if let color = palette[text] { return color }
        if let index = ColorQuantizer.ansiNames.firstIndex(of: text) { return .ansi(UInt8(index)) }
        if case .rgba(let rgba)? = CSSColor(text) { return ThemeColor(rgba) }
        return nil
    }

    private mutating func string(_ table: TOMLTable, _ key: String, _ prefix: [String]) -> String? {
        guard let value = table[key] else { return nil }
        guard let text = value.string else {
            fail(atValue: prefix + [key], "'\(key)' must be a string")
            return nil
        }
        return text
    }

    private mutating func subtable(_ table: TOMLTable, _ key: String) -> TOMLTable? {
        guard let value = table[key] else { return nil }
        guard let subtable = value.table else {
            fail(atValue: [key], "'\(key)' must be a table ([\(key)])")
            return nil
        }
        return subtable
    }

    mutating func fail(atKey path: [String], _ message: String) {
        let position = locator.key(path)
        errors.append(ThemeError(path: self.path, line: position.line, column: position.column, message: message))
    }

    mutating func fail(atValue path: [String], _ message: String) {
        let position = locator.value(path)
        errors.append(ThemeError(path: self.path, line: position.line, column: position.column, message: message))
    }
}

import MarkupCore
@testable import MarkupTerminal

/// Writes a ``Theme`` as the Swift source of a value (for the compiled built-in theme): every
/// field, dictionaries sorted by key, so equal themes give equal text.
enum ThemeSwiftSource {
    static func file(_ theme: Theme, propertyName: String, from path: String) -> String {
        var lines = [
            "// Generated from \(path) by CompiledThemeTests: MARKSCOPE_UPDATE_GOLDEN=1 swift test --filter CompiledThemeTests",
            "// rewrites it after the theme changes. Do not edit.",
            "import MarkupCore",
            "",
            "extension BuiltinThemes {",
            "    /// \(path) as parsed, built as a value: loading the theme by name parses no TOML",
            "    /// (a test checks this value equals the parsed file).",
            "    static let \(propertyName): Theme = {",
            "        var theme = Theme(name: \(string(theme.name)))",
            "        theme.summary = \(string(theme.summary))",
            "        theme.background = \(rgba(theme.background))",
            "        theme.foreground = \(rgba(theme.foreground))",
        ]
        lines += dictionary("palette", of: "[String: ThemeColor]",
                            theme.palette.sorted { $0.key < $1.key }.map { (string($0.key), color($0.value)) })
        lines += [
            "        theme.boldWeight = \(theme.boldWeight)",
            "        theme.dimWeight = \(theme.dimWeight)",
            "        theme.headingSize = \(theme.headingSize)",
            "        theme.titleSize = \(theme.titleSize)",
            "        theme.smallSize = \(theme.smallSize)",
            "        theme.documentColors = .\(theme.documentColors)",
            "        theme.minimumContrast = \(theme.minimumContrast)",
            "        theme.tableBorders = .\(theme.tableBorders)",
            "        theme.bullets = [\(theme.bullets.map(string).joined(separator: ", "))]",
            "        theme.blockquoteBar = \(string(theme.blockquoteBar))",
            "        theme.rule = \(string(theme.rule))",
            "        theme.underlineMarks = \(marks(theme.underlineMarks))",
            "        theme.insertionMarks = \(marks(theme.insertionMarks))",
            "        theme.strikethroughMarks = \(marks(theme.strikethroughMarks))",
        ]
        lines += dictionary("styles", of: "[DocumentRole: ThemeStyle]",
                            theme.styles.sorted { $0.key.rawValue < $1.key.rawValue }.map { (role($0.key), style($0.value)) })
        lines += dictionary("ui", of: "[String: ThemeStyle]", theme.ui.sorted { $0.key < $1.key }.map { (string($0.key), style($0.value)) })
        lines += ["        return theme", "    }()", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines that fill the theme's dictionary `field` an entry at a time: a dictionary
    /// literal is first an array of (key, value) pairs, whose tuple type and array storage the
    /// runtime makes at first use (30K instructions of every render for the three fields).
    private static func dictionary(_ field: String, of type: String, _ entries: [(key: String, value: String)]) -> [String] {
        guard !entries.isEmpty else { return ["        theme.\(field) = [:]"] }
        return ["        var \(field) = \(type)(minimumCapacity: \(entries.count))"]
            + entries.map { "        \(field)[\($0.key)] = \($0.value)" }
            + ["        theme.\(field) = \(field)"]
    }

    private static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func rgba(_ color: RGBAColor) -> String {
        "RGBAColor(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
    }

    private static func color(_ color: ThemeColor) -> String {
        if color.isANSI, let index = color.fallback16, ThemeColor.ansi(index) == color { return ".ansi(\(index))" }
        return "ThemeColor(\(rgba(color.rgb)), fallback256: \(optional(color.fallback256)), fallback16: \(optional(color.fallback16)))"
    }

    private static func optional(_ value: UInt8?) -> String { value.map { String($0) } ?? "nil" }

    private static func style(_ style: ThemeStyle) -> String {
        "ThemeStyle(foreground: \(style.foreground.map(color) ?? "nil"), background: \(style.background.map(color) ?? "nil"), "
            + "adds: \(attributes(style.adds)), removes: \(attributes(style.removes)))"
    }

    private static func attributes(_ attributes: TerminalAttributes) -> String {
        "[" + TerminalAttributes.named.filter { attributes.contains($0.1) }.map { "." + $0.0 }.joined(separator: ", ") + "]"
    }

    private static func marks(_ marks: TextMarks) -> String {
        "TextMarks(open: \(string(marks.open)), close: \(string(marks.close)))"
    }

    private static func role(_ role: DocumentRole) -> String {
        let name = "\(role)"
        return name == "subscript" ? ".`subscript`" : "." + name
    }
}

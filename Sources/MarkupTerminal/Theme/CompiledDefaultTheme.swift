// Generated from Themes/default.toml by CompiledThemeTests: MARKSCOPE_UPDATE_GOLDEN=1 swift test --filter CompiledThemeTests
// rewrites it after the theme changes. Do not edit.
import MarkupCore

extension BuiltinThemes {
    /// Themes/default.toml as parsed, built as a value: loading the theme by name parses no TOML
    /// (a test checks this value equals the parsed file).
    static let compiledDefault: Theme = {
        var theme = Theme(name: "default")
        theme.summary = "Dark background; document colours as written, kept readable"
        theme.background = RGBAColor(red: 30, green: 30, blue: 46, alpha: 255)
        theme.foreground = RGBAColor(red: 205, green: 214, blue: 244, alpha: 255)
        theme.palette = [
            "blue": ThemeColor(RGBAColor(red: 137, green: 180, blue: 250, alpha: 255), fallback256: 111, fallback16: 12),
            "green": ThemeColor(RGBAColor(red: 166, green: 227, blue: 161, alpha: 255), fallback256: 151, fallback16: 10),
            "mauve": ThemeColor(RGBAColor(red: 203, green: 166, blue: 247, alpha: 255), fallback256: 183, fallback16: 13),
            "overlay": ThemeColor(RGBAColor(red: 69, green: 71, blue: 90, alpha: 255), fallback256: 238, fallback16: 8),
            "peach": ThemeColor(RGBAColor(red: 250, green: 179, blue: 135, alpha: 255), fallback256: 216, fallback16: 3),
            "red": ThemeColor(RGBAColor(red: 243, green: 139, blue: 168, alpha: 255), fallback256: 211, fallback16: 9),
            "subtle": ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8),
            "surface": ThemeColor(RGBAColor(red: 49, green: 50, blue: 68, alpha: 255), fallback256: 236, fallback16: 0),
            "teal": ThemeColor(RGBAColor(red: 148, green: 226, blue: 213, alpha: 255), fallback256: 116, fallback16: 14),
            "yellow": ThemeColor(RGBAColor(red: 249, green: 226, blue: 175, alpha: 255), fallback256: 223, fallback16: 11),
        ]
        theme.boldWeight = 600
        theme.dimWeight = 300
        theme.headingSize = 20.0
        theme.titleSize = 28.0
        theme.smallSize = 12.0
        theme.documentColors = .asIs
        theme.minimumContrast = 1.6
        theme.tableBorders = .box
        theme.bullets = ["•", "◦", "▪"]
        theme.blockquoteBar = "│"
        theme.rule = "─"
        theme.underlineMarks = TextMarks(open: "_", close: "_")
        theme.insertionMarks = TextMarks(open: "{+", close: "+}")
        theme.strikethroughMarks = TextMarks(open: "[-", close: "-]")
        theme.styles = [
            .blockquote: ThemeStyle(foreground: nil, background: nil, adds: [.italic], removes: []),
            .blockquoteBar: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 203, green: 166, blue: 247, alpha: 255), fallback256: 183, fallback16: 13), background: nil, adds: [.dim], removes: []),
            .code: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 250, green: 179, blue: 135, alpha: 255), fallback256: 216, fallback16: 3), background: ThemeColor(RGBAColor(red: 49, green: 50, blue: 68, alpha: 255), fallback256: 236, fallback16: 0), adds: [], removes: []),
            .heading: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 249, green: 226, blue: 175, alpha: 255), fallback256: 223, fallback16: 11), background: nil, adds: [.bold], removes: []),
            .image: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 203, green: 166, blue: 247, alpha: 255), fallback256: 183, fallback16: 13), background: nil, adds: [.dim, .italic], removes: []),
            .italic: ThemeStyle(foreground: nil, background: nil, adds: [.italic], removes: []),
            .light: ThemeStyle(foreground: nil, background: nil, adds: [.dim], removes: []),
            .link: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 137, green: 180, blue: 250, alpha: 255), fallback256: 111, fallback16: 12), background: nil, adds: [.underline], removes: []),
            .linkList: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8), background: nil, adds: [.dim], removes: []),
            .linkNumber: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8), background: nil, adds: [.dim], removes: []),
            .listMarker: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 148, green: 226, blue: 213, alpha: 255), fallback256: 116, fallback16: 14), background: nil, adds: [], removes: []),
            .mark: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 30, green: 30, blue: 46, alpha: 255), fallback256: nil, fallback16: nil), background: ThemeColor(RGBAColor(red: 249, green: 226, blue: 175, alpha: 255), fallback256: 223, fallback16: 11), adds: [.reverse], removes: []),
            .placeholder: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 243, green: 139, blue: 168, alpha: 255), fallback256: 211, fallback16: 9), background: nil, adds: [.dim, .reverse], removes: []),
            .pre: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 250, green: 179, blue: 135, alpha: 255), fallback256: 216, fallback16: 3), background: nil, adds: [], removes: []),
            .rule: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 69, green: 71, blue: 90, alpha: 255), fallback256: 238, fallback16: 8), background: nil, adds: [.dim], removes: []),
            .small: ThemeStyle(foreground: nil, background: nil, adds: [.dim], removes: []),
            .strikethrough: ThemeStyle(foreground: nil, background: nil, adds: [.strikethrough], removes: []),
            .strong: ThemeStyle(foreground: nil, background: nil, adds: [.bold], removes: []),
            .`subscript`: ThemeStyle(foreground: nil, background: nil, adds: [.dim], removes: []),
            .superscript: ThemeStyle(foreground: nil, background: nil, adds: [.dim], removes: []),
            .tableBorder: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 69, green: 71, blue: 90, alpha: 255), fallback256: 238, fallback16: 8), background: nil, adds: [.dim], removes: []),
            .tableHeader: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 249, green: 226, blue: 175, alpha: 255), fallback256: 223, fallback16: 11), background: nil, adds: [.bold], removes: []),
            .text: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 205, green: 214, blue: 244, alpha: 255), fallback256: nil, fallback16: nil), background: nil, adds: [], removes: []),
            .title: ThemeStyle(foreground: ThemeColor(RGBAColor(red: 250, green: 179, blue: 135, alpha: 255), fallback256: 216, fallback16: 3), background: nil, adds: [.bold, .underline], removes: []),
            .underline: ThemeStyle(foreground: nil, background: nil, adds: [.underline], removes: []),
        ]
        theme.ui = [
            "border": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 69, green: 71, blue: 90, alpha: 255), fallback256: 238, fallback16: 8), background: nil, adds: [.dim], removes: []),
            "border-focused": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 137, green: 180, blue: 250, alpha: 255), fallback256: 111, fallback16: 12), background: nil, adds: [.bold], removes: []),
            "changed": ThemeStyle(foreground: nil, background: ThemeColor(RGBAColor(red: 59, green: 66, blue: 97, alpha: 255), fallback256: nil, fallback16: nil), adds: [.bold], removes: []),
            "cursor": ThemeStyle(foreground: nil, background: nil, adds: [.reverse], removes: []),
            "diagnostic.error": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 243, green: 139, blue: 168, alpha: 255), fallback256: 211, fallback16: 9), background: nil, adds: [.bold], removes: []),
            "diagnostic.note": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8), background: nil, adds: [], removes: []),
            "diagnostic.warning": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 249, green: 226, blue: 175, alpha: 255), fallback256: 223, fallback16: 11), background: nil, adds: [], removes: []),
            "help": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 205, green: 214, blue: 244, alpha: 255), fallback256: nil, fallback16: nil), background: ThemeColor(RGBAColor(red: 49, green: 50, blue: 68, alpha: 255), fallback256: 236, fallback16: 0), adds: [], removes: []),
            "line-number": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 69, green: 71, blue: 90, alpha: 255), fallback256: 238, fallback16: 8), background: nil, adds: [.dim], removes: []),
            "link-highlight": ThemeStyle(foreground: nil, background: ThemeColor(RGBAColor(red: 88, green: 91, blue: 112, alpha: 255), fallback256: nil, fallback16: nil), adds: [.underline], removes: []),
            "node.bold": ThemeStyle(foreground: nil, background: nil, adds: [.bold], removes: []),
            "node.extended": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 243, green: 139, blue: 168, alpha: 255), fallback256: 211, fallback16: 9), background: nil, adds: [], removes: []),
            "node.heading": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 249, green: 226, blue: 175, alpha: 255), fallback256: 223, fallback16: 11), background: nil, adds: [], removes: []),
            "node.italic": ThemeStyle(foreground: nil, background: nil, adds: [.italic], removes: []),
            "node.link": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 137, green: 180, blue: 250, alpha: 255), fallback256: 111, fallback16: 12), background: nil, adds: [], removes: []),
            "node.text": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 205, green: 214, blue: 244, alpha: 255), fallback256: nil, fallback16: nil), background: nil, adds: [], removes: []),
            "provenance.field": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 148, green: 226, blue: 213, alpha: 255), fallback256: 116, fallback16: 14), background: nil, adds: [], removes: []),
            "provenance.source": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8), background: nil, adds: [], removes: []),
            "repair.converted": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 249, green: 226, blue: 175, alpha: 255), fallback256: 223, fallback16: 11), background: nil, adds: [], removes: []),
            "repair.dropped": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 243, green: 139, blue: 168, alpha: 255), fallback256: 211, fallback16: 9), background: nil, adds: [.strikethrough], removes: []),
            "repair.inserted": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 166, green: 227, blue: 161, alpha: 255), fallback256: 151, fallback16: 10), background: nil, adds: [.bold], removes: []),
            "repair.reopened": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 250, green: 179, blue: 135, alpha: 255), fallback256: 216, fallback16: 3), background: nil, adds: [], removes: []),
            "search-match": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 30, green: 30, blue: 46, alpha: 255), fallback256: nil, fallback16: nil), background: ThemeColor(RGBAColor(red: 250, green: 179, blue: 135, alpha: 255), fallback256: 216, fallback16: 3), adds: [.bold, .reverse], removes: []),
            "selection": ThemeStyle(foreground: nil, background: ThemeColor(RGBAColor(red: 69, green: 71, blue: 90, alpha: 255), fallback256: nil, fallback16: nil), adds: [.reverse], removes: []),
            "source.attribute": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 148, green: 226, blue: 213, alpha: 255), fallback256: 116, fallback16: 14), background: nil, adds: [], removes: []),
            "source.comment": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8), background: nil, adds: [.italic], removes: []),
            "source.entity": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 250, green: 179, blue: 135, alpha: 255), fallback256: 216, fallback16: 3), background: nil, adds: [], removes: []),
            "source.tag": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 137, green: 180, blue: 250, alpha: 255), fallback256: 111, fallback16: 12), background: nil, adds: [], removes: []),
            "source.value": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 166, green: 227, blue: 161, alpha: 255), fallback256: 151, fallback16: 10), background: nil, adds: [], removes: []),
            "status": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 205, green: 214, blue: 244, alpha: 255), fallback256: nil, fallback16: nil), background: ThemeColor(RGBAColor(red: 49, green: 50, blue: 68, alpha: 255), fallback256: 236, fallback16: 0), adds: [.reverse], removes: []),
            "status-error": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 30, green: 30, blue: 46, alpha: 255), fallback256: nil, fallback16: nil), background: ThemeColor(RGBAColor(red: 243, green: 139, blue: 168, alpha: 255), fallback256: 211, fallback16: 9), adds: [.bold, .reverse], removes: []),
            "status-key": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 249, green: 226, blue: 175, alpha: 255), fallback256: 223, fallback16: 11), background: ThemeColor(RGBAColor(red: 49, green: 50, blue: 68, alpha: 255), fallback256: 236, fallback16: 0), adds: [.bold], removes: []),
            "title": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8), background: nil, adds: [.dim], removes: []),
            "title-focused": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 137, green: 180, blue: 250, alpha: 255), fallback256: 111, fallback16: 12), background: nil, adds: [.bold], removes: []),
            "token.comment": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8), background: nil, adds: [], removes: []),
            "token.doctype": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 127, green: 132, blue: 156, alpha: 255), fallback256: 103, fallback16: 8), background: nil, adds: [], removes: []),
            "token.end": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 203, green: 166, blue: 247, alpha: 255), fallback256: 183, fallback16: 13), background: nil, adds: [], removes: []),
            "token.self-closing": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 148, green: 226, blue: 213, alpha: 255), fallback256: 116, fallback16: 14), background: nil, adds: [], removes: []),
            "token.start": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 137, green: 180, blue: 250, alpha: 255), fallback256: 111, fallback16: 12), background: nil, adds: [], removes: []),
            "token.synthesized": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 250, green: 179, blue: 135, alpha: 255), fallback256: 216, fallback16: 3), background: nil, adds: [.italic], removes: []),
            "token.text": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 205, green: 214, blue: 244, alpha: 255), fallback256: nil, fallback16: nil), background: nil, adds: [], removes: []),
            "tree.guide": ThemeStyle(foreground: ThemeColor(RGBAColor(red: 69, green: 71, blue: 90, alpha: 255), fallback256: 238, fallback16: 8), background: nil, adds: [.dim], removes: []),
        ]
        return theme
    }()
}

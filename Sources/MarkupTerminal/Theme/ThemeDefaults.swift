/// What every theme starts from before its own file (and its parents) are read.
extension Theme {
    public static let defaults: Theme = {
        var theme = Theme(name: "defaults")
        func attributes(_ adds: TerminalAttributes) -> ThemeStyle { ThemeStyle(adds: adds) }
        theme.styles = [
            .text: ThemeStyle(),
            .strong: attributes(.bold),
            .light: attributes(.dim),
            .italic: attributes(.italic),
            .underline: attributes(.underline),
            .strikethrough: attributes(.strikethrough),
            .link: attributes(.underline),
            .linkNumber: attributes(.dim),
            .linkList: attributes(.dim),
            .heading: attributes(.bold),
            .title: attributes([.bold, .underline]),
            .small: attributes(.dim),
            .`subscript`: attributes(.dim),
            .superscript: attributes(.dim),
            .mark: attributes(.reverse),
            .image: attributes(.dim),
            .tableBorder: attributes(.dim),
            .tableHeader: attributes(.bold),
            .blockquoteBar: attributes(.dim),
            .rule: attributes(.dim),
            .placeholder: attributes([.dim, .reverse]),
        ]
        theme.ui = [
            "border": attributes(.dim),
            "border-focused": attributes(.bold),
            "title": attributes(.dim),
            "title-focused": attributes(.bold),
            "status": attributes(.reverse),
            "status-error": attributes([.reverse, .bold]),
            "selection": attributes(.reverse),
            "link-highlight": attributes(.underline),
            "cursor": attributes(.reverse),
            "line-number": attributes(.dim),
            "search-match": attributes([.reverse, .bold]),
            "changed": attributes(.bold),
            "token.synthesized": attributes(.italic),
            "repair.inserted": attributes(.bold),
            "repair.dropped": attributes(.strikethrough),
            "diagnostic.error": attributes(.bold),
            "tree.guide": attributes(.dim),
        ]
        return theme
    }()
}

/// The built-in look of each tag, like a browser's user-agent style sheet.
enum TagDefaults {
    /// The look of `tag`, whose ``KnownElements`` slot is `slot` (the tree keeps each element's).
    static func assignments(for tag: String, slot: Int?) -> [StyleAssignment] {
        byTag[tag, slot: slot] ?? []
    }

    private static let bold: [StyleAssignment] = [.fontWeight(.absolute(.bold))]
    private static let italic: [StyleAssignment] = [.italic(true)]
    private static let monospace: [StyleAssignment] = [.fontFamily("monospace")]
    private static let hidden: [StyleAssignment] = [.hidden(true)]

    private static let byTag = ElementTable<[StyleAssignment]>({
        var looks: [(name: String, value: [StyleAssignment])] = [
            ("b", bold), ("strong", bold),
            ("i", italic), ("em", italic), ("cite", italic), ("dfn", italic), ("var", italic), ("address", italic),
            ("u", [.underline(true)]), ("ins", [.underline(true)]),
            ("s", [.strikethrough(true)]), ("strike", [.strikethrough(true)]), ("del", [.strikethrough(true)]),
            ("code", monospace), ("kbd", monospace), ("samp", monospace), ("tt", monospace),
            ("mark", [.background(.rgba(RGBAColor(rgb: 0xFFFF00))), .foreground(.rgba(RGBAColor(rgb: 0x000000)))]),
            ("small", [.fontSize(.smaller)]),
            ("big", [.fontSize(.larger)]),
            ("sub", [.verticalPosition(.sub), .fontSize(.smaller)]),
            ("sup", [.verticalPosition(.super), .fontSize(.smaller)]),
            ("blockquote", [.headIndent(.pixels(40))]),
            ("dd", [.headIndent(.pixels(40))]),
            ("th", [.fontWeight(.absolute(.bold)), .textAlign(.center)]),
            ("caption", [.textAlign(.center)]),
            ("center", [.textAlign(.center)]),
            ("ul", [.listStyleType(.disc)]), ("menu", [.listStyleType(.disc)]), ("dir", [.listStyleType(.disc)]),
            ("ol", [.listStyleType(.decimal)]),
        ]
        let headingSizes = [("h1", 2.0), ("h2", 1.5), ("h3", 1.17), ("h4", 1.0), ("h5", 0.83), ("h6", 0.67)]
        for (tag, size) in headingSizes {
            looks.append((tag, [.fontSize(.length(.em(size))), .fontWeight(.absolute(.bold))]))
        }
        for tag in ["pre", "listing", "xmp", "plaintext"] {
            looks.append((tag, monospace + [.whiteSpace(.pre)]))
        }
        for tag in PlainTextStripper.hiddenTagNames {
            looks.append((tag, hidden))
        }
        return looks
    }())

    /// `ul` inside other lists: circle at the second level, square below.
    static func nestedListStyle(tag: String, enclosingLists: Int) -> ListStyleType? {
        guard enclosingLists > 0, tag == "ul" || tag == "menu" || tag == "dir" else { return nil }
        return enclosingLists == 1 ? .circle : .square
    }

    /// A table starts its text over at `start` when it inherits a centred, right or justified
    /// alignment, as the HTML standard's quirks-mode style sheet has it, here in every mode:
    /// copy in a table inside a centred wrapper cell (`align="center"`, `-webkit-center`)
    /// stays left-aligned unless its own table or cell centres it. Nil when nothing needs resetting.
    static func tableTextAlign(inherited: TextAlign?) -> TextAlign? {
        switch inherited {
        case .center, .right, .end, .justify: .start
        default: nil
        }
    }
}

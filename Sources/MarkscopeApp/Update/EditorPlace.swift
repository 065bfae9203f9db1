import MarkupCore
import MarkupTerminal

/// Where `e` opens the editor: the document's file at a 1-based line and column. Editors
/// count columns differently, so the column is kept in each of their units.
public struct EditorPlace: Hashable, Sendable {
    public var path: String
    public var line: Int
    /// In UTF-8 bytes, as vim's `cursor()` and kakoune count.
    public var byteColumn: Int
    /// In characters (Unicode scalars), as micro, helix and the graphical editors count.
    public var characterColumn: Int
    /// On screen: wide characters take two columns and a tab goes to the next multiple of 8,
    /// as emacs and nano count.
    public var screenColumn: Int

    public init(path: String, line: Int, byteColumn: Int, characterColumn: Int, screenColumn: Int) {
        self.path = path
        self.line = line
        self.byteColumn = byteColumn
        self.characterColumn = characterColumn
        self.screenColumn = screenColumn
    }

    /// The place of byte `offset` of `source`, in the file at `path`.
    public init(path: String, source: SourceText, offset: Int) {
        let location = source.location(of: offset)
        let lineStart = source.lineStarts[location.line - 1]
        let before = String(decoding: source.bytes[lineStart..<(lineStart + location.column - 1)], as: UTF8.self)
        var screen = 0
        for character in before {
            screen = character == "\t" ? (screen / 8 + 1) * 8 : screen + DisplayWidth.of(String(character))
        }
        self.init(path: path, line: location.line, byteColumn: location.column,
                  characterColumn: before.unicodeScalars.count + 1, screenColumn: screen + 1)
    }
}

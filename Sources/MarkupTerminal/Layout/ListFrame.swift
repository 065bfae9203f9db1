/// What an open list gives its items: where its items' markers are in its ``FrameStack``'s
/// markers and the widest's width, and where in the stack's prefix cells the blanks the
/// lines of an item after its first start with are, put there once for all its items (an
/// item's marker is ``markerWidth`` wide, between an indent and a space).
struct ListFrame {
    let markers: Range<Int>
    let markerWidth: Int
    var itemPrefix: Range<Int> = 0..<0
    /// Where the marker of the next item is expected: items are entered in order.
    var next: Int

    /// A list item's marker: the item's node index, its text and width, and whether the
    /// text is all printable ASCII; a decimal number and its dot (`12.`) is `number` (above
    /// 0), written as digits, with no text; a theme's bullet is `bullet`, its index in the
    /// theme's bullets (-1 for other markers).
    struct ListMarker {
        var item: Int
        var text: String
        var width: Int
        var isASCII: Bool
        var number = 0
        var bullet = -1
    }
}

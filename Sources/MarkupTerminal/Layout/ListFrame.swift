/// What an open list gives its items: each item's marker and the widest's width, and where
/// in its ``FrameStack``'s prefix cells the blanks the lines of an item after its first start
/// with are, put there once for all its items (an item's marker is ``markerWidth`` wide,
/// between an indent and a space).
struct ListFrame {
    let markers: [ListMarker]
    let markerWidth: Int
    var itemPrefix: Range<Int> = 0..<0

    /// A list item's marker: the item's node index, its text and width, and whether the
    /// text is all printable ASCII; a decimal number and its dot (`12.`) is `number` (above
    /// 0), written as digits, with no text.
    struct ListMarker {
        var item: Int
        var text: String
        var width: Int
        var isASCII: Bool
        var number = 0
    }

    /// The marker of the list item at node index `item`.
    func marker(ofItem item: Int) -> ListMarker? {
        var low = 0
        var high = markers.count
        while low < high {
            let middle = (low + high) / 2
            if markers[middle].item < item { low = middle + 1 } else { high = middle }
        }
        return low < markers.count && markers[low].item == item ? markers[low] : nil
    }
}

import MarkupCore

/// List markers: each item's, numbered as its list says.
extension LayoutEngine {
    /// The marker of each item of a list, in order, and their widest width.
    func listMarkers(_ list: MarkupNode) -> ([BlockFrame.ListMarker], Int) {
        let isOrdered = list.kind == .list(ordered: true)
        let reversed = list.attribute("reversed") != nil
        var ordinal = Int(list.attribute("start") ?? "")
            ?? (reversed ? list.children.reduce(0) { $0 + ($1.kind == .listItem ? 1 : 0) } : 1)
        var markers: [BlockFrame.ListMarker] = []
        var width = 0
        for item in list.children where item.kind == .listItem {
            if let value = item.attribute("value").flatMap({ Int($0) }) { ordinal = value }
            let type = document.style(of: item).listStyleType ?? (isOrdered ? .decimal : .disc)
            let marker = ListMarkers.marker(type, ordinal: ordinal, bullets: theme.bullets)
            // Bullets repeat: measure a marker once.
            let markerWidth = markers.last.flatMap { $0.text == marker ? $0.width : nil } ?? DisplayWidth.of(marker)
            markers.append(BlockFrame.ListMarker(item: item.id.index, text: marker, width: markerWidth))
            width = max(width, markerWidth)
            ordinal += reversed ? -1 : 1
        }
        return (markers, width)
    }
}

/// A rectangle of the screen.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public func contains(row y: Int, column x: Int) -> Bool {
        y >= row && y < row + height && x >= column && x < column + width
    }
}

/// Where each pane goes for a screen size and layout mode.
public enum ScreenLayout {
    public static let minimumWidth = 40
    public static let minimumHeight = 10

    /// The layout actually used: `auto` picks columns on wide screens, rows on medium, one pane on narrow.
    public static func resolvedMode(for state: PreviewState) -> LayoutMode {
        guard state.layout == .auto else { return state.layout }
        if state.screenWidth >= 150 { return .columns }
        if state.screenWidth >= 80 { return .rows }
        return .single
    }

    public static func isTooSmall(_ state: PreviewState) -> Bool {
        state.screenWidth < minimumWidth || state.screenHeight < minimumHeight
    }

    /// The panes' rectangles (borders included); the last screen row is the status line.
    public static func areas(for state: PreviewState) -> [PaneID: Rect] {
        let width = state.screenWidth
        let height = max(1, state.screenHeight - 1)
        switch resolvedMode(for: state) {
        case .columns:
            let first = width / 3
            let second = (width - first) / 2
            return [
                .source: Rect(row: 0, column: 0, width: first, height: height),
                .render: Rect(row: 0, column: first, width: second, height: height),
                .detail: Rect(row: 0, column: first + second, width: width - first - second, height: height),
            ]
        case .rows:
            let top = max(3, height * 3 / 5)
            let left = width / 2
            return [
                .source: Rect(row: 0, column: 0, width: left, height: top),
                .render: Rect(row: 0, column: left, width: width - left, height: top),
                .detail: Rect(row: top, column: 0, width: width, height: height - top),
            ]
        case .single, .auto:
            return [state.focus: Rect(row: 0, column: 0, width: width, height: height)]
        }
    }

    /// Rows of content a pane shows (inside its border).
    public static func visibleRows(_ pane: PaneID, in state: PreviewState) -> Int {
        max(1, (areas(for: state)[pane]?.height ?? state.screenHeight) - 2)
    }
}

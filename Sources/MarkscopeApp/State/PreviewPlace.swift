import MarkupCore

/// Where the user was looking: the focused pane, every pane's cursor and the selection. The
/// jump list keeps one per `Enter` or `:` jump, so Ctrl-O can go back.
public struct PreviewPlace: Hashable, Sendable {
    public var focus: PaneID
    public var detail: DetailPane
    public var cursors: [PaneID: PaneCursor]
    public var selection: SourceRange?
    public var selectedNode: NodeID?

    /// How many places the jump list keeps (the oldest are dropped).
    static let limit = 100
}

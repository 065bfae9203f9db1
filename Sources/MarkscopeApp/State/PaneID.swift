/// The three areas of the screen.
public enum PaneID: Int, Hashable, Sendable, CaseIterable {
    case source, render, detail
}

/// What the third area shows.
public enum DetailPane: String, Hashable, Sendable, CaseIterable {
    case tokens, normalized, tree, styles, diagnostics

    public var title: String {
        switch self {
        case .tokens: "Tokens"
        case .normalized: "Normalized"
        case .tree: "Tree"
        case .styles: "Styles"
        case .diagnostics: "Diagnostics"
        }
    }
}

/// How the areas are arranged.
public enum LayoutMode: String, Hashable, Sendable, CaseIterable {
    /// Columns on wide terminals, rows on medium ones, one pane on narrow ones.
    case auto
    case columns
    case rows
    /// One pane at a time, the focused one.
    case single
}

/// The width the copy is laid out at.
public enum WidthSlot: Hashable, Sendable {
    /// The render pane's inner width.
    case fit
    case fixed(Int)

    public static let cycle: [WidthSlot] = [.fit, .fixed(40), .fixed(60), .fixed(80)]

    public var label: String {
        switch self {
        case .fit: "fit"
        case .fixed(let columns): "\(columns)"
        }
    }
}

import MarkupCore

/// What a layout pass works from and never changes: the document, the theme, the options (the
/// width is the pass's own), the link numbers and the cluster cache every engine of the
/// layout shares, and how deep in data tables the pass is. The engines for the content of
/// table cells are made from their maker's context (``nested(width:deeper:)``, ``scratch()``).
struct LayoutContext {
    let document: StyledDocument
    let theme: Theme
    let options: LayoutOptions
    /// Numbers each link target once for the whole layout.
    let links: LinkRegistry
    /// How many data tables the content is inside (see ``LayoutEngine/maximumTableDepth``).
    let tableDepth: Int
    /// What each cluster shows as, shared by every engine of the layout.
    let shownClusters: ShownClusterCache

    /// The context of a whole document's layout.
    init(document: StyledDocument, theme: Theme, options: LayoutOptions, links: LinkRegistry) {
        self.init(document: document, theme: theme, options: options, links: links, tableDepth: 0,
                  shownClusters: ShownClusterCache())
    }

    private init(document: StyledDocument, theme: Theme, options: LayoutOptions, links: LinkRegistry, tableDepth: Int,
                 shownClusters: ShownClusterCache) {
        self.document = document
        self.theme = theme
        self.options = options
        self.links = links
        self.tableDepth = tableDepth
        self.shownClusters = shownClusters
    }

    /// The context of a table cell's content `width` columns wide (at least one), one data
    /// table deeper when `deeper`.
    func nested(width: Int, deeper: Bool) -> LayoutContext {
        var options = options
        options.width = max(1, width)
        return LayoutContext(document: document, theme: theme, options: options, links: links,
                             tableDepth: tableDepth + (deeper ? 1 : 0), shownClusters: shownClusters)
    }

    /// This context with link numbers that do not count (a scratch copy of the registry): for
    /// measuring content that is laid out for real later, in document order.
    func scratch() -> LayoutContext {
        LayoutContext(document: document, theme: theme, options: options, links: links.scratchCopy(),
                      tableDepth: tableDepth, shownClusters: shownClusters)
    }
}

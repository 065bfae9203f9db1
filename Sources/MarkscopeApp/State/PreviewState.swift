import MarkupCore
import MarkupMarkdown
import MarkupTerminal

/// Everything the previewer shows, as a plain value: `update` changes it, `view` draws it.
public struct PreviewState {
    // MARK: Inputs
    public var documentPath: String
    /// How the document is read (its name's, or the command line's `--input`): set before the
    /// first load, it holds for every reload.
    public var documentFormat: DocumentFormat
    /// The last document that loaded; kept while the file is missing or unreadable.
    public var snapshot: DocumentSnapshot?
    public var theme: Theme
    public var themeName: String
    /// Themes `T` cycles through; a theme given by path (`--theme PATH`) is the first of them.
    public var themeNames: [String]
    /// The theme the last `T` asked for, loaded or not yet: the next `T` goes on from it, so
    /// presses read before a theme has loaded (or after one failed to) are not lost.
    public var themeAsked: String?
    public var depth: ColorDepth
    /// What the terminal can show (the backend's limit); `depth` is shown at most at this.
    public var terminalDepth: ColorDepth
    public var screenWidth: Int
    public var screenHeight: Int

    // MARK: View settings
    public var widthSlot: WidthSlot = .fit
    public var layout: LayoutMode = .auto
    public var focus: PaneID = .source
    public var detail: DetailPane = .normalized
    public var depthSplit = false
    /// The first of the depths the split shows (a narrow screen shows a few at a time).
    public var depthSplitFirst = 0
    public var showHelp = false
    /// Long source lines wrap onto the next rows instead of scrolling sideways (`less -S` off).
    public var wrapSource = false
    /// The first help line shown (the help scrolls on a small screen).
    public var helpTop = 0
    public var collapsed: Set<NodeID> = []

    // MARK: Cursor, selection, search
    public var cursors: [PaneID: PaneCursor] = [:]
    public var selection: SourceRange?
    public var selectedNode: NodeID?
    public var searchInput: String?
    public var searchQuery = ""
    /// The line number being typed after `:`, while it is.
    public var lineInput: String?
    /// The file name being typed after `S` (save the render), while it is.
    public var saveInput: String?
    /// The places before each `Enter` or `:` jump, the newest last (Ctrl-O goes back).
    public var jumps: [PreviewPlace] = []
    /// Text `y` copied, until the runtime has sent it to the terminal's clipboard (OSC 52).
    public var pendingClipboard: String?
    /// Step mode: how many of the tokenizer's tokens are fed to the pipeline.
    public var step: Int?

    // MARK: Status
    public var documentError: String?
    /// Why the preview shows less than the whole file (too big to preview live), if it does.
    public var documentNotice: String?
    /// The most of a file run through the pipeline on every save (4 MiB, about two seconds
    /// of work): copy is far smaller, and a bigger file would make every keystroke wait.
    public var previewByteLimit = 4 << 20
    public var themeError: String?
    /// The app's parser setup the document is previewed with (empty: markscope's defaults).
    public var profile = Profile()
    /// The command line's `--policy`, over the profile's (nil: the profile's, else inline-wins).
    public var policy: StyleOptions.Policy?
    /// Why the profile file could not be read (`file:line:col: error: …`); the last good stays.
    public var profileError: String?
    /// The first value the profile ignores (`file:line:col: warning: …`), until it is fixed.
    public var profileWarning: String?
    /// A short note on the last key (`not found: zzqq`); it clears ``messageSeconds`` after
    /// the first tick that sees it (time comes in through `tick(now:)`).
    public var message: String? { didSet { messageUntil = nil } }
    /// When the current message clears (nil: not yet seen by a tick).
    public var messageUntil: Double?
    /// How long a message stays up.
    public static let messageSeconds = 4.0
    /// Render lines that changed in the last reload, shown marked until `changedUntil`.
    public var changedLines: Set<Int> = []
    public var changedUntil: Double = 0
    public var lastReloadMilliseconds: Double?
    /// Documents bigger than this are laid out screen first when they reload: the first
    /// screens are shown at once and the rest is laid out on the next turn of the loop.
    public var screenFirstByteLimit = 256 << 10
    /// What a screen-first reload still has to do once its layout is finished.
    var pendingReload: PendingReload?
    public var isQuitting = false

    // MARK: Derived (rebuilt by `refresh()`)
    public private(set) var rendered = RenderedDocument(width: 1, lines: [], references: [])
    public private(set) var sourceRows = PaneRows.empty
    public private(set) var detailRows = PaneRows.empty
    public private(set) var renderRows = PaneRows.empty
    /// The document the panes show (the step prefix in step mode).
    public private(set) var shown: MarkupDocument?
    /// Which layout the render lines wait for, when a screen-first refresh left lines to come
    /// (see ``screenFirstByteLimit``); nil when the lines are whole. The layout itself is work
    /// in progress, not state: the runtime holds it (a ``LayoutContinuation``) and hands its
    /// lines back through ``PreviewUpdate/finishLayout(_:in:)``.
    public private(set) var pendingLayout: Int?
    /// Counts refreshes, so that a continuation of an older layout is recognised and dropped.
    private var layoutGeneration = 0

    public init(documentPath: String, theme: Theme, themeName: String, themeNames: [String], depth: ColorDepth,
                terminalDepth: ColorDepth, width: Int, height: Int) {
        self.documentPath = documentPath
        documentFormat = DocumentFormat(path: documentPath)
        self.theme = theme
        self.themeName = themeName
        self.themeNames = themeNames.contains(themeName) ? themeNames : [themeName] + themeNames
        self.depth = depth
        self.terminalDepth = terminalDepth
        screenWidth = width
        screenHeight = height
    }

    /// What is wrong, shown on its own line above the status line (nil: nothing).
    public var problem: String? {
        documentError ?? themeError ?? profileError ?? documentNotice ?? profileWarning
    }

    /// The depth cells are drawn at: the chosen one, capped by the terminal.
    public var effectiveDepth: ColorDepth {
        let order: [ColorDepth] = [.none, .color16, .color256, .trueColor]
        return order[min(order.firstIndex(of: depth)!, order.firstIndex(of: terminalDepth)!)]
    }

    public func cursor(_ pane: PaneID) -> PaneCursor { cursors[pane] ?? PaneCursor() }

    /// The rows of a pane (the render pane's are its laid-out lines).
    public func rows(_ pane: PaneID) -> PaneRows {
        switch pane {
        case .source: sourceRows
        case .render: renderRows
        case .detail: detailRows
        }
    }

    public func rowCount(_ pane: PaneID) -> Int { rows(pane).count }

    /// Rebuilds what the panes show from the inputs; call after any input changes.
    /// With `screenFirstLines`, only that many render lines are laid out now; the rest is the
    /// returned continuation's to lay out (see ``finishLayout(_:)``).
    @discardableResult
    public mutating func refresh(screenFirstLines: Int? = nil) -> LayoutContinuation? {
        pendingLayout = nil
        layoutGeneration &+= 1
        pendingReload = nil
        // `@media` rules see the render width: a new width (`w`, a resize, a layout) restyles.
        let columns = renderWidth
        snapshot?.restyle(columns: columns, profile: profile, policy: policy)
        guard let snapshot else {
            shown = nil
            rendered = RenderedDocument(width: 1, lines: [], references: [])
            sourceRows = .empty
            renderRows = .empty
            detailRows = .empty
            return nil
        }
        let document = step.map { snapshot.prefix(tokens: $0, makesNormalizedStream: detail == .normalized) }
            ?? snapshot.document
        shown = document
        sourceRows = SourceRows.rows(snapshot.document, theme: theme,
                                     wrapWidth: wrapSource ? PreviewUpdate.textWidth(.source, in: self) : nil)
        let layout = IncrementalLayout(document.styled, theme: theme, options: LayoutOptions(width: renderWidth))
        if let screenFirstLines { layout.advance(toLines: screenFirstLines) } else { layout.finish() }
        pendingLayout = layout.isComplete ? nil : layoutGeneration
        show(layout.rendered)
        refreshDetail()
        // A document shown for the first time starts with its first text selected.
        if selection == nil, cursors.isEmpty { PreviewUpdate.selectFirstText(in: &self) }
        return layout.isComplete ? nil : LayoutContinuation(layout: layout, generation: layoutGeneration)
    }

    /// Shows the whole of a screen-first layout, laid out to its end by the continuation;
    /// false (and nothing changed) when the continuation is not the one the lines wait for.
    @discardableResult
    public mutating func finishLayout(_ continuation: LayoutContinuation) -> Bool {
        guard pendingLayout == continuation.generation else { return false }
        pendingLayout = nil
        show(continuation.finishedLines())
        return true
    }

    private mutating func show(_ rendered: RenderedDocument) {
        self.rendered = rendered
        let lines = rendered.lines
        renderRows = PaneRows(count: lines.count, ranges: { index in lines.withCells(ofLine: index) { $0.compactMap(\.range) } },
                              build: { PaneRow(cells: lines[$0], range: nil) })
    }

    /// Rebuilds only the detail pane (its content follows the selection for styles).
    public mutating func refreshDetail() {
        guard let snapshot, let document = shown else { detailRows = .empty; return }
        switch detail {
        case .tokens:
            let tokens = snapshot.document.tokens
            detailRows = TokenRows.rows(tokens.tokens, tables: tokens.tables, source: snapshot.document.source, theme: theme,
                                        markdown: tokens.markdownConstructNames(of: tokens.tokens, byOrigin: false))
        case .normalized:
            let normalized = document.normalized
            detailRows = TokenRows.rows(normalized.tokens, tables: normalized.tables, source: document.source,
                                        theme: theme, repairs: normalized.repairs, stepHighlight: step.map { $0 - 1 },
                                        markdown: document.tokens.markdownConstructNames(of: normalized.tokens, byOrigin: true))
        case .tree:
            detailRows = TreeRows.rows(document.tree, theme: theme, collapsed: collapsed)
        case .styles:
            detailRows = StyleRows.rows(document, node: selectedNode, theme: theme, depth: effectiveDepth)
        case .diagnostics:
            detailRows = DiagnosticRows.rows(document, theme: theme)
        }
    }

    /// The width the copy is laid out at.
    public var renderWidth: Int {
        switch widthSlot {
        case .fixed(let columns): return columns
        case .fit:
            let area = ScreenLayout.areas(for: self)[.render]
            let inner = max(1, (area?.width ?? screenWidth) - 2)
            let count = depthSplitShown.count
            return depthSplit ? max(1, (inner - (count - 1)) / count) : inner
        }
    }

    /// Each render of the depth split is at least this wide, so copy still reads as copy.
    static let minimumDepthColumns = 20

    /// How many renders of the depth split fit side by side in the render pane.
    var depthSplitFits: Int {
        let inner = max(1, (ScreenLayout.areas(for: self)[.render]?.width ?? screenWidth) - 2)
        return max(1, min(4, (inner + 1) / (Self.minimumDepthColumns + 1)))
    }

    /// The depths the split shows now: all four where they fit, else the next few.
    public var depthSplitShown: [ColorDepth] {
        let all: [ColorDepth] = [.trueColor, .color256, .color16, .none]
        let first = min(max(0, depthSplitFirst), 3)
        return Array(all[first..<min(4, first + depthSplitFits)])
    }
}

/// A reload whose layout is not finished: where the render pane was, and what it showed.
struct PendingReload {
    var anchor: Int?
    var previousLines: RenderedLines
    var now: Double
}

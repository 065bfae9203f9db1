/// The HTML standard's tree construction for a fragment in a body, on a ``BuildTree``.
///
/// Covers what marketing copy meets: implied end tags, paragraphs closed by blocks,
/// lists, headings, tables with their implied rows, formatting elements reopened after
/// being closed early, and the adoption agency algorithm for misnested formatting.
/// Each fix-up that the standard calls a parse error is recorded as a ``Repair``.
struct TreeBuilder {
    /// Tags read as text instead (see ``IsolatedTagFilter``), by token index.
    let replacements: [Int: Token]
    let source: SourceText
    var tree: BuildTree
    /// The repairs made, in the order they were made.
    var repairs: [Repair] { repairLog.repairs }
    /// Held by reference, so that reporting does not mutate the builder: an explanation is
    /// an autoclosure reading the builder, made only when the repair is kept.
    let repairLog = RepairLog()
    /// Whether repairs are recorded: a caller that drops them (`render`) is spared writing
    /// their explanations, a string per stray or misnested tag.
    let keepsRepairs: Bool
    var open = InPlaceArray<Int>(BuildTree.root)
    /// Open elements per name.
    var openCounts = ElementCounts()
    var formatting = ActiveFormattingElements()
    /// Index of the token being processed.
    var index = 0
    /// The `<pre>` start tag whose next newline is dropped, as the standard says.
    var newlineDroppingTagIndex: Int?
    /// The open `form` (the standard's form element pointer): forms do not nest.
    var formPointer: Int?
    /// Whether an `<html>` or `<head>` start tag came before any body content, and whether
    /// body content came: a lone `</p>` before the body is ignored, not an empty paragraph.
    var sawDocumentStart = false
    var bodyStarted = false
    /// Each open template's insertion mode (``TableMode/template`` until its first element).
    var templateModes: [Int: TableMode] = [:]
    /// What gives back the memory of the tokens and nodes passed, for a big document (nil:
    /// nothing is).
    var release: BuildRelease?

    /// Whether a text token holds a NUL (text then needs a look for it).
    let containsNUL: Bool

    /// Slots of the elements the builder tells apart by name, held here (a static is checked
    /// for its first use at every access), copied from ``shared``: looked up once per process.
    struct Slots {
        static let shared = Slots()

        let template = TreeBuilder.slot(of: "template"), colgroup = TreeBuilder.slot(of: "colgroup")
        let plaintext = TreeBuilder.slot(of: "plaintext"), svg = TreeBuilder.slot(of: "svg")
        let math = TreeBuilder.slot(of: "math"), form = TreeBuilder.slot(of: "form")
        let image = TreeBuilder.slot(of: "image"), a = TreeBuilder.slot(of: "a"), nobr = TreeBuilder.slot(of: "nobr")
        let textarea = TreeBuilder.slot(of: "textarea"), p = TreeBuilder.slot(of: "p")
        let div = TreeBuilder.slot(of: "div"), address = TreeBuilder.slot(of: "address")
        let br = TreeBuilder.slot(of: "br"), li = TreeBuilder.slot(of: "li"), dd = TreeBuilder.slot(of: "dd")
        let dt = TreeBuilder.slot(of: "dt"), hr = TreeBuilder.slot(of: "hr"), xmp = TreeBuilder.slot(of: "xmp")
        let pre = TreeBuilder.slot(of: "pre"), listing = TreeBuilder.slot(of: "listing")
        let table = TreeBuilder.slot(of: "table"), caption = TreeBuilder.slot(of: "caption")
        let col = TreeBuilder.slot(of: "col"), tbody = TreeBuilder.slot(of: "tbody")
        let thead = TreeBuilder.slot(of: "thead"), tfoot = TreeBuilder.slot(of: "tfoot")
        let tr = TreeBuilder.slot(of: "tr"), td = TreeBuilder.slot(of: "td"), th = TreeBuilder.slot(of: "th")
        let html = TreeBuilder.slot(of: "html"), head = TreeBuilder.slot(of: "head"), body = TreeBuilder.slot(of: "body")
        let img = TreeBuilder.slot(of: "img")
    }
    let slots = Slots.shared
    /// Each known slot's table insertion mode (cells, rows, sections …), for ``tableMode``.
    let tableModes = TreeBuilder.tableModesBySlot
    /// The known elements' names, by slot.
    let knownNames = KnownElements.names
    /// Whether a start tag of each known slot is plain (``plainStartTagsBySlot``).
    let plainStartTags = TreeBuilder.plainStartTagsBySlot

    /// The departures in force (all of markscope's by default).
    let options: NormalizerOptions
    /// The app's own tags (a profile's custom tags): its parser closes them where their parent
    /// ends, so one closed that way is a note, not a warning.
    let customTags: Set<String>

    init(stream: TokenStream, replacements: [Int: Token] = [:], options: NormalizerOptions = NormalizerOptions(),
         customTags: Set<String> = [], keepsRepairs: Bool = true) {
        self.init(tokens: TreeTokens(stream.tokens), of: stream, replacements: replacements, options: options,
                  customTags: customTags, keepsRepairs: keepsRepairs)
    }

    /// A builder reading `tokens`, those of `stream` (whose own array may be freed: only its
    /// source, tables and flags are read).
    init(tokens: TreeTokens, of stream: TokenStream, replacements: [Int: Token] = [:],
         options: NormalizerOptions = NormalizerOptions(), customTags: Set<String> = [], keepsRepairs: Bool = true) {
        self.keepsRepairs = keepsRepairs
        self.options = options
        self.customTags = customTags
        tree = BuildTree(tokens: tokens, tables: stream.tables, source: stream.source)
        self.replacements = replacements
        source = stream.source
        containsNUL = stream.containsNUL
        // A node per token but end tags, and some room for elements the repairs add.
        let ends = tokens.endTagCount
        tree.reserveCapacity(1 + (tokens.count - ends) + (tokens.count - ends) / 8)
        // Room for every start tag left open (unclosed formatting nests that deep); room never
        // reached is never touched, where growing moved the stack and touched both copies.
        open.reserveCapacity(1 + tokens.count - ends)
        tree[BuildTree.root].isOpen = true
    }

    mutating func run() {
        // The replaced indices in order, met as the walk reaches them (no lookup per token).
        let replaced = replacements.keys.sorted()
        var nextReplaced = 0
        // Each token is read once, in place. The walk is no closure: from a closure, each call
        // of a method of the builder would first copy the whole builder (over 300 bytes).
        let tokens = self.tokens
        // With what is passed released, the tokens are read in stretches of the release's interval.
        let stretch = release?.interval ?? tokens.count
        while index < tokens.count {
            let stretchEnd = tokens.count - index > stretch ? index + stretch : tokens.count
            while index < stretchEnd {
                if nextReplaced < replaced.count, replaced[nextReplaced] == index {
                    nextReplaced += 1
                    // A tag read as text (see ``IsolatedTagFilter``).
                    let replacement = replacements[index]!
                    assert(replacement.kind == .text, "a replacement is the tag's text")
                    insertText(replacement)
                } else {
                    let token = tokens[index]
                    let kind = token.kind
                    // SVG and MathML: only where the current node is one (rare in copy).
                    let foreign = tree[currentNode].namespace != .html
                        && readsAsForeign(kind, name: tokenName(token))
                    switch kind {
                    case .text: insertText(token, foreign: foreign)
                    case .comment: insertLeaf(.comment)
                    case .doctype: insertLeaf(.doctype)
                    case .startTag, .selfClosingTag:
                        if foreign {
                            foreignStartTag(tokenName(token), slot: token.elementSlot,
                                            selfClosing: kind == .selfClosingTag)
                        } else {
                            startTag(slot: token.elementSlot, selfClosing: kind == .selfClosingTag)
                        }
                    case .endTag:
                        if foreign {
                            foreignEndTag(tokenName(token), slot: token.elementSlot)
                        } else {
                            endTag(slot: token.elementSlot)
                        }
                    }
                }
                index += 1
            }
            if index < tokens.count, let release, !releasePassed(release) { return }
        }
        closeEverythingAtEnd()
    }

    // MARK: End of input

    private mutating func closeEverythingAtEnd() {
        var reported = Set<Int>()
        while open.count > 1 {
            let id = currentNode
            var original = id
            while let copied = tree.clonedFrom(of: original) { original = copied }
            if keepsRepairs, !categories(id).contains(.optionalEnd), reported.insert(original).inserted,
               let token = tree[original].token {
                var text = ExplanationText()
                appendDescription(of: original, to: &text)
                text.append(" is never closed, so it runs to the end of the document")
                repairLog.repairs.append(Repair(kind: .closedAtEnd, range: tokens[token].range, explanation: text.string,
                                                tokenIndex: token))
            }
            pop(cause: nil)
        }
    }
}

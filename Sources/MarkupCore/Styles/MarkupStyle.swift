/// The look of a run of text: every field optional, unset fields inherit.
///
/// Mirrors the articles' MarkupStyle (font, colours, decorations, paragraph settings),
/// with sizes in CSS pixels. ``inheriting(from:)`` is their `fillIfNil`, with CSS's
/// rules where the look of the text demands them (decorations and hiding propagate,
/// a transparent background shows the parent's, indents add up).
public struct MarkupStyle: Hashable, Sendable {
    /// Font size in CSS px.
    public var fontSize: Double?
    /// Font weight (`font-weight`, `<b>`).
    public var fontWeight: FontWeight?
    /// Whether the text is italic (`font-style`, `<i>`, `<em>`).
    public var italic: Bool?
    /// Text colour (`color`, `<font color>`).
    public var foregroundColor: RGBAColor?
    /// Background colour behind the text (`background-color`, `bgcolor`).
    public var backgroundColor: RGBAColor?
    /// Whether the text is underlined (propagates to descendants, as CSS decorations do).
    public var underline: Bool?
    /// Whether the text is struck through (propagates to descendants, as CSS decorations do).
    public var strikethrough: Bool?
    /// The URL of the enclosing link.
    public var link: String?
    /// Subscript or superscript (`vertical-align`, `<sub>`, `<sup>`).
    public var verticalPosition: VerticalPosition?
    /// CSS `text-transform`.
    public var textTransform: TextTransform?
    /// CSS `text-align` of the block.
    public var textAlign: TextAlign?
    /// Indent of every line, in pixels.
    public var headIndent: Double?
    /// Extra indent of a block's first line, in pixels.
    public var firstLineIndent: Double?
    /// CSS `list-style-type`: the marker of a list's items.
    public var listStyleType: ListStyleType?
    /// Line height as a multiple of the font size.
    public var lineHeight: Double?
    /// Extra space between letters, in CSS px.
    public var letterSpacing: Double?
    /// Extra space between words, in CSS px.
    public var wordSpacing: Double?
    /// `display: none`, `hidden`, or a hidden-by-default element.
    public var isHidden: Bool?
    /// The font family list as written (`font-family`, `<font face>`).
    public var fontFamily: String?
    /// CSS `white-space`: how spaces and line breaks in the text are kept.
    public var whiteSpace: WhiteSpace?

    /// A style with every field unset.
    public init() {}

    /// Hashes the fields that tell copy's styles apart, packed into three words (a style is
    /// hashed per element; hashing every optional field, and a link's whole URL, cost about
    /// a thousand instructions). Equal styles still hash equally; the rest is compared.
    public func hash(into hasher: inout Hasher) {
        let words = hashWords
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
    }

    /// The fields ``hash(into:)`` hashes, packed: equal styles have equal words.
    var hashWords: (UInt64, UInt64, UInt64) {
        func bits(_ color: RGBAColor?) -> UInt64 {
            color.map { UInt64($0.red) << 24 | UInt64($0.green) << 16 | UInt64($0.blue) << 8 | UInt64($0.alpha) | 1 << 32 } ?? 0
        }
        func bits(_ flag: Bool?) -> UInt64 { flag.map { $0 ? 2 : 1 } ?? 0 }
        // `+ 0` makes -0.0 (equal to 0.0) hash as 0.0.
        func bits(_ number: Double?) -> UInt64 { ((number ?? -1) + 0).bitPattern }
        // A keyword field's one-byte representation (nil included): the styles of one
        // document's lists and cells differ in little else.
        func bits<Keyword>(_ keyword: Keyword?) -> UInt64 where Keyword: RawRepresentable<String> {
            UInt64(unsafeBitCast(keyword, to: UInt8.self))
        }
        return (bits(foregroundColor) << 31 ^ bits(backgroundColor),
                bits(fontSize) ^ bits(headIndent) >> 1 ^ bits(firstLineIndent) >> 2 ^ bits(lineHeight) >> 3
                    ^ UInt64(fontWeight?.value ?? 0) << 52,
                bits(italic) | bits(underline) << 2 | bits(strikethrough) << 4 | bits(isHidden) << 6
                    | UInt64(link?.utf8.count ?? 0) << 8 | UInt64(fontFamily?.utf8.count ?? 0) << 32
                    ^ (bits(verticalPosition) | bits(textTransform) << 4 | bits(textAlign) << 8
                        | bits(listStyleType) << 12 | bits(whiteSpace) << 16) << 40)
    }

    /// Whether the style at `stored` has every field equal to `other`'s, as `==` says, read
    /// field by field where it is stored: the derived `==` is a call, and to pass it a style
    /// stored in an array the caller copies the style (retaining its strings) and destroys the
    /// copy.
    @inline(__always)
    static func hasSameFields(_ stored: UnsafePointer<MarkupStyle>, as other: borrowing MarkupStyle) -> Bool {
        stored.pointee.fontSize == other.fontSize
            && stored.pointee.fontWeight == other.fontWeight
            && stored.pointee.italic == other.italic
            && stored.pointee.foregroundColor == other.foregroundColor
            && stored.pointee.backgroundColor == other.backgroundColor
            && stored.pointee.underline == other.underline
            && stored.pointee.strikethrough == other.strikethrough
            && stored.pointee.link == other.link
            && stored.pointee.verticalPosition == other.verticalPosition
            && stored.pointee.textTransform == other.textTransform
            && stored.pointee.textAlign == other.textAlign
            && stored.pointee.headIndent == other.headIndent
            && stored.pointee.firstLineIndent == other.firstLineIndent
            && stored.pointee.listStyleType == other.listStyleType
            && stored.pointee.lineHeight == other.lineHeight
            && stored.pointee.letterSpacing == other.letterSpacing
            && stored.pointee.wordSpacing == other.wordSpacing
            && stored.pointee.isHidden == other.isHidden
            && stored.pointee.fontFamily == other.fontFamily
            && stored.pointee.whiteSpace == other.whiteSpace
    }

    /// The default look of a document: 16px, regular weight.
    public static let root: MarkupStyle = {
        var style = MarkupStyle()
        style.fontSize = 16
        style.fontWeight = .regular
        return style
    }()

    /// This style with unset fields taken from `parent`.
    public func inheriting(from parent: MarkupStyle) -> MarkupStyle {
        var result = parent
        write(over: &result)
        return result
    }

    /// Turns `style`, which holds the parent's style, into this style inheriting from it
    /// (``inheriting(from:)``): writes the fields this style sets, each read from `style`
    /// before it is written. An element's own style sets a few fields, so starting from the
    /// parent costs less than choosing every field, and writing in place spares copying the
    /// result.
    func write(over style: inout MarkupStyle) {
        if let fontSize { style.fontSize = fontSize }
        if let fontWeight { style.fontWeight = fontWeight }
        if let italic { style.italic = italic }
        if let foregroundColor { style.foregroundColor = foregroundColor }
        // A transparent background shows the parent's, or stays transparent over none.
        if let backgroundColor, !backgroundColor.isTransparent {
            style.backgroundColor = backgroundColor
        } else if style.backgroundColor == nil {
            style.backgroundColor = backgroundColor
        }
        // Decorations and hiding propagate: a parent's `true` wins.
        if style.underline != true { style.underline = underline }
        if style.strikethrough != true { style.strikethrough = strikethrough }
        if let link { style.link = link }
        if let verticalPosition { style.verticalPosition = verticalPosition }
        if let textTransform { style.textTransform = textTransform }
        if let textAlign { style.textAlign = textAlign }
        // Indents add up.
        if let headIndent { style.headIndent = headIndent + (style.headIndent ?? 0) }
        if let firstLineIndent { style.firstLineIndent = firstLineIndent }
        if let listStyleType { style.listStyleType = listStyleType }
        if let lineHeight { style.lineHeight = lineHeight }
        if let letterSpacing { style.letterSpacing = letterSpacing }
        if let wordSpacing { style.wordSpacing = wordSpacing }
        if style.isHidden != true { style.isHidden = isHidden }
        if let fontFamily { style.fontFamily = fontFamily }
        if let whiteSpace { style.whiteSpace = whiteSpace }
    }

    /// The fields that are set, by name, with their values as text.
    public var setFields: [(field: StyleField, value: String)] {
        var fields: [(StyleField, String)] = []
        func add(_ field: StyleField, _ value: (some CustomStringConvertible)?) {
            if let value { fields.append((field, value.description)) }
        }
        add(.fontSize, fontSize.map(Self.format))
        add(.fontWeight, fontWeight.map { "\($0.value) (\($0.name))" })
        add(.italic, italic)
        add(.foregroundColor, foregroundColor)
        add(.backgroundColor, backgroundColor)
        add(.underline, underline)
        add(.strikethrough, strikethrough)
        add(.link, link)
        add(.verticalPosition, verticalPosition?.rawValue)
        add(.textTransform, textTransform?.rawValue)
        add(.textAlign, textAlign?.rawValue)
        add(.headIndent, headIndent.map(Self.format))
        add(.firstLineIndent, firstLineIndent.map(Self.format))
        add(.listStyleType, listStyleType?.rawValue)
        add(.lineHeight, lineHeight.map { Self.number($0) })
        add(.letterSpacing, letterSpacing.map(Self.format))
        add(.wordSpacing, wordSpacing.map(Self.format))
        add(.hidden, isHidden)
        add(.fontFamily, fontFamily)
        add(.whiteSpace, whiteSpace?.rawValue)
        return fields
    }

    /// Whether `field` is set.
    public func has(_ field: StyleField) -> Bool {
        setFields.contains { $0.field == field }
    }

    static func format(_ pixels: Double) -> String { number(pixels) + "px" }

    /// A number with at most two decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

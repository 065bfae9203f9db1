/// What the HTML standard says about element names, as the normalizer needs it.
package enum HTMLElements {
    /// Every element name of the HTML standard (plus common obsolete ones browsers still know).
    public static let known: [String] = [
        "a", "abbr", "acronym", "address", "applet", "area", "article", "aside", "audio", "b", "base",
        "basefont", "bdi", "bdo", "bgsound", "big", "blink", "blockquote", "body", "br", "button",
        "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd",
        "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em", "embed", "fieldset",
        "figcaption", "figure", "font", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4",
        "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "image", "img", "input",
        "ins", "kbd", "keygen", "label", "legend", "li", "link", "listing", "main", "map", "mark",
        "marquee", "math", "menu", "meta", "meter", "nav", "nobr", "noembed", "noframes", "noscript",
        "object", "ol", "optgroup", "option", "output", "p", "param", "picture", "plaintext", "pre",
        "progress", "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp", "script", "search", "section",
        "select", "slot", "small", "source", "span", "strike", "strong", "style", "sub", "summary",
        "sup", "svg", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time",
        "title", "tr", "track", "tt", "u", "ul", "var", "video", "wbr", "xmp",
    ]

    /// Elements that never have content or an end tag.
    public static let void: [String] = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input",
        "keygen", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Formatting elements: reopened when closed early, per the standard's list.
    public static let formatting: [String] = [
        "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u",
    ]

    /// The standard's "special" category: they stop end-tag searches and adoption.
    static let special: [String] = [
        "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote",
        "body", "br", "button", "caption", "center", "col", "colgroup", "dd", "details", "dir", "div",
        "dl", "dt", "embed", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset",
        "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "iframe", "img",
        "input", "keygen", "li", "link", "listing", "main", "marquee", "menu", "meta", "nav", "noembed",
        "noframes", "noscript", "object", "ol", "p", "param", "plaintext", "pre", "script", "search",
        "section", "select", "source", "style", "summary", "table", "tbody", "td", "template",
        "textarea", "tfoot", "th", "thead", "title", "tr", "track", "ul", "wbr", "xmp",
    ]

    /// Start tags that first close an open `p`.
    static let closesParagraph: [String] = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
        "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol",
        "p", "search", "section", "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing",
        "form", "li", "dd", "dt", "plaintext", "table", "hr", "xmp",
    ]

    /// End tags handled as block closers ("in scope" or dropped).
    static let blockEndTags: [String] = [
        "address", "article", "aside", "blockquote", "button", "center", "details", "dialog", "dir",
        "div", "dl", "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup", "listing",
        "main", "menu", "nav", "ol", "pre", "search", "section", "summary", "ul",
    ]

    static let headings: [String] = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Elements whose end tag is optional: closing them implicitly is not a repair.
    static let optionalEnd: [String] = [
        "p", "li", "dd", "dt", "optgroup", "option", "rb", "rp", "rt", "rtc", "td", "th", "tr",
        "tbody", "thead", "tfoot", "caption", "colgroup",
    ]

    /// Elements closed by "generate implied end tags".
    static let impliedEnd: [String] = [
        "dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc",
    ]

    static let tableStructure: [String] = [
        "caption", "col", "colgroup", "table", "tbody", "td", "tfoot", "th", "thead", "tr",
    ]

    /// Elements ignored as tags: a fragment already lives in the body.
    static let documentStructure: [String] = ["html", "head", "body", "frameset"]

    /// Whether an element is "in scope" stops at this element (the standard's default scope;
    /// `select` too, now that a select holds markup: a formatting end tag inside one does not
    /// reach past it, as html5lib-tests expect).
    static let scopeBoundary: [String] = [
        "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template", "select",
    ]
}

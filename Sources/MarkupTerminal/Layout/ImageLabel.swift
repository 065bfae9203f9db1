import MarkupCore

/// What an image shows in the copy, as a reader with images off (or a text browser) reads it.
///
/// - Inside a link, its alt text is the link's text (`Facebook`, then the link's `[1]`).
/// - Elsewhere, its alt text in brackets (`[Summer sale]`), so it is not taken for body copy.
/// - With no alt attribute, `[image]`: something is there that has no text. (lynx and w3m
///   print the file name; in e-mail that is a CDN hash or a tracking URL, noise to a reader.)
/// - Nothing for `alt=""`, which the HTML standard defines as decorative (so are
///   `aria-hidden="true"` and `role="presentation"` or `"none"`), and nothing for a tracking
///   pixel or spacer: width or height at most 2 pixels, in its attributes or its `style`.
///
/// An image's source is not a link: it is never numbered nor listed.
enum ImageLabel {
    /// The label of `image`, nil when it shows nothing; `inLink` when a link encloses it.
    static func text(of image: MarkupNode, inLink: Bool) -> String? {
        if isDecorative(image) || isSpacer(image) { return nil }
        guard let alt = image.attribute("alt") else { return "[image]" }
        let trimmed = alt.trimmingASCIIWhitespace()
        if trimmed.isEmpty { return nil }
        return inLink ? trimmed : "[" + trimmed + "]"
    }

    /// Whether the image says it is decoration to assistive technology.
    static func isDecorative(_ image: MarkupNode) -> Bool {
        if image.attribute("aria-hidden")?.trimmingASCIIWhitespace().asciiLowercased() == "true" { return true }
        let role = image.attribute("role")?.trimmingASCIIWhitespace().asciiLowercased()
        return role == "presentation" || role == "none"
    }

    /// Whether the image is a tracking pixel or a spacer: its `width` or `height`, as an
    /// attribute or a declaration of its `style`, is at most 2 pixels.
    static func isSpacer(_ image: MarkupNode) -> Bool {
        if image.attribute("width").map(isTiny) == true || image.attribute("height").map(isTiny) == true { return true }
        guard let style = image.attribute("style"), !style.isEmpty else { return false }
        var ignored: [Diagnostic] = []
        let declarations = CSSDeclarationParser.parse(style, offset: nil, fallback: image.range, diagnostics: &ignored)
        return declarations.contains { declaration in
            (declaration.property == "width" || declaration.property == "height") && isTiny(declaration.value)
        }
    }

    /// `0`, `1`, `2px`, `1.5` (a size at most 2 pixels; a bare number is pixels, as in attributes).
    static func isTiny(_ value: String) -> Bool {
        switch CSSLength(value, percentIsEm: false, allowsNumber: true) {
        case .pixels(let pixels)?, .number(let pixels)?: pixels >= 0 && pixels <= 2
        default: false
        }
    }
}

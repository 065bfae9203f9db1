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
    /// What an image shows: a label, or nothing, and then whether it is a spacer.
    enum Shown: Equatable {
        case label
        case decorative
        case spacer
    }

    /// What the image at node index `image` of `tree` shows; `inLink` when a link encloses
    /// it. A label's UTF-8 bytes are handed to `body`, in scratch room or in the tree's
    /// attribute value: no string is made. By index: a node retains its tree.
    static func show(_ image: Int, in tree: MarkupTree, inLink: Bool,
                     label body: (UnsafeBufferPointer<UInt8>) -> Void) -> Shown {
        let attributes = Attributes(of: image, in: tree)
        if attributes.isSpacer(image, in: tree) { return .spacer }
        if attributes.isDecorative(in: tree) { return .decorative }
        guard let alt = attributes.alt else {
            var placeholder = "[image]"
            placeholder.withUTF8(body)
            return .label
        }
        // The alt text trimmed, in brackets outside a link.
        return tree.withAttributeValueBytes(ofEntry: alt) { bytes in
            var start = 0
            var end = bytes.count
            while start < end, isWhitespace(bytes[start]) { start += 1 }
            while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
            if start == end { return .decorative }
            let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if inLink {
                body(trimmed)
                return .label
            }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: trimmed.count + 2) { label in
                label[0] = UInt8(ascii: "[")
                _ = UnsafeMutableBufferPointer(rebasing: label[1...]).initialize(from: trimmed)
                label[trimmed.count + 1] = UInt8(ascii: "]")
                body(UnsafeBufferPointer(label))
            }
            return .label
        }
    }

    /// HTML's ASCII white space, which alt text is trimmed of.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Where in the tree's attribute array the attributes that decide an image's label are,
    /// the first of each name, found in one pass that tells names apart by length before
    /// reading them; no value is made until it is asked for.
    private struct Attributes {
        var alt: Int?
        var ariaHidden: Int?
        var role: Int?
        var width: Int?
        var height: Int?
        var style: Int?

        init(of image: Int, in tree: MarkupTree) {
            // A name is matched by its bytes, so one as long as none of these (or holding a NUL,
            // which reads as U+FFFD) is none of them.
            for entry in tree.attributeEntries(at: image) {
                switch tree.attributeNameLength(ofEntry: entry) {
                case 3:
                    if alt == nil, tree.attributeName(ofEntry: entry, is: "alt") { alt = entry }
                case 4:
                    if role == nil, tree.attributeName(ofEntry: entry, is: "role") { role = entry }
                case 5:
                    if width == nil, tree.attributeName(ofEntry: entry, is: "width") {
                        width = entry
                    } else if style == nil, tree.attributeName(ofEntry: entry, is: "style") {
                        style = entry
                    }
                case 6:
                    if height == nil, tree.attributeName(ofEntry: entry, is: "height") { height = entry }
                case 11:
                    if ariaHidden == nil, tree.attributeName(ofEntry: entry, is: "aria-hidden") { ariaHidden = entry }
                default:
                    break
                }
            }
        }

        /// Whether the image says it is decoration to assistive technology.
        func isDecorative(in tree: MarkupTree) -> Bool {
            // Most images have neither attribute: no value is looked at.
            guard ariaHidden != nil || role != nil else { return false }
            return ImageLabel.isDecorative(ariaHidden: ariaHidden.map { tree.attributeValue(ofEntry: $0) },
                                           role: role.map { tree.attributeValue(ofEntry: $0) })
        }

        /// Whether the image is a tracking pixel or a spacer: its `width` or `height`, as an
        /// attribute or a declaration of its `style`, is at most 2 pixels. `image` is the
        /// image's node index in `tree`.
        func isSpacer(_ image: Int, in tree: MarkupTree) -> Bool {
            if width.map({ isTinyValue(ofEntry: $0, in: tree) }) == true
                || height.map({ isTinyValue(ofEntry: $0, in: tree) }) == true {
                return true
            }
            guard let style else { return false }
            return ImageLabel.isSpacer(style: tree.attributeValue(ofEntry: style), range: tree.records[image].range)
        }
    }

    /// Whether `aria-hidden` or `role` says an image is decoration.
    private static func isDecorative(ariaHidden: String?, role: String?) -> Bool {
        if ariaHidden?.trimmingASCIIWhitespace().asciiLowercased() == "true" { return true }
        let role = role?.trimmingASCIIWhitespace().asciiLowercased()
        return role == "presentation" || role == "none"
    }

    /// Whether a `style` sets a width or height of at most 2 pixels.
    private static func isSpacer(style: String, range: SourceRange) -> Bool {
        guard !style.isEmpty else { return false }
        var ignored: [Diagnostic] = []
        let declarations = CSSDeclarationParser.parse(style, offset: nil, fallback: range, diagnostics: &ignored)
        return declarations.contains { declaration in
            (declaration.property == "width" || declaration.property == "height") && isTiny(declaration.value)
        }
    }

    /// ``isTiny(_:)`` of the value of the attribute at `entry` of `tree`: most sizes are a
    /// few digits, read from the value's bytes (no string is made); the others are parsed.
    private static func isTinyValue(ofEntry entry: Int, in tree: MarkupTree) -> Bool {
        let digits: Int? = tree.withAttributeValueBytes(ofEntry: entry) { bytes in
            guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
            var value = 0
            for byte in bytes {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        if let digits { return digits <= 2 }
        return isTiny(tree.attributeValue(ofEntry: entry))
    }

    /// `0`, `1`, `2px`, `1.5` (a size at most 2 pixels; a bare number is pixels, as in attributes).
    static func isTiny(_ value: String) -> Bool {
        switch CSSLength(value, percentIsEm: false, allowsNumber: true) {
        case .pixels(let pixels)?, .number(let pixels)?: pixels >= 0 && pixels <= 2
        default: false
        }
    }
}

/// The names of standard CSS properties: those of the W3C's CSS specifications that browsers
/// ship (longhands and shorthands, logical forms included), plus the few long-standing
/// non-standard names every engine reads unprefixed (`zoom`, `word-wrap`, `text-size-adjust`).
///
/// A name here that markscope does not draw is valid CSS: a note, not a warning. A name
/// neither here nor vendor-prefixed is a typo or an invention: a warning.
enum CSSPropertyNames {
    static let standard: Set<String> = [
        // Colour, background, borders, boxes
        "accent-color", "appearance", "aspect-ratio", "backdrop-filter", "backface-visibility", "background",
        "background-attachment", "background-blend-mode", "background-clip", "background-color",
        "background-image", "background-origin", "background-position", "background-position-x",
        "background-position-y", "background-repeat", "background-size", "block-size", "border",
        "border-block", "border-block-color", "border-block-end", "border-block-end-color",
        "border-block-end-style", "border-block-end-width", "border-block-start", "border-block-start-color",
        "border-block-start-style", "border-block-start-width", "border-block-style", "border-block-width",
        "border-bottom", "border-bottom-color", "border-bottom-left-radius", "border-bottom-right-radius",
        "border-bottom-style", "border-bottom-width", "border-collapse", "border-color",
        "border-end-end-radius", "border-end-start-radius", "border-image", "border-image-outset",
        "border-image-repeat", "border-image-slice", "border-image-source", "border-image-width",
        "border-inline", "border-inline-color", "border-inline-end", "border-inline-end-color",
        "border-inline-end-style", "border-inline-end-width", "border-inline-start", "border-inline-start-color",
        "border-inline-start-style", "border-inline-start-width", "border-inline-style", "border-inline-width",
        "border-left", "border-left-color", "border-left-style", "border-left-width", "border-radius",
        "border-right", "border-right-color", "border-right-style", "border-right-width", "border-spacing",
        "border-start-end-radius", "border-start-start-radius", "border-style", "border-top",
        "border-top-color", "border-top-left-radius", "border-top-right-radius", "border-top-style",
        "border-top-width", "border-width", "bottom", "box-decoration-break", "box-shadow", "box-sizing",
        "caption-side", "clear", "clip", "clip-path", "color", "color-scheme", "contain",
        "contain-intrinsic-size", "container", "container-name", "container-type", "content",
        "content-visibility", "cursor", "direction", "display", "empty-cells", "filter", "float",
        "forced-color-adjust", "height", "inline-size", "inset", "inset-block", "inset-block-end",
        "inset-block-start", "inset-inline", "inset-inline-end", "inset-inline-start", "isolation", "left",
        "margin", "margin-block", "margin-block-end", "margin-block-start", "margin-bottom", "margin-inline",
        "margin-inline-end", "margin-inline-start", "margin-left", "margin-right", "margin-top", "mask",
        "mask-clip", "mask-composite", "mask-image", "mask-mode", "mask-origin", "mask-position",
        "mask-repeat", "mask-size", "mask-type", "max-block-size", "max-height", "max-inline-size",
        "max-width", "min-block-size", "min-height", "min-inline-size", "min-width", "mix-blend-mode",
        "object-fit", "object-position", "opacity", "outline", "outline-color", "outline-offset",
        "outline-style", "outline-width", "overflow", "overflow-anchor", "overflow-block", "overflow-clip-margin",
        "overflow-inline", "overflow-wrap", "overflow-x", "overflow-y", "overscroll-behavior",
        "overscroll-behavior-block", "overscroll-behavior-inline", "overscroll-behavior-x",
        "overscroll-behavior-y", "padding", "padding-block", "padding-block-end", "padding-block-start",
        "padding-bottom", "padding-inline", "padding-inline-end", "padding-inline-start", "padding-left",
        "padding-right", "padding-top", "position", "print-color-adjust", "color-adjust", "resize", "right",
        "rotate", "scale", "table-layout", "top", "translate", "transform", "transform-box", "transform-origin",
        "transform-style", "perspective", "perspective-origin", "vertical-align", "visibility", "width",
        "will-change", "z-index", "zoom",
        // Flex, grid, alignment, columns
        "align-content", "align-items", "align-self", "column-count", "column-fill", "column-gap",
        "column-rule", "column-rule-color", "column-rule-style", "column-rule-width", "column-span",
        "column-width", "columns", "flex", "flex-basis", "flex-direction", "flex-flow", "flex-grow",
        "flex-shrink", "flex-wrap", "gap", "grid", "grid-area", "grid-auto-columns", "grid-auto-flow",
        "grid-auto-rows", "grid-column", "grid-column-end", "grid-column-gap", "grid-column-start", "grid-gap",
        "grid-row", "grid-row-end", "grid-row-gap", "grid-row-start", "grid-template", "grid-template-areas",
        "grid-template-columns", "grid-template-rows", "justify-content", "justify-items", "justify-self",
        "order", "place-content", "place-items", "place-self", "row-gap",
        // Text and fonts
        "font", "font-family", "font-feature-settings", "font-kerning", "font-language-override",
        "font-optical-sizing", "font-palette", "font-size", "font-size-adjust", "font-stretch", "font-style",
        "font-synthesis", "font-variant", "font-variant-alternates", "font-variant-caps",
        "font-variant-east-asian", "font-variant-emoji", "font-variant-ligatures", "font-variant-numeric",
        "font-variant-position", "font-variation-settings", "font-weight", "hanging-punctuation",
        "hyphenate-character", "hyphens", "initial-letter", "letter-spacing", "line-break", "line-clamp",
        "line-height", "list-style", "list-style-image", "list-style-position", "list-style-type", "quotes",
        "ruby-align", "ruby-position", "tab-size", "text-align", "text-align-last", "text-combine-upright",
        "text-decoration", "text-decoration-color", "text-decoration-line", "text-decoration-skip",
        "text-decoration-skip-ink", "text-decoration-style", "text-decoration-thickness", "text-emphasis",
        "text-emphasis-color", "text-emphasis-position", "text-emphasis-style", "text-indent",
        "text-justify", "text-orientation", "text-overflow", "text-rendering", "text-shadow",
        "text-size-adjust", "text-transform", "text-underline-offset", "text-underline-position",
        "text-wrap", "text-wrap-mode", "text-wrap-style", "unicode-bidi", "white-space",
        "white-space-collapse", "word-break", "word-spacing", "word-wrap", "writing-mode",
        // Interaction, motion, generated content, paged media
        "animation", "animation-composition", "animation-delay", "animation-direction", "animation-duration",
        "animation-fill-mode", "animation-iteration-count", "animation-name", "animation-play-state",
        "animation-timeline", "animation-timing-function", "caret-color", "counter-increment",
        "counter-reset", "counter-set", "image-orientation", "image-rendering", "offset", "offset-distance",
        "offset-path", "offset-rotate", "pointer-events", "scroll-behavior", "scroll-margin",
        "scroll-padding", "scroll-snap-align", "scroll-snap-stop", "scroll-snap-type", "scrollbar-color",
        "scrollbar-gutter", "scrollbar-width", "shape-image-threshold", "shape-margin", "shape-outside",
        "touch-action", "transition", "transition-behavior", "transition-delay", "transition-duration",
        "transition-property", "transition-timing-function", "user-select", "all", "break-after",
        "break-before", "break-inside", "orphans", "widows", "page", "page-break-after", "page-break-before",
        "page-break-inside", "speak", "speak-as",
        // SVG properties that style sheets set on inline SVG
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-dasharray", "stroke-dashoffset",
        "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-width",
        "stop-color", "stop-opacity", "vector-effect", "paint-order", "dominant-baseline", "text-anchor",
        // Descriptors of @font-face and @page that also appear where properties stand
        "src", "unicode-range", "font-display", "size", "marks",
    ]

    /// Prefixes of properties for one engine or mail client (`-webkit-text-size-adjust`,
    /// `mso-line-height-rule`, `-premailer-width`): valid where they are meant, noted.
    static let vendorPrefixes = ["-webkit-", "-moz-", "-ms-", "-o-", "mso-", "-premailer-", "-apple-", "-khtml-",
                                 "-epub-", "-wap-"]

    /// Unprefixed properties that only mail clients read (Apple Mail's early name of
    /// `color-scheme`).
    static let mailClientProperties: Set<String> = ["supported-color-schemes"]

    /// Whether `property` is for one engine or mail client.
    static func isVendor(_ property: String) -> Bool {
        // Every prefix starts with `-` or `m`: other names are told apart by one byte.
        guard let first = property.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "m")
                || first == UInt8(ascii: "s") else { return false }
        return vendorPrefixes.contains { property.hasPrefix($0) } || mailClientProperties.contains(property)
    }

    /// The standard property `property` is most likely a typo of (one edit away, two for names
    /// over five letters), if any.
    static func suggestion(for property: String) -> String? {
        suggestion(for: property, among: standard)
    }

    /// The name of `names` that `word` is most likely a typo of (one edit away, two for words
    /// over five letters), if any.
    static func suggestion(for word: String, among names: Set<String>) -> String? {
        let property = word
        guard property.utf8.count >= 3 else { return nil }
        let limit = property.utf8.count > 5 ? 2 : 1
        var best: (name: String, distance: Int)?
        for name in names where abs(name.utf8.count - property.utf8.count) <= limit {
            let distance = editDistance(Array(property.utf8), Array(name.utf8), limit: limit)
            if distance <= limit, distance < best?.distance ?? .max || (distance == best?.distance && name < best!.name) {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// Edit distance counting a swap of neighbours as one edit (`meida` is one from `media`),
    /// or `limit + 1` once it is known to exceed `limit`.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                var cost = min(previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cost = min(cost, beforePrevious[j - 2] + 1) }
                current[j] = cost
                rowMinimum = min(rowMinimum, cost)
            }
            // A swap reaches back two rows, so both must be past the limit.
            if rowMinimum > limit, previousMinimum > limit { return limit + 1 }
            previousMinimum = rowMinimum
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}

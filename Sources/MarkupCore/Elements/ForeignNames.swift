/// The HTML standard's case adjustments for SVG and MathML: the tokenizer lowercases every
/// name, and these restore the names SVG and MathML spell in mixed case.
enum ForeignNames {
    /// SVG element names in mixed case, by their lowercased form.
    static let svgElements: [String: String] = table([
        "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform",
        "clipPath", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
        "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA",
        "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode",
        "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile",
        "feTurbulence", "foreignObject", "glyphRef", "linearGradient", "radialGradient", "textPath",
    ])

    /// SVG attribute names in mixed case, by their lowercased form.
    static let svgAttributes: [String: String] = table([
        "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits",
        "diffuseConstant", "edgeMode", "filterUnits", "glyphRef", "gradientTransform", "gradientUnits",
        "kernelMatrix", "kernelUnitLength", "keyPoints", "keySplines", "keyTimes", "lengthAdjust",
        "limitingConeAngle", "markerHeight", "markerUnits", "markerWidth", "maskContentUnits", "maskUnits",
        "numOctaves", "pathLength", "patternContentUnits", "patternTransform", "patternUnits", "pointsAtX",
        "pointsAtY", "pointsAtZ", "preserveAlpha", "preserveAspectRatio", "primitiveUnits", "refX", "refY",
        "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures", "specularConstant",
        "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles", "surfaceScale",
        "systemLanguage", "tableValues", "targetX", "targetY", "textLength", "viewBox", "viewTarget",
        "xChannelSelector", "yChannelSelector", "zoomAndPan",
    ])

    private static func table(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0.lowercased(), $0) })
    }

    /// Start tags that end SVG or MathML content: HTML elements a writer means as HTML, and
    /// `font` when `asFont` (it has a `color`, `face` or `size` attribute).
    static func breaksOut(_ name: String, asFont: @autoclosure () -> Bool) -> Bool {
        if name == "font" { return asFont() }
        return breakoutNames.contains(name)
    }

    /// Whether attributes named so make a `font` end SVG or MathML content.
    static func isFontBreakoutAttribute(_ name: String) -> Bool {
        name == "color" || name == "face" || name == "size"
    }

    private static let breakoutNames: Set<String> = [
        "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed",
        "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta",
        "nobr", "ol", "p", "pre", "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table",
        "tt", "u", "ul", "var",
    ]

    /// The element's name as written out: SVG names in their mixed case.
    static func adjustedName(_ name: String, svg: Bool) -> String {
        svg ? svgElements[name] ?? name : name
    }

    /// The element's attributes as written out: SVG and MathML names in their mixed case.
    static func adjustedAttributes(_ attributes: [Attribute], svg: Bool) -> [Attribute] {
        attributes.map { attribute in
            var adjusted = attribute
            if svg { adjusted.name = svgAttributes[attribute.name] ?? attribute.name }
            else if attribute.name == "definitionurl" { adjusted.name = "definitionURL" }
            return adjusted
        }
    }
}

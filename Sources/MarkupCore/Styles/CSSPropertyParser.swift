/// Turns CSS declarations into style assignments, reporting what it cannot use.
enum CSSPropertyParser {
    static func parse(_ declarations: [CSSDeclaration], diagnostics: inout [Diagnostic]) -> [ParsedDeclaration] {
        declarations.map { ParsedDeclaration(declaration: $0, assignments: assignments(for: $0, diagnostics: &diagnostics)) }
    }

    /// The declaration's assignments; what markscope cannot use is reported: a warning when the
    /// writer should fix it (an unknown property, an invalid value of a property markscope
    /// draws), a note when it is valid CSS that a terminal does not draw.
    static func assignments(for declaration: CSSDeclaration, diagnostics: inout [Diagnostic]) -> [StyleAssignment] {
        let property = declaration.property
        func note(_ message: String, _ code: Diagnostic.Code = .unsupportedProperty) {
            diagnostics.append(Diagnostic(.note, message, range: declaration.range, code: code))
        }
        let value = declaration.value.asciiLowercased()
        // Valid values of drawn properties first: nearly every declaration of real copy.
        if let result = assignments(property: property, value: value, original: declaration.value) {
            return result
        }
        guard knownProperties.contains(property) else {
            // A custom property is valid whatever it holds; it matters only through var().
            if property.hasPrefix("--") { return [] }
            if CSSPropertyNames.isVendor(property) {
                note("'\(property)' is for one browser or mail client, ignored")
            } else if property.hasPrefix("_") {
                note("'\(property)' is an old Internet Explorer hack, ignored")
            } else if CSSPropertyNames.standard.contains(property) {
                note("'\(property)' has no effect in a terminal, ignored")
            } else {
                let hint = CSSPropertyNames.suggestion(for: property).map { " (did you mean '\($0)'?)" } ?? ""
                diagnostics.append(Diagnostic(.warning, "unknown property '\(property)' is ignored\(hint)",
                                              range: declaration.range, code: .unsupportedProperty))
            }
            return []
        }
        if let wide = cssWideKeyword(property: property, value: value) { return wide }
        if let reason = notDrawnReason(property: property, value: value) {
            note("'\(property): \(declaration.value)' \(reason), ignored", .invalidValue)
        } else {
            diagnostics.append(Diagnostic(.warning,
                                          "'\(declaration.value)' is not a valid value for '\(property)', ignored",
                                          range: declaration.range, code: .invalidValue))
        }
        return []
    }

    /// The properties markscope draws (or reads, as `display: none`).
    static let knownProperties: Set<String> = [
        "color", "background-color", "background", "font-size", "font-weight", "font-style", "text-decoration",
        "text-decoration-line", "text-transform", "text-align", "line-height", "letter-spacing", "word-spacing",
        "list-style-type", "list-style", "vertical-align", "display", "visibility", "white-space", "font-family",
        "text-indent", "padding-left", "margin-left",
    ]

    /// What `inherit`, `initial`, `unset`, `revert` and `revert-layer` do here: `color`
    /// inherits as `currentColor` does; for the rest, not setting the field is what they ask
    /// for (inherited fields inherit, the rest start from the tag's look). Nil for other values.
    private static func cssWideKeyword(property: String, value: String) -> [StyleAssignment]? {
        switch value {
        case "inherit", "unset": property == "color" ? [.foreground(.currentColor)] : []
        case "initial", "revert", "revert-layer": []
        default: nil
        }
    }

    /// Why a value markscope cannot use is still valid CSS, or nil when it is not. Byte
    /// searches only: an invalid value may be a whole paragraph swallowed by a missing quote.
    private static func notDrawnReason(property: String, value: String) -> String? {
        if contains(value, "(") {
            let functions: [StaticString] = ["var(", "calc(", "env(", "min(", "max(", "clamp(", "attr("]
            for function in functions where contains(value, function) {
                return "is computed by a browser at layout (\(function)…)), not here"
            }
        }
        let bytes = value.utf8
        if bytes.first == ASCII.hyphen, bytes.dropFirst().first.map(ASCII.isLetter) == true || contains(value, "-webkit-") {
            return "uses a value for one browser"
        }
        var tokens: [Substring] { value.cssTokens() }
        switch property {
        case "padding-left", "margin-left", "text-indent", "letter-spacing", "word-spacing":
            if value == "auto" || value.hasSuffix("%") && Double(value.dropLast()) != nil {
                return "is relative to a width the terminal does not have"
            }
            if tokens.count > 1 && property == "text-indent" { return "uses keywords a terminal does not draw" }
        case "list-style-type":
            // Any identifier names a counter style, and a string is a marker of its own.
            if tokens.count == 1 { return "is a marker the terminal does not draw" }
        case "list-style":
            return "is a marker the terminal does not draw"
        case "text-transform":
            if tokens.allSatisfy({ ["full-width", "full-size-kana", "math-auto", "capitalize", "uppercase",
                                    "lowercase"].contains($0) }) { return "is not drawn by a terminal" }
        case "text-align":
            if ["match-parent", "justify-all", "start", "end", "left", "right", "center"].contains(value) {
                return "is not drawn by a terminal"
            }
        case "white-space":
            if tokens.allSatisfy({ ["collapse", "preserve", "preserve-breaks", "preserve-spaces", "break-spaces",
                                    "wrap", "nowrap", "discard", "discard-before", "discard-after"].contains($0) }) {
                return "is not drawn by a terminal"
            }
        default:
            break
        }
        if bytes.count <= 16, let unit = Self.lengthUnit(of: value), Self.otherLengthUnits.contains(unit) {
            return "is in '\(unit)', a unit the terminal does not measure"
        }
        return nil
    }

    /// Whether `needle` occurs in `value`, compared as bytes (the standard library's
    /// `contains(_:)` of a string goes through string processing, about a hundred times slower).
    private static func contains(_ value: String, _ needle: StaticString) -> Bool {
        var value = value
        return value.withUTF8 { ByteScanning.contains(needle, in: $0) }
    }

    /// CSS length units with no meaning for a grid of cells (viewport and glyph units).
    private static let otherLengthUnits: Set<String> = [
        "ex", "ch", "ic", "cap", "lh", "rlh", "vw", "vh", "vi", "vb", "vmin", "vmax", "svw", "svh", "lvw", "lvh",
        "dvw", "dvh", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", "q",
    ]

    /// The unit of a dimension such as `2vw` (letters after a number), nil for anything else.
    private static func lengthUnit(of value: String) -> String? {
        guard let letters = value.firstIndex(where: { $0.isLetter }), letters > value.startIndex,
              Double(value[..<letters]) != nil, value[letters...].allSatisfy({ $0.isLetter }) else { return nil }
        return String(value[letters...])
    }

    /// The assignments of a property, or nil when the value is invalid or the property unknown.
    private static func assignments(property: String, value: String, original: String) -> [StyleAssignment]? {
        switch property {
        case "color":
            return CSSColor(value).map { [.foreground($0)] }
        case "background-color":
            return CSSColor(value).map { [.background($0)] }
        case "background":
            if value == "none" { return [.background(.rgba(.transparent))] }
            var allLayers = true
            for token in value.cssTokens() {
                if let color = CSSColor(String(token)) { return [.background(color)] }
                allLayers = allLayers && isBackgroundLayerPart(token)
            }
            // Images, positions and repeats without a colour: valid, and nothing to draw.
            return allLayers ? [] : nil
        case "font-size":
            return fontSize(value).map { [.fontSize($0)] }
        case "font-weight":
            return fontWeight(value).map { [.fontWeight($0)] }
        case "font-style":
            switch value {
            case "normal": return [.italic(false)]
            case "italic", "oblique": return [.italic(true)]
            default: return value.hasPrefix("oblique ") ? [.italic(true)] : nil
            }
        case "text-decoration", "text-decoration-line":
            return textDecoration(value, isShorthand: property == "text-decoration")
        case "text-transform":
            return TextTransform(rawValue: value).map { [.textTransform($0)] }
        case "text-align":
            return TextAlign(css: value).map { [.textAlign($0)] }
        case "line-height":
            if value == "normal" { return [.lineHeight(.number(1.2))] }
            return CSSLength(value, allowsNumber: true).map { [.lineHeight($0)] }
        case "letter-spacing", "word-spacing":
            let length = value == "normal" ? CSSLength.pixels(0) : CSSLength(value, percentIsEm: false)
            return length.map { [property == "letter-spacing" ? .letterSpacing($0) : .wordSpacing($0)] }
        case "list-style-type":
            return ListStyleType(css: value).map { [.listStyleType($0)] }
        case "list-style":
            for token in value.cssTokens() { if let type = ListStyleType(css: String(token)) { return [.listStyleType(type)] } }
            return value.cssTokens().allSatisfy({ ["inside", "outside"].contains($0) }) ? [] : nil
        case "vertical-align":
            switch value {
            case "sub": return [.verticalPosition(.sub)]
            case "super": return [.verticalPosition(.super)]
            case "baseline", "top", "middle", "bottom", "text-top", "text-bottom": return [.verticalPosition(.baseline)]
            default: return CSSLength(value) == nil ? nil : [.verticalPosition(.baseline)]
            }
        case "display":
            guard value.cssTokens().allSatisfy({ displayKeywords.contains(String($0)) }) else { return nil }
            return [.hidden(value == "none")]
        case "visibility":
            switch value {
            case "hidden", "collapse": return [.hidden(true)]
            case "visible": return [.hidden(false)]
            default: return nil
            }
        case "white-space":
            return WhiteSpace(rawValue: value).map { [.whiteSpace($0)] }
        case "font-family":
            return [.fontFamily(original.trimmingASCIIWhitespace())]
        case "text-indent":
            return CSSLength(value, percentIsEm: false).map { [.firstLineIndent($0)] }
        case "padding-left", "margin-left":
            return CSSLength(value, percentIsEm: false).map { [.headIndent($0)] }
        default:
            return nil
        }
    }

    /// The keywords of `display` (CSS Display Level 3, one or more of them).
    private static let displayKeywords: Set<String> = [
        "none", "block", "inline", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "flow",
        "flow-root", "table", "inline-table", "table-row", "table-cell", "table-row-group", "table-header-group",
        "table-footer-group", "table-column", "table-column-group", "table-caption", "list-item", "contents",
        "run-in", "ruby", "ruby-base", "ruby-text", "ruby-base-container", "ruby-text-container", "math",
    ]

    /// Whether a token of a `background` value is an image, position, size, repeat,
    /// attachment or box (the parts of a layer other than its colour).
    private static func isBackgroundLayerPart(_ token: Substring) -> Bool {
        let keywords: Set<Substring> = [
            "none", "repeat", "no-repeat", "repeat-x", "repeat-y", "space", "round", "scroll", "fixed", "local",
            "top", "bottom", "left", "right", "center", "cover", "contain", "auto", "border-box", "padding-box",
            "content-box", "text", "/",
        ]
        if keywords.contains(token) || token.contains("(") { return true }
        if token.hasSuffix("%"), Double(token.dropLast()) != nil { return true }
        return CSSLength(String(token)) != nil
    }

    private static let fontSizeKeywords: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
        "xx-large": 32, "xxx-large": 48,
    ]

    private static func fontSize(_ value: String) -> StyleAssignment.FontSize? {
        // A keyword starts with a letter; most sizes are numbers, and skip the look-up.
        if value.utf8.first.map(ASCII.isLetter) == true, let pixels = fontSizeKeywords[value] {
            return .length(.pixels(pixels))
        }
        if value == "smaller" { return .smaller }
        if value == "larger" { return .larger }
        guard let length = CSSLength(value), !length.isNegative else { return nil }
        return .length(length)
    }

    private static func fontWeight(_ value: String) -> StyleAssignment.Weight? {
        switch value {
        case "normal": return .absolute(.regular)
        case "bold": return .absolute(.bold)
        case "bolder": return .bolder
        case "lighter": return .lighter
        default:
            guard let number = Double(value), number >= 1, number <= 1000 else { return nil }
            return .absolute(FontWeight(Int(number)))
        }
    }

    private static func textDecoration(_ value: String, isShorthand: Bool) -> [StyleAssignment]? {
        let tokens = value.cssTokens()
        var underline = false
        var strikethrough = false
        var sawLine = false
        for token in tokens {
            switch token {
            case "none": sawLine = true
            case "underline": underline = true; sawLine = true
            case "line-through": strikethrough = true; sawLine = true
            case "overline", "blink": sawLine = true
            default:
                let styles: Set<Substring> = ["solid", "double", "dotted", "dashed", "wavy", "auto", "from-font"]
                guard isShorthand, styles.contains(token) || CSSColor(String(token)) != nil
                        || CSSLength(String(token)) != nil else { return nil }
            }
        }
        guard sawLine || isShorthand else { return nil }
        if !underline, !strikethrough { return [.underline(false), .strikethrough(false)] }
        return (underline ? [.underline(true)] : []) + (strikethrough ? [.strikethrough(true)] : [])
    }
}

extension CSSLength {
    var isNegative: Bool {
        switch self {
        case .pixels(let value), .em(let value), .rem(let value), .number(let value): value < 0
        }
    }
}

extension String {
    /// Space-separated tokens, keeping parenthesised groups (`rgb(1, 2, 3)`) whole.
    func cssTokens() -> [Substring] {
        var tokens: [Substring] = []
        var depth = 0
        var start: String.Index?
        for index in indices {
            let character = self[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character.isWhitespace, depth == 0 {
                if let begin = start { tokens.append(self[begin..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let begin = start { tokens.append(self[begin...]) }
        return tokens
    }
}

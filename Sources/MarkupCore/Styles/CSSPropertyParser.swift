/// Turns CSS declarations into style assignments, reporting what it cannot use.
enum CSSPropertyParser {
    /// Properties that are valid CSS but have no meaning in a terminal: ignored, noted once.
    static let ignoredProperties: Set<String> = [
        "margin", "margin-top", "margin-bottom", "margin-right", "padding", "padding-top", "padding-bottom",
        "padding-right", "border", "border-radius", "border-color", "border-width", "border-style", "width",
        "height", "max-width", "min-width", "max-height", "min-height", "font", "font-variant", "box-shadow",
        "text-shadow", "opacity", "cursor", "position", "top", "left", "right", "bottom", "float", "clear",
        "overflow", "z-index", "transition", "transform", "animation", "outline", "box-sizing", "flex",
        "justify-content", "align-items", "gap", "text-decoration-color", "text-decoration-style",
        "text-decoration-thickness", "text-underline-offset", "background-image", "vertical-align-last",
        "-webkit-text-size-adjust", "mso-line-height-rule", "border-collapse", "table-layout",
    ]

    static func parse(_ declarations: [CSSDeclaration], diagnostics: inout [Diagnostic]) -> [ParsedDeclaration] {
        declarations.map { ParsedDeclaration(declaration: $0, assignments: assignments(for: $0, diagnostics: &diagnostics)) }
    }

    static func assignments(for declaration: CSSDeclaration, diagnostics: inout [Diagnostic]) -> [StyleAssignment] {
        let value = declaration.value.asciiLowercased()
        if let result = assignments(property: declaration.property, value: value, original: declaration.value) {
            return result
        }
        if ignoredProperties.contains(declaration.property) {
            diagnostics.append(Diagnostic(.note, "'\(declaration.property)' has no effect in a terminal, ignored",
                                          range: declaration.range, code: .unsupportedProperty))
        } else if knownProperties.contains(declaration.property) {
            diagnostics.append(Diagnostic(.warning,
                                          "'\(declaration.value)' is not a valid value for '\(declaration.property)', ignored",
                                          range: declaration.range, code: .invalidValue))
        } else {
            diagnostics.append(Diagnostic(.warning, "unsupported property '\(declaration.property)' is ignored",
                                          range: declaration.range, code: .unsupportedProperty))
        }
        return []
    }

    static let knownProperties: Set<String> = [
        "color", "background-color", "background", "font-size", "font-weight", "font-style", "text-decoration",
        "text-decoration-line", "text-transform", "text-align", "line-height", "letter-spacing", "word-spacing",
        "list-style-type", "list-style", "vertical-align", "display", "visibility", "white-space", "font-family",
        "text-indent", "padding-left", "margin-left",
    ]

    /// The assignments of a property, or nil when the value is invalid or the property unknown.
    private static func assignments(property: String, value: String, original: String) -> [StyleAssignment]? {
        switch property {
        case "color":
            return CSSColor(value).map { [.foreground($0)] }
        case "background-color":
            return CSSColor(value).map { [.background($0)] }
        case "background":
            if value == "none" { return [.background(.rgba(.transparent))] }
            for token in value.cssTokens() { if let color = CSSColor(String(token)) { return [.background(color)] } }
            return nil
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
            let displays: Set<String> = ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid",
                                         "table", "table-row", "table-cell", "list-item", "contents", "inline-table"]
            guard displays.contains(value) else { return nil }
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

    private static let fontSizeKeywords: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
        "xx-large": 32, "xxx-large": 48,
    ]

    private static func fontSize(_ value: String) -> StyleAssignment.FontSize? {
        if let pixels = fontSizeKeywords[value] { return .length(.pixels(pixels)) }
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

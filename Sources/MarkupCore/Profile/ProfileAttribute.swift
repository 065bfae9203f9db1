/// A custom attribute key the app styles, and the CSS property it sets: `color = "color"` in
/// a profile's `[attributes]` says that the app's AttributeScope colours
/// `^[50% off](color: '#e00000')` #e00000.
///
/// Only Markdown's custom attribute syntax gives an element such an attribute (it reads as
/// `data-KEY`); an HTML `data-KEY` attribute is the copy's own and styles nothing.
public struct ProfileAttribute: Sendable, Hashable {
    /// The custom attribute's key, lowercased (as Markdown's reader names it `data-KEY`).
    public var key: String
    /// The lowercased CSS property the key's value sets.
    public var property: String
    /// Where the mapping is in the profile file (nil for one given in code).
    public var location: ProfileLocation?

    /// `key` mapped to `property`, written at `location`.
    public init(key: String, property: String, location: ProfileLocation? = nil) {
        self.key = key.asciiLowercased()
        self.property = property.asciiLowercased()
        self.location = location
    }

    /// The attribute name Markdown's reader gives the key: `data-KEY`.
    var attributeName: String { "data-" + key }

    /// Whether the property is one markscope draws, so that the mapping styles anything.
    var isDrawn: Bool { CSSPropertyParser.knownProperties.contains(property) }

    /// What is wrong with the mapping: `class` and `id` are hooks, not looks (error); a
    /// property markscope does not know or does not draw (warning, ignored).
    public var problems: [ProfileProblem] {
        if key == "class" || key == "id" {
            return [ProfileProblem(.error, "'\(key)' is a hook of its own (a profile's [\(key == "class" ? "classes" : "ids").NAME] styles it), it cannot be mapped to a property",
                                   at: location)]
        }
        if !key.utf8.allSatisfy({ ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
            || key.isEmpty {
            return [ProfileProblem(.error, "'\(key)' is not a custom attribute name (letters, digits, '_' and '-')",
                                   at: location)]
        }
        guard !isDrawn else { return [] }
        if CSSPropertyNames.standard.contains(property) {
            return [ProfileProblem(.warning, "'\(property)' has no effect in a terminal, '\(key)' styles nothing", at: location)]
        }
        let hint = CSSPropertyNames.suggestion(for: property).map { " (did you mean '\($0)'?)" } ?? ""
        return [ProfileProblem(.warning, "unknown property '\(property)' is ignored\(hint)", at: location)]
    }

    /// What the custom attribute's value `value` (at `range` in the source) sets: the value read
    /// as the property's CSS value. A bare number that the property does not take as it is (a
    /// length: `size: 20` for `font-size`) is read in px, as an app reads a number as points.
    /// Problems are reported at `range`, naming the key.
    func assignments(value: String, range: SourceRange, diagnostics: inout [Diagnostic]) -> [StyleAssignment] {
        let read = reading(value, range: range)
        for var problem in read.problems {
            problem.message = "custom attribute '\(key)' (mapped to '\(property)' by the profile): " + problem.message
            diagnostics.append(problem)
        }
        return read.assignments
    }

    /// The declaration the custom attribute's value `value` stands for (`font-size: 20px` for
    /// `size: 20`), or nil when it sets nothing.
    func declaration(value: String) -> String? {
        let read = reading(value, range: SourceRange(start: 0, end: 0))
        return read.assignments.isEmpty ? nil : property + ": " + read.css
    }

    /// `value` read as the property's CSS value (a bare number the property does not take
    /// as px): the CSS read, what it sets, and the problems of the value as written.
    private func reading(_ value: String, range: SourceRange)
        -> (css: String, assignments: [StyleAssignment], problems: [Diagnostic]) {
        guard isDrawn else { return (value, [], []) }
        var problems: [Diagnostic] = []
        let declaration = CSSDeclaration(property: property, value: value, isImportant: false, range: range)
        let assignments = CSSPropertyParser.assignments(for: declaration, diagnostics: &problems)
        if assignments.isEmpty, Self.isNumber(value) {
            var ignored: [Diagnostic] = []
            let pixels = CSSDeclaration(property: property, value: value + "px", isImportant: false, range: range)
            let read = CSSPropertyParser.assignments(for: pixels, diagnostics: &ignored)
            if !read.isEmpty { return (value + "px", read, []) }
        }
        return (value, assignments, problems)
    }

    /// Whether `value` is a number as the custom attribute syntax writes one (`20`, `-1.5`).
    static func isNumber(_ value: String) -> Bool {
        var bytes = Array(value.utf8)[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        return bytes.contains(where: ASCII.isDigit) && parts.allSatisfy { $0.allSatisfy(ASCII.isDigit) }
    }
}

/// Builds JSON text with keys in the order written, so dumps are stable and diffable.
///
/// Pretty output indents at most ``maximumIndentLevels`` levels, so the JSON of a tree
/// 100,000 levels deep stays linear in size.
package struct JSONWriter {
    public private(set) var output = ""
    private var needsComma: [Bool] = [false]
    private let indentUnit: String
    private let indents: [String]

    public static let maximumIndentLevels = 40

    public init(pretty: Bool = true) {
        indentUnit = pretty ? "  " : ""
        indents = (0...Self.maximumIndentLevels).map { String(repeating: pretty ? "  " : "", count: $0) }
    }

    private var indent: String { indents[min(needsComma.count - 1, Self.maximumIndentLevels)] }
    private var newline: String { indentUnit.isEmpty ? "" : "\n" }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { output += "," }
        if needsComma.count > 1 { output += newline + indent }
        needsComma[needsComma.count - 1] = true
    }

    public mutating func beginObject(key: String? = nil) { open("{", key: key) }
    public mutating func endObject() { close("}") }
    public mutating func beginArray(key: String? = nil) { open("[", key: key) }
    public mutating func endArray() { close("]") }

    private mutating func open(_ bracket: String, key: String?) {
        separate()
        if let key { output += Self.quoted(key) + (indentUnit.isEmpty ? ":" : ": ") }
        output += bracket
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        let hadItems = needsComma.removeLast()
        if hadItems { output += newline + indent }
        output += bracket
    }

    public mutating func string(_ value: String, key: String? = nil) { raw(Self.quoted(value), key: key) }
    public mutating func number(_ value: Int, key: String? = nil) { raw(String(value), key: key) }
    public mutating func bool(_ value: Bool, key: String? = nil) { raw(value ? "true" : "false", key: key) }
    public mutating func null(key: String? = nil) { raw("null", key: key) }

    /// A `{"start": …, "end": …}` byte range.
    public mutating func range(_ range: SourceRange, key: String = "range") {
        beginObject(key: key)
        number(range.start, key: "start")
        number(range.end, key: "end")
        endObject()
    }

    private mutating func raw(_ text: String, key: String?) {
        separate()
        if let key { output += Self.quoted(key) + (indentUnit.isEmpty ? ":" : ": ") }
        output += text
    }

    /// A JSON string literal with the required escapes.
    public static func quoted(_ text: String) -> String {
        QuotedString.quoted(text, syntax: .json)
    }
}

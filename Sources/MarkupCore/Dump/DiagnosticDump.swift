/// Writes diagnostics as `path:line:col: severity: message` lines or JSON.
public enum DiagnosticDump {
    /// One `path:line:col: severity: message` line per diagnostic, joined by line feeds.
    public static func text(_ diagnostics: [Diagnostic], path: String, source: SourceText) -> String {
        diagnostics.map { $0.formatted(path: path, in: source) }.joined(separator: "\n")
    }

    package static func json(_ diagnostics: [Diagnostic], source: SourceText, into writer: inout JSONWriter,
                            key: String? = nil) {
        writer.beginArray(key: key)
        for diagnostic in diagnostics {
            writer.beginObject()
            writer.string(diagnostic.severity.rawValue, key: "severity")
            writer.string(diagnostic.code.rawValue, key: "code")
            writer.string(diagnostic.message, key: "message")
            writer.range(diagnostic.range)
            let location = source.location(of: diagnostic.range.start)
            writer.number(location.line, key: "line")
            writer.number(location.column, key: "column")
            writer.endObject()
        }
        writer.endArray()
    }
}

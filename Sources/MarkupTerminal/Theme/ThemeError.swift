/// A problem in a theme file, at a 1-based line and column.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:col: error: message`.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// Every problem found in a theme (and the themes it inherits from).
public struct ThemeLoadError: Error, Sendable, CustomStringConvertible {
    public var errors: [ThemeError]

    public init(errors: [ThemeError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// A problem in a theme file, at a 1-based line and column; or a theme that could not be
/// found or read at all, which has no position in any file.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    /// False for a theme that was never read (no such name, a path that cannot be read):
    /// there is no line to point at, so the message is the whole sentence.
    public var isInFile: Bool

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.isInFile = true
    }

    /// A theme that was never read: `message` says why, in a sentence of its own.
    public static func notRead(_ nameOrPath: String, _ message: String) -> ThemeError {
        var error = ThemeError(path: nameOrPath, line: 1, column: 1, message: message)
        error.isInFile = false
        return error
    }

    /// `path:line:col: error: message`, or the message alone for a theme that was never read.
    public var description: String { isInFile ? "\(path):\(line):\(column): error: \(message)" : message }
}

/// Every problem found in a theme (and the themes it inherits from).
public struct ThemeLoadError: Error, Sendable, CustomStringConvertible {
    public var errors: [ThemeError]

    public init(errors: [ThemeError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

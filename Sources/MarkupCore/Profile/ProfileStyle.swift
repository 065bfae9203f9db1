/// The declarations of one part of a profile (`[tags.b]`, `[classes.vip]` …), read by the
/// same code as `style=""`.
public struct ProfileStyle: Sendable, Hashable {
    /// One `property: value` of the profile, with where it was written.
    public struct Declaration: Sendable, Hashable {
        /// Lowercased property name.
        public var property: String
        /// The CSS value as written (empty for one given as a ``MarkupStyle``).
        public var value: String
        /// Where the declaration is in the profile file (nil for one given in code).
        public var location: ProfileLocation?
        /// What the cascade applies for it (empty when the value is ignored).
        var assignments: [StyleAssignment]
        /// What the CSS reader said of it: unknown property, invalid value.
        var problems: [ProfileProblem]
    }

    /// The part of the profile the declarations belong to.
    public var section: ProfileSection
    /// The declarations in the order they were written or appended.
    public private(set) var declarations: [Declaration]
    /// What the CSS reader said of text that is no declaration (`color red`, a stray `@rule`).
    private var syntaxProblems: [ProfileProblem]

    /// No declarations.
    public init(section: ProfileSection = .root) {
        self.section = section
        declarations = []
        syntaxProblems = []
    }

    /// Reads a declaration list (`color: red; font-weight: bold`) as `style=""` is read.
    public init(css: String, section: ProfileSection) {
        self.init(section: section)
        var diagnostics: [Diagnostic] = []
        let parsed = CSSDeclarationParser.parse(css, offset: nil, fallback: SourceRange(start: 0, end: 0),
                                                diagnostics: &diagnostics)
        syntaxProblems = diagnostics.map { ProfileProblem($0.severity == .note ? .warning : $0.severity, $0.message, at: nil) }
        for declaration in parsed {
            append(property: declaration.property, value: declaration.value, isImportant: declaration.isImportant,
                   location: nil)
        }
    }

    /// The fields set in `style`, as absolute values.
    public init(_ style: MarkupStyle, section: ProfileSection) {
        self.init(section: section)
        for assignment in style.assignments {
            declarations.append(Declaration(property: assignment.field.rawValue, value: "", location: nil,
                                            assignments: [assignment], problems: []))
        }
    }

    /// Adds `property: value` written at `location` (a value of a profile file).
    public mutating func append(property: String, value: String, location: ProfileLocation?) {
        var value = value
        var isImportant = false
        let lowered = value.asciiLowercased()
        if lowered.hasSuffix("!important") {
            value = String(value.dropLast("!important".count)).trimmingASCIIWhitespace()
            isImportant = true
        }
        append(property: property.asciiLowercased(), value: value, isImportant: isImportant, location: location)
    }

    private mutating func append(property: String, value: String, isImportant: Bool, location: ProfileLocation?) {
        var diagnostics: [Diagnostic] = []
        let declaration = CSSDeclaration(property: property, value: value, isImportant: false,
                                         range: SourceRange(start: 0, end: 0))
        var assignments = CSSPropertyParser.assignments(for: declaration, diagnostics: &diagnostics)
        var problems = diagnostics.map { ProfileProblem($0.severity == .note ? .warning : $0.severity, $0.message, at: location) }
        if property == "display", section.customTagName != nil,
           ["inline", "block"].contains(value.asciiLowercased()) {
            // A custom tag's layout, read by the tree: nothing for the cascade to do.
            assignments = []
        }
        if isImportant {
            problems.append(ProfileProblem(.warning, "'!important' means nothing in a profile (the policy says who wins), ignored",
                                           at: location))
        }
        declarations.append(Declaration(property: property, value: value, location: location,
                                        assignments: assignments, problems: problems))
    }

    /// Whether there are no declarations.
    public var isEmpty: Bool { declarations.isEmpty }

    /// What the CSS reader said of the declarations.
    public var problems: [ProfileProblem] { syntaxProblems + declarations.flatMap(\.problems) }
}

/// The part of a profile a style belongs to, named as the file's section: `[tags.b]`.
public enum ProfileSection: Sendable, Hashable, CustomStringConvertible {
    /// The root style.
    case root
    /// The style of every element of a tag (lowercased).
    case tag(String)
    /// The style of every element of a class.
    case `class`(String)
    /// The style of the element with an id.
    case id(String)
    /// The custom attribute keys the app styles, each mapped to a CSS property.
    case attributes

    /// `[root]`, `[tags.b]`, `[classes.vip]`, `[ids.hero]`, `[attributes]`.
    public var description: String {
        switch self {
        case .root: "[root]"
        case .tag(let name): "[tags.\(name)]"
        case .class(let name): "[classes.\(name)]"
        case .id(let name): "[ids.\(name)]"
        case .attributes: "[attributes]"
        }
    }

    /// The tag's name when the section styles a tag HTML does not know.
    var customTagName: String? {
        if case .tag(let name) = self, KnownElements.slot(of: name) == nil { return name }
        return nil
    }
}

/// A place in a profile file: its path and a 1-based line and column.
public struct ProfileLocation: Sendable, Hashable, CustomStringConvertible {
    /// The profile file's path, as the user named it or discovery found it.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    /// A place in `path` at a 1-based line and a 1-based column in UTF-8 bytes.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`.
    public var description: String { "\(path):\(line):\(column)" }
}

/// A problem in a profile: `markscope.toml:7:1: warning: message`.
public struct ProfileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// `error` for what cannot be read, `warning` for a value that is ignored.
    public var severity: Diagnostic.Severity
    /// What is wrong, for a person.
    public var message: String
    /// Where it is; nil for a profile built in code.
    public var location: ProfileLocation?

    /// A problem of `severity` at `location` (nil for a profile built in code).
    public init(_ severity: Diagnostic.Severity, _ message: String, at location: ProfileLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `path:line:col: severity: message` (`profile: severity: message` without a place).
    public var description: String {
        "\(location?.description ?? "profile"): \(severity.rawValue): \(message)"
    }
}

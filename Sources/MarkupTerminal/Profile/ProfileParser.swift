import MarkupCore
import TOMLKit

/// Reads a `markscope.toml` profile into a ``Profile``: errors for what cannot be read (not
/// TOML, an unknown section, a policy that is neither, a custom attribute mapped to no
/// property name), warnings for values that are ignored (unknown properties, invalid values,
/// as `style=""` reports them), each at `line:col`.
struct ProfileParser {
    let path: String
    let text: String
    /// Positions of keys and values (TOMLKit keeps none for values it parsed).
    private let locator: TOMLLocator
    private(set) var problems: [ProfileProblem] = []

    static let sections = ["policy", "root", "tags", "classes", "ids", "attributes"]

    init(path: String, text: String) {
        self.path = path
        self.text = text
        locator = TOMLLocator(text)
    }

    /// The profile, or nil when the file cannot be read (its errors are in ``problems``).
    mutating func parse() -> Profile? {
        if let problem = TOMLHeaderCheck.problem(in: text) {
            problems.append(ProfileProblem(.error, problem.message,
                                           at: ProfileLocation(path: path, line: problem.line, column: problem.column)))
            return nil
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            problems.append(ProfileProblem(.error, error.description, at: ProfileLocation(
                path: path, line: error.source.begin.line, column: error.source.begin.column)))
            return nil
        } catch {
            problems.append(ProfileProblem(.error, "\(error)", at: ProfileLocation(path: path, line: 1, column: 1)))
            return nil
        }
        var profile = Profile(path: path)
        for key in ordered(table.keys, under: []) {
            switch key {
            case "policy":
                guard let name = table[key]?.string, let policy = StyleOptions.Policy(rawValue: name) else {
                    error(atValue: [key], "policy must be \"inline-wins\" or \"code-wins\"")
                    continue
                }
                profile.policy = policy
            case "root":
                guard let root = subtable(table, key) else { continue }
                profile.root = style(root, path: [key], section: .root)
            case "tags", "classes", "ids":
                guard let group = subtable(table, key) else { continue }
                for name in ordered(group.keys, under: [key]) {
                    guard let entries = subtable(group, name, path: [key, name]) else { continue }
                    switch key {
                    case "tags":
                        let tag = name.asciiLowercased()
                        let style = style(entries, path: [key, name], section: .tag(tag))
                        profile.tags[tag] = style
                        if let display = customDisplay(tag, entries, path: [key, name]) { profile.customTags[tag] = display }
                    case "classes": profile.classes[name] = style(entries, path: [key, name], section: .class(name))
                    default: profile.ids[name] = style(entries, path: [key, name], section: .id(name))
                    }
                }
            case "attributes":
                guard let mappings = subtable(table, key) else { continue }
                for attribute in customAttributes(mappings) { profile.attributes[attribute.key] = attribute }
            default:
                error(atKey: [key], "unknown section '\(key)' (expected one of: \(Self.sections.joined(separator: ", ")))")
            }
        }
        problems += profile.problems
        problems.sort { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
        return problems.contains { $0.severity == .error } ? nil : profile
    }

    /// The declarations of one section; a value that is not a string or a number is an error.
    private mutating func style(_ table: TOMLTable, path: [String], section: ProfileSection) -> ProfileStyle {
        var style = ProfileStyle(section: section)
        for key in ordered(table.keys, under: path) {
            let value: String
            if let string = table[key]?.string {
                value = string
            } else if let number = table[key]?.int {
                value = String(number)
            } else if let number = table[key]?.double {
                value = String(number)
            } else {
                error(atValue: path + [key], "'\(key)' must be a CSS value in quotes, as \(key) = \"…\"")
                continue
            }
            let position = locator.key(path + [key])
            if key == "policy" {
                // TOML puts every key after a [section] header in that section.
                problems.append(ProfileProblem(.warning, "'policy' goes before the first [section] (here it is in \(style.section)), ignored",
                                               at: ProfileLocation(path: self.path, line: position.line, column: position.column)))
                continue
            }
            style.append(property: key, value: value,
                         location: ProfileLocation(path: self.path, line: position.line, column: position.column))
        }
        return style
    }

    /// The `[attributes]` section: each custom attribute key the app styles, mapped to the CSS
    /// property its value sets (`color = "color"`). A value that is not a property name in
    /// quotes is an error; ``ProfileAttribute/problems`` says the rest.
    private mutating func customAttributes(_ table: TOMLTable) -> [ProfileAttribute] {
        var attributes: [ProfileAttribute] = []
        for key in ordered(table.keys, under: ["attributes"]) {
            guard let property = table[key]?.string, !property.isEmpty,
                  !property.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ";") || $0 == 0x20 }) else {
                error(atValue: ["attributes", key],
                      "'\(key)' must name the CSS property the custom attribute sets, in quotes, as \(key) = \"color\"")
                continue
            }
            let position = locator.key(["attributes", key])
            if key == "policy" {
                problems.append(ProfileProblem(.warning, "'policy' goes before the first [section] (here it is in [attributes]), ignored",
                                               at: ProfileLocation(path: path, line: position.line, column: position.column)))
                continue
            }
            attributes.append(ProfileAttribute(key: key, property: property,
                                               location: ProfileLocation(path: path, line: position.line, column: position.column)))
        }
        return attributes
    }

    /// The layout of a tag HTML does not know: `display`, inline unless it says block. A tag HTML
    /// knows keeps its own layout.
    private mutating func customDisplay(_ tag: String, _ table: TOMLTable, path: [String]) -> Profile.Display? {
        guard !Profile.isHTMLElement(tag) else { return nil }
        guard let written = table["display"]?.string else { return .inline }
        switch written.asciiLowercased() {
        case "block": return .block
        case "inline", "none": return .inline
        default:
            let position = locator.value(path + ["display"])
            problems.append(ProfileProblem(.warning, "a custom tag is laid out \"inline\" or \"block\", not '\(written)'; inline is used",
                                           at: ProfileLocation(path: self.path, line: position.line, column: position.column)))
            return .inline
        }
    }

    /// `keys` in the order the file writes them (TOMLKit's order is its own).
    private func ordered(_ keys: [String], under path: [String]) -> [String] {
        keys.map { ($0, locator.key(path + [$0])) }
            .sorted { ($0.1.line, $0.1.column, $0.0) < ($1.1.line, $1.1.column, $1.0) }
            .map(\.0)
    }

    private mutating func subtable(_ table: TOMLTable, _ key: String, path: [String]? = nil) -> TOMLTable? {
        guard let value = table[key] else { return nil }
        guard let subtable = value.table else {
            let path = path ?? [key]
            error(atValue: path, "'\(path.joined(separator: "."))' must be a section ([\(path.joined(separator: "."))])")
            return nil
        }
        return subtable
    }

    private mutating func error(atKey path: [String], _ message: String) {
        let position = locator.key(path)
        problems.append(ProfileProblem(.error, message, at: ProfileLocation(path: self.path, line: position.line,
                                                                              column: position.column)))
    }

    private mutating func error(atValue path: [String], _ message: String) {
        let position = locator.value(path)
        problems.append(ProfileProblem(.error, message, at: ProfileLocation(path: self.path, line: position.line,
                                                                              column: position.column)))
    }
}

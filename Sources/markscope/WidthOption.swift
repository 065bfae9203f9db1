import ArgumentParser

/// The `--width` option's rules, shared by `render`, `dump` and `preview`.
///
/// The option parses unconditionally (`parsing: .unconditional`): ArgumentParser would read
/// the `-5` of `--width -5` as an option and report a missing value; read as the width, it
/// gets the sentence below.
enum WidthOption {
    static let maximum = 10_000

    /// Refuses a width below 1 or above ``maximum`` with a sentence saying which bound it broke.
    static func validate(_ width: Int?) throws {
        guard let width else { return }
        if width < 1 { throw ValidationError("The width must be a positive number of columns, not \(width).") }
        if width > maximum { throw ValidationError("The width must be at most \(maximum) columns, not \(width).") }
    }
}

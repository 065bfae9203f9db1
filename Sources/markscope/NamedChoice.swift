import ArgumentParser

/// An option value chosen by name from a fixed set (`--colors 256`, `--stage tree`).
///
/// Lists its names with a closure, and has no separate descriptions of its values: the
/// defaults of ArgumentParser build the names through key paths and find there are no
/// descriptions by comparing each name with itself into a dictionary, which cost every
/// command line with such an option (most have one) over a million instructions at start.
protocol NamedChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedChoice {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    public static var allValueDescriptions: [String: String] { [:] }
}

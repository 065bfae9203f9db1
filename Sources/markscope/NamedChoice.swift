import ArgumentParser

/// An option value chosen by name from a fixed set (`--colors 256`, `--stage tree`).
///
/// Lists its names with a closure: ArgumentParser's default builds them through key paths,
/// and making those at run time cost every command line that has such an option (most do)
/// nearly a million instructions before anything else ran.
protocol NamedChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedChoice {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

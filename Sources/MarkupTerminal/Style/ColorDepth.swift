/// How many colours the terminal shows.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
    case trueColor = "truecolor"
    case color256 = "256"
    case color16 = "16"
    case none

    /// The depth the environment advertises: `NO_COLOR` or `TERM=dumb` → none;
    /// `COLORTERM=truecolor|24bit` → true colour; a `TERM` with `256color` or `direct` → 256 or true colour;
    /// otherwise 16.
    public static func detect(environment: [String: String]) -> ColorDepth {
        if environment["NO_COLOR"].map({ !$0.isEmpty }) == true { return .none }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .color256 }
        return .color16
    }

    /// One step less colour (true colour → 256 → 16 → none → none).
    public var lower: ColorDepth {
        switch self {
        case .trueColor: .color256
        case .color256: .color16
        case .color16, .none: .none
        }
    }
}

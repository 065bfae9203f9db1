/// markscope's version, printed by `markscope --version`: the one place it is written.
/// MAJOR.MINOR.PATCH; 0.x while the command line and the JSON dumps may still change.
enum MarkscopeVersion {
    static let string = "0.1.0"
}

/// Tests markscope does not pass yet, apart from the ``Departure``s: work still to do, not
/// choices. A listed test that passes fails the suite, so the lists only shrink. Both are
/// empty: every comparable test passes or meets a departure.
enum NotYetImplemented {
    /// Tree-construction tests, as `file.dat#n`.
    static let ids: Set<String> = []
    /// Tokenizer tests, as `file.test#n`.
    static let tokenizerIDs: Set<String> = []
}

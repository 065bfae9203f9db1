/// Tests markscope does not pass yet, apart from the ``Departure``s: work still to do, not
/// choices. A listed test that passes fails the suite, so the lists only shrink.
enum NotYetImplemented {
    /// Tree-construction tests, as `file.dat#n`.
    static let ids: Set<String> = [
        "doctype01.dat#31", "quirks01.dat#2", "quirks01.dat#3", "quirks01.dat#4", "template.dat#6",
        "template.dat#74", "template.dat#76", "template.dat#97", "template.dat#98", "template.dat#100",
        "tests1.dat#92", "tests19.dat#2", "tests19.dat#3", "tests19.dat#79", "tests21.dat#14", "tests3.dat#3",
        "tests3.dat#24", "tricky01.dat#9", "webkit01.dat#36", "webkit02.dat#49",
    ]
    /// Tokenizer tests, as `file.test#n`.
    static let tokenizerIDs: Set<String> = [
        "domjs.test#25",
    ]
}

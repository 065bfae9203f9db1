/// Tests markscope does not pass yet, apart from the ``Departure``s: work still to do, not
/// choices. A listed test that passes fails the suite, so the lists only shrink.
enum NotYetImplemented {
    /// Tree-construction tests, as `file.dat#n`.
    static let ids: Set<String> = [
        "doctype01.dat#31", "quirks01.dat#2", "quirks01.dat#3", "quirks01.dat#4", "template.dat#6",
        "template.dat#46", "template.dat#48", "template.dat#49", "template.dat#50", "template.dat#52",
        "template.dat#53", "template.dat#68", "template.dat#69", "template.dat#70", "template.dat#71",
        "template.dat#73", "template.dat#74", "template.dat#76", "template.dat#78", "template.dat#97",
        "template.dat#98", "template.dat#100", "tests1.dat#92", "tests19.dat#2", "tests19.dat#3",
        "tests19.dat#79", "tests21.dat#14", "tests3.dat#3", "tests3.dat#24", "tricky01.dat#9",
        "webkit01.dat#36", "webkit02.dat#49",
    ]
    /// Tokenizer tests, as `file.test#n`.
    static let tokenizerIDs: Set<String> = [
        "domjs.test#1", "domjs.test#2", "domjs.test#3", "domjs.test#25", "test3.test#195", "test3.test#196",
        "test3.test#1209", "test3.test#1242", "test3.test#1251", "test3.test#1362", "test3.test#1505",
        "xmlViolation.test#1", "xmlViolation.test#2", "xmlViolation.test#3",
    ]
}

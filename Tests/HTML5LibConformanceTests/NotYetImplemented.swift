/// Tests markscope does not pass yet, apart from the ``Departure``s: work still to do, not
/// choices. A listed test that passes fails the suite, so the lists only shrink.
enum NotYetImplemented {
    /// Tree-construction tests, as `file.dat#n`.
    static let ids: Set<String> = [
        "comments01.dat#4", "doctype01.dat#31", "domjs-unsafe.dat#2", "domjs-unsafe.dat#3",
        "domjs-unsafe.dat#4", "domjs-unsafe.dat#5", "domjs-unsafe.dat#6", "domjs-unsafe.dat#7",
        "domjs-unsafe.dat#8", "domjs-unsafe.dat#15", "domjs-unsafe.dat#16", "domjs-unsafe.dat#17",
        "domjs-unsafe.dat#37", "namespace-sensitivity.dat#1", "plain-text-unsafe.dat#4",
        "plain-text-unsafe.dat#7", "plain-text-unsafe.dat#8", "plain-text-unsafe.dat#9",
        "plain-text-unsafe.dat#10", "plain-text-unsafe.dat#11", "plain-text-unsafe.dat#12",
        "plain-text-unsafe.dat#13", "plain-text-unsafe.dat#14", "plain-text-unsafe.dat#27",
        "plain-text-unsafe.dat#28", "plain-text-unsafe.dat#29", "plain-text-unsafe.dat#30",
        "plain-text-unsafe.dat#31", "plain-text-unsafe.dat#32", "plain-text-unsafe.dat#33", "quirks01.dat#2",
        "quirks01.dat#3", "quirks01.dat#4", "ruby.dat#1", "ruby.dat#2", "ruby.dat#3", "ruby.dat#4",
        "ruby.dat#6", "ruby.dat#7", "ruby.dat#8", "ruby.dat#9", "ruby.dat#11", "ruby.dat#12", "ruby.dat#13",
        "ruby.dat#16", "ruby.dat#17", "ruby.dat#18", "ruby.dat#19", "ruby.dat#21", "tables01.dat#4",
        "template.dat#6", "template.dat#41", "template.dat#46", "template.dat#48", "template.dat#49",
        "template.dat#50", "template.dat#52", "template.dat#53", "template.dat#67", "template.dat#68",
        "template.dat#69", "template.dat#70", "template.dat#71", "template.dat#73", "template.dat#74",
        "template.dat#76", "template.dat#78", "template.dat#93", "template.dat#97", "template.dat#98",
        "template.dat#100", "tests1.dat#30", "tests1.dat#35", "tests1.dat#92", "tests1.dat#100",
        "tests10.dat#16", "tests16.dat#11", "tests16.dat#18", "tests16.dat#29", "tests16.dat#46",
        "tests16.dat#47", "tests16.dat#59", "tests16.dat#60", "tests16.dat#110", "tests16.dat#117",
        "tests16.dat#128", "tests16.dat#145", "tests16.dat#146", "tests16.dat#156", "tests16.dat#157",
        "tests18.dat#13", "tests19.dat#2", "tests19.dat#3", "tests19.dat#9", "tests19.dat#11",
        "tests19.dat#12", "tests19.dat#14", "tests19.dat#15", "tests19.dat#16", "tests19.dat#17",
        "tests19.dat#18", "tests19.dat#28", "tests19.dat#76", "tests19.dat#79", "tests19.dat#102",
        "tests2.dat#5", "tests2.dat#37", "tests2.dat#38", "tests2.dat#39", "tests2.dat#45", "tests2.dat#50",
        "tests2.dat#51", "tests2.dat#60", "tests20.dat#1", "tests20.dat#46", "tests20.dat#47",
        "tests20.dat#48", "tests20.dat#52", "tests21.dat#14", "tests25.dat#10", "tests26.dat#16",
        "tests3.dat#3", "tests3.dat#24", "tests6.dat#2", "tests6.dat#13", "tests6.dat#14", "tests6.dat#26",
        "tests7.dat#10", "tests7.dat#11", "tests7.dat#17", "tests7.dat#18", "tests9.dat#17", "tricky01.dat#2",
        "tricky01.dat#4", "tricky01.dat#9", "webkit01.dat#32", "webkit01.dat#36", "webkit01.dat#37",
        "webkit01.dat#38", "webkit02.dat#27", "webkit02.dat#28", "webkit02.dat#29", "webkit02.dat#30",
        "webkit02.dat#32", "webkit02.dat#33", "webkit02.dat#34", "webkit02.dat#35", "webkit02.dat#41",
        "webkit02.dat#42", "webkit02.dat#44", "webkit02.dat#49",
    ]
    /// Tokenizer tests, as `file.test#n`.
    static let tokenizerIDs: Set<String> = [
        "domjs.test#1", "domjs.test#2", "domjs.test#3", "domjs.test#25", "domjs.test#34", "test1.test#23",
        "test2.test#35", "test3.test#70", "test3.test#77", "test3.test#83", "test3.test#90", "test3.test#96",
        "test3.test#107", "test3.test#108", "test3.test#119", "test3.test#167", "test3.test#168",
        "test3.test#179", "test3.test#180", "test3.test#186", "test3.test#187", "test3.test#191",
        "test3.test#195", "test3.test#196", "test3.test#198", "test3.test#199", "test3.test#201",
        "test3.test#202", "test3.test#208", "test3.test#1160", "test3.test#1166", "test3.test#1209",
        "test3.test#1242", "test3.test#1251", "test3.test#1362", "test3.test#1505", "test4.test#58",
        "test4.test#59", "unicodeCharsProblematic.test#5", "xmlViolation.test#1", "xmlViolation.test#2",
        "xmlViolation.test#3",
    ]
}

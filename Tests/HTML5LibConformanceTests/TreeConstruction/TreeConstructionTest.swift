import Foundation

/// One test of a tree-construction `.dat` file.
struct TreeConstructionTest {
    /// `file.dat#n`, n counted from 1 in the file.
    var id: String
    var data: String
    /// The `#document-fragment` context, if any (`svg path`, `math mi` or an HTML name).
    var fragmentContext: String?
    /// true for `#script-on`, false for `#script-off`, nil when the test holds in both modes.
    var scripting: Bool?
    /// The `#document` lines, each node one entry (a text may span several lines).
    var document: [String]

    /// Reads the tests of a `.dat` file (see the suite's README for the format).
    static func read(_ url: URL) throws -> [TreeConstructionTest] {
        let text = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        let lines = text.components(separatedBy: "\n")
        let file = url.lastPathComponent
        var tests: [TreeConstructionTest] = []
        var position = 0
        while position < lines.count {
            guard lines[position] == "#data" else { position += 1; continue }
            position += 1
            var data: [String] = []
            while position < lines.count, lines[position] != "#errors" { data.append(lines[position]); position += 1 }
            var test = TreeConstructionTest(id: "\(file)#\(tests.count + 1)", data: data.joined(separator: "\n"),
                                            fragmentContext: nil, scripting: nil, document: [])
            while position < lines.count, lines[position] != "#document" {
                switch lines[position] {
                case "#document-fragment":
                    position += 1
                    test.fragmentContext = lines[position]
                case "#script-on": test.scripting = true
                case "#script-off": test.scripting = false
                default: break
                }
                position += 1
            }
            position += 1
            // Nodes start with "| "; a line without it continues the text before it. The test
            // ends at an empty line that is not inside a text (a text may hold empty lines).
            while position < lines.count, lines[position] != "#data" {
                let line = lines[position]
                if line.hasPrefix("| ") {
                    test.document.append(String(line.dropFirst(2)))
                } else if let last = test.document.last, isOpenText(last) {
                    test.document[test.document.count - 1] += "\n" + line
                } else if line.isEmpty {
                    break
                }
                position += 1
            }
            tests.append(test)
        }
        return tests
    }

    /// Whether an entry is a text whose closing quote, or a comment whose ` -->`, is still to come.
    private static func isOpenText(_ entry: String) -> Bool {
        let trimmed = entry.drop { $0 == " " }
        if trimmed.hasPrefix("<!-- ") { return !trimmed.hasSuffix(" -->") }
        guard trimmed.first == "\"" else { return false }
        return trimmed.count == 1 || trimmed.last != "\""
    }
}

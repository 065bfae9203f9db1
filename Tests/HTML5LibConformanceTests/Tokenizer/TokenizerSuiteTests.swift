import Foundation
import Testing
@testable import MarkupCore

/// html5lib's tokenizer tests that start in the Data state (the state of copy: the others
/// test states only a tree builder enters), compared token by token, adjacent characters
/// merged. Parse errors are not compared (markscope reports what a copywriter should fix,
/// not the standard's error codes), nor a doctype's name and identifiers (markscope keeps a
/// doctype's text and has no quirks mode): a doctype is compared as being one.
@Suite struct TokenizerSuiteTests {
    @Test func tokenizerSuite() throws {
        guard let files = SuiteLocation.files(in: "tokenizer", suffix: "test"), !files.isEmpty else {
            Issue.record(Comment(rawValue: SuiteLocation.missingMessage))
            return
        }
        var failures: [String] = []
        var totals = (passed: 0, failed: 0, departures: 0, otherStates: 0)
        for file in files {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            // `xmlViolationTests` test a mode that makes output XML-safe, which markscope does not have.
            let tests = json?["tests"] as? [[String: Any]] ?? []
            var counts = (passed: 0, failed: 0, departures: 0, otherStates: 0)
            for (number, test) in tests.enumerated() {
                let id = "\(file.lastPathComponent)#\(number + 1)"
                if let states = test["initialStates"] as? [String], !states.contains("Data state") {
                    counts.otherStates += 1
                    continue
                }
                let doubleEscaped = test["doubleEscaped"] as? Bool ?? false
                let input = Self.unescape(test["input"] as? String ?? "", doubleEscaped)
                if input.hasPrefix("\u{FEFF}") {
                    // The standard's decoder drops a leading BOM before the tokenizer runs, and
                    // so does markscope's SourceText; the suite feeds the tokenizer directly.
                    counts.otherStates += 1
                    continue
                }
                let expected = Self.expectedTokens(test["output"] as? [Any] ?? [], doubleEscaped)
                let stream = Tokenizer.tokenize(input)
                let actual = Self.describe(stream)
                if actual == expected {
                    counts.passed += 1
                } else if Departure.met(byTokens: stream.tokens, source: stream.source) != nil {
                    counts.departures += 1
                } else {
                    counts.failed += 1
                    failures.append(id)
                    if failures.count <= 20 {
                        print("FAIL \(id) \(test["description"] ?? "")\n\(input.debugDescription)\n-- expected\n\(expected)\n-- markscope\n\(actual)\n")
                    }
                }
            }
            print("html5lib \(file.lastPathComponent): \(counts.passed) passed, \(counts.failed) failed, \(counts.departures) departures, \(counts.otherStates) in other states")
            totals.passed += counts.passed
            totals.failed += counts.failed
            totals.departures += counts.departures
            totals.otherStates += counts.otherStates
        }
        print("html5lib tokenizer total: \(totals.passed) passed, \(totals.failed) failed, \(totals.departures) departures (\(Departure.lessThanAsText)), \(totals.otherStates) in other states")
        if ProcessInfo.processInfo.environment["MARKSCOPE_CONFORMANCE_LIST"] != nil {
            print("FAILING TOKENIZER IDS: " + failures.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
        }
        #expect(failures.isEmpty, "\(failures.count) tokenizer tests fail outside the departure: \(failures.prefix(40))")
    }

    /// markscope's tokens in the suite's shape, one string each.
    static func describe(_ stream: TokenStream) -> [String] {
        var result: [String] = []
        var text: String?
        for token in stream.tokens {
            if token.kind == .text { text = (text ?? "") + stream.text(of: token); continue }
            if let pending = text { result.append("Character \(pending.debugDescription)") }
            text = nil
            switch token.kind {
            case .startTag, .selfClosingTag:
                let attributes = stream.attributes(of: token).map { "\($0.name)=\($0.value.debugDescription)" }.sorted()
                result.append("StartTag \(stream.name(of: token)) [\(attributes.joined(separator: " "))]"
                              + (token.kind == .selfClosingTag ? " self-closing" : ""))
            case .endTag: result.append("EndTag \(stream.name(of: token))")
            case .comment: result.append("Comment \(stream.text(of: token).debugDescription)")
            case .doctype: result.append("DOCTYPE")
            case .text: break
            }
        }
        if let pending = text { result.append("Character \(pending.debugDescription)") }
        return result
    }

    /// The suite's expected tokens in the same shape.
    static func expectedTokens(_ output: [Any], _ doubleEscaped: Bool) -> [String] {
        var result: [String] = []
        var text: String?
        for case let token as [Any] in output {
            let kind = token[0] as? String ?? ""
            if kind == "Character" {
                text = (text ?? "") + unescape(token[1] as? String ?? "", doubleEscaped)
                continue
            }
            if let pending = text { result.append("Character \(pending.debugDescription)") }
            text = nil
            switch kind {
            case "StartTag":
                let attributes = (token[2] as? [String: String] ?? [:])
                    .map { "\(unescape($0.key, doubleEscaped))=\(unescape($0.value, doubleEscaped).debugDescription)" }.sorted()
                let selfClosing = token.count > 3 && (token[3] as? Bool ?? false)
                result.append("StartTag \(unescape(token[1] as? String ?? "", doubleEscaped)) [\(attributes.joined(separator: " "))]"
                              + (selfClosing ? " self-closing" : ""))
            case "EndTag": result.append("EndTag \(unescape(token[1] as? String ?? "", doubleEscaped))")
            case "Comment": result.append("Comment \(unescape(token[1] as? String ?? "", doubleEscaped).debugDescription)")
            case "DOCTYPE": result.append("DOCTYPE")
            default: result.append("unknown \(kind)")
            }
        }
        if let pending = text { result.append("Character \(pending.debugDescription)") }
        return result
    }

    /// Undoes the suite's `\uXXXX` escapes of `doubleEscaped` tests (lone surrogates become U+FFFD).
    static func unescape(_ string: String, _ doubleEscaped: Bool) -> String {
        guard doubleEscaped else { return string }
        var units: [UInt16] = []
        var scalars = Array(string.utf16)[...]
        while let unit = scalars.first {
            if unit == 0x5C, scalars.count >= 6, scalars.dropFirst().first == 0x75,
               let value = UInt16(String(decoding: scalars.dropFirst(2).prefix(4), as: UTF16.self), radix: 16) {
                units.append(value)
                scalars = scalars.dropFirst(6)
            } else {
                units.append(unit)
                scalars = scalars.dropFirst()
            }
        }
        return String(decoding: units, as: UTF16.self)
    }
}

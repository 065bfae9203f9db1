import Foundation
import Testing
@testable import MarkupCore

/// html5lib's tree-construction tests: each comparable test's tree (see ``Comparable``) must
/// equal markscope's normalized stream, unless the run meets one of the ``Departure``s.
@Suite struct TreeConstructionTests {
    @Test func treeConstructionSuite() throws {
        guard let files = SuiteLocation.files(in: "tree-construction", suffix: "dat"), !files.isEmpty else {
            Issue.record(Comment(rawValue: SuiteLocation.missingMessage))
            return
        }
        var total = Tally()
        var failures: [String] = []
        for file in files {
            var tally = Tally()
            for test in try TreeConstructionTest.read(file) {
                let outcome = Self.run(test)
                tally.add(outcome)
                if case .failed(let expected, let actual) = outcome {
                    failures.append(test.id)
                    if failures.count <= 20 || Self.verbose {
                        print("FAIL \(test.id)\n\(test.data)\n-- expected\n\(expected)\n-- markscope\n\(actual)\n")
                    }
                }
            }
            print("html5lib \(file.lastPathComponent): \(tally)")
            total.merge(tally)
        }
        print("html5lib tree construction total: \(total)")
        for departure in Departure.allCases {
            print("  departure \(departure): \(total.departures[departure, default: 0]) tests (\(departure.rawValue))")
        }
        for reason in Comparable.Reason.allCases {
            print("  skipped \(reason): \(total.skipped[reason, default: 0]) tests (\(reason.rawValue))")
        }
        if ProcessInfo.processInfo.environment["MARKSCOPE_CONFORMANCE_LIST"] != nil {
            print("FAILING IDS: " + failures.sorted()
                .map { "\"\($0)\"" }.joined(separator: ", "))
        }
        #expect(failures.isEmpty, "\(failures.count) tests fail outside the departures: \(failures.prefix(40))")
    }

    /// MARKSCOPE_CONFORMANCE_VERBOSE=1 prints every failing test, not only the first 20.
    static let verbose = ProcessInfo.processInfo.environment["MARKSCOPE_CONFORMANCE_VERBOSE"] != nil

    enum Outcome {
        case passed
        case failed(expected: String, actual: String)
        case departure(Departure)
        case skipped(Comparable.Reason)
    }

    static func run(_ test: TreeConstructionTest) -> Outcome {
        switch Comparable.verdict(for: test) {
        case .skip(let reason):
            return .skipped(reason)
        case .compare(let expected):
            let stream = Normalizer.normalize(test.data)
            let actual = StreamSerializer.entries(stream)
            if actual == expected { return .passed }
            if let departure = Departure.met(html: test.data, stream: stream, expected: expected) {
                return .departure(departure)
            }
            if Comparable.showsQuirksMode(test) { return .skipped(.quirksMode) }
            if test.fragmentContext == nil, differsInLeadingWhitespaceOnly(actual, expected) {
                return .skipped(.documentWhitespace)
            }
            return .failed(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
        }
    }

    /// Whether markscope's content equals html5lib's but for whitespace at its very start
    /// (which html5lib's modes before `<head>` and `<body>` drop).
    static func differsInLeadingWhitespaceOnly(_ actual: [String], _ expected: [String]) -> Bool {
        guard let first = actual.first, first.hasPrefix("\""), first.count >= 2 else { return false }
        let text = first.dropFirst().dropLast()
        let leading = text.prefix(while: \.isWhitespace).count
        guard leading > 0 else { return false }
        for dropped in 1...leading {
            let rest = text.dropFirst(dropped)
            let candidate = rest.isEmpty ? Array(actual.dropFirst()) : ["\"" + rest + "\""] + actual.dropFirst()
            if candidate == expected { return true }
        }
        return false
    }

    /// Counts per outcome, for the printed figures.
    struct Tally: CustomStringConvertible {
        var passed = 0
        var failed = 0
        var departures: [Departure: Int] = [:]
        var skipped: [Comparable.Reason: Int] = [:]

        mutating func add(_ outcome: Outcome) {
            switch outcome {
            case .passed: passed += 1
            case .failed: failed += 1
            case .departure(let departure): departures[departure, default: 0] += 1
            case .skipped(let reason): skipped[reason, default: 0] += 1
            }
        }

        mutating func merge(_ other: Tally) {
            passed += other.passed
            failed += other.failed
            departures.merge(other.departures, uniquingKeysWith: +)
            skipped.merge(other.skipped, uniquingKeysWith: +)
        }

        var description: String {
            let departed = departures.values.reduce(0, +)
            let skips = skipped.values.reduce(0, +)
            return "\(passed) passed, \(failed) failed, \(departed) departures, \(skips) not comparable"
        }
    }
}

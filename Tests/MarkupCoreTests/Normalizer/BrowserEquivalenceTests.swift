import Foundation
import Testing
@testable import MarkupCore

/// The text and the inline elements around every character equal what html5lib (the HTML
/// standard's tree construction, as in browsers) builds; see Scripts/browser_oracle.py.
@Suite struct BrowserEquivalenceTests {
    struct Case: Decodable, CustomTestStringConvertible {
        var html: String
        var runs: [[Run]]

        enum Run: Decodable {
            case text(String)
            case tags([String])

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) { self = .text(text) } else {
                    self = .tags(try container.decode([String].self))
                }
            }
        }

        var testDescription: String { html }

        var expected: [String] {
            runs.map { pair in
                guard case .text(let text) = pair[0], case .tags(let tags) = pair[1] else { return "?" }
                return "\(text)|\(tags.joined(separator: ","))"
            }
        }
    }

    static let cases: [Case] = {
        let lines = (try? Golden.read("browser-oracle.jsonl"))?.split(separator: "\n") ?? []
        return lines.compactMap { try? JSONDecoder().decode(Case.self, from: Data($0.utf8)) }
    }()

    @Test func oracleIsPresent() {
        #expect(Self.cases.count >= 30)
    }

    @Test(arguments: cases)
    func matchesTheBrowserTree(_ testCase: Case) {
        let actual = Serialization.inlineRuns(testCase.html).map { "\($0.text)|\($0.tags.joined(separator: ","))" }
        #expect(actual == testCase.expected)
    }
}

import Foundation
import Testing
@testable import MarkupCore

/// A source tokenized in two halves on two threads (Tokenizer+Halves.swift) gives exactly the
/// stream of one pass (tokens, attributes, side buffer, diagnostics), wherever the second half
/// starts and whether the halves join or the first half scans the rest; and they do join on
/// ordinary copy.
@Suite struct TokenizerHalvesTests {
    static let conformance = Golden.sampleDocs.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/html5lib-tests")

    /// The offsets of `<` and a letter in `html`, at most `limit` of them, spread over it.
    static func tagStarts(_ html: String, limit: Int) -> [Int] {
        let bytes = Array(html.utf8)
        let starts = bytes.indices.dropLast().filter { bytes[$0] == UInt8(ascii: "<") && ASCII.isLetter(bytes[$0 + 1]) }
        guard starts.count > limit else { return starts }
        return (0..<limit).map { starts[$0 * starts.count / limit] }
    }

    /// Expects the stream of `html` split at each of up to `limit` tag starts to be one
    /// pass's; returns how many of those splits joined.
    @discardableResult
    static func expectOnePass(_ html: String, name: String, limit: Int = 24) -> (splits: Int, joined: Int) {
        let source = SourceText(html)
        let onePass = Tokenizer.tokenize(source, secondHalfFrom: nil)
        var joined = 0
        let starts = tagStarts(html, limit: limit)
        for start in starts {
            let (halves, didJoin) = Tokenizer.tokenizeInHalves(source, secondHalfFrom: start)
            if didJoin { joined += 1 }
            #expect(halves.tokens == onePass.tokens, "\(name): tokens split at \(start)")
            #expect(halves.tables.attributes == onePass.tables.attributes, "\(name): attributes split at \(start)")
            #expect(halves.tables.sideBuffer == onePass.tables.sideBuffer, "\(name): side buffer split at \(start)")
            #expect(halves.diagnostics == onePass.diagnostics, "\(name): diagnostics split at \(start)")
            #expect(halves.containsNUL == onePass.containsNUL, "\(name): NUL split at \(start)")
        }
        return (starts.count, joined)
    }

    /// html5lib's tree-construction inputs: raw text, comments, foreign content, cut-off tags.
    @Test func html5libTreeConstructionInputsSplitAnywhere() throws {
        let folder = Self.conformance.appendingPathComponent("tree-construction")
        var inputs: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".dat") }).sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for chunk in text.components(separatedBy: "#data\n").dropFirst() {
                if let end = chunk.range(of: "\n#errors") { inputs.append(String(chunk[..<end.lowerBound])) }
            }
        }
        #expect(inputs.count > 1_000)
        var joined = 0
        var splits = 0
        for input in inputs {
            let counts = Self.expectOnePass(input, name: input.debugDescription, limit: 12)
            (splits, joined) = (splits + counts.splits, joined + counts.joined)
        }
        // Both ways are taken: most splits join, those inside raw text, comments or SVG not.
        #expect(joined > splits / 2 && joined < splits, "\(joined) of \(splits) joined")
    }

    /// html5lib's tokenizer inputs: character references, comments, doctypes, CDATA.
    @Test func html5libTokenizerInputsSplitAnywhere() throws {
        let folder = Self.conformance.appendingPathComponent("tokenizer")
        var inputs: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".test") }).sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            for test in json?["tests"] as? [[String: Any]] ?? [] {
                if let input = test["input"] as? String { inputs.append(input) }
            }
        }
        #expect(inputs.count > 1_000)
        for input in inputs { Self.expectOnePass(input, name: input.debugDescription, limit: 8) }
    }

    @Test(arguments: [Golden.sampleDocs, DirectTreeTests.realCopy])
    func everyHTMLFileSplitAnywhereJoins(in folder: URL) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(files.count >= 10)
        var joined = 0
        var splits = 0
        for file in files {
            let html = String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
            let counts = Self.expectOnePass(html, name: file)
            (splits, joined) = (splits + counts.splits, joined + counts.joined)
        }
        // Copy as it is written mostly splits at real tags: a split inside `<style>` or
        // `<script>` does not join.
        #expect(joined * 10 >= splits * 7, "\(joined) of \(splits) joined")
    }

    /// Tag soup from a fixed seed, with the cases where the halves must not join: comments
    /// and raw text across the split, SVG, quotes that never close, `<plaintext>`.
    @Test func tagSoupSplitAnywhere() {
        let pieces = ["<b>", "</b>", "<p class='a b'>", "</p>", "<div data-x=\"1\">", "</div>", "text ", "&amp;", "&bogus;",
                      "&#x1F600;", "\r\n", "\0", "<!-- c -->", "<!-- open ", "-->", "<script>", "</script>", "<style>",
                      "</style>", "<title>", "</title>", "<textarea>", "</textarea>", "<svg>", "</svg>", "<math>",
                      "<plaintext>", "<a href=\"", "<a href='x'>", "</a>", "<x-y>", "<img src=i alt=\"", "\"",
                      "'", ">", "<", "<!DOCTYPE html>", "<![CDATA[x]]>", "<br/>", "</br>", "é", "漢字"]
        var soup = TagSoup(pieces: pieces, seed: 0x9E37_79B9_7F4A_7C15)
        for round in 0..<250 {
            let html = soup.next(pieces: 50)
            Self.expectOnePass(html, name: "round \(round): \(html.debugDescription)")
        }
    }

    @Test func findsASecondHalfOnlyForABigSourceOnTwoProcessors() {
        let html = String(repeating: "<p>Our <b>sale</b> ends tonight &amp; more.</p>\n", count: 2_000)
        let bytes = Array(html.utf8)
        let start = bytes.withUnsafeBufferPointer { buffer in
            #expect(Tokenizer.secondHalfStart(in: buffer, minimumBytes: 1_000, processors: 1) == nil)
            #expect(Tokenizer.secondHalfStart(in: buffer, minimumBytes: buffer.count + 1, processors: 2) == nil)
            return Tokenizer.secondHalfStart(in: buffer, minimumBytes: 1_000, processors: 2)
        }
        #expect(start.map { bytes[$0] == UInt8(ascii: "<") && $0 >= bytes.count / 2 } == true)
        #expect(Tokenizer.tokenizeInHalves(SourceText(html), secondHalfFrom: start).joined)
    }
}

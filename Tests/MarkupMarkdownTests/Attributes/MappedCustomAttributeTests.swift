import MarkupCore
import Testing
@testable import MarkupMarkdown

/// A profile's `[attributes]` maps custom attribute keys to CSS properties: Markdown's
/// `^[text](key: 'value')` is styled as the app's AttributeScope shows it, with provenance,
/// and an HTML `data-KEY` is not.
@Suite struct MappedCustomAttributeTests {
    private static let location = ProfileLocation(path: "markscope.toml", line: 3, column: 1)
    private static let profile: Profile = {
        var profile = Profile(path: "markscope.toml")
            .class("sale", style: "color: #0000ff; font-weight: bold")
            .customAttribute("size", property: "font-size")
            .customAttribute("lead", property: "line-height")
        profile.attributes["color"] = ProfileAttribute(key: "color", property: "color", location: location)
        return profile
    }()

    private func document(_ markdown: String, _ profile: Profile = profile,
                          policy: StyleOptions.Policy? = nil) -> MarkupDocument {
        MarkupDocument(markdown: markdown, options: StyleOptions(policy: policy, profile: profile))
    }

    private func style(_ text: String, in document: MarkupDocument) throws -> MarkupStyle {
        try #require(document.styled.runs.first { $0.text == text }).style
    }

    @Test func aMappedKeySetsItsProperty() throws {
        let document = document("^[50% off](color: '#e00000') and ^[big](size: 20) ^[tall](lead: 1.5) ^[x](other: 'red')")
        #expect(try style("50% off", in: document).foregroundColor == RGBAColor(rgb: 0xE00000))
        #expect(try style("big", in: document).fontSize == 20, "a bare number a length does not take is px")
        #expect(try style("tall", in: document).lineHeight == 1.5, "a number line-height takes is a factor")
        #expect(try style("x", in: document).foregroundColor == nil, "an unmapped key styles nothing")
        #expect(try style("50% off", in: self.document("^[50% off](color: '#e00000')", Profile())).foregroundColor == nil)
    }

    @Test func sameTagsWithOtherValuesAreStyledApart() throws {
        let document = document("^[a](color: 'red') ^[b](color: 'blue') ^[c](color: 'red')")
        #expect(try style("a", in: document).foregroundColor == RGBAColor(rgb: 0xFF0000))
        #expect(try style("b", in: document).foregroundColor == RGBAColor(rgb: 0x0000FF))
        #expect(try style("c", in: document).foregroundColor == RGBAColor(rgb: 0xFF0000))
    }

    @Test func htmlDataAttributesAreNotStyled() throws {
        let markdown = #"<span data-color="red">inline</span> and ^[mapped](color: 'red')"#
        let document = document(markdown)
        #expect(try style("inline", in: document).foregroundColor == nil, "inline HTML's data-color is the copy's own")
        #expect(try style("mapped", in: document).foregroundColor == RGBAColor(rgb: 0xFF0000))
        let html = MarkupDocument(html: #"<span data-color="red">x</span>"#, options: StyleOptions(profile: Self.profile))
        #expect(html.styled.runs.first?.style.foregroundColor == nil)
    }

    /// The profile's strongest layer: after its class style; below `style=""` unless the app's
    /// code wins.
    @Test func precedenceIsTheProfilesAfterItsClassStyles() throws {
        let markdown = #"^[a](class: 'sale', color: '#e00000') <span style="color: green">^[b](color: '#e00000')</span>"#
        let inline = document(markdown)
        #expect(try style("a", in: inline).foregroundColor == RGBAColor(rgb: 0xE00000))
        #expect(try style("a", in: inline).fontWeight == .bold)
        #expect(try style("b", in: inline).foregroundColor == RGBAColor(rgb: 0xE00000), "its own element beats the parent's")
        let sheet = document("<style>span { color: green }</style>\n\n^[a](color: '#e00000')\n")
        #expect(try style("a", in: sheet).foregroundColor == RGBAColor(rgb: 0x008000), "a style sheet beats the profile")
        let codeWins = document("<style>span { color: green }</style>\n\n^[a](color: '#e00000')\n", policy: .codeStyleWins)
        #expect(try style("a", in: codeWins).foregroundColor == RGBAColor(rgb: 0xE00000))
    }

    @Test func provenanceNamesTheSectionTheLineAndTheValue() throws {
        let document = document("Save ^[50% off](color: '#e00000')")
        let run = try #require(document.styled.runs.first { $0.text == "50% off" })
        let origin = try #require(document.styled.provenance(of: document.tree[run.node])[.foregroundColor])
        #expect(origin.sourceDescription == "profile [attributes] markscope.toml:3:1")
        #expect(origin.range == SourceRange(start: 24, end: 31), "the value's bytes")
        #expect(StyleDump.text(document.styled).contains(
            "  color: #e00000  ← profile [attributes] markscope.toml:3:1 on <span> (1:6) @1:25-1:32"))
        var writer = JSONWriter()
        writer.beginObject()
        StyleDump.json(document.styled, into: &writer)
        writer.endObject()
        #expect(writer.output.contains(#""section": "[attributes]""#))
        #expect(writer.output.contains(#""profile": "markscope.toml:3:1""#))
    }

    @Test func anInvalidValueIsAWarningAtItsPlaceAndTheTextStays() throws {
        let document = document("Hi ^[there](color: 'nope')!")
        let warning = try #require(document.diagnostics.first { $0.message.contains("'nope'") })
        #expect(warning.severity == .warning)
        #expect(warning.range == SourceRange(start: 20, end: 24))
        #expect(warning.message == "custom attribute 'color' (mapped to 'color' by the profile): 'nope' is not a valid value for 'color', ignored")
        #expect(document.styled.plainText == "Hi there!")
        let twice = self.document("^[a](color: 'nope') ^[b](color: 'nope')")
        #expect(twice.diagnostics.filter { $0.message.contains("'nope'") }.map(\.range.start) == [13, 33],
                "each element reports its own, though they share a style")
    }

    @Test func restyledWithAnotherMappingRestyles() throws {
        let document = document("^[x](color: 'red')", Profile())
        #expect(try style("x", in: document).foregroundColor == nil)
        let mapped = document.restyled(StyleOptions(profile: Profile().customAttribute("color", property: "color")))
        #expect(try style("x", in: mapped).foregroundColor == RGBAColor(rgb: 0xFF0000))
        let remapped = mapped.restyled(StyleOptions(profile: Profile().customAttribute("color", property: "background-color")))
        #expect(try style("x", in: remapped).backgroundColor == RGBAColor(rgb: 0xFF0000))
        #expect(try style("x", in: remapped).foregroundColor == nil)
    }
}

import MarkupCore
import Testing

/// The profile built in code: its model, its place in the cascade, provenance, custom tags.
@Suite struct ProfileTests {
    private static let app = Profile()
        .rootStyle("color: #333333; font-size: 15px")
        .tag("b", style: "color: #e00000")
        .customTag("promo", display: .inline, style: "background-color: yellow")
        .customTag("notice", display: .block, style: "font-style: italic")
        .class("vip", style: "font-weight: bold; color: rgb(0 0 255)")
        .id("hero", style: "text-decoration: underline; color: hsl(120 100% 25%)")

    private func run(_ html: String, _ text: String, _ profile: Profile = app,
                     policy: StyleOptions.Policy? = nil) throws -> (StyledRun, MarkupDocument) {
        let document = MarkupDocument(html: html, options: StyleOptions(policy: policy, profile: profile))
        return (try #require(document.styled.runs.first { $0.text == text }), document)
    }

    @Test func builderSetsEveryPart() {
        let profile = Self.app.policy(.codeStyleWins)
        #expect(profile.policy == .codeStyleWins)
        #expect(profile.root.declarations.map(\.property) == ["color", "font-size"])
        #expect(profile.tags.keys.sorted() == ["b", "notice", "promo"])
        #expect(profile.customTags == ["promo": .inline, "notice": .block])
        #expect(profile.classes["vip"]?.section == .class("vip"))
        #expect(profile.ids["hero"]?.declarations.map(\.value) == ["underline", "hsl(120 100% 25%)"])
        #expect(profile.problems.isEmpty)
        #expect(!profile.isEmpty && Profile().isEmpty)
        #expect(profile.displayName == "code")
    }

    @Test func valuesAreReadAsStyleAttributesAre() {
        let profile = Profile().tag("b", style: "color: #zzz; colr: red; font-size: 2em")
        #expect(profile.problems.map(\.message) == [
            "'#zzz' is not a valid value for 'color', ignored",
            "unknown property 'colr' is ignored (did you mean 'color'?)",
        ])
        #expect(profile.problems.allSatisfy { $0.severity == .warning })
        let style = MarkupDocument(html: "<p>a<b>x</b></p>", options: StyleOptions(profile: profile))
            .styled.runs.first { $0.text == "x" }?.style
        #expect(style?.fontSize == 32, "em against the parent, as in style=\"\"")
    }

    @Test func textThatIsNoDeclarationIsAProblem() {
        let profile = Profile().class("a", style: "color red; font-weight: bold")
        #expect(profile.classes["a"]?.declarations.map(\.property) == ["font-weight"])
        #expect(profile.problems.map(\.description) == ["profile: warning: 'color red' is not a CSS declaration (no ':'), ignored"])
    }

    @Test func rootStyleIsWhatEverythingInherits() throws {
        let (run, _) = try self.run("<p>plain <small>less</small></p>", "plain ")
        #expect(run.style.foregroundColor == RGBAColor(rgb: 0x333333))
        #expect(run.style.fontSize == 15)
        let (small, _) = try self.run("<p>plain <small>less</small></p>", "less")
        #expect(small.style.fontSize == 12.5, "smaller is relative to the app's 15px")
    }

    @Test func tagThenClassThenIdThenSheetThenInline() throws {
        let html = """
        <style>.sheet { color: #aaaaaa }</style>
        <b>tag</b> <b class="vip">class</b> <b class="vip" id="hero">id</b>
        <b class="vip sheet" id="hero">sheet</b> <b class="vip sheet" id="hero" style="color: #010101">inline</b>
        """
        #expect(try run(html, "tag").0.style.foregroundColor == RGBAColor(rgb: 0xE00000))
        #expect(try run(html, "class").0.style.foregroundColor == RGBAColor(rgb: 0x0000FF))
        #expect(try run(html, "id").0.style.foregroundColor == RGBAColor(rgb: 0x008000))
        #expect(try run(html, "sheet").0.style.foregroundColor == RGBAColor(rgb: 0xAAAAAA))
        #expect(try run(html, "inline").0.style.foregroundColor == RGBAColor(rgb: 0x010101))
    }

    @Test func codeWinsPutsTheProfileAfterInlineAndImportant() throws {
        let html = #"<b style="color: green">a</b> <b class="vip" style="color: green !important">b</b> <i style="color: red">c</i>"#
        for policy in [StyleOptions.Policy.codeStyleWins, nil] {
            let profile = policy == nil ? Self.app.policy(.codeStyleWins) : Self.app
            #expect(try run(html, "a", profile, policy: policy).0.style.foregroundColor == RGBAColor(rgb: 0xE00000))
            #expect(try run(html, "b", profile, policy: policy).0.style.foregroundColor == RGBAColor(rgb: 0x0000FF))
            #expect(try run(html, "c", profile, policy: policy).0.style.foregroundColor == RGBAColor(rgb: 0xFF0000),
                    "no profile style for <i>: the copy's stays")
        }
        let overridden = try run(html, "a", Self.app.policy(.codeStyleWins), policy: .inlineStyleWins)
        #expect(overridden.0.style.foregroundColor == RGBAColor(rgb: 0x008000), "the caller's policy beats the profile's")
    }

    @Test func provenanceNamesTheSectionAndTheLine() throws {
        var profile = Profile(path: "markscope.toml")
        var bold = ProfileStyle(section: .tag("b"))
        bold.append(property: "color", value: "#e00000", location: ProfileLocation(path: "markscope.toml", line: 7, column: 1))
        profile.tags["b"] = bold
        var root = ProfileStyle(section: .root)
        root.append(property: "font-size", value: "15px", location: ProfileLocation(path: "markscope.toml", line: 3, column: 1))
        profile.root = root
        let (run, document) = try self.run("<p><b>x</b></p>", "x", profile)
        let origins = document.styled.provenance(of: document.tree[run.node])
        let color = try #require(origins[.foregroundColor])
        #expect(color.sourceDescription == "profile [tags.b] markscope.toml:7:1")
        #expect(StyleDump.describe(color, in: document.styled) == "profile [tags.b] markscope.toml:7:1 on <b> (1:4)")
        #expect(origins[.fontSize]?.sourceDescription == "profile [root] markscope.toml:3:1")
        #expect(origins[.fontWeight]?.sourceDescription == "tag default")
        let dump = StyleDump.text(document.styled)
        #expect(dump.contains("  color: #e00000  ← profile [tags.b] markscope.toml:7:1 on <b> (1:4)"))
        var writer = JSONWriter()
        writer.beginObject()
        StyleDump.json(document.styled, into: &writer)
        writer.endObject()
        #expect(writer.output.contains("""
                  "source": "user-style",
                  "section": "[tags.b]",
                  "profile": "markscope.toml:7:1",
        """))
    }

    @Test func customTagIsAnElementClosedOrNot() throws {
        let html = "<p>Deal <promo>ends Sunday</p><p>Big <Hot> deal <promo>closed</promo>.</p>"
        let document = MarkupDocument(html: html, options: StyleOptions(profile: Self.app))
        #expect(TreeDump.text(of: document.tree.root, showRanges: false) == """
        root
        ├─ paragraph <p>
        │  ├─ text "Deal "
        │  └─ inline <promo> (app tag) (end implied)
        │     └─ text "ends Sunday"
        └─ paragraph <p>
           ├─ text "Big "
           ├─ text "<Hot>"
           ├─ text " deal "
           ├─ inline <promo> (app tag)
           │  └─ text "closed"
           └─ text "."
        """)
        #expect(try run(html, "ends Sunday").0.style.backgroundColor == RGBAColor(rgb: 0xFFFF00))
        let plain = MarkupDocument(html: html)
        #expect(plain.styled.plainText.contains("<promo>ends Sunday"), "without the profile it is text")
    }

    @Test func anAppTagClosedByItsParentIsANote() {
        let html = "<p>Deal <promo>ends Sunday</p><p><b>bold <i>both</p>"
        let repairs = MarkupDocument(html: html, options: StyleOptions(profile: Self.app)).normalized.repairs
            .filter { $0.kind == .closedEarly }
        #expect(repairs.map(\.isWarning) == [false, true], "the app closes <promo> itself; <i> is the copy's")
        #expect(repairs[0].explanation.hasSuffix("(an app tag: closing it is optional)"))
        let withoutProfile = MarkupDocument(html: "<p>Deal <span>ends</p>").normalized.repairs
        #expect(withoutProfile.map(\.isWarning) == [true])
    }

    @Test func blockCustomTagIsABlock() {
        let document = MarkupDocument(html: "a<notice>b</notice>c<promo>d", options: StyleOptions(profile: Self.app))
        let kinds = document.tree.root.children.filter { $0.kind != .text }.map(\.kind)
        #expect(kinds == [.block, .inline])
        #expect(document.tree.customTags == ["promo": .inline, "notice": .block])
    }

    @Test func restyledWithOtherCustomTagsRebuildsTheTree() {
        let document = MarkupDocument(html: "<p>x <promo>y</p>")
        func hasPromo(_ tree: MarkupTree) -> Bool { (0..<tree.count).contains { tree[NodeID($0)].tag == "promo" } }
        #expect(!hasPromo(document.tree))
        let restyled = document.restyled(StyleOptions(profile: Self.app))
        #expect(hasPromo(restyled.tree))
        #expect(restyled.styled.runs.first { $0.text == "y" }?.style.backgroundColor == RGBAColor(rgb: 0xFFFF00))
    }

    @Test func styledTreeUsesTheProfileToo() {
        let styled = MarkupDocument.styledTree(SourceText("<p><promo>y</p>"), options: StyleOptions(profile: Self.app))
        #expect(styled.runs.first { $0.text == "y" }?.style.backgroundColor == RGBAColor(rgb: 0xFFFF00))
    }
}

/// `[attributes]` built in code: custom attribute keys mapped to CSS properties.
@Suite struct ProfileAttributeTests {
    @Test func builderMapsAKeyToAProperty() {
        let profile = Profile().customAttribute("Color", property: "COLOR").customAttribute("size", property: "font-size")
        #expect(profile.attributes.keys.sorted() == ["color", "size"])
        #expect(profile.attributes["color"]?.property == "color")
        #expect(profile.problems.isEmpty)
        #expect(!profile.isEmpty)
        #expect(ProfileSection.attributes.description == "[attributes]")
    }

    @Test func classIdAndUnknownPropertiesAreProblems() {
        let profile = Profile().customAttribute("class", property: "color").customAttribute("tint", property: "colr")
            .customAttribute("a b", property: "color")
        #expect(profile.problems.map(\.description) == [
            "profile: error: 'a b' is not a custom attribute name (letters, digits, '_' and '-')",
            "profile: error: 'class' is a hook of its own (a profile's [classes.NAME] styles it), it cannot be mapped to a property",
            "profile: warning: unknown property 'colr' is ignored (did you mean 'color'?)",
        ])
    }

    @Test func htmlDataAttributesAreNeverStyled() {
        let document = MarkupDocument(html: #"<span data-color="red">x</span>"#,
                                      options: StyleOptions(profile: Profile().customAttribute("color", property: "color")))
        #expect(document.styled.runs.first?.style.foregroundColor == nil)
    }
}

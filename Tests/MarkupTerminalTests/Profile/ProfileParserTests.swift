import Foundation
import Testing
import MarkupCore
@testable import MarkupTerminal

/// `markscope.toml` read into the same ``Profile`` a client builds in code, with positions.
@Suite struct ProfileParserTests {
    static let issueExample = """
    policy = "code-wins"
    [root]
    color = "#333333"
    font-size = "15px"
    [tags.b]
    # the app's style for <b>
    color = "#e00000"
    [tags.promo]
    display = "inline"
    background-color = "yellow"
    [classes.vip]
    font-weight = "bold"
    [ids.hero]
    text-decoration = "underline"
    """

    @Test func parsesIntoTheValueCodeBuilds() throws {
        let (profile, warnings) = try ProfileLoader.parse(Self.issueExample, path: "markscope.toml")
        #expect(warnings.isEmpty)
        let built = Profile()
            .rootStyle("color: #333333; font-size: 15px")
            .tag("b", style: "color: #e00000")
            .customTag("promo", display: .inline, style: "display: inline; background-color: yellow")
            .class("vip", style: "font-weight: bold")
            .id("hero", style: "text-decoration: underline")
            .policy(.codeStyleWins)
        let html = #"<p>a <b style="color: green">b</b> <promo>c</p><p class="vip" id="hero">d</p>"#
        let fromFile = MarkupDocument(html: html, options: StyleOptions(profile: profile)).styled.runs.map(\.style)
        let fromCode = MarkupDocument(html: html, options: StyleOptions(profile: built)).styled.runs.map(\.style)
        #expect(fromFile == fromCode)
        #expect(profile.customTags == ["promo": .inline])
        #expect(profile.policy == .codeStyleWins)
        #expect(profile.path == "markscope.toml")
    }

    @Test func declarationsKnowTheirLineAndColumn() throws {
        let (profile, _) = try ProfileLoader.parse(Self.issueExample, path: "markscope.toml")
        #expect(profile.tags["b"]?.declarations.first?.location?.description == "markscope.toml:7:1")
        #expect(profile.root.declarations.map { $0.location?.line } == [3, 4])
        let document = MarkupDocument(html: "<b>x</b>", options: StyleOptions(profile: profile))
        let run = try #require(document.styled.runs.first)
        let origin = try #require(document.styled.provenance(of: document.tree[run.node])[.foregroundColor])
        #expect(origin.sourceDescription == "profile [tags.b] markscope.toml:7:1")
    }

    @Test func everyColourAndLengthSyntaxWorks() throws {
        let text = """
        [classes.a]
        color = "rgb(255 0 0 / 50%)"
        font-size = "1.5em"
        [classes.b]
        color = "hsl(120deg 100% 25%)"
        letter-spacing = "0.1rem"
        [classes.c]
        color = "rebeccapurple"
        font-weight = 700
        """
        let (profile, warnings) = try ProfileLoader.parse(text, path: "p.toml")
        #expect(warnings.isEmpty)
        let runs = MarkupDocument(html: "<i class=a>a</i><i class=b>b</i><i class=c>c</i>",
                                  options: StyleOptions(profile: profile)).styled.runs
        #expect(runs[0].style.fontSize == 24)
        #expect(runs[0].style.foregroundColor?.alpha ?? 255 < 255)
        #expect(runs[1].style.foregroundColor == RGBAColor(rgb: 0x008000))
        #expect(runs[1].style.letterSpacing == 1.6)
        #expect(runs[2].style.foregroundColor == RGBAColor(rgb: 0x663399))
        #expect(runs[2].style.fontWeight == .bold)
    }

    @Test func notTOMLIsAnErrorAtItsPlace() {
        #expect(throws: ProfileLoadError.self) { try ProfileLoader.parse("[root]\ncolor = \"red\n", path: "m.toml") }
        do {
            _ = try ProfileLoader.parse("[root]\ncolor = \"red\n", path: "m.toml")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.description.hasPrefix("m.toml:2:"))
            #expect(error.description.contains(": error: "))
        }
    }

    @Test func unknownSectionsAndBadShapesAreErrors() throws {
        let text = """
        [tag.b]
        color = "red"
        [tags]
        b = "color: red"
        [root]
        color = true
        policy = "app-wins"
        """
        do {
            _ = try ProfileLoader.parse(text, path: "m.toml")
            Issue.record("expected errors")
        } catch {
            #expect(error.problems.map(\.description) == [
                "m.toml:1:1: error: unknown section 'tag' (expected one of: policy, root, tags, classes, ids, attributes)",
                "m.toml:4:5: error: 'tags.b' must be a section ([tags.b])",
                "m.toml:6:9: error: 'color' must be a CSS value in quotes, as color = \"…\"",
                "m.toml:7:1: warning: 'policy' goes before the first [section] (here it is in [root]), ignored",
            ])
        }
        do {
            _ = try ProfileLoader.parse("policy = \"app-wins\"\n", path: "m.toml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "m.toml:1:10: error: policy must be \"inline-wins\" or \"code-wins\"")
        }
    }

    @Test func ignoredValuesAreWarnings() throws {
        let text = """
        [tags.b]
        colr = "red"
        color = "#12"
        font-family = "Inter !important"
        [tags.promo]
        display = "flex"
        """
        let (profile, warnings) = try ProfileLoader.parse(text, path: "m.toml")
        #expect(warnings.map(\.description) == [
            "m.toml:2:1: warning: unknown property 'colr' is ignored (did you mean 'color'?)",
            "m.toml:3:1: warning: '#12' is not a valid value for 'color', ignored",
            "m.toml:4:1: warning: '!important' means nothing in a profile (the policy says who wins), ignored",
            "m.toml:6:11: warning: a custom tag is laid out \"inline\" or \"block\", not 'flex'; inline is used",
        ])
        #expect(profile.customTags == ["promo": .inline])
        #expect(profile.tags["b"]?.declarations.count == 3)
    }

    @Test func attributesMapCustomAttributeKeysToProperties() throws {
        let text = """
        [attributes]
        color = "color"
        Size = "Font-Size"
        """
        let (profile, warnings) = try ProfileLoader.parse(text, path: "m.toml")
        #expect(warnings.isEmpty)
        #expect(profile.attributes == [
            "color": ProfileAttribute(key: "color", property: "color", location: ProfileLocation(path: "m.toml", line: 2, column: 1)),
            "size": ProfileAttribute(key: "size", property: "font-size", location: ProfileLocation(path: "m.toml", line: 3, column: 1)),
        ])
        let built = Profile(path: "m.toml").customAttribute("color", property: "color").customAttribute("size", property: "font-size")
        #expect(profile.attributes.mapValues(\.property) == built.attributes.mapValues(\.property))
    }

    @Test func attributesProblemsAreAtTheirLineAndColumn() throws {
        let text = """
        [attributes]
        colour = "colr"
        hue = "cursor"
        class = "color"
        size = 20
        tint = "color: red"
        """
        do {
            _ = try ProfileLoader.parse(text, path: "m.toml")
            Issue.record("expected errors")
        } catch {
            #expect(error.problems.map(\.description) == [
                "m.toml:2:1: warning: unknown property 'colr' is ignored (did you mean 'color'?)",
                "m.toml:3:1: warning: 'cursor' has no effect in a terminal, 'hue' styles nothing",
                "m.toml:4:1: error: 'class' is a hook of its own (a profile's [classes.NAME] styles it), it cannot be mapped to a property",
                "m.toml:5:8: error: 'size' must name the CSS property the custom attribute sets, in quotes, as size = \"color\"",
                "m.toml:6:8: error: 'tint' must name the CSS property the custom attribute sets, in quotes, as tint = \"color\"",
            ])
        }
        do {
            _ = try ProfileLoader.parse("[attributes]\nid = \"color\"\n", path: "m.toml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("m.toml:2:1: error: 'id' is a hook of its own"))
        }
    }

    @Test func starterFileIsAValidProfile() throws {
        let (profile, warnings) = try ProfileLoader.parse(ProfileStarter.text, path: "markscope.toml")
        #expect(warnings.isEmpty)
        #expect(profile.customTags == ["promo": .inline])
        #expect(profile.tags["b"] != nil && profile.classes["vip"] != nil && profile.ids["hero"] != nil)
        #expect(profile.attributes.isEmpty, "its [attributes] are commented out")
        let uncommented = ProfileStarter.text.replacing("# [attributes]", with: "[attributes]")
            .replacing("# color = ", with: "color = ").replacing("# size = ", with: "size = ")
        let mapped = try ProfileLoader.parse(uncommented, path: "markscope.toml")
        #expect(mapped.warnings.isEmpty)
        #expect(mapped.profile.attributes.mapValues(\.property) == ["color": "color", "size": "font-size"])
    }

    @Test func sampleProfileLoads() throws {
        let path = TerminalGolden.packageRoot.appendingPathComponent("SampleDocs/app-profile/markscope.toml").path
        let (profile, warnings) = try ProfileLoader.load(path: path)
        #expect(warnings.isEmpty)
        #expect(profile.customTags == ["promo": .inline, "notice": .block])
    }

    @Test func discoveryFindsTheNearestFolderWithOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-profile-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("campaign/winter")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let document = nested.appendingPathComponent("copy.html").path
        #expect(ProfileLoader.discover(forDocument: document) == nil || !ProfileLoader.discover(forDocument: document)!.hasPrefix(root.path))
        try Data("[root]\n".utf8).write(to: root.appendingPathComponent("markscope.toml"))
        #expect(ProfileLoader.discover(forDocument: document) == root.appendingPathComponent("markscope.toml").standardizedFileURL.path)
        try Data("[root]\n".utf8).write(to: nested.appendingPathComponent("markscope.toml"))
        #expect(ProfileLoader.discover(forDocument: document) == nested.appendingPathComponent("markscope.toml").standardizedFileURL.path)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("campaign/markscope.toml"),
                                                withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: nested.appendingPathComponent("markscope.toml"))
        #expect(ProfileLoader.discover(forDocument: document) == root.appendingPathComponent("markscope.toml").standardizedFileURL.path,
                "a folder named markscope.toml is not a profile")
    }

    @Test func candidateIsBesideTheDocument() {
        #expect(ProfileLoader.candidate(forDocument: "copy.html") == "markscope.toml")
        #expect(ProfileLoader.candidate(forDocument: "a/b/copy.html") == "a/b/markscope.toml")
        #expect(ProfileLoader.candidate(forDocument: "/copy.html") == "/markscope.toml")
    }

    @Test func unreadableProfileIsAnError() {
        do {
            _ = try ProfileLoader.load(path: "/no/such/markscope.toml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("/no/such/markscope.toml:1:1: error: cannot read the profile"))
        }
    }
}

/// Discovery over plain strings (stat, getcwd) gives what Foundation's URLs give, and leaves
/// every path it cannot be sure of to them.
@Suite struct PlainProfileDiscoveryTests {
    @Test func plainDiscoveryAgreesWithFoundation() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-plain-\(UUID().uuidString)").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/folder/markscope.toml", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/broken/inner", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/none/x", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: root) }
        try Data("[root]\n".utf8).write(to: URL(fileURLWithPath: root + "/markscope.toml"))
        try Data("[root]\n".utf8).write(to: URL(fileURLWithPath: root + "/a/b/markscope.toml"))
        try manager.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/a/b")
        try manager.createSymbolicLink(atPath: root + "/broken/inner/markscope.toml", withDestinationPath: root + "/nowhere")
        let documents = [
            root + "/copy.html", root + "/a/copy.html", root + "/a/b/copy.html", root + "/a/b/c/copy.html",
            root + "/a/b/c/", root + "/a/b/c", root + "/a/b/c//copy.html", root + "/a/./b/copy.html",
            root + "/a/b/c/../copy.html", root + "/linked/copy.html", root + "/linked/c/copy.html",
            root + "/folder/copy.html", root + "/broken/inner/copy.html", root + "/none/x/copy.html",
            "-", "copy.html", "SampleDocs/app-profile/copy.html", "SampleDocs/promo-email.html", "./SampleDocs/x.html",
            "Tests/../SampleDocs/app-profile/x.html", "no/such/folder/copy.html", "~/copy.html", "/", "/copy.html",
            "/private/tmp/copy.html",
        ]
        var plainlyFound = 0
        for document in documents {
            let foundation = ProfileLoader.discover(forDocument: document, fileManager: manager)
            #expect(ProfileLoader.discover(forDocument: document) == foundation, "\(document)")
            if let plain = PlainPaths.discover(ProfileLoader.fileName, forDocument: document) {
                #expect(plain.path == foundation, "\(document)")
                plainlyFound += 1
            }
        }
        #expect(PlainPaths.discover(ProfileLoader.fileName, forDocument: root + "/a/b/c/../copy.html") == nil)
        #expect(PlainPaths.discover(ProfileLoader.fileName, forDocument: root + "/broken/inner/copy.html") == nil)
        #expect(PlainPaths.discover(ProfileLoader.fileName, forDocument: root + "/a/b/c/copy.html")?.path == root + "/a/b/markscope.toml")
        #expect(plainlyFound >= 14, "the usual paths are walked plainly")
    }
}

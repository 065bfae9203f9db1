import Foundation
import Testing

/// Every command with the profile beside the document, `--profile`, `--no-profile`, and
/// `markscope profile`.
@Suite struct ProfileCommandLineTests {
    static let sample = "SampleDocs/app-profile/copy.html"
    static let sampleProfile = "SampleDocs/app-profile/markscope.toml"

    private func run(_ arguments: [String], input: String? = nil) throws -> CommandLineTests.Result {
        try CommandLineTests.run(arguments, input: input)
    }

    /// A folder with `markscope.toml` holding `profile` and `copy.html` holding `html`.
    private func folder(profile: String, html: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(profile.utf8).write(to: folder.appendingPathComponent("markscope.toml"))
        try Data(html.utf8).write(to: folder.appendingPathComponent("copy.html"))
        return folder
    }

    @Test func renderUsesTheProfileBesideTheDocument() throws {
        let with = try run(["render", Self.sample, "--colors", "16", "--width", "60"])
        #expect(with.status == 0)
        #expect(with.output.contains("\u{1B}[1;31m30%"), "<b> is red in the app")
        #expect(with.output.contains("Ends Sunday!") && !with.output.contains("<promo>"))
        let without = try run(["render", Self.sample, "--colors", "16", "--width", "60", "--no-profile"])
        #expect(!without.output.contains("\u{1B}[1;31m30%"))
        #expect(without.output.contains("<promo>Ends Sunday!"), "unknown and never closed: text")
        let named = try run(["render", "-", "--colors", "none", "--profile", Self.sampleProfile],
                            input: "<p>a<notice>b</notice>c</p>")
        #expect(named.output == "a\nb\nc\n", "<notice> is the app's block tag")
    }

    @Test func dumpNamesTheProfileAndEachLine() throws {
        let result = try run(["dump", Self.sample, "--stage", "styles"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "profile SampleDocs/app-profile/markscope.toml (policy inline-wins)")
        #expect(lines.contains("  color: #e00000  ← profile [tags.b] SampleDocs/app-profile/markscope.toml:10:1 on <b> (2:17)"))
        let json = try run(["dump", Self.sample, "--stage", "styles", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["profile"] as? String == Self.sampleProfile)
        let none = try run(["dump", Self.sample, "--stage", "styles", "--no-profile"])
        #expect(!none.output.contains("profile"))
    }

    @Test func astJSONMarksTheAppsTags() throws {
        let result = try run(["dump", "-", "--stage", "ast", "--format", "json", "--profile", Self.sampleProfile],
                             input: "<p>a <promo>b</p>")
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let paragraph = try #require(((json?["root"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
        let promo = try #require((paragraph["children"] as? [[String: Any]])?.last)
        #expect(promo["tag"] as? String == "promo")
        #expect(promo["kind"] as? String == "inline")
        #expect(promo["app-tag"] as? Bool == true)
        #expect(paragraph["app-tag"] == nil)
    }

    @Test func policyOnTheCommandLineOverridesTheFile() throws {
        func bonus(_ extra: [String]) throws -> String? {
            let result = try run(["dump", Self.sample, "--stage", "text"] + extra)
            return result.output.split(separator: "\n").first { $0.contains("\"bonus\"") }.map(String.init)
        }
        #expect(try bonus([])?.contains("color=#008000") == true, "the file says inline-wins")
        #expect(try bonus(["--policy", "code-wins"])?.contains("color=#e00000") == true)
        let folder = try folder(profile: "policy = \"code-wins\"\n[tags.b]\ncolor = \"blue\"\n",
                                html: "<b style=\"color: red\">x</b>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("copy.html").path
        #expect(try run(["dump", copy, "--stage", "text"]).output.contains("color=#0000ff"))
        #expect(try run(["dump", copy, "--stage", "text", "--policy", "inline-wins"]).output.contains("color=#ff0000"))
    }

    @Test func stripSelectAndCheckTakeThePolicyToo() throws {
        // The app hides `.secret`; the copy's inline style shows it unless the app's code wins.
        let folder = try folder(profile: "[classes.secret]\ndisplay = \"none\"\n",
                                html: "<p>a <span class=\"secret\" style=\"display: inline\">b</span> c</p>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("copy.html").path
        #expect(try run(["strip", copy]).output == "a b c\n")
        #expect(try run(["strip", copy, "--policy", "code-wins"]).output == "a c\n")
        #expect(try run(["select", copy, "p"]).output == "a b c\n")
        #expect(try run(["select", copy, "p", "--policy", "code-wins"]).output == "a c\n")
        #expect(try run(["check", copy, "--policy", "code-wins"]).status == 0)
        #expect(try run(["check", copy, "--policy", "both"]).status != 0, "an unknown policy is refused")
    }

    @Test func stripAndSelectSeeCustomTags() throws {
        let strip = try run(["strip", Self.sample])
        #expect(strip.output.contains("on every plan. Ends Sunday!"))
        let select = try run(["select", Self.sample, "promo"])
        #expect(select.status == 0)
        #expect(select.output == "Ends Sunday!\n")
        let none = try run(["select", Self.sample, "promo", "--no-profile"])
        #expect(none.status == 1)
    }

    @Test func checkChecksTheProfileItUses() throws {
        let folder = try folder(profile: "[tags.b]\ncolr = \"red\"\n", html: "<b>x</b>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("copy.html").path
        let profile = folder.appendingPathComponent("markscope.toml").standardizedFileURL.path
        let lenient = try run(["check", copy])
        #expect(lenient.status == 0)
        #expect(lenient.output == "\(profile):2:1: warning: unknown property 'colr' is ignored (did you mean 'color'?)\n")
        let strict = try run(["check", "--strict", copy])
        #expect(strict.status == 1)
        try Data("[tag.b]\n".utf8).write(to: folder.appendingPathComponent("markscope.toml"))
        let broken = try run(["check", copy])
        #expect(broken.status == 1)
        #expect(broken.output.hasPrefix("\(profile):1:1: error: unknown section 'tag'"))
        let ignored = try run(["check", copy, "--no-profile"])
        #expect(ignored.status == 0 && ignored.output.isEmpty)
    }

    @Test func aBrokenProfileStopsOtherCommands() throws {
        let folder = try folder(profile: "[root]\ncolor = \"red\n", html: "<b>x</b>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["render", folder.appendingPathComponent("copy.html").path])
        #expect(result.status == 2)
        #expect(result.error.contains("markscope.toml:2:"))
        #expect(result.error.contains(": error: "))
    }

    @Test func profileCheckAndInit() throws {
        let ok = try run(["profile", "--check", Self.sampleProfile])
        #expect(ok.status == 0)
        #expect(ok.output == "\(Self.sampleProfile): ok\n")
        let missing = try run(["profile", "--check", "no/such.toml"])
        #expect(missing.status == 1)
        #expect(missing.output.hasPrefix("no/such.toml:1:1: error: cannot read the profile"))
        let starter = try run(["profile", "--init"])
        #expect(starter.status == 0)
        #expect(starter.output.hasPrefix("# markscope.toml: how the app that shows this copy sets up its parser."))
        let refused = try run(["profile", "--init", Self.sampleProfile])
        #expect(refused.status == 1)
        #expect(refused.error == "markscope: \(Self.sampleProfile) exists, not overwritten (remove it first, or write to standard output)\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-init-\(UUID().uuidString).toml")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try run(["profile", "--init", folder.path])
        #expect(written.status == 0)
        #expect(try String(contentsOf: folder, encoding: .utf8) == starter.output)
        let checked = try run(["profile", "--check", folder.path])
        #expect(checked.output == "\(folder.path): ok\n")
    }

    @Test func profileAndNoProfileTogetherAreRefused() throws {
        let result = try run(["render", Self.sample, "--profile", Self.sampleProfile, "--no-profile"])
        #expect(result.status == 64)
        #expect(result.error.contains("--profile names a profile and --no-profile ignores them: give one of them."))
    }
}

import Testing
@testable import MarkupCore

/// The resolver cascades each distinct set of an element's inputs once (a delta) and memoizes
/// the result by (parent style, delta): these check that sharing never changes a style.
@Suite struct StyleDeltaTests {
    /// Every element's resolved style against the full cascade of that element alone (what
    /// provenance runs): its own style over its parent's resolved one.
    private func expectEveryStyleMatchesFullCascade(_ document: MarkupDocument, _ name: String,
                                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let styled = document.styled
        var mismatches = 0
        for index in 1..<document.tree.records.count {
            let node = document.tree[NodeID(index)]
            guard node.kind != .text, let parent = node.parent else { continue }
            let parentStyle = styled.style(of: parent)
            let own = styled.ownStyle(of: node).style
            let expected = own == MarkupStyle() ? parentStyle : own.inheriting(from: parentStyle)
            if styled.style(of: node) != expected {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record("\(name): <\(node.tag)> at \(node.range) resolved differently", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(mismatches == 0, "\(name)", sourceLocation: sourceLocation)
    }

    @Test func sharedDeltasMatchTheFullCascadeOnEverySampleDocument() throws {
        for name in try Golden.sampleDocumentNames() {
            let document = MarkupDocument(source: SourceText(try Golden.sampleDocument(name)))
            expectEveryStyleMatchesFullCascade(document, name)
        }
    }

    @Test func sharedDeltasMatchTheFullCascadeUnderAProfileAndASheet() throws {
        let html = """
        <style>div p { color: red } li + li { font-weight: bold } .x { font-size: 2em }</style>
        <div><p>a</p><p class="x">b <span class="x">c</span></p></div><p>d</p><p class="x">e</p>
        <ul><li>1</li><li>2<ul><li>3<ul><li>4</li></ul></li></ul></li></ul>
        <center><table><tr><td>t</td></tr></table></center><table><tr><td>u</td></tr></table>
        <svg><title>s</title><g>drawn</g><a>in</a></svg><p><a>out</a></p><my-tag>m</my-tag><my-tag hidden>h</my-tag>
        <font color="red" size="+1">f<font color="red" size="+1">g</font></font>
        <b style="background:currentColor;color:blue">bg</b><b style="font-weight:bolder">w<b style="font-weight:bolder">v</b></b>
        """
        for policy in StyleOptions.Policy.allCases {
            var bold = MarkupStyle()
            bold.fontWeight = .bold
            let options = StyleOptions(policy: policy, userStyles: ["p": bold, "my-tag": bold])
            expectEveryStyleMatchesFullCascade(MarkupDocument(html: html, options: options), "\(policy)")
        }
    }

    @Test func aSharedDeltaResolvesRelativeValuesAgainstEachParent() throws {
        let html = #"<span style="font-size:2em"><span style="font-size:2em">inner</span></span><span style="font-size:2em">outer</span>"#
        let runs = MarkupDocument(html: html).styled.runs
        #expect(runs.first { $0.text == "inner" }?.style.fontSize == 64)
        #expect(runs.first { $0.text == "outer" }?.style.fontSize == 32)
    }

    @Test func rulesThatReadAncestorsSeparateElementsWithEqualAttributes() throws {
        let html = "<style>div p { color: red }</style><div><p>inside</p></div><p>outside</p>"
        let runs = MarkupDocument(html: html).styled.runs
        #expect(runs.first { $0.text == "inside" }?.style.foregroundColor == RGBAColor(rgb: 0xFF0000))
        #expect(runs.first { $0.text == "outside" }?.style.foregroundColor == nil)
    }

    @Test func eachElementReportsItsOwnInlineStyleProblems() throws {
        let html = #"<span style="colour:red">a</span><span style="colour:red">b</span>"#
        let diagnostics = MarkupDocument(html: html).styled.diagnostics.filter { $0.code == .unsupportedProperty }
        #expect(diagnostics.count == 2)
        #expect(Set(diagnostics.map(\.range.start)).count == 2)
    }

    @Test func everyAttributeThatSetsALookIsPartOfTheKey() {
        let names = ["href", "size", "face", "type", "color", "align", "hidden", "bgcolor", "style", "class", "id",
                     "src", "alt", "width", "title", "lang", "dir", "name", "rel", "target", "valign", "border"]
        for name in names {
            let presentational = PresentationalAttributes.setsALook(name)
            #expect(!presentational || StyleDeltaIndex.lookCode(name, readsClassAndID: false) != 0, "\(name)")
        }
        #expect(StyleDeltaIndex.lookCode("style", readsClassAndID: false) != 0)
        #expect(StyleDeltaIndex.lookCode("class", readsClassAndID: false) == 0)
        #expect(StyleDeltaIndex.lookCode("class", readsClassAndID: true) != 0)
        #expect(StyleDeltaIndex.lookCode("id", readsClassAndID: true) != 0)
        #expect(StyleDeltaIndex.lookCode("src", readsClassAndID: true) == 0)
    }

    @Test func attributesThatSetNoLookShareTheStyleOfPlainElements() throws {
        // Elements with and without attributes that set no look, with look attributes in any
        // case, more of them before fewer (the element's list is reused), and a name at the
        // very end of the source (read byte by byte).
        let html = """
        <p>a <b>b</b> <b class="x" title="t">c</b> <img src="i.png" alt="i"> <b data-x="1">d</b></p>
        <p><a HREF="/one" Style="color:red" ALIGN="center" bgcolor="#00f">e</a><a href="/one">f</a>
        <a title="x" href="/one" style="color:red">g</a><a href="/two">h</a><b>i</b></p>
        <div ALIGN=right><font COLOR=green SIZE=5 face=serif>j</font><font size=5>k</font></div>
        <span style="color:blue"><b>l</b><b lang="en">m</b></span><b>n</b><p hidden
        """
        var italic = MarkupStyle()
        italic.italic = true
        for options in [StyleOptions(), StyleOptions(userStyles: ["b": italic])] {
            expectEveryStyleMatchesFullCascade(MarkupDocument(html: html, options: options), "attributes")
        }
        let runs = MarkupDocument(html: html).styled.runs
        #expect(runs.first { $0.text == "c" }?.style.fontWeight == .bold)
        #expect(runs.first { $0.text == "f" }?.style.foregroundColor == nil)
        #expect(runs.first { $0.text == "g" }?.style.foregroundColor == RGBAColor(rgb: 0xFF0000))
        #expect(runs.first { $0.text == "m" }?.style.foregroundColor == RGBAColor(rgb: 0x0000FF))
        #expect(runs.first { $0.text == "n" }?.style.foregroundColor == nil)
    }
}

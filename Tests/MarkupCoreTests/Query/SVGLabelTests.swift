import Testing
@testable import MarkupCore

@Suite struct SVGLabelTests {
    private func strip(_ html: String) -> String { MarkupDocument(html: html).styled.plainText }

    @Test func strippedTextHoldsTheLabelNotTheDrawing() {
        #expect(strip("Get <svg><title>the app</title><text>x</text></svg> now") == "Get the app now")
        #expect(strip("<svg aria-label='Logo'><rect/></svg>") == "Logo")
        #expect(strip("<svg><text>drawing</text></svg>") == "")
    }

    @Test func everythingInsideAnSVGIsHidden() throws {
        let document = MarkupDocument(html: "<svg><title>t</title><g><text>x</text></g></svg>")
        #expect(document.styled.runs.isEmpty)
    }
}

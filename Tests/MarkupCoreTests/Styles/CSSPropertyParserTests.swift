import Testing
@testable import MarkupCore

/// What `check` says about declarations: warnings only for what a writer should fix.
@Suite struct CSSPropertyParserTests {
    private func diagnostics(_ style: String) -> [Diagnostic] {
        MarkupDocument(html: "<p style=\"\(style)\">x</p>").styled.diagnostics
    }

    private func severities(_ style: String) -> [Diagnostic.Severity] {
        diagnostics(style).map(\.severity)
    }

    @Test func vendorAndMailClientPropertiesAreNotes() {
        let style = "-webkit-text-size-adjust: 100%; -moz-border-radius: 3px; -ms-interpolation-mode: bicubic;"
            + " -o-transition: none; mso-line-height-rule: exactly; mso-table-lspace: 0pt; -premailer-width: 100%;"
            + " supported-color-schemes: light dark"
        #expect(severities(style) == Array(repeating: .note, count: 8))
    }

    @Test func validPropertiesTheTerminalDoesNotDrawAreNotes() {
        let style = "margin: 0 auto; padding: 10px 20px; border: 1px solid #ddd; border-collapse: collapse;"
            + " width: 100%; max-width: 600px; height: auto; font: 14px/1.4 Arial; box-sizing: border-box;"
            + " word-break: break-word; table-layout: fixed; opacity: .5; color-scheme: light dark"
        let found = diagnostics(style)
        #expect(found.count == 13)
        #expect(found.allSatisfy { $0.severity == .note && $0.message.hasSuffix("has no effect in a terminal, ignored") })
    }

    @Test func noFalseAlarmsOnValidValues() {
        let style = "color: inherit; background-color: initial; font-weight: unset; text-align: revert;"
            + " font-size: revert-layer; padding-left: 6.25%; margin-left: auto; text-indent: 5%;"
            + " font-size: calc(1em + 2px); color: var(--brand, #333); padding-left: env(safe-area-inset-left);"
            + " font-weight: bold !important; background: url(bg.png) no-repeat center / cover;"
            + " background: #fff url(bg.png); display: table-row-group; display: inline list-item;"
            + " list-style-type: armenian; list-style: none; font-size: 2vw; text-align: -webkit-center;"
            + " --brand: #e00; line-height: 100%; vertical-align: -2px; letter-spacing: -0.5px"
        #expect(diagnostics(style).allSatisfy { $0.severity == .note })
    }

    @Test func typosAndInvalidValuesOfDrawnPropertiesAreWarnings() {
        let found = diagnostics("colr: red; font-wieght: bold; color: #ff; font-weight: heavy; text-align: middle;"
                                + " display: blok; background: blu; font-size: -2px; zorp: 1")
        #expect(found.map(\.severity) == Array(repeating: .warning, count: 9))
        #expect(found.map(\.message) == [
            "unknown property 'colr' is ignored (did you mean 'color'?)",
            "unknown property 'font-wieght' is ignored (did you mean 'font-weight'?)",
            "'#ff' is not a valid value for 'color', ignored",
            "'heavy' is not a valid value for 'font-weight', ignored",
            "'middle' is not a valid value for 'text-align', ignored",
            "'blok' is not a valid value for 'display', ignored",
            "'blu' is not a valid value for 'background', ignored",
            "'-2px' is not a valid value for 'font-size', ignored",
            "unknown property 'zorp' is ignored",
        ])
    }

    @Test func inheritOnColorTakesTheParentsColour() throws {
        let document = MarkupDocument(html: "<p style=\"color: #e00\"><a href=x style=\"color: inherit\">link</a></p>")
        let link = try #require(document.tree.root.descendants.first { $0.text == "link" })
        #expect(document.styled.style(of: link).foregroundColor == RGBAColor(red: 0xEE, green: 0, blue: 0))
    }
}

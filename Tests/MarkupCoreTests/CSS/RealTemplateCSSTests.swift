import Testing
@testable import MarkupCore

/// Reductions of the real e-mail templates in `Tests/RealCopy/email`: valid CSS that `check`
/// once flagged, and the responsive rules that now apply at a narrow width.
@Suite struct RealTemplateCSSTests {
    private func warnings(_ html: String) -> [String] {
        MarkupDocument(html: html).diagnostics.filter { $0.severity != .note }.map(\.message)
    }

    /// postmark-welcome.html: an `@import` whose URL holds `;`, nested rules, a dark-mode
    /// query, Apple Mail's `supported-color-schemes`.
    @Test func postmarkHeadIsQuiet() {
        let html = """
            <style type="text/css" rel="stylesheet" media="all">
            @import url("https://fonts.googleapis.com/css?family=Nunito+Sans:400,700&amp;display=swap");
            body { width: 100% !important; height: 100%; margin: 0; -webkit-text-size-adjust: none; }
            @media only screen and (max-width: 600px) { .email-body_inner, .email-footer { width: 100% !important; } }
            @media (prefers-color-scheme: dark) { body, .email-body { background-color: #333333 !important; color: #FFF !important; } }
            :root { color-scheme: light dark; supported-color-schemes: light dark; }
            </style><p>Welcome</p>
            """
        #expect(warnings(html).isEmpty)
    }

    /// cerberus-hybrid.html: an attribute selector whose value holds `:` and `;`-free CSS,
    /// Outlook's `mso-` properties, `:hover` in a list, the `+` combinator.
    @Test func cerberusResetIsQuiet() {
        let html = """
            <style>
            html, body { margin: 0 auto !important; padding: 0 !important; height: 100% !important; }
            * { -ms-text-size-adjust: 100%; -webkit-text-size-adjust: 100%; }
            div[style*="margin: 16px 0"] { margin:0 !important; }
            table, td { mso-table-lspace: 0pt !important; mso-table-rspace: 0pt !important; }
            table { border-spacing: 0 !important; border-collapse: collapse !important; table-layout: fixed !important; margin: 0 auto !important; }
            img.g-img + div { display: none !important; }
            .button-td, .button-a { transition: all 100ms ease-in; }
            .button-td:hover, .button-a:hover { background: #555555 !important; border-color: #555555 !important; }
            @media screen and (max-width: 600px) { .stack-column-center { text-align: center !important; } }
            </style><p>Hi</p>
            """
        #expect(warnings(html).isEmpty)
    }

    /// konsav-general.html and sendwithus-foundation-receipt.html: percentages, `Margin`
    /// (Outlook.com's capitalised copy of `margin`), `!important` without a space, hyphens.
    @Test func inlineStylesOfLayoutTablesAreQuiet() {
        let html = """
            <table><tr><td style="border-collapse: collapse; border-spacing: 0; margin: 0; padding: 0; padding-left: 6.25%; padding-right: 6.25%; width: 87.5%; font-size: 17px; font-weight: 400; line-height: 160%;">a</td>
            <td style="-moz-hyphens:auto;-webkit-hyphens:auto;Margin:0;border-collapse:collapse!important;hyphens:auto;text-align:left;vertical-align:top;word-wrap:break-word;width:auto!important">b</td></tr></table>
            """
        #expect(warnings(html).isEmpty)
    }

    /// mailchimp-blueprints-base-boxed-basic-query.html hides its preheader on phones.
    @Test func mailchimpPreheaderHidesAtPhoneWidths() {
        let html = """
            <style>
            @media only screen and (max-width: 480px){
                body, table, td, p, a, li, blockquote{-webkit-text-size-adjust:none !important;}
                #templatePreheader{display:none !important;} /* Hide the template preheader */
            }
            </style>
            <table id="templatePreheader"><tr><td>Use this area to offer a short teaser</td></tr></table><p>Body</p>
            """
        #expect(warnings(html).isEmpty)
        func visible(columns: Int?) -> String {
            let options = columns.map { StyleOptions.laidOut(atColumns: $0) } ?? StyleOptions()
            return MarkupDocument(html: html, options: options).styled.plainText
        }
        #expect(!visible(columns: 40).contains("teaser"))
        #expect(visible(columns: 80).contains("teaser"))
        #expect(visible(columns: nil).contains("teaser"))
    }
}

import Testing
import MarkupCore
@testable import MarkupTerminal

/// Images as a reader with images off reads them, and the link list they stay out of.
@Suite struct ImageLabelTests {
    private func text(_ html: String, width: Int = 40) throws -> [String] { try TerminalGolden.text(html, width: width) }

    @Test func aLinkedImageIsItsLinksTextWithOneNumber() throws {
        #expect(try text(#"<a href="https://fb.com/acme"><img src="fb.png" alt="Facebook" width="30" height="30"></a>"#)
                == ["Facebook[1]", "", "[1] https://fb.com/acme"])
        // No alt: the link still says an image is there.
        #expect(try text(#"<a href="/x"><img src="x.png"></a>"#) == ["[image][1]", "", "[1] /x"])
        // sendgrid's news feed (Tests/RealCopy/email): white space after the icon, inside the link.
        #expect(try text("<a href='facebook.com'>\n  <img alt='Facebook' src='fb.png'>\n</a> <a href='t.com'><img alt='Twitter'> </a>")
                == ["Facebook[1] Twitter[2]", "", "[1] facebook.com", "[2] t.com"])
        // Alt text next to the link's own text.
        #expect(try text(#"<a href="/shop"><img src="a.png" alt="Acme"> Shop now</a>"#)
                == ["Acme Shop now[1]", "", "[1] /shop"])
    }

    /// konsav/email-templates (Tests/RealCopy/email/konsav-general.html), the social icons:
    /// four linked 44×44 icons to one address, in a layout table.
    @Test func aRowOfSocialIconsIsTheirNamesAndOneListedLink() throws {
        let icon = { (alt: String) in
            #"<td align="center"><a target="_blank" href="https://raw.githubusercontent.com/konsav/email-templates/" style="text-decoration: none;"><img border="0" vspace="0" hspace="0" style="padding: 0; margin: 0; outline: none; text-decoration: none; border: none; display: inline-block; color: #000000;" alt="\#(alt)" title="\#(alt)" width="44" height="44" src="https://raw.githubusercontent.com/konsav/email-templates/master/images/social-icons/\#(alt.lowercased()).png"></a></td>"#
        }
        let html = "<table><tr>" + ["Facebook", "Twitter"].map(icon).joined() + "</tr></table>"
        let lines = try text(html, width: 80)
        #expect(lines.contains { $0.contains("Facebook[1]") && $0.contains("Twitter[1]") }, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("[") } == ["[1] https://raw.githubusercontent.com/konsav/email-templates/"])
        #expect(!lines.joined().contains(".png"))
    }

    /// sendgrid's paste template (Tests/RealCopy/email/sendgrid-paste-password-reset.html):
    /// a logo wrapped in a link to the home page.
    @Test func aLogoWrappedInALinkIsItsAltText() throws {
        let html = #"<a href="https://sendgrid.com" target="_blank" style="display: inline-block;"><img src="./img/paste-logo-light@2x.png" alt="Logo" border="0" width="48" style="display: block; width: 48px; max-width: 48px; min-width: 48px;"></a>"#
        #expect(try text(html) == ["Logo[1]", "", "[1] https://sendgrid.com"])
    }

    @Test func imagesOutsideLinksShowTheirAltTextInBracketsAndAreNotListed() throws {
        #expect(try text(#"<p>Hi <img src="banner.jpg" alt=" Summer  sale " width="600" height="200"> there</p>"#)
                == ["Hi [Summer sale] there"])
        #expect(try text(#"<img src="x.png">"#) == ["[image]"])
        // Alt text is text: control characters are shown, not obeyed.
        #expect(try text("<img alt=\"a\u{1B}b\">") == ["[a\u{241B}b]"])
    }

    @Test func decorativeImagesSpacersAndTrackingPixelsShowNothing() throws {
        #expect(try text(#"a<img src="rule.png" alt="">b"#) == ["ab"])
        #expect(try text(#"a<img src="r.png" alt="Rule" aria-hidden="true"><img src="s.png" role=" Presentation ">b"#) == ["ab"])
        #expect(try text(#"a<img src="sp.gif" width="1" height="1" alt="spacer">b"#) == ["ab"])
        #expect(try text(#"a<img src="sp.gif" height="2px">b"#) == ["ab"])
        #expect(try text(#"a<img src="sp.gif" style="width:1px; height: 0 !important">b"#) == ["ab"])
        #expect(try text(#"a<img src="sp.gif" width="3" height="3">b"#) == ["a[image]b"])
        // konsav's analytics pixel, alone in a link, leaves no number behind.
        let pixel = #"<a href="http://www.google-analytics.com/collect?v=1"><img width="1" height="1" border="0" style="margin: 0; display: block;" src="https://www.google-analytics.com/collect?v=1&amp;t=event"></a>"#
        #expect(try text("end" + pixel) == ["end"])
        // An empty link shows nothing either; a decorative (but visible) image keeps its number.
        #expect(try text(#"x<a href="/a"></a><a href="/b"><img src="b.png" alt=""></a>"#) == ["x[1]", "", "[1] /b"])
    }

    /// The attributes are found by name in any case, the first of a name counting, among
    /// others of the same lengths (`src`, `title`, `border`).
    @Test func anImagesAttributesAreFoundByNameInAnyCase() throws {
        #expect(try text(#"a<IMG SRC="s.png" TITLE="t" ALT=" Sale " BORDER="0">b"#) == ["a[Sale]b"])
        #expect(try text(#"a<img Title="t" Style="height: 1px" Alt="Sale">b"#) == ["ab"])
        #expect(try text(#"a<img Border="0" Height="2" alt="Sale">b"#) == ["ab"])
        #expect(try text(#"a<img ROLE="None" alt="Sale">b"#) == ["ab"])
        #expect(try text(#"a<img Aria-Hidden="TRUE" alt="Sale">b"#) == ["ab"])
        #expect(try text(#"a<img alt="One" alt="Two" width="9" width="1">b"#) == ["a[One]b"])
        #expect(try text(#"<a href="/p"><img Alt="Pixel" WIDTH="1"></a><a href="/d"><img ALT=""></a>"#)
                == ["[1]", "", "[1] /d"])
    }

    @Test func spacerSizesAreReadFromAttributesAndStyles() {
        for value in ["0", "1", "2", " 2px ", "1.5", "0px", "2.0px"] {
            #expect(ImageLabel.isTiny(value), "\(value.debugDescription)")
        }
        for value in ["3", "2.5px", "100%", "1%", "", "auto", "1em", "-", "px"] {
            #expect(!ImageLabel.isTiny(value), "\(value.debugDescription)")
        }
    }

    @Test func withHyperlinksALinkedImageLinksToTheLinkNotItsSource() throws {
        let rendered = try TerminalGolden.render(#"<a href="https://fb.com/acme"><img src="fb.png" alt="Facebook"></a> <img src="x.png" alt="X">"#,
                                                 width: 40, hyperlinks: true)
        #expect(rendered.text == ["Facebook [X]"])
        #expect(rendered.lines[0][0].hyperlink == "https://fb.com/acme")
        #expect(rendered.lines[0].last?.hyperlink == nil)
    }

    @Test func theLabelsCellsBelongToTheImage() throws {
        let html = #"<p><a href="/f"><img alt="Facebook" src="f.png"></a></p>"#
        let document = MarkupDocument(html: html)
        let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme("monochrome"),
                                             options: LayoutOptions(width: 40))
        let image = document.tree.root.descendants.first { $0.kind == .image }
        #expect(rendered.lines[0].prefix(8).allSatisfy { $0.node == image?.id && $0.range == image?.range })
        #expect(rendered.lines[0][0].style.attributes.contains(.underline), "styled as the link's text")
    }
}

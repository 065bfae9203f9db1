import MarkupCore

// The app's parser setup, as its code builds it (the same value markscope.toml parses into).
let profile = Profile()
    .rootStyle("color: #333333; font-size: 15px")
    .tag("b", style: "color: #e00000")
    .customTag("promo", display: .inline, style: "background-color: yellow")
    .class("vip", style: "font-weight: bold")
    .policy(.codeStyleWins)

let copy = #"<p>Members save <b style="color: green">30%</b>.<br><promo>Ends Sunday!</p><p class="vip">Hello VIP</p>"#
let document = MarkupDocument(html: copy, options: StyleOptions(profile: profile))

// Styled runs, each with the break before it: lines without a tree walker.
for run in document.styled.runs where run.breakBefore != .none || !run.text.allSatisfy(\.isWhitespace) {
    let colour = run.style.foregroundColor.map { "\($0)" } ?? "none"
    let background = run.style.backgroundColor.map { " on \($0)" } ?? ""
    print("[\(run.breakBefore.rawValue)] \(run.text.debugDescription) \(colour)\(background) weight \(run.style.fontWeight?.value ?? 400)")
}

// A selection's text.
for node in SelectorMatcher.matches(try Selector("promo"), in: document.tree) {
    print("<promo>:", PlainTextStripper.strip(subtree: node) { document.styled.isHidden($0) })
}

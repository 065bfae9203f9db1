import MarkupCore
let html = CommandLine.arguments.dropFirst().first ?? "<b>Bold<i>Bold+Italic</b>Italic</i>"
let n = Normalizer.normalize(html)
var out = ""
for t in n.tokens {
    switch t.kind {
    case .startTag: out += (t.isSynthesized ? "<+" : "<") + t.name + ">"
    case .endTag: out += (t.isSynthesized ? "</+" : "</") + t.name + ">"
    case .selfClosingTag: out += "<" + t.name + "/>"
    case .text: out += t.text
    default: out += "<!--\(t.text)-->"
    }
}
print(out)
for r in n.repairs { print("  \(r.kind): \(r.explanation)") }

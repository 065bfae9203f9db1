/// Finds start tags of unknown elements that are never closed and makes them text again.
///
/// Copy like `Big <Hot> deal` or `a<y or z>d` uses angle brackets as punctuation. A start
/// tag is turned back into text when its name is not an HTML element, its attributes (if
/// any) have no values, no matching end tag follows it, it is not inside SVG or MathML, and
/// the profile does not declare it (an app's custom tag is an element wherever it appears).
enum IsolatedTagFilter {
    /// The tags to read as text, by token index, as text tokens (the rest stay as they are:
    /// no copy of the stream is made, which would be the biggest allocation of a big document).
    static func replacements(in stream: TokenStream, customTags: Set<String> = [],
                             repairs: inout [Repair]) -> [Int: Token] {
        let tokens = stream.tokens
        // Only a start tag of a name HTML does not know can be read as text: most copy has none,
        // and one look at each token's kind and slot tells.
        let hasUnknownStartTag = tokens.withUnsafeBufferPointer { tokens in
            tokens.contains { $0.elementSlot == nil && ($0.kind == .startTag || $0.kind == .selfClosingTag) }
        }
        guard hasUnknownStartTag else { return [:] }
        var openByName: [String: [Int]] = [:]
        // In SVG and MathML every name is an element of theirs (`<rect/>`), never text.
        var foreign = ForeignContentTracker()
        // Tokens are read in place: binding one copies it. A known element's end tag (it has a
        // slot) cannot close a candidate, whose name is unknown.
        tokens.withUnsafeBufferPointer { tokens in
            for index in tokens.indices {
                switch tokens[index].kind {
                case .startTag, .selfClosingTag:
                    // Outside SVG and MathML a known element changes nothing and cannot be a
                    // candidate: nearly every start tag stops here, without a call.
                    if foreign.staysOutside(slot: tokens[index].elementSlot), tokens[index].elementSlot != nil {
                        break
                    }
                    let isForeign = foreign.startTag(
                        stream.name(of: tokens[index]), slot: tokens[index].elementSlot,
                        breaksOutAsFont: stream.attributes(of: tokens[index]).contains {
                            ForeignNames.isFontBreakoutAttribute($0.name)
                        },
                        selfClosing: tokens[index].kind == .selfClosingTag)
                    if !isForeign, isCandidate(tokens[index], in: stream) {
                        let name = stream.name(of: tokens[index])
                        if customTags.isEmpty || !customTags.contains(name) { openByName[name, default: []].append(index) }
                    }
                case .endTag:
                    if !foreign.isOutside { foreign.endTag(stream.name(of: tokens[index])) }
                    guard !openByName.isEmpty, tokens[index].elementSlot == nil else { break }
                    let name = stream.name(of: tokens[index])
                    if openByName[name]?.popLast() != nil, openByName[name]?.isEmpty == true {
                        openByName[name] = nil
                    }
                default:
                    break
                }
            }
        }
        var converted: [Int: Token] = [:]
        for index in openByName.values.joined() {
            let token = tokens[index]
            let written = stream.source.string(in: token.range)
            converted[index] = Token(kind: .text, data: token.range.start..<token.range.end, range: token.range,
                                     origin: token.origin)
            repairs.append(Repair(
                kind: .tagAsText, range: token.range,
                explanation: "\(written) is not an HTML element and is never closed, so it is shown as text",
                tokenIndex: index))
        }
        return converted
    }

    private static func isCandidate(_ token: Token, in stream: TokenStream) -> Bool {
        token.elementSlot == nil && stream.tables.hasOnlyBareAttributes(token)
    }
}

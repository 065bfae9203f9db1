import MarkupCore

/// A token with its name, text and attributes read out of its stream, for assertions.
struct ReadToken {
    let token: Token
    let name: String
    let text: String
    let attributes: [Attribute]

    var kind: Token.Kind { token.kind }
    var range: SourceRange { token.range }
}

extension TokenStream {
    /// Every token with what it reads.
    var readTokens: [ReadToken] {
        tokens.map { ReadToken(token: $0, name: name(of: $0), text: text(of: $0), attributes: attributes(of: $0)) }
    }
}

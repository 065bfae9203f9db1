import MarkupCore

/// A token with its name, text and attributes read out of its stream, for assertions.
public struct ReadToken {
    public let token: Token
    public let name: String
    public let text: String
    public let attributes: [Attribute]

    public var kind: Token.Kind { token.kind }
    public var range: SourceRange { token.range }
    public var origin: Int? { token.origin }
    public var isSynthesized: Bool { token.isSynthesized }

    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}

extension TokenStream {
    /// Every token with what it reads.
    public var readTokens: [ReadToken] {
        tokens.map { ReadToken(token: $0, name: name(of: $0), text: text(of: $0), attributes: attributes(of: $0)) }
    }
}

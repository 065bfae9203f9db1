import GoldenSupport
@testable import MarkupCore

extension ReadToken {
    /// The token's known-element slot (internal to MarkupCore).
    var elementSlot: Int? { token.elementSlot }
}

/// The position of a node in its tree: nodes are stored in document (pre-)order.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The node's index in its tree's document order; the root is 0.
    public let index: Int

    /// The ID of the node at `index` in document order.
    public init(_ index: Int) { self.index = index }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

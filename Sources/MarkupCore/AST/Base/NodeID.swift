/// The position of a node in its tree: nodes are stored in document (pre-)order.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int

    public init(_ index: Int) { self.index = index }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

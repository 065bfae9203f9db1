extension InlineFlow {
    /// The flow's cells or marks, read in place: a collection over its storage, which it
    /// keeps alive, with the room the storage has.
    struct Column<Element>: RandomAccessCollection {
        private let storage: InlineFlowStorage
        private let base: UnsafeMutablePointer<Element>

        init(_ storage: InlineFlowStorage, _ base: UnsafeMutablePointer<Element>) {
            self.storage = storage
            self.base = base
        }

        var startIndex: Int { 0 }
        var endIndex: Int { storage.count }
        /// Positions the flow can hold before its storage must grow.
        var capacity: Int { storage.capacity }

        subscript(position: Int) -> Element {
            precondition(position >= 0 && position < storage.count, "position out of the flow")
            return base[position]
        }
    }
}

extension InlineFlow.Column: Equatable where Element: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

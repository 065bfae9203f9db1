extension Array {
    /// `count` copies of `element`, like `init(repeating:count:)`, but allocated by code
    /// specialized for `Element` when the array is short.
    ///
    /// The standard library's `init(repeating:count:)` (and `init(unsafeUninitializedCapacity:)`)
    /// looks the storage class of `Element` up at run time: about 500 instructions an array,
    /// more than the rest of making a short one (a list marker's prefix, a table's column
    /// widths). From some 150 elements on, its faster filling makes up for that.
    @inlinable
    package init(count: Int, filledWith element: Element) {
        if count <= 128 {
            self.init(repeatElement(element, count: count))
        } else {
            self.init(repeating: element, count: count)
        }
    }
}

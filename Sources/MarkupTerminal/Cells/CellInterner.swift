import Foundation

/// A process-wide table that lets a ``Cell`` hold a small number instead of a style (strings
/// have ``StringInterner``): a cell is then plain data, copied without reference counting.
/// Entries are never removed (a session sees a bounded number of distinct styles).
final class CellInterner<Value: Hashable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value]
    private var keys: [Value: UInt32]
    /// The last value looked up: runs of cells share one, and comparing is cheaper than hashing.
    private var last: (value: Value, key: UInt32)?

    /// `reserved` takes key 0 (the default value, never looked up by hashing).
    init(reserved: Value) {
        values = [reserved]
        keys = [reserved: 0]
    }

    /// The key of `value`, adding it on first use.
    func key(_ value: Value) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.value == value { return last.key }
        let key: UInt32
        if let known = keys[value] {
            key = known
        } else {
            key = UInt32(values.count)
            values.append(value)
            keys[value] = key
        }
        last = (value, key)
        return key
    }

    /// The value of a key handed out by ``key(_:)``.
    func value(_ key: UInt32) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return values[Int(key)]
    }
}

let cellStyles = CellInterner<TerminalStyle>(reserved: .plain)

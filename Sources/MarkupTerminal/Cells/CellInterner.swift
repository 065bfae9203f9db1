import Foundation

/// Process-wide tables that let a ``Cell`` hold small numbers instead of strings and styles:
/// a cell is then plain data, copied without reference counting. Entries are never removed
/// (a session sees a bounded number of distinct styles, links and multi-scalar clusters).
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
/// Links and clusters of more than one scalar; key 0 is the empty string (no link).
let cellStrings = CellInterner<ExactString>(reserved: ExactString(""))

extension CellInterner<ExactString> {
    func key(_ string: String) -> UInt32 { key(ExactString(string)) }

    func string(_ key: UInt32) -> String { value(key).string }
}

/// A string equal only to the same bytes. `String`'s `==` holds canonically equivalent text
/// equal (`ê` + U+0301 and `e` + U+0302 U+0301), and a cell shows what the document wrote.
struct ExactString: Hashable, Sendable {
    var string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (first: ExactString, second: ExactString) -> Bool {
        first.string.utf8.elementsEqual(second.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

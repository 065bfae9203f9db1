import Foundation
import MarkupCore

/// Process-wide tables that let a ``Cell`` hold small numbers instead of styles and strings:
/// a cell is then plain data, copied without reference counting. Entries are never removed
/// (a session sees a bounded number of distinct styles, links and multi-scalar clusters).
///
/// Values are found by hash through a ``HashedIndex`` with the table's own equality, not a
/// dictionary: strings must be told apart by their bytes, and the first use of a dictionary
/// keyed by a new type costs the runtime a conformance search through the whole binary.
final class CellInterner<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    // Read and written under the lock only: accesses need no exclusivity checks.
    @exclusivity(unchecked) private var values: [Value] = []
    @exclusivity(unchecked) private var index = HashedIndex()
    private let hash: @Sendable (Value) -> Int
    private let same: @Sendable (Value, Value) -> Bool
    /// The last value looked up: runs of cells share one, and comparing is cheaper than hashing.
    @exclusivity(unchecked) private var last: (value: Value, key: UInt32)?

    /// `reserved` takes key 0 (the default value).
    init(reserved: Value, hash: @escaping @Sendable (Value) -> Int, same: @escaping @Sendable (Value, Value) -> Bool) {
        self.hash = hash
        self.same = same
        values = [reserved]
        index.insert(hash(reserved))
    }

    /// The key of `value`, adding it on first use.
    func key(_ value: Value) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let last, same(last.value, value) { return last.key }
        let hashValue = hash(value)
        let key: UInt32
        if let found = index.find(hashValue, where: { same(values[$0], value) }) {
            key = UInt32(found)
        } else {
            values.append(value)
            key = UInt32(index.insert(hashValue))
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

extension CellInterner where Value == String {
    /// Calls `body` with the UTF-8 bytes of the string of a key handed out by ``key(_:)``,
    /// read in place under the lock.
    func withUTF8<Result>(ofKey key: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return values[Int(key)].withUTF8(body)
    }
}

/// Links and clusters of more than one scalar; key 0 is the empty string (no link). Told apart
/// by their bytes: `String`'s `==` holds canonically equivalent text equal (`ê` + U+0301 and
/// `e` + U+0302 U+0301), and a cell shows what the document wrote.
let cellStrings = CellInterner<String>(
    reserved: "",
    hash: { HashedIndex.hash(utf8: $0) },
    same: HashedIndex.sameUTF8
)

/// A style and a link together, by their keys: the look of a cell that links somewhere.
struct CellLook: Equatable, Sendable {
    var styleKey: UInt32
    var linkKey: UInt32
}

/// The looks of linked cells (a cell without a link holds its style's key itself); key 0 is
/// reserved and never handed to a cell.
let cellLooks = CellInterner<CellLook>(
    reserved: CellLook(styleKey: 0, linkKey: 0),
    hash: { look in
        var hasher = Hasher()
        hasher.combine(look.styleKey)
        hasher.combine(look.linkKey)
        return hasher.finalize()
    },
    same: ==
)

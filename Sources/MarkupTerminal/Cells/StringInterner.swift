import Foundation
import MarkupCore

/// Links and clusters of more than one scalar: the process-wide table behind a ``Cell``'s
/// string keys; key 0 is the empty string (no link). Entries are never removed.
///
/// Strings are told apart by their bytes. `String`'s `==` holds canonically equivalent text
/// equal (`ê` + U+0301 and `e` + U+0302 U+0301), and a cell shows what the document wrote.
final class StringInterner: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = [""]
    private var index = HashedIndex()
    /// The last string looked up: runs of cells share one, and comparing is cheaper than hashing.
    private var last: (value: String, key: UInt32)?

    init() {
        index.insert(Self.hash(of: ""))
    }

    /// The key of `string`, adding it on first use.
    func key(_ string: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let last, Self.same(last.value, string) { return last.key }
        let hash = Self.hash(of: string)
        let key: UInt32
        if let found = index.find(hash, where: { Self.same(values[$0], string) }) {
            key = UInt32(found)
        } else {
            values.append(string)
            key = UInt32(index.insert(hash))
        }
        last = (string, key)
        return key
    }

    /// The string of a key handed out by ``key(_:)``.
    func string(_ key: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return values[Int(key)]
    }

    private static func hash(of string: String) -> Int {
        var hasher = Hasher()
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return hasher.finalize()
    }

    private static func same(_ first: String, _ second: String) -> Bool {
        first.utf8.count == second.utf8.count && first.utf8.elementsEqual(second.utf8)
    }
}

let cellStrings = StringInterner()

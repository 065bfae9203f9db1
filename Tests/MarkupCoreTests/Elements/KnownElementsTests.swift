import Foundation
import GoldenSupport
import Testing
@testable import MarkupCore

@Suite struct KnownElementsTests {
    @Test func everyKnownNameIsFoundInItsOwnSlot() {
        var known: [String: ElementCategories] = [:]
        for (names, category) in ElementCategories.groups {
            for name in names { known[name, default: []].insert(category) }
        }
        #expect(known.count >= 139 && known["p"] == [.known, .special, .closesParagraph, .optionalEnd, .impliedEnd])
        #expect(KnownElements.names.compactMap { $0 }.count == known.count)
        for (name, categories) in known {
            let slot = KnownElements.slot(of: name)
            #expect(slot.map { KnownElements.names[$0] } == name)
            #expect(slot.map { KnownElements.categories[$0] } == categories, "<\(name)>")
        }
    }

    @Test func namesThatOnlyLookAlikeAreNotFound() {
        // Case, a prefix or suffix of a known name, NUL (the packing's padding byte), and
        // names too long to pack.
        for name in ["", "B", "Div", "b\0", "\0", "di", "divv", "tablee", "h7", "abcdefghijklmnopq", "figcaptionfigcap"] {
            #expect(KnownElements.slot(of: name) == nil, "\(name.debugDescription)")
        }
    }

    @Test func aTagNameIsLowercasedWhilePacked() {
        for (written, name) in [("DIV", "div"), ("H1", "h1"), ("tBoDy", "tbody"), ("FigCaption", "figcaption")] {
            let packed = PackedBytes(written)?.settingBit5()
            #expect(packed == PackedBytes(name))
            #expect(packed.flatMap { KnownElements.slot(of: $0, in: KnownElements.packedNames) } == KnownElements.slot(of: name))
        }
    }
}

/// KnownElementSlots.swift: the known-element table written out, each name placed from the
/// category groups the way the table probes (the first free slot from the name's hash).
@Suite struct KnownElementSlotsTests {
    private static let generated = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MarkupCore/Elements/KnownElementSlots.swift")

    /// Each name of the groups placed, with all its categories, in slot order.
    static func placedFromGroups() -> [(slot: Int, name: String, categories: UInt32)] {
        let count = 1 << KnownElements.slotBits
        var names = [String?](repeating: nil, count: count)
        var packed = [PackedBytes](repeating: PackedBytes(), count: count)
        var categories = [ElementCategories](repeating: [], count: count)
        for (group, category) in ElementCategories.groups {
            for name in group {
                guard let key = PackedBytes(name), key.count > 0 else {
                    Issue.record("<\(name)> cannot be packed")
                    continue
                }
                var slot = key.hash(bits: KnownElements.slotBits)
                while packed[slot].count > 0, packed[slot] != key { slot = (slot + 1) & (count - 1) }
                names[slot] = name
                packed[slot] = key
                categories[slot].insert(category)
            }
        }
        return names.indices.compactMap { slot in names[slot].map { (slot, $0, categories[slot].rawValue) } }
    }

    static func source() -> String {
        let count = 1 << KnownElements.slotBits
        var names = [String?](repeating: nil, count: count)
        var categories = [UInt32](repeating: 0, count: count)
        for (slot, name, bits) in placedFromGroups() {
            names[slot] = name
            categories[slot] = bits
        }
        func rows(_ items: [String], perLine: Int) -> [String] {
            stride(from: 0, to: items.count, by: perLine).map { start in
                "        " + items[start..<min(start + perLine, items.count)].map { $0 + "," }.joined(separator: " ")
            }
        }
        func hex<Value: BinaryInteger>(_ value: Value) -> String { "0x" + String(value, radix: 16, uppercase: true) }
        var lines = [
            "// Generated from ElementCategories.groups by KnownElementSlotsTests: MARKSCOPE_UPDATE_GOLDEN=1 swift test",
            "// --filter KnownElementSlotsTests rewrites it after the groups change. Do not edit.",
            "extension KnownElements {",
            "    /// Slots of the table; a known name's slot is its small, stable number.",
            "    static let names: [String?] = [",
        ]
        lines += rows(names.map { $0.map { "\"\($0)\"" } ?? "nil" }, perLine: 8)
        lines += ["    ]", "", "    /// Each slot's categories (none for an empty slot).", "    static let categories: [ElementCategories] = ["]
        lines += rows(categories.map { ".init(rawValue: \(hex($0)))" }, perLine: 6)
        lines += ["    ]", "", "    /// Each slot's name packed; an empty slot holds no bytes.", "    static let packedNames: [PackedBytes] = ["]
        lines += rows(names.map { name in
            guard let name, let packed = PackedBytes(name) else { return ".init()" }
            return ".init(low: \(hex(packed.low)), high: \(hex(packed.high)), count: \(packed.count))"
        }, perLine: 3)
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func generatedSourceIsUpToDate() throws {
        try GoldenFile.check(Self.source(), against: Self.generated, name: "KnownElementSlots.swift")
    }

    @Test func theTableHoldsWhatTheGroupsPlace() {
        let placed = Self.placedFromGroups()
        #expect(KnownElements.names.count == 1 << KnownElements.slotBits)
        #expect(KnownElements.names.compactMap { $0 }.count == placed.count)
        #expect(KnownElements.categories.filter { !$0.isEmpty }.count == placed.count)
        #expect(KnownElements.packedNames.filter { $0.count > 0 }.count == placed.count)
        for (slot, name, categories) in placed {
            #expect(KnownElements.names[slot] == name)
            #expect(KnownElements.categories[slot].rawValue == categories, "<\(name)>")
            #expect(KnownElements.packedNames[slot] == PackedBytes(name), "<\(name)>")
            #expect(KnownElements.slot(of: name) == slot, "<\(name)>")
        }
    }
}

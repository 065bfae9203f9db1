import CCmarkGFM
import Foundation
import MarkupCore

/// Parses Markdown with cmark-gfm (GitHub-Flavoured Markdown: tables, strikethrough,
/// autolinks, task lists) and copies its tree into ``MarkdownNode`` values.
enum CmarkReader {
    /// The GFM extensions markscope reads.
    static let extensions = ["table", "strikethrough", "autolink", "tasklist"]

    /// How deep containers nest in the copied tree: deeper ones (block quotes inside block
    /// quotes 256 times over) are left out, their content kept in the deepest one kept, so
    /// that the passes over the tree, which recurse, stay far from the end of the stack.
    static let maximumDepth = 256

    /// cmark-gfm's extension registry and plugin state are process-wide and unguarded: one
    /// parse at a time.
    private static let lock = NSLock()

    /// What a parse that cmark-gfm could not start or finish reads as.
    private static var emptyDocument: MarkdownNode {
        MarkdownNode(type: "document", startLine: 1, startColumn: 1, endLine: 1, endColumn: 0)
    }

    /// The document tree of `bytes`, with cmark's raw positions.
    static func parse(_ bytes: [UInt8]) -> MarkdownNode {
        lock.lock()
        defer { lock.unlock() }
        cmark_gfm_core_extensions_ensure_registered()
        // UNSAFE keeps raw HTML as HTML nodes (the safe mode would only change rendering).
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE) else {
            return emptyDocument
        }
        defer { cmark_parser_free(parser) }
        for name in extensions {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        guard let document = cmark_parser_finish(parser) else {
            return emptyDocument
        }
        defer { cmark_node_free(document) }
        return copy(document)
    }

    /// Copies the tree under `root` without recursion (block quotes nest as deep as the input has `>`).
    private static func copy(_ root: OpaquePointer) -> MarkdownNode {
        var names = TypeNames()
        guard let iterator = cmark_iter_new(root) else { return node(root, names: &names) }
        defer { cmark_iter_free(iterator) }
        // The open containers, each with the children copied so far (given to it when it closes,
        // so that appending touches no class property).
        var stack: [(node: MarkdownNode, children: [MarkdownNode])] = []
        var finished: MarkdownNode?
        // Containers entered beyond the maximum depth, not copied: always the innermost open ones.
        var leftOut = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                let copied = node(current, names: &names)
                if copied.kind.isLeaf {
                    if stack.isEmpty { finished = copied } else { stack[stack.count - 1].children.append(copied) }
                } else if stack.count >= maximumDepth {
                    leftOut += 1
                } else {
                    stack.append((copied, []))
                }
            } else if event == CMARK_EVENT_EXIT, leftOut > 0 {
                leftOut -= 1
            } else if event == CMARK_EVENT_EXIT, let (done, children) = stack.popLast() {
                done.children = children
                if stack.isEmpty { finished = done } else { stack[stack.count - 1].children.append(done) }
            }
        }
        return finished ?? node(root, names: &names)
    }

    /// cmark-gfm's type names, each read once: they are static strings, one address per type.
    private struct TypeNames {
        private var entries: [(address: UnsafePointer<CChar>, name: String, kind: MarkdownNode.Kind)] = []

        mutating func name(_ address: UnsafePointer<CChar>?) -> (name: String, kind: MarkdownNode.Kind) {
            guard let address else { return ("", .other) }
            if let entry = entries.first(where: { $0.address == address }) { return (entry.name, entry.kind) }
            let name = String(cString: address)
            let kind = MarkdownNode.Kind(type: name)
            entries.append((address, name, kind))
            return (name, kind)
        }
    }

    private static func node(_ pointer: OpaquePointer, names: inout TypeNames) -> MarkdownNode {
        let (type, kind) = names.name(cmark_node_get_type_string(pointer))
        let node = MarkdownNode(type: type, kind: kind,
                                startLine: Int(cmark_node_get_start_line(pointer)),
                                startColumn: Int(cmark_node_get_start_column(pointer)),
                                endLine: Int(cmark_node_get_end_line(pointer)),
                                endColumn: Int(cmark_node_get_end_column(pointer)))
        switch kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline:
            node.literal = string(cmark_node_get_literal(pointer))
            if kind == .codeBlock {
                node.info = string(cmark_node_get_fence_info(pointer))
                var length: Int32 = 0
                var offset: Int32 = 0
                var character: CChar = 0
                node.isFenced = cmark_node_get_fenced(pointer, &length, &offset, &character) != 0
            }
        case .link, .image:
            node.url = string(cmark_node_get_url(pointer))
            node.title = string(cmark_node_get_title(pointer))
        case .heading:
            node.headingLevel = Int(cmark_node_get_heading_level(pointer))
        case .list:
            node.isOrdered = cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST
            node.listStart = Int(cmark_node_get_list_start(pointer))
            node.isTight = cmark_node_get_list_tight(pointer) != 0
        case .tasklist:
            node.isChecked = cmark_gfm_extensions_get_tasklist_item_checked(pointer)
        case .table:
            let columns = Int(cmark_gfm_extensions_get_table_columns(pointer))
            if let alignments = cmark_gfm_extensions_get_table_alignments(pointer) {
                node.alignments = (0..<columns).map { alignments[$0] }
            }
        case .other where type == "table_header":
            node.isHeaderRow = true
        default:
            break
        }
        return node
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

// libFuzzer entry for MarkupCore: every input goes through tokenize → normalize → tree →
// styles → plain text and the invariants are checked; a violation traps, which libFuzzer
// reports as a crash with the input. Built by Fuzz/run.sh (not part of the package).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCorePipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document = MarkupDocument(bytes: bytes)
    var open: [String] = []
    for token in document.normalized.tokens {
        precondition(token.range.end <= document.source.count, "token range outside the input")
        if token.kind == .startTag { open.append(token.name) }
        if token.kind == .endTag { precondition(open.popLast() == token.name, "unbalanced normalized stream") }
    }
    precondition(open.isEmpty, "unclosed element in the normalized stream")
    for node in document.tree.root.descendants {
        precondition(node.range.end <= document.source.count, "node range outside the input")
    }
    _ = document.styled.plainText
    _ = document.diagnostics
    var writer = JSONWriter(pretty: false)
    TreeDump.json(of: document.tree.root, into: &writer)
    return 0
}

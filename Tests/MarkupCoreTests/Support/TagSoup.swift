/// Tag soup from a fixed seed: documents of pieces picked by a linear congruential generator,
/// so that a failure names a document that can be made again.
struct TagSoup {
    let pieces: [String]
    private var state: UInt64

    init(pieces: [String], seed: UInt64) {
        self.pieces = pieces
        state = seed
    }

    /// The next document, of `count` pieces.
    mutating func next(pieces count: Int) -> String {
        var html = ""
        for _ in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            html += pieces[Int(state >> 33) % pieces.count]
        }
        return html
    }
}

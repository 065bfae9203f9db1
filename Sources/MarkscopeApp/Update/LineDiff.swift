/// Which lines of a new version are not in an old one: Myers' shortest edit script over whole
/// lines, so a paragraph that wraps onto one more line marks that paragraph, not every line
/// below it.
enum LineDiff {
    /// The indices of `new` that a shortest edit script from `old` inserts; nil when the two
    /// differ by more than `maxEdits` lines (the caller then marks the differing middle).
    static func inserted<Line: Equatable>(from old: [Line], to new: [Line], maxEdits: Int = 500) -> [Int]? {
        let n = old.count, m = new.count
        let most = min(n + m, maxEdits)
        let offset = most + 1
        var v = [Int](repeating: 0, count: 2 * most + 3)
        var trace: [[Int]] = []
        var found: Int?
        search: for d in 0...most {
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m {
                    trace.append(v)
                    found = d
                    break search
                }
            }
            trace.append(v)
        }
        guard let edits = found else { return nil }
        var inserted: [Int] = []
        var x = n, y = m
        for d in stride(from: edits, to: 0, by: -1) {
            let previous = trace[d - 1]
            let k = x - y
            let down = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY { x -= 1; y -= 1 }
            if down { inserted.append(previousY) }
            x = previousX
            y = previousY
        }
        return inserted.reversed()
    }
}

import Testing
@testable import MarkscopeApp

@Suite struct LineDiffTests {
    /// The longest common subsequence's length, by the table (small inputs only).
    static func lcs(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// On random line lists, what is not inserted is a longest common subsequence of both.
    @Test func insertsExactlyWhatIsNotInALongestCommonSubsequence() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let inserted = try #require(LineDiff.inserted(from: a, to: b))
            let kept = b.indices.filter { !inserted.contains($0) }.map { b[$0] }
            #expect(kept.count == Self.lcs(a, b), "\(a) → \(b): \(inserted)")
            var rest = a[...]
            for line in kept {
                guard let found = rest.firstIndex(of: line) else { Issue.record("\(a) → \(b): not a subsequence"); break }
                rest = rest[(found + 1)...]
            }
        }
        #expect(LineDiff.inserted(from: [1, 2, 3], to: [1, 9, 2, 3]) == [1])
        #expect(LineDiff.inserted(from: Array(0..<50), to: Array(100..<150), maxEdits: 10) == nil)
    }
}

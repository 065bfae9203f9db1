import Foundation
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// A previewer state on a document, at a screen size, as the runtime would make it.
enum PreviewFixture {
    static func state(_ html: String, width: Int = 120, height: Int = 30, theme: String = "default",
                      path: String = "copy.html") throws -> PreviewState {
        var state = PreviewState(documentPath: path, theme: try ThemeLoader(searchPaths: []).load(theme), themeName: theme,
                                 themeNames: ["default", "light", "monochrome"], depth: .color256,
                                 terminalDepth: .color256, width: width, height: height)
        var time = 0.0
        PreviewUpdate.documentLoaded(.success(Array(html.utf8)), now: 0, clock: { time += 0.001; return time }, in: &state)
        state.lastReloadMilliseconds = nil
        return state
    }

    static func press(_ keys: [Key], in state: inout PreviewState) -> [PreviewEffect] {
        keys.flatMap { PreviewUpdate.handle($0, in: &state) }
    }

    static func type(_ text: String, in state: inout PreviewState) {
        for character in text { _ = PreviewUpdate.handle(.character(character), in: &state) }
    }

    /// The cell at a screen position of the drawn state.
    static func cell(_ buffer: CellBuffer, row: Int, text: String, from start: Int = 0) -> (column: Int, cell: Cell)? {
        let cells = (start..<buffer.width).map { buffer[row, $0] }
        let line = cells.filter { !$0.isContinuation }.map(\.grapheme).joined()
        guard let range = line.range(of: text) else { return nil }
        let column = start + DisplayWidth.of(line[..<range.lowerBound])
        return (column, buffer[row, column])
    }
}

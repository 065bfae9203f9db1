#if canImport(Glibc)
import Glibc
#endif
import MarkupCore
import MarkupTerminal

/// Reloads of the document and the theme, and the passing of time.
extension PreviewUpdate {
    /// A new version of the document read from disk (or why it could not be read). A big
    /// document is laid out screen first: the returned continuation lays out the rest, for
    /// ``finishLayout(_:in:)`` on the next turn.
    @discardableResult
    public static func documentLoaded(_ result: Result<[UInt8], DocumentReadError>, now: Double, clock: () -> Double,
                                      in state: inout PreviewState) -> LayoutContinuation? {
        let start = clock()
        switch result {
        case .failure(let error):
            state.documentError = error.message + (state.snapshot == nil ? "" : " (showing the last good version)")
            return nil
        case .success(var bytes):
            state.documentNotice = nil
            if bytes.count > state.previewByteLimit {
                let total = bytes.count
                bytes = previewPrefix(of: bytes, limit: state.previewByteLimit)
                state.documentNotice = "showing the first \(StatusLine.size(bytes.count)) of \(StatusLine.size(total)):"
                    + " too big to preview live (markscope render shows it all)"
            }
            let snapshot = DocumentSnapshot(path: state.documentPath, bytes: bytes, format: state.documentFormat,
                                            columns: state.renderWidth,
                                            profile: state.profile, policy: state.policy,
                                            makesNormalizedStream: state.detail == .normalized, clock: clock)
            if snapshot.document.source.diagnostics.contains(where: { $0.code == .invalidUTF8 }), state.snapshot != nil {
                let location = snapshot.document.source.location(of: snapshot.document.source.diagnostics[0].range.start)
                state.documentError = "not UTF-8 at \(location) (showing the last good version)"
                return nil
            }
            let anchor = renderAnchor(in: state)
            let previous = state.rendered.lines
            state.snapshot = snapshot
            state.documentError = nil
            if let step = state.step { state.step = min(step, snapshot.document.tokens.tokens.count) }
            var continuation: LayoutContinuation?
            if bytes.count > state.screenFirstByteLimit {
                // The lines above the view and two screens of it now, the rest on the next turn.
                continuation = state.refresh(screenFirstLines: state.cursor(.render).top + 2 * state.screenHeight)
            } else {
                state.refresh()
            }
            if state.pendingLayout != nil {
                state.pendingReload = PendingReload(anchor: anchor, previousLines: previous, now: now)
            } else {
                restoreRenderAnchor(anchor, in: &state)
                if !previous.isEmpty { markChanges(from: previous, now: now, in: &state) }
            }
            clampCursors(in: &state)
            state.lastReloadMilliseconds = (clock() - start) * 1000
            return continuation
        }
    }

    /// Finishes a screen-first reload: the rest of the layout, then the view's place and the
    /// changed lines, as a reload of a small document does at once. A continuation of a layout
    /// the state no longer waits for (a key refreshed it since) changes nothing.
    public static func finishLayout(_ continuation: LayoutContinuation, in state: inout PreviewState) {
        let reload = state.pendingReload
        guard state.finishLayout(continuation) else { return }
        if let reload {
            restoreRenderAnchor(reload.anchor, in: &state)
            if !reload.previousLines.isEmpty { markChanges(from: reload.previousLines, now: reload.now, in: &state) }
        }
        state.pendingReload = nil
        clampCursors(in: &state)
    }

    /// The start of a too-big file, cut after the last line (else tag) that ends before
    /// `limit`, and never inside a UTF-8 sequence.
    static func previewPrefix(of bytes: [UInt8], limit: Int) -> [UInt8] {
        let floor = max(0, limit - 64 * 1024)
        var end = limit
        if let line = bytes[floor..<limit].lastIndex(of: UInt8(ascii: "\n")) {
            end = line + 1
        } else if let tag = bytes[floor..<limit].lastIndex(of: UInt8(ascii: ">")) {
            end = tag + 1
        }
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return Array(bytes[..<end])
    }

    /// A theme loaded (or why not: the last good theme stays).
    public static func themeLoaded(_ result: Result<Theme, ThemeLoadError>, name: String, in state: inout PreviewState) {
        switch result {
        case .success(let theme):
            state.theme = theme
            state.themeName = name
            state.themeError = nil
            if state.themeAsked == name { state.themeAsked = nil }
            state.message = "theme \(name)"
            state.refresh()
        case .failure(let error):
            state.themeError = error.errors.first.map(\.description) ?? "theme error"
        }
    }

    /// The profile file read again (or why not: the last good profile stays, and the status line
    /// says where the file is broken). A new profile restyles the document, its changed lines
    /// marked; the first of its `warnings` (values it ignores) shows in the status line.
    public static func profileLoaded(_ result: Result<Profile, ProfileLoadError>, warnings: [ProfileProblem] = [],
                                     now: Double, in state: inout PreviewState) {
        switch result {
        case .success(let profile):
            state.profileError = nil
            state.profileWarning = warnings.first.map { $0.description + (warnings.count > 1 ? " (+\(warnings.count - 1) more)" : "") }
            guard profile != state.profile else { return }
            let previous = state.rendered.lines
            state.profile = profile
            state.message = profile.isEmpty ? "no profile" : "profile reloaded"
            state.refresh()
            if !previous.isEmpty { markChanges(from: previous, now: now, in: &state) }
            clampCursors(in: &state)
        case .failure(let error):
            state.profileError = (error.firstError?.description ?? "profile error") + " (keeping the last good profile)"
        }
    }

    /// Time passes: marks of changed lines fade, messages clear.
    public static func tick(now: Double, in state: inout PreviewState) {
        if !state.changedLines.isEmpty, now >= state.changedUntil { state.changedLines = [] }
        if state.message != nil {
            if let until = state.messageUntil {
                if now >= until { state.message = nil }
            } else {
                state.messageUntil = now + PreviewState.messageSeconds
            }
        }
    }

    /// The next time `tick` has something to do (changed marks fading, a message clearing), if any.
    public static func nextDeadline(in state: PreviewState) -> Double? {
        [state.changedLines.isEmpty ? nil : state.changedUntil, state.message == nil ? nil : state.messageUntil]
            .compactMap { $0 }.min()
    }

    /// Keeps every cursor on a row that exists, and every pane's scroll no further than its
    /// last screen, so a file that shrank under a pane scrolled to its end shows a full pane.
    static func clampCursors(in state: inout PreviewState) {
        for pane in PaneID.allCases {
            var cursor = state.cursor(pane)
            let count = state.rowCount(pane)
            cursor.row = max(0, min(cursor.row, count - 1))
            cursor.top = max(0, min(cursor.top, count - ScreenLayout.visibleRows(pane, in: state)))
            state.cursors[pane] = cursor
        }
    }

    /// The source offset shown at the top of the render pane.
    static func renderAnchor(in state: PreviewState) -> Int? {
        let top = state.cursor(.render).top
        guard state.rendered.lines.indices.contains(top) else { return nil }
        return state.rendered.lines[top...].lazy.compactMap { $0.first(where: { $0.range != nil })?.range?.start }.first
    }

    static func restoreRenderAnchor(_ anchor: Int?, in state: inout PreviewState) {
        guard let anchor else { return }
        let lines = state.rendered.lines
        let row = lines.indices.first { index in
            lines.withCells(ofLine: index) { line in line.contains { ($0.range?.start ?? -1) >= anchor } }
        } ?? max(0, lines.count - 1)
        var cursor = state.cursor(.render)
        cursor.top = max(0, row)
        state.cursors[.render] = cursor
    }

    /// Marks the render lines whose content changed since `previous`: the lines a diff of the
    /// old and new lines inserts (the same lines moved down by a longer paragraph stay unmarked).
    static func markChanges(from previous: RenderedLines, now: Double, in state: inout PreviewState) {
        let lines = state.rendered.lines
        /// Whether line `new` of the render shows what line `old` of `previous` showed, read in place.
        func same(_ new: Int, _ old: Int) -> Bool {
            lines.withCells(ofLine: new) { first in
                previous.withCells(ofLine: old) { second in
                    guard first.count == second.count else { return false }
                    // Most lines of a save are the same cells, ranges and all: one compare of their bytes.
                    if first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count * MemoryLayout<Cell>.stride) == 0 {
                        return true
                    }
                    for index in first.indices where !first[index].showsSameCluster(as: second[index]) { return false }
                    return true
                }
            }
        }
        // The unchanged start and end cost nothing to diff; only the middle is keyed and diffed.
        var head = 0
        while head < lines.count, head < previous.count, same(head, head) { head += 1 }
        var tail = 0
        while tail < lines.count - head, tail < previous.count - head,
              same(lines.count - 1 - tail, previous.count - 1 - tail) { tail += 1 }
        let newMiddle = head..<(lines.count - tail)
        let oldMiddle = head..<(previous.count - tail)
        /// The text line `index` of `lines` shows, read in place.
        func key(_ index: Int, of lines: RenderedLines) -> String {
            lines.withCells(ofLine: index) { line in line.filter { !$0.isContinuation }.map(\.grapheme).joined() }
        }
        var changed = Set<Int>()
        if let inserted = LineDiff.inserted(from: oldMiddle.map { key($0, of: previous) },
                                            to: newMiddle.map { key($0, of: lines) }) {
            for index in inserted { changed.insert(head + index) }
        } else {
            changed = Set(newMiddle)
        }
        state.changedLines = changed
        state.changedUntil = now + 1.5
    }
}

import MarkupCore

/// Step mode: `s` on and off, `]` `[` one token more or less, `t` up to the token under the
/// cursor, `}` `{` to the next or previous step where a repair fires.
extension PreviewUpdate {
    /// Feeds the pipeline the first `step` tokens (nil: step mode off), selecting the token fed last.
    static func setStep(_ step: Int?, in state: inout PreviewState) {
        guard let total = state.snapshot?.document.tokens.tokens.count else { return }
        state.step = step.map { min(max($0, 0), total) }
        state.refresh()
        if let step = state.step {
            state.message = "step \(step)/\(total)"
            if let document = state.snapshot?.document, step > 0 {
                state.selection = document.tokens.tokens[step - 1].range
                for pane in PaneID.allCases { scrollToSelection(pane, in: &state) }
            }
        } else {
            state.message = "step mode off"
        }
    }

    /// `t`: steps to the first token that touches the selection (the token under the cursor),
    /// forward or back, turning step mode on; every cursor follows to that token.
    static func stepToCursor(in state: inout PreviewState) {
        guard let tokens = state.snapshot?.document.tokens.tokens, !tokens.isEmpty else { return }
        guard let selection = state.selection else {
            state.message = "nothing selected to step to"
            return
        }
        let step = firstToken(endingAfter: selection.start, in: tokens).map { $0 + 1 } ?? tokens.count
        setStep(step, in: &state)
        followSelection(in: &state)
        state.message = "step \(step)/\(tokens.count) · to the cursor"
    }

    /// `}` and `{`: steps to the next (or previous) token that makes the normalizer repair
    /// something, turning step mode on, with that repair selected and every cursor on it. With
    /// step mode off the whole document is fed, so `{` goes to the last repair.
    static func stepToRepair(forward: Bool, in state: inout PreviewState) {
        guard let document = state.snapshot?.document else { return }
        let total = document.tokens.tokens.count
        let repairs = document.repairs.filter { $0.tokenIndex != nil }
            .sorted { $0.tokenIndex! < $1.tokenIndex! }
        let current = state.step ?? (forward ? 0 : total + 1)
        let target = forward ? repairs.first { $0.tokenIndex! + 1 > current }
            : repairs.last { $0.tokenIndex! + 1 < current }
        guard let target else {
            state.message = repairs.isEmpty ? "no repairs" : forward ? "no later repair" : "no earlier repair"
            return
        }
        let step = target.tokenIndex! + 1
        setStep(step, in: &state)
        state.selection = target.range
        followSelection(in: &state)
        let number = repairs.firstIndex(of: target)! + 1
        state.message = "step \(step)/\(total) · repair \(number) of \(repairs.count): \(target.kind.rawValue)"
    }

    /// The index of the first token whose bytes end after `offset` (nil: none does).
    private static func firstToken(endingAfter offset: Int, in tokens: [Token]) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.end > offset { high = middle } else { low = middle + 1 }
        }
        return low < tokens.count ? low : nil
    }

    /// Puts every pane's cursor on the selection, the focused pane's too.
    private static func followSelection(in state: inout PreviewState) {
        for pane in PaneID.allCases { placeCursorOnSelection(pane, in: &state) }
    }
}

/// `S`: the file name prompt for saving the render.
extension PreviewUpdate {
    /// Edits the save prompt; Enter asks the runtime to write the render there, Escape gives up.
    static func handleSaveInput(_ key: Key, in state: inout PreviewState) -> [PreviewEffect] {
        switch key {
        case .escape, .control("c"):
            state.saveInput = nil
        case .enter:
            let path = state.saveInput ?? ""
            state.saveInput = nil
            if path.isEmpty {
                state.message = "not saved: no file name"
            } else {
                return [.saveRender(path)]
            }
        case .backspace:
            if state.saveInput?.isEmpty == false { state.saveInput?.removeLast() }
        case .character(let character):
            state.saveInput?.append(character)
        default:
            break
        }
        return []
    }
}

#if canImport(Glibc)
import Glibc
#endif
import MarkscopeApp
import MarkupCore
import MarkupTerminal

/// Save-to-repaint of the previewer, without a terminal: a file's new bytes through
/// `PreviewUpdate.documentLoaded` (pipeline, layout, panes) and `PreviewView.render` into
/// the cell buffer curses would copy, at 160×40. Prints the best of several saves; a big
/// document's first screens are painted before the rest is laid out (`complete-ms`).
enum PreviewerBench {
    static func run(paths: [String], theme: Theme) {
        print("file".rightPadded(28) + "   size  reload-ms  repaint-ms  total-ms  complete-ms (best of saves, 160×40)")
        for path in paths {
            guard let bytes = read(path) else { continue }
            var state = PreviewState(documentPath: path, theme: theme, themeName: "default", themeNames: ["default"],
                                     depth: .trueColor, terminalDepth: .trueColor, width: 160, height: 40)
            if let rest = PreviewUpdate.documentLoaded(.success(bytes), now: 0, clock: now, in: &state) {
                PreviewUpdate.finishLayout(rest, in: &state)
            }
            var bestComplete = Double.infinity
            var bestReload = Double.infinity
            var bestRepaint = Double.infinity
            var bestTotal = Double.infinity
            var saves = 0
            var spent = 0.0
            // Each save appends a word, as an editor's save would change the file.
            var edited = bytes
            while saves < 3 || (spent < 2 && saves < 100) {
                edited += Array(" more".utf8)
                let start = now()
                let rest = PreviewUpdate.documentLoaded(.success(edited), now: start, clock: now, in: &state)
                let loaded = now()
                _ = PreviewView.render(state, now: loaded)
                let painted = now()
                if let rest { PreviewUpdate.finishLayout(rest, in: &state) }
                _ = PreviewView.render(state, now: now())
                bestComplete = min(bestComplete, now() - start)
                bestReload = min(bestReload, loaded - start)
                bestRepaint = min(bestRepaint, painted - loaded)
                bestTotal = min(bestTotal, painted - start)
                spent += now() - start
                saves += 1
            }
            let name = String(path.split(separator: "/").last ?? Substring(path))
            let size = bytes.count >= 1_048_576 ? "\(bytes.count / 1_048_576)M" : "\(bytes.count / 1024)K"
            print(name.rightPadded(28) + size.leftPadded(7) + milliseconds(bestReload).leftPadded(11)
                  + milliseconds(bestRepaint).leftPadded(12) + milliseconds(bestTotal).leftPadded(10)
                  + milliseconds(bestComplete).leftPadded(13))
        }
    }

    static func milliseconds(_ seconds: Double) -> String {
        let value = seconds * 1000
        return value < 10 ? String((value * 100).rounded() / 100) : String((value * 10).rounded() / 10)
    }
}

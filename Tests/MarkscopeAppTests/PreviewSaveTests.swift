import Foundation
import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// `S` saves the render to a file: a prompt with a name beside the document, text by default,
/// ANSI for `.ans`/`.ansi`.
@Suite struct PreviewSaveTests {
    @Test func sPromptsWithANameBesideTheDocumentAndEnterAsksToSave() throws {
        var state = try PreviewFixture.state("<p>Sale <b>now</b></p>", path: "copy/promo.html")
        _ = PreviewFixture.press([.character("S")], in: &state)
        #expect(state.saveInput == "copy/promo.render.txt")
        #expect(PreviewView.render(state).lines.last!.hasPrefix("save the render to (.ans for ANSI): copy/promo.render.txt"))
        _ = PreviewFixture.press(Array(repeating: .backspace, count: 3), in: &state)
        PreviewFixture.type("ans", in: &state)
        #expect(PreviewFixture.press([.enter], in: &state) == [.saveRender("copy/promo.render.ans")])
        #expect(state.saveInput == nil)
    }

    @Test func escapeOrAnEmptyNameSavesNothing() throws {
        var state = try PreviewFixture.state("<p>x</p>")
        #expect(PreviewFixture.press([.character("S"), .escape], in: &state).isEmpty)
        #expect(state.saveInput == nil)
        _ = PreviewFixture.press([.character("S")], in: &state)
        _ = PreviewFixture.press(Array(repeating: .backspace, count: 40), in: &state)
        #expect(PreviewFixture.press([.enter], in: &state).isEmpty)
        #expect(state.message == "not saved: no file name")
    }

    @Test func defaultNamesReplaceTheExtension() {
        #expect(RenderExport.defaultPath(forDocument: "promo.html") == "promo.render.txt")
        #expect(RenderExport.defaultPath(forDocument: "a.b/copy") == "a.b/copy.render.txt")
        #expect(RenderExport.defaultPath(forDocument: "/tmp/x.y.htm") == "/tmp/x.y.render.txt")
    }

    @Test func textOrANSIByTheFileName() throws {
        let state = try PreviewFixture.state("<p>Sale <del>$99</del> <b>now</b></p><p>é</p>", width: 120)
        let text = String(decoding: RenderExport.bytes(of: state, path: "a.txt"), as: UTF8.self)
        #expect(text == "Sale [-$99-] now\n\né\n", "plain text writes out what attributes meant")
        let ansi = String(decoding: RenderExport.bytes(of: state, path: "a.ans"), as: UTF8.self)
        #expect(ansi.contains("\u{1B}[") && ansi.contains("now") && !ansi.contains("[-") && ansi.hasSuffix("\n"))
    }

    @Test func theFileIsWrittenOrTheReasonSaid() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("markscope-save-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileWriter.write(Array("one\n".utf8), to: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
        #expect(FileWriter.write(Array("two\n".utf8), to: path) == nil, "an existing file is replaced")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        let folder = FileManager.default.temporaryDirectory.path
        #expect(FileWriter.write([], to: folder)?.hasPrefix("cannot write '\(folder)': ") == true)
    }
}

import ArgumentParser
import MarkupCore
import MarkupMarkdown

/// `markscope dump`: one stage of the pipeline as text or JSON.
struct Dump: ParsableCommand {
    enum Stage: String, NamedChoice {
        case tokens, normalized, ast, styles, text
    }

    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print one stage of the pipeline as text or JSON.",
        discussion: """
        tokens: the tokenizer's output; normalized: the balanced stream and its repairs; \
        ast: the tree; styles: each text run's resolved style and where every field came from; \
        text: the styled text runs.
        """
    )

    @Argument(help: "The HTML or Markdown file, or - for standard input.")
    var file: String

    @Option(help: "The stage to print: \(Stage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var stage: Stage

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: OptionHelp.input)
    var input: DocumentFormat?

    @OptionGroup var profileOptions: ProfileOptions

    @Flag(help: "Leave source ranges out of the text form of the tree.")
    var noRanges = false

    @Option(parsing: .unconditional, help: "Columns the copy is laid out at, for the @media rules the styles see.")
    var width: Int = 80

    func validate() throws {
        try WidthOption.validate(width)
    }

    func run() throws {
        let profile = try profileOptions.load(forDocument: file)
        let document = try DocumentInput.load(file, format: input, options: .laidOut(atColumns: width, policy: profileOptions.policy,
                                                                      profile: profile),
                                              makesNormalizedStream: stage == .normalized)
        switch format {
        case .text: Console.output(textDump(document))
        case .json: Console.output(jsonDump(document))
        }
    }

    private func textDump(_ document: MarkupDocument) -> String {
        let source = document.source
        switch stage {
        case .tokens:
            return TokenDump.text(document.tokens)
        case .normalized:
            let normalized = document.normalized
            var text = TokenDump.text(normalized,
                                      markdown: document.tokens.markdownConstructNames(of: normalized.tokens, byOrigin: true))
            if !normalized.repairs.isEmpty {
                text += "\n\nrepairs:\n" + TokenDump.repairsText(normalized.repairs, source: source)
            }
            return text
        case .ast:
            return TreeDump.text(of: document.tree.root, showRanges: !noRanges)
        case .styles:
            // The profile in use first, when there is one: the styles depend on it.
            let profile = document.styled.options.profile
            let header = profile.isEmpty ? "" : "profile \(profile.displayName) (policy \(document.styled.options.policy.rawValue))\n"
            return header + StyleDump.text(document.styled)
        case .text:
            return StyleDump.runsText(document.styled)
        }
    }

    private func jsonDump(_ document: MarkupDocument) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.string(stage.rawValue, key: "stage")
        switch stage {
        case .tokens:
            TokenDump.json(document.tokens.tokens, tables: document.tokens.tables, source: document.source, into: &writer,
                           key: "tokens", markdown: document.tokens.markdownConstructNames(of: document.tokens.tokens, byOrigin: false))
        case .normalized:
            let normalized = document.normalized
            TokenDump.json(normalized.tokens, tables: normalized.tables, source: document.source,
                           into: &writer, key: "tokens",
                           markdown: document.tokens.markdownConstructNames(of: normalized.tokens, byOrigin: true))
            TokenDump.repairsJSON(normalized.repairs, into: &writer, key: "repairs")
        case .ast:
            TreeDump.json(of: document.tree.root, into: &writer, key: "root")
        case .styles:
            let profile = document.styled.options.profile
            if !profile.isEmpty { writer.string(profile.displayName, key: "profile") }
            StyleDump.json(document.styled, into: &writer)
        case .text:
            StyleDump.json(document.styled, into: &writer, withProvenance: false)
        }
        DiagnosticDump.json(document.diagnostics, source: document.source, into: &writer, key: "diagnostics")
        writer.endObject()
        return writer.output
    }
}

/// Text for people, JSON for scripts.
enum OutputFormat: String, NamedChoice {
    case text, json
}

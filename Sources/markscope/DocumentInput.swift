import ArgumentParser
import MarkupCore
import MarkupMarkdown
import MarkscopeApp

/// Reads a document named on the command line (`-` is standard input), or explains why not.
enum DocumentInput {
    struct ReadError: Error, CustomStringConvertible {
        var message: String
        var description: String { "markscope: " + message }
    }

    /// The bytes of `path`.
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        do {
            return try FileReader.read(path) { MemoryTuning.keepWorkingMemoryInHugePages(forDocumentOf: $0) }
        } catch {
            throw ReadError(message: error.message)
        }
    }

    /// The styled tree of the document at `path` read as `format` (nil: as its name says),
    /// keeping no other stage (see ``MarkupDocument/styledTree(_:options:)``); I/O problems exit
    /// with status 2.
    static func loadStyled(_ path: String, format: DocumentFormat?, options: StyleOptions) throws -> StyledDocument {
        do {
            // The bytes read are freed once cleaned up into the source.
            let source = SourceText(try read(path))
            return MarkupDocument.styledTree(source, format: format ?? DocumentFormat(path: path), options: options)
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
    }

    /// The document at `path` through the whole pipeline, read as `format` (nil: as its name
    /// says), its normalized stream made with the tree when `makesNormalizedStream` (it is
    /// shown); I/O problems exit with status 2.
    static func load(_ path: String, format: DocumentFormat?, options: StyleOptions = StyleOptions(),
                     makesNormalizedStream: Bool = false) throws -> MarkupDocument {
        do {
            return MarkupDocument(source: SourceText(try read(path)), format: format ?? DocumentFormat(path: path),
                                  options: options, makesNormalizedStream: makesNormalizedStream)
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
    }
}

extension StyleOptions.Policy: NamedChoice {}
extension DocumentFormat: NamedChoice {}

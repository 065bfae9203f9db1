#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import MarkupCore

/// Reads a document named on the command line (`-` is standard input), or explains why not.
enum DocumentInput {
    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "markscope: cannot read '\(path)': \(reason)" }
    }

    /// The bytes of `path`.
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { if path != "-" { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw ReadError(path: path, reason: "it is a directory")
        }
        var bytes: [UInt8] = []
        if (status.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// The document at `path` through the whole pipeline; I/O problems exit with status 2.
    static func load(_ path: String, policy: StyleOptions.Policy = .inlineStyleWins) throws -> MarkupDocument {
        do {
            return MarkupDocument(bytes: try read(path), options: StyleOptions(policy: policy))
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
    }
}

extension StyleOptions.Policy: ExpressibleByArgument {}

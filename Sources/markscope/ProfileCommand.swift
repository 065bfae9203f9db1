import ArgumentParser
import Foundation
import MarkupCore
import MarkupTerminal

/// `markscope profile`: check a profile, or write a starter one.
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Check a profile (markscope.toml) or write a commented starter one.",
        discussion: """
        A profile is the app's parser setup: root, tag, class and id styles, custom tags and \
        the policy. Commands use the markscope.toml beside the document or in the nearest \
        parent folder that has one.
        """
    )

    @Option(name: .customLong("check"), help: ArgumentHelp("A profile to check; problems print as file:line:col: severity: message.",
                                                           valueName: "path"))
    var check: String?

    @Flag(name: .customLong("init"), help: "Write a commented starter profile to PATH, or to standard output.")
    var writeStarter = false

    @Argument(help: "With --init, the file to write (never overwritten).")
    var path: String?

    func validate() throws {
        if (check == nil) == !writeStarter {
            throw ValidationError("Give --check PATH to check a profile or --init [PATH] to write one.")
        }
        if path != nil, !writeStarter {
            throw ValidationError("A PATH goes with --init; --check takes its file itself.")
        }
    }

    func run() throws {
        if let check {
            do {
                let loaded = try ProfileLoader.load(path: check)
                loaded.warnings.forEach { Console.output($0.description) }
                if loaded.warnings.isEmpty { Console.output("\(check): ok") }
            } catch {
                Console.output(error.description)
                throw ExitCode(1)
            }
            return
        }
        guard let path else {
            Console.output(ProfileStarter.text)
            return
        }
        if FileManager.default.fileExists(atPath: path) {
            Console.error("markscope: \(path) exists, not overwritten (remove it first, or write to standard output)")
            throw ExitCode(1)
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(ProfileStarter.text.utf8)) else {
            Console.error("markscope: cannot write \(path)")
            throw ExitCode(2)
        }
        Console.error("wrote \(path)")
    }
}
